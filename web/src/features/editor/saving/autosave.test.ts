import { createNode, type GraphDocument } from '@atelier/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '../core/editor';
import { createTestRegistry, testNodes } from '../test-support/testNodes';
import { AutosaveController, type AutosaveOptions } from './autosave';
import { OfflineQueue, type StorageLike } from './offlineQueue';
import type { ProjectStorage } from './projectStorage';

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function graph(): GraphDocument {
  const solid = testNodes.find((definition) => definition.id === 'image.solid-colour')!;
  return { version: '1.0.0', nodes: [createNode(solid, 'a', { x: 0, y: 0 })], connections: [], groups: [] };
}

function fakeServer() {
  const saved: Array<{ projectId: string; nodegraph: string }> = [];
  let failing = false;
  const storage: ProjectStorage = {
    createProject: vi.fn(async () => ({ projectId: 'p-new', versionId: null })),
    openProject: vi.fn(),
    openVersion: vi.fn(),
    saveVersion: vi.fn(async (projectId: string, nodegraph: string) => {
      if (failing) throw new Error('server unreachable');
      saved.push({ projectId, nodegraph });
      return { versionId: `v${saved.length}` };
    }),
    uploadProjectPreview: vi.fn(async () => undefined),
    uploadNodePreviews: vi.fn(async () => undefined),
    uploadFile: vi.fn(async () => ({ fileId: 'f1' })),
    readFile: vi.fn(async () => new Blob()),
  };
  return { storage, saved, setFailing: (value: boolean) => (failing = value) };
}

/**
 * An editor on the one-node graph, a fake server, an offline queue and an autosave controller
 * for project p1 (based on version v0) saving after 10 ms; `options` overrides any of those.
 */
function openAutosave(options: Partial<AutosaveOptions> = {}) {
  const editor = new Editor({ registry: createTestRegistry(), document: graph() });
  const server = fakeServer();
  const queue = new OfflineQueue(memoryStorage());
  const autosave = new AutosaveController({
    editor,
    storage: server.storage,
    queue,
    projectId: 'p1',
    baseVersionId: 'v0',
    delay: 10,
    ...options,
  });
  return { editor, server, queue, autosave };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('keeps each change at once and saves it as a new version after a pause', async () => {
    const { editor, server, queue, autosave } = openAutosave({
      delay: 1000,
    });
    editor.perform({ label: 'move', commands: [{ kind: 'moveNodes', positions: { a: { x: 20, y: 40 } } }] });
    expect(queue.read('p1')?.nodegraph).toContain('"x":20');
    expect(autosave.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saved).toHaveLength(1);
    expect(JSON.parse(server.saved[0]!.nodegraph).nodes[0].options).toMatchObject({ x: 20, y: 40 });
    expect(queue.read('p1')).toBeUndefined();
    expect(autosave.status).toBe('saved');
    autosave.destroy();
  });

  it('creates a new project on the first change and moves the kept edit to its id', async () => {
    const created: string[] = [];
    const { editor, server, queue, autosave } = openAutosave({
      projectId: null,
      baseVersionId: null,
      onProjectCreated: (id) => created.push(id),
    });
    editor.setDisplay(['a'], 'preview');
    expect(queue.read(null)).toBeDefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(created).toEqual(['p-new']);
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-new']);
    expect(queue.read(null)).toBeUndefined();
    autosave.destroy();
  });

  it('creates the project once when a file needs it while the first save runs', async () => {
    const created: string[] = [];
    const { editor, server, autosave } = openAutosave({
      projectId: null,
      baseVersionId: null,
      onProjectCreated: (id) => created.push(id),
    });
    editor.setDisplay(['a'], 'preview');
    const [forFile] = await Promise.all([autosave.ensureProject(), vi.advanceTimersByTimeAsync(10)]);
    expect(forFile).toBe('p-new');
    expect(await autosave.ensureProject()).toBe('p-new');
    expect(server.storage.createProject).toHaveBeenCalledTimes(1);
    expect(created).toEqual(['p-new']);
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-new']);
    autosave.destroy();
  });

  it('keeps an edit made while the server is away, says so once, and saves it when it returns', async () => {
    const errors: number[] = [];
    const { editor, server, queue, autosave } = openAutosave({
      onSavingError: () => errors.push(1),
    });
    server.setFailing(true);
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'typed offline' }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.status).toBe('error');
    expect(autosave.savingState.saving.savingError).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(4000);
    // Three failed attempts, one toast.
    expect(server.storage.saveVersion).toHaveBeenCalledTimes(3);
    expect(errors).toHaveLength(1);
    // A reload now would find the edit.
    expect(queue.read('p1')?.nodegraph).toContain('typed offline');
    server.setFailing(false);
    await vi.advanceTimersByTimeAsync(8000);
    expect(server.saved).toHaveLength(1);
    expect(server.saved[0]!.nodegraph).toContain('typed offline');
    expect(autosave.status).toBe('saved');
    expect(queue.read('p1')).toBeUndefined();
    autosave.destroy();
  });

  it('saves an edit restored from the queue after a reload', async () => {
    const { server, autosave } = openAutosave();
    autosave.markUnsaved();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saved).toHaveLength(1);
    autosave.destroy();
  });

  it('with manual saving keeps each change but saves only when asked', async () => {
    const { editor, server, queue, autosave } = openAutosave({
      automatic: false,
    });
    editor.perform({ label: 'move', commands: [{ kind: 'moveNodes', positions: { a: { x: 20, y: 40 } } }] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saved).toHaveLength(0);
    expect(queue.read('p1')?.nodegraph).toContain('"x":20');
    expect(autosave.status).toBe('pending');

    await autosave.flush();
    expect(server.saved).toHaveLength(1);
    expect(JSON.parse(server.saved[0]!.nodegraph).nodes[0].options).toMatchObject({ x: 20, y: 40 });
    expect(queue.read('p1')).toBeUndefined();
    expect(autosave.status).toBe('saved');

    // A save asked for while the server is away is retried until it lands.
    editor.perform({ label: 'move', commands: [{ kind: 'moveNodes', positions: { a: { x: 60, y: 40 } } }] });
    server.setFailing(true);
    await autosave.flush();
    expect(autosave.status).toBe('error');
    server.setFailing(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saved).toHaveLength(2);
    expect(autosave.status).toBe('saved');
    autosave.destroy();
  });

  it('saves what is unsaved at once when manual saving is turned back to automatic', async () => {
    const { editor, server, autosave } = openAutosave({
      delay: 1000,
      automatic: false,
    });
    editor.setDisplay(['a'], 'preview');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.saved).toHaveLength(0);
    autosave.setAutomatic(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saved).toHaveLength(1);
    expect(autosave.isAutomatic).toBe(true);
    autosave.destroy();
  });

  it('saves nothing in a read-only version', async () => {
    const { editor, server, autosave } = openAutosave();
    editor.load(graph(), { readOnly: true });
    editor.setDisplay(['a'], 'preview');
    await vi.advanceTimersByTimeAsync(100);
    expect(server.saved).toHaveLength(0);
    autosave.destroy();
  });
});
