/**
 * Saves profile changes at most every 2000 ms (spec section 9: profile saves are debounced):
 * changes made within that time travel in one request, merged, and a failure is reported and
 * kept for the next change to retry. Framework-free: the request is handed in.
 */
export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  company_settings?: { yarnbooks: unknown[] };
  settings?: Record<string, unknown> & { ui?: Record<string, unknown> };
}

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export const profileSaveDebounceMilliseconds = 2000;

/** Later changes win; settings (and settings.ui) merge key by key. */
export function mergePatches(earlier: ProfilePatch, later: ProfilePatch): ProfilePatch {
  const merged: ProfilePatch = { ...earlier, ...later };
  if (earlier.settings || later.settings) {
    merged.settings = { ...earlier.settings, ...later.settings };
    if (earlier.settings?.ui || later.settings?.ui)
      merged.settings.ui = { ...earlier.settings?.ui, ...later.settings?.ui };
  }
  return merged;
}

interface Timers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class ProfileSaver {
  private pending: ProfilePatch | null = null;
  private timer: unknown;
  private status: SaveStatus = 'idle';
  private readonly listeners = new Set<(status: SaveStatus) => void>();
  private send: ((patch: ProfilePatch) => Promise<void>) | undefined;

  constructor(
    private readonly delayMilliseconds = profileSaveDebounceMilliseconds,
    private readonly timers: Timers = {
      setTimeout: (callback, milliseconds) => globalThis.setTimeout(callback, milliseconds),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  ) {}

  /** The request that saves a patch (POST /user/update); set once the app has a store. */
  connect(send: (patch: ProfilePatch) => Promise<void>) {
    this.send = send;
  }

  queue(patch: ProfilePatch) {
    this.pending = this.pending ? mergePatches(this.pending, patch) : patch;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => void this.flush(), this.delayMilliseconds);
    this.setStatus('pending');
  }

  /** Sends what is waiting now (leaving the page, signing out). */
  async flush(): Promise<boolean> {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    const patch = this.pending;
    if (!patch || !this.send) return true;
    this.pending = null;
    this.setStatus('saving');
    try {
      await this.send(patch);
      this.setStatus(this.pending ? 'pending' : 'saved');
      return true;
    } catch (error) {
      console.error('Saving the profile failed', error);
      // Kept, so the next change (or flush) tries again with it.
      this.pending = this.pending ? mergePatches(patch, this.pending) : patch;
      this.setStatus('failed');
      return false;
    }
  }

  /** Forgets unsaved changes (after sign-out, they belong to nobody). */
  discard() {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
    this.setStatus('idle');
  }

  currentStatus(): SaveStatus {
    return this.status;
  }

  subscribe(listener: (status: SaveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(status: SaveStatus) {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }
}

/** The one saver of the app: profile screen, theme toggle and language menu all queue here. */
export const profileSaver = new ProfileSaver();
