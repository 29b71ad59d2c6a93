/** A version as the thinning of a project's history sees it. */
export interface ThinningCandidate {
  id: string;
  createdAt: Date;
  milestone: boolean;
  /** The user's name for the version; null when none. */
  label: string | null;
  /** The project's current version. */
  current: boolean;
  /** Named by another row (a project started from it), so it must stay. */
  referenced: boolean;
}

const dayMilliseconds = 24 * 60 * 60 * 1000;

/** Every version younger than this stays. */
export const everySaveKeptDays = 30;
/** Autosaves younger than this (and older than the above) keep the newest of each UTC day. */
export const dailyPointsKeptDays = 90;

/**
 * The versions of one project's history that go, the way backup tools thin their snapshots:
 * every version younger than 30 days stays; of the older ones, those younger than 90 days keep
 * only the newest version of each calendar day (UTC), older ones the newest of each ISO week
 * (weeks start on Monday, UTC). Milestones, labelled versions, the current version and versions
 * another row names stay for ever besides. Exactly 30 or 90 days old counts as older; a day or
 * week straddling one of those ages has a point on each side.
 */
export function versionsToThin(versions: readonly ThinningCandidate[], now: Date): string[] {
  const everySaveCutoff = now.getTime() - everySaveKeptDays * dayMilliseconds;
  const dailyCutoff = now.getTime() - dailyPointsKeptDays * dayMilliseconds;
  // The newest version of each day or week so far, by bucket. A kept-for-ever version that is
  // its day's newest is that day's point, so no autosave stays beside it.
  const newest = new Map<string, ThinningCandidate>();
  const thinnable: ThinningCandidate[] = [];
  for (const version of versions) {
    const time = version.createdAt.getTime();
    if (time > everySaveCutoff) continue;
    const bucket =
      time > dailyCutoff ? `day ${utcDay(version.createdAt)}` : `week ${isoWeek(version.createdAt)}`;
    const kept = newest.get(bucket);
    if (!kept || isNewer(version, kept)) newest.set(bucket, version);
    if (version.milestone || version.label !== null || version.current || version.referenced) continue;
    thinnable.push(version);
  }
  const keptIds = new Set([...newest.values()].map((version) => version.id));
  return thinnable.filter((version) => !keptIds.has(version.id)).map((version) => version.id);
}

/** Newer: saved later; of two saved at the same moment, the larger id, so the choice is stable. */
function isNewer(a: ThinningCandidate, b: ThinningCandidate): boolean {
  const difference = a.createdAt.getTime() - b.createdAt.getTime();
  return difference > 0 || (difference === 0 && a.id > b.id);
}

/** 2026-11-25 */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 2026-W48: the ISO 8601 week (Monday to Sunday, UTC) with its week-numbering year. */
export function isoWeek(date: Date): string {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // A week belongs to the year its Thursday is in; week 1 holds the year's first Thursday.
  const thursday = new Date(midnight + (3 - weekday) * dayMilliseconds);
  const year = thursday.getUTCFullYear();
  const firstThursday =
    Date.UTC(year, 0, 1) + ((11 - new Date(Date.UTC(year, 0, 1)).getUTCDay()) % 7) * dayMilliseconds;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * dayMilliseconds));
  return `${year}-W${String(week).padStart(2, '0')}`;
}
