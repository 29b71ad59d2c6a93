// Edits not yet saved, kept in the browser's storage so nothing typed is lost: not when the
// server is unreachable, a save fails, or the tab is reloaded or closed. One entry per user,
// project (a new project without an id yet uses "new") and editor, so one person's kept edits
// are never offered to another signed in on the same browser, two tabs never write over each
// other's, and signing out forgets all of them; saving is a whole new version, so the latest
// document is all an entry needs.

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

/** Every kept edit's key starts with this; the user's id, the project's and the editor's follow. */
export const unsavedPrefix = 'atelier.editor.unsaved.';

/**
 * The start of the keys of a user's kept edits of a project, one per editor that kept one
 * (`userId` null: nobody signed in, as in tests).
 */
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

/** A random id for one editor's queue, so that two tabs never write over each other's edit. */
function newTabId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parseEdit(text: string | null): UnsavedEdit | undefined {
  if (!text) return undefined;
  try {
    const edit = JSON.parse(text) as UnsavedEdit;
    return typeof edit.nodegraph === 'string' && typeof edit.revision === 'number' ? edit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One editor's kept edits. Each editor (each tab, each time the editor opens) writes under a key
 * of its own, so another tab of the same user saving the same project never overwrites or clears
 * this one's edit; reading finds this editor's own edit, or else the newest another editor left.
 */
export class OfflineQueue {
  /**
   * `userId`: whose edits this queue keeps and reads; another user's are not seen. `tab`: this
   * editor's own part of the keys (random unless a test names it).
   */
  constructor(
    private readonly storage: StorageLike,
    private readonly userId: string | null = null,
    private readonly tab: string = newTabId(),
  ) {}

  private key(projectId: string | null): string {
    return `${unsavedKey(projectId, this.userId)}.${this.tab}`;
  }

  private readKey(key: string): UnsavedEdit | undefined {
    try {
      return parseEdit(this.storage.getItem(key));
    } catch {
      return undefined;
    }
  }

  /** The newest edit of a project another editor kept, with its key. */
  private newestElsewhere(projectId: string | null): { key: string; edit: UnsavedEdit } | undefined {
    const listable = this.storage as Partial<ListableStorage>;
    if (typeof listable.key !== 'function' || typeof listable.length !== 'number') return undefined;
    const prefix = `${unsavedKey(projectId, this.userId)}.`;
    const own = this.key(projectId);
    let newest: { key: string; edit: UnsavedEdit } | undefined;
    try {
      for (let index = 0; index < listable.length; index++) {
        const key = listable.key(index);
        if (key === null || key === own || !key.startsWith(prefix)) continue;
        // Only this user's entries of this project: the rest of the key is an editor's id.
        if (key.slice(prefix.length).includes('.')) continue;
        const edit = this.readKey(key);
        if (edit && (!newest || edit.keptAt > newest.edit.keptAt)) newest = { key, edit };
      }
    } catch {
      return undefined;
    }
    return newest;
  }

  /** Keeps the latest edit of a project, replacing the one this editor kept before. */
  keep(edit: UnsavedEdit): boolean {
    try {
      this.storage.setItem(this.key(edit.projectId), JSON.stringify(edit));
      return true;
    } catch {
      // Storage full or blocked: the edit stays in memory and is saved when the server answers.
      return false;
    }
  }

  /** This editor's kept edit of a project, or else the newest another editor kept. */
  read(projectId: string | null): UnsavedEdit | undefined {
    return this.readKey(this.key(projectId)) ?? this.newestElsewhere(projectId)?.edit;
  }

  /**
   * Like `read`, as an editor opens: an edit another editor kept (a tab closed before it could
   * save) becomes this editor's own, so saving it clears it and no other editor offers it again.
   */
  claim(projectId: string | null): UnsavedEdit | undefined {
    const own = this.readKey(this.key(projectId));
    if (own) return own;
    const elsewhere = this.newestElsewhere(projectId);
    if (!elsewhere) return undefined;
    if (!this.keep(elsewhere.edit)) return elsewhere.edit;
    try {
      this.storage.removeItem(elsewhere.key);
    } catch {
      // Left behind, it would be offered again and checked against the server then.
    }
    return elsewhere.edit;
  }

  /**
   * Forgets a project's kept edit once it is saved, unless a newer edit was kept meanwhile (its
   * revision differs from the one saved, or it was written at another time).
   */
  clear(projectId: string | null, saved: { revision: number; keptAt?: string }) {
    const current = this.readKey(this.key(projectId));
    if (!current) return;
    if (current.revision !== saved.revision) return;
    if (saved.keptAt !== undefined && current.keptAt !== saved.keptAt) return;
    try {
      this.storage.removeItem(this.key(projectId));
    } catch {
      // Nothing to do: the next save replaces it.
    }
  }

  /** Forgets this editor's kept edit of a project whatever its revision (saved elsewhere, or dropped). */
  forget(projectId: string | null) {
    try {
      this.storage.removeItem(this.key(projectId));
    } catch {
      // Left behind, it would only be offered again when that project is opened.
    }
  }

  /** Moves this editor's edit of a project created just now from "new" to its id. */
  adopt(projectId: string) {
    const edit = this.readKey(this.key(null));
    if (!edit) return;
    this.keep({ ...edit, projectId });
    try {
      this.storage.removeItem(this.key(null));
    } catch {
      // Left behind, it would only offer the same edit again for a new project.
    }
  }
}
