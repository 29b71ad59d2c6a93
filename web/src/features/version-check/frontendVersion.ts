/** The document the server publishes at /ui.meta.json for the frontend it currently serves. */
export interface FrontendMeta {
  version: string;
  commit: string;
}

export type VersionCheckStatus = 'pending' | 'current' | 'outdated' | 'unavailable';

/** How often an open tab asks whether a newer frontend was deployed. */
export const versionCheckIntervalMilliseconds = 5 * 60 * 1000;

/**
 * Compares the served frontend with the one running in this tab. Only a readable, different
 * version counts as outdated: a malformed or missing document must never nag the user.
 */
export function compareFrontendVersion(buildVersion: string, served: unknown): VersionCheckStatus {
  if (typeof served !== 'object' || served === null) return 'unavailable';
  const version = (served as { version?: unknown }).version;
  if (typeof version !== 'string' || version === '') return 'unavailable';
  return version === buildVersion ? 'current' : 'outdated';
}
