import { describe, expect, it } from 'vitest';
import {
  countKeptEdits,
  forgetKeptEdits,
  OfflineQueue,
  type ListableStorage,
  type StorageLike,
} from './offlineQueue';
import {
  initialSavingState,
  isGraphLoaded,
  isSaving,
  resetSavingState,
  savingStage,
  type SavingState,
} from './savingState';

function memoryStorage(): StorageLike & ListableStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('saving stages and flags', () => {
  it('starts loading data, with no saving flag set', () => {
    expect(initialSavingState.loading).toEqual({ data: true, nodes: false });
    expect(isGraphLoaded(initialSavingState)).toBe(false);
    expect(isSaving(initialSavingState)).toBe(false);
    expect(savingStage(initialSavingState)).toBe('loading');
  });

  it('is saving while any saving flag is set, and names the stage in order', () => {
    const loaded: SavingState = { ...initialSavingState, loading: { data: false, nodes: false } };
    expect(savingStage(loaded)).toBe('idle');
    const previews = {
      ...loaded,
      saving: { ...loaded.saving, renderProjectPreview: true, renderNodesPreviews: true },
    };
    expect(isSaving(previews)).toBe(true);
    expect(savingStage(previews)).toBe('renderingProjectPreview');
    expect(savingStage({ ...loaded, saving: { ...loaded.saving, renderNodesPreviews: true } })).toBe(
      'renderingNodePreviews',
    );
    expect(savingStage({ ...loaded, creating: true })).toBe('creating');
    // An error alone is not saving.
    expect(isSaving({ ...loaded, saving: { ...loaded.saving, savingError: true } })).toBe(false);
  });

  it('resets to the initial values', () => {
    expect(resetSavingState()).toEqual(initialSavingState);
  });
});

describe('offline queue', () => {
  const edit = {
    projectId: 'p1',
    baseVersionId: 'v1',
    revision: 3,
    nodegraph: '{"version":"1.0.0"}',
    keptAt: '2026-01-01T00:00:00.000Z',
  };

  it('keeps the latest edit per project and reads it back after a reload', () => {
    const storage = memoryStorage();
    const editor = new OfflineQueue(storage);
    editor.keep(edit);
    editor.keep({ ...edit, revision: 4, nodegraph: '{}' });
    expect(storage.items.size).toBe(1);
    expect(new OfflineQueue(storage).read('p1')).toMatchObject({ revision: 4, nodegraph: '{}' });
    expect(new OfflineQueue(storage).read('p2')).toBeUndefined();
  });

  it('clears an edit only when the save covered it', () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(storage);
    queue.keep({ ...edit, revision: 5 });
    queue.clear('p1', { revision: 4 });
    expect(queue.read('p1')?.revision).toBe(5);
    queue.clear('p1', { revision: 5 });
    expect(queue.read('p1')).toBeUndefined();
  });

  it('moves a new project’s edit to its id once created', () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(storage);
    queue.keep({ ...edit, projectId: null });
    queue.adopt('p9');
    expect(queue.read(null)).toBeUndefined();
    expect(queue.read('p9')).toMatchObject({ projectId: 'p9', revision: 3 });
  });

  it('survives storage that refuses to write', () => {
    const queue = new OfflineQueue({
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    expect(queue.keep(edit)).toBe(false);
  });

  it('keeps each user’s edits apart: one user never reads another’s', () => {
    const storage = memoryStorage();
    new OfflineQueue(storage, 'ada').keep({ ...edit, nodegraph: 'ada’s' });
    new OfflineQueue(storage, 'ada').keep({ ...edit, projectId: null, nodegraph: 'ada’s new' });
    expect(new OfflineQueue(storage, 'grace').read('p1')).toBeUndefined();
    expect(new OfflineQueue(storage, 'grace').read(null)).toBeUndefined();
    new OfflineQueue(storage, 'grace').keep({ ...edit, nodegraph: 'grace’s' });
    expect(new OfflineQueue(storage, 'ada').read('p1')?.nodegraph).toBe('ada’s');
    expect(new OfflineQueue(storage, 'grace').read('p1')?.nodegraph).toBe('grace’s');
    expect(countKeptEdits(storage, 'ada')).toBe(2);
    expect(countKeptEdits(storage, 'grace')).toBe(1);
    expect(countKeptEdits(storage, 'hedy')).toBe(0);
  });

  it('forgets all of one user’s edits, and those of unknown author, and nobody else’s', () => {
    const storage = memoryStorage();
    new OfflineQueue(storage, 'ada').keep(edit);
    new OfflineQueue(storage, 'ada').keep({ ...edit, projectId: 'p2' });
    new OfflineQueue(storage, 'grace').keep(edit);
    // Kept before edits were kept per user: nobody can tell whose it is.
    storage.setItem('atelier.editor.unsaved.p3', JSON.stringify({ ...edit, projectId: 'p3' }));
    storage.setItem('atelier.theme', 'dark');
    forgetKeptEdits(storage, 'ada');
    expect(new OfflineQueue(storage, 'ada').read('p1')).toBeUndefined();
    expect(new OfflineQueue(storage, 'ada').read('p2')).toBeUndefined();
    expect(countKeptEdits(storage, 'ada')).toBe(0);
    expect(new OfflineQueue(storage, 'grace').read('p1')).toBeDefined();
    const left = [...storage.items.keys()].sort();
    expect(left).toHaveLength(2);
    expect(left[0]).toMatch(/^atelier\.editor\.unsaved\.grace\.p1\./);
    expect(left[1]).toBe('atelier.theme');
  });

  it('keeps two tabs’ edits of one project apart: saving in one never drops the other’s', () => {
    const storage = memoryStorage();
    const first = new OfflineQueue(storage, 'ada', 'tab-1');
    const second = new OfflineQueue(storage, 'ada', 'tab-2');
    first.keep({
      ...edit,
      revision: 2,
      nodegraph: 'typed offline in tab 1',
      keptAt: '2026-01-01T10:00:00.000Z',
    });
    second.keep({ ...edit, revision: 2, nodegraph: 'saved in tab 2', keptAt: '2026-01-01T10:05:00.000Z' });
    second.clear('p1', { revision: 2 });
    expect(first.read('p1')?.nodegraph).toBe('typed offline in tab 1');
    expect(countKeptEdits(storage, 'ada')).toBe(1);
    // An editor opened later takes the edit over: saving it there clears it for good.
    const reopened = new OfflineQueue(storage, 'ada', 'tab-3');
    expect(reopened.claim('p1')?.nodegraph).toBe('typed offline in tab 1');
    reopened.clear('p1', { revision: 2 });
    expect(countKeptEdits(storage, 'ada')).toBe(0);
  });

  it('offers the newest of the edits other editors left', () => {
    const storage = memoryStorage();
    new OfflineQueue(storage, 'ada', 'tab-1').keep({
      ...edit,
      nodegraph: 'older',
      keptAt: '2026-01-01T10:00:00.000Z',
    });
    new OfflineQueue(storage, 'ada', 'tab-2').keep({
      ...edit,
      nodegraph: 'newer',
      keptAt: '2026-01-01T11:00:00.000Z',
    });
    expect(new OfflineQueue(storage, 'ada', 'tab-3').read('p1')?.nodegraph).toBe('newer');
    // Another project's edits, and a project whose id starts the same, are not this one's.
    new OfflineQueue(storage, 'ada', 'tab-4').keep({ ...edit, projectId: 'p10', nodegraph: 'p10' });
    expect(new OfflineQueue(storage, 'ada', 'tab-3').read('p1')?.nodegraph).toBe('newer');
  });
});
