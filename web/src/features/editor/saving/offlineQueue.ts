// Edits not yet saved, kept in the browser's storage so nothing typed is lost: not when the
// server is unreachable, a save fails, or the tab is reloaded or closed. One entry per project
// (a new project without an id yet uses "new"); saving is a whole new version, so the latest
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

const prefix = 'atelier.editor.unsaved.';

export function unsavedKey(projectId: string | null): string {
  return `${prefix}${projectId ?? 'new'}`;
}

export class OfflineQueue {
  constructor(private readonly storage: StorageLike) {}

  /** Keeps the latest edit of a project, replacing the one kept before. */
  keep(edit: UnsavedEdit): boolean {
    try {
      this.storage.setItem(unsavedKey(edit.projectId), JSON.stringify(edit));
      return true;
    } catch {
      // Storage full or blocked: the edit stays in memory and is saved when the server answers.
      return false;
    }
  }

  read(projectId: string | null): UnsavedEdit | undefined {
    let text: string | null;
    try {
      text = this.storage.getItem(unsavedKey(projectId));
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
      this.storage.removeItem(unsavedKey(projectId));
    } catch {
      // Nothing to do: the next save replaces it.
    }
  }

  /** Forgets a project's kept edit whatever its revision: it was kept under another project. */
  forget(projectId: string | null) {
    try {
      this.storage.removeItem(unsavedKey(projectId));
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
      this.storage.removeItem(unsavedKey(null));
    } catch {
      // Left behind, it would only offer the same edit again for a new project.
    }
  }
}
