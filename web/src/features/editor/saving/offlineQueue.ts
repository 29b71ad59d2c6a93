// Edits not yet saved, kept in the browser's storage so nothing typed is lost: not when the
// server is unreachable, a save fails, or the tab is reloaded or closed. One entry per user and
// project (a new project without an id yet uses "new"), so one person's kept edits are never
// offered to another signed in on the same browser, and signing out forgets all of them;
// saving is a whole new version, so the latest document is all an entry needs.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface UnsavedEdit {
  /** The project the edit belongs to, or null for a project not created yet. */
  projectId: string | null;
  /** The version the edit was made on, if any. */
  baseVersionId: string | null;
  /** The editor's revision counter when this was kept; a save clears only what it saved. */
  revision: number;
  /** The graph as it will be saved (nodegraph.json text). */
  nodegraph: string;
  keptAt: string;
}

/** Every kept edit's key starts with this; the user's id and the project's follow. */
export const unsavedPrefix = 'atelier.editor.unsaved.';

/** The key of a user's kept edit of a project (`userId` null: nobody signed in, as in tests). */
export function unsavedKey(projectId: string | null, userId: string | null = null): string {
  return `${unsavedPrefix}${userId ?? 'anonymous'}.${projectId ?? 'new'}`;
}

/** A storage whose keys can be listed (the browser's localStorage). */
export interface ListableStorage extends StorageLike {
  readonly length: number;
  key(index: number): string | null;
}

/**
 * The keys of kept edits that belong to `userId`, and of those kept before edits were kept per
 * user (whose author is unknown, so they are never offered and go with any sign-out).
 */
function keysOf(storage: ListableStorage, userId: string): string[] {
  const own = `${unsavedPrefix}${userId}.`;
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key === null || !key.startsWith(unsavedPrefix)) continue;
      const rest = key.slice(unsavedPrefix.length);
      if (key.startsWith(own) || !rest.includes('.')) keys.push(key);
    }
  } catch {
    // Storage blocked: nothing can be listed, and nothing was kept there either.
  }
  return keys;
}

/** How many edits `userId` kept in this browser that are not saved yet. */
export function countKeptEdits(storage: ListableStorage, userId: string): number {
  const own = `${unsavedPrefix}${userId}.`;
  return keysOf(storage, userId).filter((key) => key.startsWith(own)).length;
}

/** Forgets every edit `userId` kept in this browser (signing out). */
export function forgetKeptEdits(storage: ListableStorage, userId: string) {
  for (const key of keysOf(storage, userId)) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked: there is nothing to remove either.
    }
  }
}

export class OfflineQueue {
  /** `userId`: whose edits this queue keeps and reads; another user's are not seen. */
  constructor(
    private readonly storage: StorageLike,
    private readonly userId: string | null = null,
  ) {}

  private key(projectId: string | null): string {
    return unsavedKey(projectId, this.userId);
  }

  /** Keeps the latest edit of a project, replacing the one kept before. */
  keep(edit: UnsavedEdit): boolean {
    try {
      this.storage.setItem(this.key(edit.projectId), JSON.stringify(edit));
      return true;
    } catch {
      // Storage full or blocked: the edit stays in memory and is saved when the server answers.
      return false;
    }
  }

  read(projectId: string | null): UnsavedEdit | undefined {
    let text: string | null;
    try {
      text = this.storage.getItem(this.key(projectId));
    } catch {
      return undefined;
    }
    if (!text) return undefined;
    try {
      const edit = JSON.parse(text) as UnsavedEdit;
      return typeof edit.nodegraph === 'string' && typeof edit.revision === 'number' ? edit : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Forgets a project's kept edit once it is saved, unless a newer edit was kept meanwhile (its
   * revision differs from the one saved, or it was written at another time).
   */
  clear(projectId: string | null, saved: { revision: number; keptAt?: string }) {
    const current = this.read(projectId);
    if (!current) return;
    if (current.revision !== saved.revision) return;
    if (saved.keptAt !== undefined && current.keptAt !== saved.keptAt) return;
    try {
      this.storage.removeItem(this.key(projectId));
    } catch {
      // Nothing to do: the next save replaces it.
    }
  }

  /** Forgets a project's kept edit whatever its revision: it was kept under another project. */
  forget(projectId: string | null) {
    try {
      this.storage.removeItem(this.key(projectId));
    } catch {
      // Left behind, it would only be offered again when that project is opened.
    }
  }

  /** Moves the edit of a project created just now from "new" to its id. */
  adopt(projectId: string) {
    const edit = this.read(null);
    if (!edit) return;
    this.keep({ ...edit, projectId });
    try {
      this.storage.removeItem(this.key(null));
    } catch {
      // Left behind, it would only offer the same edit again for a new project.
    }
  }
}
