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

/** A rejected call as RTK Query gives it, with the gateway's error body. */
function refusal(status: number, code: string, message: string, reason?: string) {
  return { status, data: { error: { code, message, ...(reason ? { details: { reason } } : {}) } } };
}

const notOwner = () =>
  refusal(403, 'PERMISSION_DENIED', 'Only the owner can change this project.', 'project_owner_only');

function fakeServer() {
  const saved: Array<{ projectId: string; nodegraph: string }> = [];
  let failing = false;
  /** Projects whose saves are refused, with the refusal. */
  const refusals = new Map<string, unknown>();
  /** Projects that cannot be copied, with the refusal. */
  const uncopyable = new Map<string, unknown>();
  /** The graph each copy holds once made (nodegraph.json text). */
  const copiedGraphs = new Map<string, string>();
  /** The name each project was given (created with or renamed to). */
  const names = new Map<string, string>();
  /** Each project's current version on the server. */
  const currents = new Map<string, string | null>([['p1', 'v0']]);
  /** The graph of each version saved (or put there by a test). */
  const versions = new Map<string, string>();
  const storage: ProjectStorage = {
    createProject: vi.fn(async (name?: string) => {
      if (failing) throw new Error('server unreachable');
      if (name !== undefined) names.set('p-new', name);
      return { projectId: 'p-new', versionId: null };
    }),
    renameProject: vi.fn(async (projectId: string, name: string) => {
      if (failing) throw new Error('server unreachable');
      names.set(projectId, name);
    }),
    duplicateProject: vi.fn(async (projectId: string, name?: string) => {
      if (uncopyable.has(projectId)) throw uncopyable.get(projectId);
      if (failing) throw new Error('server unreachable');
      currents.set('p-copy', 'copy-v1');
      if (name !== undefined) names.set('p-copy', name);
      return { projectId: 'p-copy', versionId: 'copy-v1', ...(name === undefined ? {} : { name }) };
    }),
    openProject: vi.fn(async (projectId: string) => ({
      projectId,
      versionId: 'copy-v1',
      currentVersionId: 'copy-v1',
      nodegraph: copiedGraphs.get(projectId) ?? null,
    })),
    openVersion: vi.fn(async (versionId: string) => {
      if (failing) throw new Error('server unreachable');
      return {
        projectId: 'p1',
        versionId,
        currentVersionId: currents.get('p1') ?? null,
        nodegraph: versions.get(versionId) ?? null,
      };
    }),
    readCurrentVersionId: vi.fn(async (projectId: string) => {
      if (failing) throw new Error('server unreachable');
      return currents.get(projectId) ?? null;
    }),
    readProjectName: vi.fn(async (projectId: string) => ({
      name: names.get(projectId) ?? '',
      ownerId: 'u1',
    })),
    saveVersion: vi.fn(async (projectId: string, nodegraph: string) => {
      if (refusals.has(projectId)) throw refusals.get(projectId);
      if (failing) throw new Error('server unreachable');
      saved.push({ projectId, nodegraph });
      const versionId = `v${saved.length}`;
      currents.set(projectId, versionId);
      versions.set(versionId, nodegraph);
      return { versionId };
    }),
    uploadProjectPreview: vi.fn(async () => undefined),
    uploadNodePreviews: vi.fn(async () => undefined),
    uploadFile: vi.fn(async () => ({ fileId: 'f1' })),
    readFile: vi.fn(async () => new Blob()),
  };
  return {
    storage,
    saved,
    refusals,
    uncopyable,
    copiedGraphs,
    names,
    currents,
    versions,
    setFailing: (value: boolean) => (failing = value),
  };
}

/**
 * An editor on the one-node graph, a fake server, an offline queue and an autosave controller
 * for project p1 (based on version v0) saving after 10 ms; `options` overrides any of those.
 */
function openAutosave(options: Partial<AutosaveOptions> = {}) {
  const editor = options.editor ?? new Editor({ registry: createTestRegistry(), document: graph() });
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
    // Three failed attempts, one toast: the first sends the graph, the retries first ask the
    // server whether the project was saved elsewhere meanwhile.
    expect(server.storage.saveVersion).toHaveBeenCalledTimes(1);
    expect(server.storage.readCurrentVersionId).toHaveBeenCalledTimes(2);
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

  it('does not retry a save refused for good (someone else’s project), keeps the edit and says why', async () => {
    // The browser's window, for its online event.
    vi.stubGlobal('window', new EventTarget());
    const errors: number[] = [];
    const { editor, server, queue, autosave } = openAutosave({ onSavingError: () => errors.push(1) });
    server.refusals.set('p1', notOwner());
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.status).toBe('refused');
    expect(autosave.refusal?.failure).toEqual(notOwner());
    // A minute later, more edits, the browser back online and Save asked for: still one attempt.
    await vi.advanceTimersByTimeAsync(60_000);
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea, longer' }] });
    window.dispatchEvent(new Event('online'));
    await autosave.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.storage.saveVersion).toHaveBeenCalledTimes(1);
    // The generic "error while saving, try later" toast would mislead: it is not raised.
    expect(errors).toHaveLength(0);
    expect(queue.read('p1')?.nodegraph).toContain('my idea, longer');
    autosave.destroy();
    vi.unstubAllGlobals();
  });

  it('still retries a refusal that waiting can change', async () => {
    const { editor, server, autosave } = openAutosave();
    server.refusals.set('p1', refusal(429, 'RESOURCE_EXHAUSTED', 'Too many requests.'));
    editor.setDisplay(['a'], 'preview');
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.status).toBe('error');
    server.refusals.delete('p1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saved).toHaveLength(1);
    expect(autosave.status).toBe('saved');
    autosave.destroy();
  });

  it('saves a refused edit as a copy in the user’s projects and goes on there', async () => {
    const copied: Array<[string, string | null]> = [];
    const { editor, server, queue, autosave } = openAutosave({
      onProjectCopied: (copyId, sourceId) => copied.push([copyId, sourceId]),
    });
    server.refusals.set('p1', notOwner());
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.status).toBe('refused');

    expect(await autosave.saveCopy()).toBe('p-copy');
    expect(server.storage.duplicateProject).toHaveBeenCalledWith('p1', undefined);
    expect(copied).toEqual([['p-copy', 'p1']]);
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-copy']);
    expect(JSON.parse(server.saved[0]!.nodegraph).nodes[0].note).toBe('my idea');
    expect(autosave.status).toBe('saved');
    expect(autosave.refusal).toBeUndefined();
    expect(autosave.currentProjectId).toBe('p-copy');
    expect(queue.read('p1')).toBeUndefined();
    expect(queue.read('p-copy')).toBeUndefined();
    // Later edits save to the copy by themselves.
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'next' }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-copy', 'p-copy']);
    autosave.destroy();
  });

  it('keeps the edit under the copy when saving into it fails, and saves it when the server returns', async () => {
    const { editor, server, queue, autosave } = openAutosave();
    server.refusals.set('p1', notOwner());
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    vi.mocked(server.storage.saveVersion).mockRejectedValueOnce(new Error('server unreachable'));
    await autosave.saveCopy();
    expect(autosave.status).toBe('error');
    // A reload of the copy now would find the edit; the original no longer offers it.
    expect(queue.read('p-copy')?.nodegraph).toContain('my idea');
    expect(queue.read('p1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-copy']);
    expect(queue.read('p-copy')).toBeUndefined();
    autosave.destroy();
  });

  it('names the copy’s own files in the edit it saves there', async () => {
    const fileNode = testNodes.find((definition) => definition.id === 'image.file')!;
    const originalFile = '11111111-1111-4111-8111-111111111111';
    const copiedFile = '22222222-2222-4222-8222-222222222222';
    const withFile = (file: string): GraphDocument => {
      const node = createNode(fileNode, 'f', { x: 0, y: 0 });
      node.controls = node.controls!.map((row) =>
        row.map((item) => (item.id === 'file' ? { ...item, value: file } : item)),
      );
      return { version: '1.0.0', nodes: [node], connections: [], groups: [] };
    };
    const editor = new Editor({ registry: createTestRegistry(), document: withFile(originalFile) });
    const { server, autosave } = openAutosave({ editor });
    server.refusals.set('p1', notOwner());
    // The project service copied the file and names the copy in the copy's graph.
    server.copiedGraphs.set('p-copy', JSON.stringify(withFile(copiedFile)));
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'f', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    await autosave.saveCopy();
    const saved = JSON.parse(server.saved.at(-1)!.nodegraph) as GraphDocument;
    expect(saved.nodes[0]!.note).toBe('my idea');
    expect(saved.nodes[0]!.controls!.flat().find((item) => item.id === 'file')!.value).toBe(copiedFile);
    autosave.destroy();
  });

  it('makes a new project when the refused project can no longer be copied', async () => {
    const { editor, server, autosave } = openAutosave();
    server.refusals.set('p1', refusal(404, 'NOT_FOUND', 'Project not found.'));
    server.uncopyable.set('p1', refusal(404, 'NOT_FOUND', 'Project not found.'));
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    expect(await autosave.saveCopy()).toBe('p-new');
    expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-new']);
    expect(server.saved[0]!.nodegraph).toContain('my idea');
    autosave.destroy();
  });

  it('keeps the edit under the original when no copy could be made', async () => {
    const { editor, server, queue, autosave } = openAutosave();
    server.refusals.set('p1', notOwner());
    editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: 'my idea' }] });
    await vi.advanceTimersByTimeAsync(10);
    server.setFailing(true);
    await expect(autosave.saveCopy()).rejects.toThrow('server unreachable');
    expect(autosave.status).toBe('refused');
    expect(autosave.isCopying).toBe(false);
    expect(queue.read('p1')?.nodegraph).toContain('my idea');
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

describe('a new project and its name', () => {
  const empty = (): GraphDocument => ({ version: '1.0.0', nodes: [], connections: [], groups: [] });
  const solid = () => testNodes.find((definition) => definition.id === 'image.solid-colour')!;

  it('makes no project for a graph left empty (a node added and undone)', async () => {
    const editor = new Editor({ registry: createTestRegistry(), document: empty() });
    const { server, queue, autosave } = openAutosave({ editor, projectId: null, baseVersionId: null });
    editor.perform({
      label: 'add',
      commands: [{ kind: 'addNodes', nodes: [createNode(solid(), 'n', { x: 0, y: 0 })] }],
    });
    expect(autosave.hasUnsavedChanges).toBe(true);
    editor.undo();
    await vi.advanceTimersByTimeAsync(50);
    expect(server.storage.createProject).not.toHaveBeenCalled();
    expect(server.saved).toHaveLength(0);
    expect(queue.read(null)).toBeUndefined();
    expect(autosave.status).toBe('saved');
    expect(autosave.hasUnsavedChanges).toBe(false);
    expect(autosave.currentProjectId).toBeNull();
    autosave.destroy();
  });

  it('makes the project once the graph has a node in it', async () => {
    const editor = new Editor({ registry: createTestRegistry(), document: empty() });
    const { server, autosave } = openAutosave({ editor, projectId: null, baseVersionId: null });
    editor.perform({
      label: 'add',
      commands: [{ kind: 'addNodes', nodes: [createNode(solid(), 'n', { x: 0, y: 0 })] }],
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(server.storage.createProject).toHaveBeenCalledTimes(1);
    expect(server.saved.map((entry) => JSON.parse(entry.nodegraph).nodes.length)).toEqual([1]);
    expect(autosave.currentProjectId).toBe('p-new');
    autosave.destroy();
  });

  it('renames an open project, and shows the name at once', async () => {
    const { server, autosave } = openAutosave({ projectName: 'Roses' });
    expect(autosave.projectName).toBe('Roses');
    const renaming = autosave.rename('  Tulips ');
    expect(autosave.projectName).toBe('Tulips');
    await renaming;
    expect(server.names.get('p1')).toBe('Tulips');
    await autosave.rename('Tulips');
    expect(server.storage.renameProject).toHaveBeenCalledTimes(1);
    autosave.destroy();
  });

  it('creates a new project with the name given before anything else', async () => {
    const created: string[] = [];
    const editor = new Editor({ registry: createTestRegistry(), document: empty() });
    const { server, autosave } = openAutosave({
      editor,
      projectId: null,
      baseVersionId: null,
      onProjectCreated: (id) => created.push(id),
    });
    await autosave.rename('Spring collection');
    expect(created).toEqual(['p-new']);
    expect(server.names.get('p-new')).toBe('Spring collection');
    expect(server.storage.renameProject).not.toHaveBeenCalled();
    autosave.destroy();
  });

  it('puts the old name back when the server refuses the new one', async () => {
    const { server, autosave } = openAutosave({ projectName: 'Roses' });
    server.setFailing(true);
    await expect(autosave.rename('Tulips')).rejects.toThrow('server unreachable');
    expect(autosave.projectName).toBe('Roses');
    autosave.destroy();
  });

  it('counts unsaved, failing and refused changes as unsaved, and a finished save not', async () => {
    const { editor, server, autosave } = openAutosave();
    expect(autosave.hasUnsavedChanges).toBe(false);
    editor.setDisplay(['a'], 'preview');
    expect(autosave.hasUnsavedChanges).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.hasUnsavedChanges).toBe(false);
    server.setFailing(true);
    editor.setDisplay(['a'], 'title');
    await vi.advanceTimersByTimeAsync(10);
    expect(autosave.status).toBe('error');
    expect(autosave.hasUnsavedChanges).toBe(true);
    server.setFailing(false);
    server.refusals.set('p1', notOwner());
    await autosave.flush();
    expect(autosave.status).toBe('refused');
    expect(autosave.hasUnsavedChanges).toBe(true);
    autosave.destroy();
  });

  describe('an edit that waited, when the project was saved elsewhere meanwhile', () => {
    const note = (editor: Editor, text: string) =>
      editor.perform({ label: 'note', commands: [{ kind: 'setNote', nodeId: 'a', note: text }] });

    it('asks first instead of saving over another tab’s save when the server returns', async () => {
      const { editor, server, queue, autosave } = openAutosave();
      server.setFailing(true);
      note(editor, 'typed offline');
      await vi.advanceTimersByTimeAsync(10);
      expect(autosave.status).toBe('error');
      // Another tab saves version v-other while this one is offline.
      server.currents.set('p1', 'v-other');
      server.versions.set('v-other', '{"version":"1.0.0","nodes":[],"connections":[],"groups":[]}');
      server.setFailing(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(autosave.status).toBe('conflict');
      expect(autosave.conflict).toEqual({ serverVersionId: 'v-other' });
      expect(autosave.hasUnsavedChanges).toBe(true);
      expect(server.saved).toHaveLength(0);
      // Nothing is sent while the user has not chosen: not later, not on Save.
      await autosave.flush();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.saved).toHaveLength(0);
      expect(queue.read('p1')?.nodegraph).toContain('typed offline');
      autosave.destroy();
    });

    it('saves the edit on top of the other save when the user keeps theirs as the newest', async () => {
      const { editor, server, queue, autosave } = openAutosave();
      server.setFailing(true);
      note(editor, 'mine');
      await vi.advanceTimersByTimeAsync(10);
      server.currents.set('p1', 'v-other');
      server.versions.set('v-other', '{"version":"1.0.0","nodes":[],"connections":[],"groups":[]}');
      server.setFailing(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(autosave.status).toBe('conflict');
      await autosave.keepMine();
      expect(server.saved.map((entry) => entry.projectId)).toEqual(['p1']);
      expect(JSON.parse(server.saved[0]!.nodegraph).nodes[0].note).toBe('mine');
      expect(autosave.status).toBe('saved');
      expect(queue.read('p1')).toBeUndefined();
      autosave.destroy();
    });

    it('drops the edit and shows the saved version when the user takes the saved one', async () => {
      const { editor, server, queue, autosave } = openAutosave();
      server.setFailing(true);
      note(editor, 'mine');
      await vi.advanceTimersByTimeAsync(10);
      const theirs = graph();
      theirs.nodes[0]!.note = 'theirs';
      server.currents.set('p1', 'v-other');
      server.versions.set('v-other', JSON.stringify(theirs));
      server.setFailing(false);
      await vi.advanceTimersByTimeAsync(2000);
      await autosave.takeSaved();
      expect(editor.document.nodes[0]!.note).toBe('theirs');
      expect(autosave.status).toBe('saved');
      expect(autosave.currentVersionId).toBe('v-other');
      expect(queue.read('p1')).toBeUndefined();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.saved).toHaveLength(0);
      // Editing goes on from the saved version.
      note(editor, 'next');
      await vi.advanceTimersByTimeAsync(10);
      expect(server.saved.map((entry) => entry.projectId)).toEqual(['p1']);
      autosave.destroy();
    });

    it('saves the edit into a copy named as asked when the user keeps theirs as a copy', async () => {
      const copied: string[] = [];
      const { editor, server, autosave } = openAutosave({ onProjectCopied: (copyId) => copied.push(copyId) });
      server.setFailing(true);
      note(editor, 'mine');
      await vi.advanceTimersByTimeAsync(10);
      server.currents.set('p1', 'v-other');
      server.versions.set('v-other', '{"version":"1.0.0","nodes":[],"connections":[],"groups":[]}');
      server.setFailing(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await autosave.saveCopy('Roses (Kopie)')).toBe('p-copy');
      expect(server.storage.duplicateProject).toHaveBeenCalledWith('p1', 'Roses (Kopie)');
      expect(copied).toEqual(['p-copy']);
      expect(server.saved.map((entry) => entry.projectId)).toEqual(['p-copy']);
      expect(JSON.parse(server.saved[0]!.nodegraph).nodes[0].note).toBe('mine');
      expect(autosave.status).toBe('saved');
      expect(autosave.projectName).toBe('Roses (Kopie)');
      autosave.destroy();
    });

    it('saves without asking when the newer server version is this editor’s own unanswered save', async () => {
      const { editor, server, autosave } = openAutosave();
      // The save reaches the server, but its answer is lost.
      vi.mocked(server.storage.saveVersion).mockImplementationOnce(async (projectId, nodegraph) => {
        server.currents.set(projectId, 'v-lost');
        server.versions.set('v-lost', nodegraph);
        throw new Error('connection lost');
      });
      note(editor, 'sent once');
      await vi.advanceTimersByTimeAsync(10);
      expect(autosave.status).toBe('error');
      note(editor, 'sent twice');
      await vi.advanceTimersByTimeAsync(2000);
      expect(autosave.conflict).toBeUndefined();
      expect(autosave.status).toBe('saved');
      expect(JSON.parse(server.saved.at(-1)!.nodegraph).nodes[0].note).toBe('sent twice');
      autosave.destroy();
    });

    it('asks when an edit restored from the browser was made on an older version than the server’s', () => {
      const { server, autosave } = openAutosave({ baseVersionId: 'v5' });
      const kept = { projectId: 'p1', baseVersionId: 'v4', revision: 3, nodegraph: '{}', keptAt: '' };
      autosave.restoreKept(kept, { versionId: 'v5', nodegraph: JSON.stringify(graph()) });
      expect(autosave.status).toBe('conflict');
      expect(autosave.conflict).toEqual({ serverVersionId: 'v5' });
      expect(server.saved).toHaveLength(0);
      autosave.destroy();
    });

    it('saves an edit restored from the browser made on the server’s version, and forgets one already saved', async () => {
      const first = openAutosave({ baseVersionId: 'v4' });
      note(first.editor, 'restored');
      const kept = first.queue.read('p1')!;
      first.autosave.restoreKept(kept, { versionId: 'v4', nodegraph: JSON.stringify(graph()) });
      await vi.advanceTimersByTimeAsync(10);
      expect(first.server.saved).toHaveLength(1);
      expect(first.autosave.status).toBe('saved');
      first.autosave.destroy();

      const second = openAutosave({ baseVersionId: 'v5' });
      const same = {
        projectId: 'p1',
        baseVersionId: 'v4',
        revision: 3,
        nodegraph: JSON.stringify(graph()),
        keptAt: '',
      };
      second.queue.keep(same);
      second.autosave.restoreKept(same, { versionId: 'v5', nodegraph: JSON.stringify(graph()) });
      expect(second.autosave.status).toBe('saved');
      expect(second.queue.read('p1')).toBeUndefined();
      second.autosave.destroy();
    });
  });
});
