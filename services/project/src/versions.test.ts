import { encryptNodegraph, zeroUserId, decryptNodegraph } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';
const graph = (note: string) =>
  JSON.stringify({
    version: '1.0.0',
    nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 10, y: 20 }, note }],
    connections: [],
  });

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

async function newProject(owner = ada) {
  const created = await service
    .as(owner)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'Versions' });
  return created.project!;
}

async function save(
  owner: string,
  projectId: string,
  body: string | Uint8Array,
  options: { encrypted?: boolean; name?: string; presets?: unknown } = {},
) {
  const upload = await service.upload('uploads', Buffer.from(body));
  return service.as(owner).createProjectVersion({
    projectId,
    nodegraph: upload,
    encrypted: options.encrypted ?? false,
    name: options.name ?? '',
    milestone: false,
    editingSession: '',
    presets: options.presets ?? {},
  });
}

describe('saving versions', () => {
  it('saves a plain graph as the next, current version with its presets', async () => {
    const made = await newProject();
    const saved = await save(ada, made.id, graph('two'), {
      name: 'Colours fixed',
      presets: { palette: ['#ff0000'] },
    });
    expect(saved.version).toMatchObject({
      number: 2,
      name: 'Colours fixed',
      encrypted: false,
      presets: { palette: ['#ff0000'] },
    });
    expect(saved.project!.currentProjectVersionId).toBe(saved.version!.id);
    const stored = await service.as(ada).getProjectVersionNodegraph({ projectVersionId: saved.version!.id });
    expect(stored).toMatchObject({
      projectId: made.id,
      projectVersionId: saved.version!.id,
      currentProjectVersionId: saved.version!.id,
      encrypted: false,
    });
    expect(Buffer.from(stored.content).toString()).toBe(graph('two'));
  });

  it('keeps an encrypted graph as uploaded, and gives it to its owner encrypted', async () => {
    const made = await newProject();
    const encrypted = await encryptNodegraph(Buffer.from(graph('secret')), ada);
    const saved = await save(ada, made.id, encrypted, { encrypted: true });
    expect(saved.version!.encrypted).toBe(true);
    const stored = await service.as(ada).getProjectVersionNodegraph({ projectVersionId: saved.version!.id });
    expect(stored.encrypted).toBe(true);
    expect(Buffer.from(stored.content)).toEqual(Buffer.from(encrypted));
  });

  it("accepts a graph encrypted with the zero id's key and stores it under the owner's", async () => {
    const made = await newProject();
    const saved = await save(
      ada,
      made.id,
      await encryptNodegraph(Buffer.from(graph('anonymous')), zeroUserId),
      { encrypted: true },
    );
    const stored = await service.as(ada).getProjectVersionNodegraph({ projectVersionId: saved.version!.id });
    expect(Buffer.from((await decryptNodegraph(stored.content, ada))!).toString()).toBe(graph('anonymous'));
  });

  it('gives another reader of a public project the current graph decrypted, and no other version', async () => {
    const made = await newProject();
    const older = await save(ada, made.id, await encryptNodegraph(Buffer.from(graph('older')), ada), {
      encrypted: true,
    });
    const current = await save(ada, made.id, await encryptNodegraph(Buffer.from(graph('public')), ada), {
      encrypted: true,
    });
    await service.as(ada).updateProject({
      projectId: made.id,
      visibility: project.Visibility.PUBLIC,
      tags: [],
      replaceTags: false,
    });
    const read = await service
      .as(grace)
      .getProjectVersionNodegraph({ projectVersionId: current.version!.id });
    expect(read.encrypted).toBe(false);
    expect(Buffer.from(read.content).toString()).toBe(graph('public'));
    await expect(
      service.as(grace).getProjectVersionNodegraph({ projectVersionId: older.version!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a graph that is not what it claims, and saves nothing', async () => {
    const made = await newProject();
    await expect(save(ada, made.id, '{"version":"1.0.0","nodes":"many"}')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/^The node graph is not a graph: nodes: expected array/),
    });
    await expect(save(ada, made.id, 'not json at all')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(save(ada, made.id, graph('x'), { encrypted: true })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'The node graph claims to be encrypted but does not open with your key. Nothing was saved.',
    });
    // Encrypted for someone else.
    await expect(
      save(ada, made.id, await encryptNodegraph(Buffer.from(graph('x')), grace), { encrypted: true }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    // Encrypted, claimed plain.
    await expect(
      save(ada, made.id, await encryptNodegraph(Buffer.from(graph('x')), ada)),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const history = await service.as(ada).listProjectVersions({ projectId: made.id, limit: 10, offset: 0 });
    expect(history.total).toBe(1);
  });

  it("refuses saving into another user's project or a deleted one", async () => {
    const made = await newProject();
    await expect(save(grace, made.id, graph('intruder'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service.as(ada).updateProject({
      projectId: made.id,
      state: project.ProjectState.DELETED,
      tags: [],
      replaceTags: false,
    });
    await expect(save(ada, made.id, graph('late'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'The project is in Recently Deleted. Restore it before saving.',
    });
  });

  it('lands every one of many saves made at the same moment, numbered without gaps', async () => {
    const made = await newProject();
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, index) => save(ada, made.id, graph(`tab ${index}`))),
    );
    const numbers = saves.map((saved) => saved.version!.number).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const history = await service.as(ada).listProjectVersions({ projectId: made.id, limit: 100, offset: 0 });
    expect(history.total).toBe(9);
    // The current version is the last one saved.
    expect(history.currentProjectVersionId).toBe(history.versions[0]!.id);
    expect(history.versions[0]!.number).toBe(9);
    // Every save's graph is there, unchanged.
    const notes = await Promise.all(
      history.versions.slice(0, 8).map(async (version) => {
        const stored = await service.as(ada).getProjectVersionNodegraph({ projectVersionId: version.id });
        return JSON.parse(Buffer.from(stored.content).toString()).nodes[0].note as string;
      }),
    );
    expect(notes.sort()).toEqual(Array.from({ length: 8 }, (_, index) => `tab ${index}`));
  });
});

describe('the history', () => {
  it('pages newest first with the total and the current version', async () => {
    const made = await newProject();
    for (const note of ['2', '3', '4', '5']) await save(ada, made.id, graph(note));
    const first = await service.as(ada).listProjectVersions({ projectId: made.id, limit: 2, offset: 0 });
    const second = await service.as(ada).listProjectVersions({ projectId: made.id, limit: 2, offset: 2 });
    expect(first.versions.map((version) => version.number)).toEqual([5, 4]);
    expect(second.versions.map((version) => version.number)).toEqual([3, 2]);
    expect(first.total).toBe(5);
    expect(first.versions[0]!.nodegraph!.sizeBytes).toBe(Buffer.byteLength(graph('5')));
  });

  it('sets and unsets milestones, which the project shows for its current version', async () => {
    const made = await newProject();
    const saved = await save(ada, made.id, graph('m'));
    const set = await service
      .as(ada)
      .updateProjectVersion({ projectVersionId: saved.version!.id, milestone: true, name: 'Sent to client' });
    expect(set.version).toMatchObject({ milestone: true, name: 'Sent to client', number: 2 });
    expect((await service.as(ada).getProject({ projectId: made.id })).project!.milestone).toBe(true);
    const unset = await service
      .as(ada)
      .updateProjectVersion({ projectVersionId: saved.version!.id, milestone: false });
    expect(unset.version).toMatchObject({ milestone: false, name: 'Sent to client' });
    expect((await service.as(ada).getProject({ projectId: made.id })).project!.milestone).toBe(false);
  });

  it("refuses to update a version that is not in the caller's history with the spec's text", async () => {
    const made = await newProject();
    const notFound = { code: 'NOT_FOUND', message: 'Project version not found when updating it.' };
    await expect(
      service
        .as(ada)
        .updateProjectVersion({ projectVersionId: '99999999-9999-4999-8999-999999999999', milestone: true }),
    ).rejects.toMatchObject(notFound);
    await expect(
      service.as(ada).updateProjectVersion({ projectVersionId: 'nonsense', milestone: true }),
    ).rejects.toMatchObject(notFound);
    await expect(
      service
        .as(grace)
        .updateProjectVersion({ projectVersionId: made.currentProjectVersionId!, milestone: true }),
    ).rejects.toMatchObject(notFound);
  });

  it('makes a new project from a version, with the history up to it or the version alone', async () => {
    const made = await newProject();
    const second = await save(ada, made.id, graph('second'));
    await save(ada, made.id, graph('third'));
    const upTo = await service.as(ada).duplicateProjectVersion({
      projectVersionId: second.version!.id,
      projectVersions: project.VersionCopyMode.ALL,
    });
    const upToHistory = await service
      .as(ada)
      .listProjectVersions({ projectId: upTo.project!.id, limit: 10, offset: 0 });
    expect(upToHistory.versions.map((version) => version.number)).toEqual([2, 1]);
    const alone = await service.as(ada).duplicateProjectVersion({
      projectVersionId: second.version!.id,
      projectVersions: project.VersionCopyMode.LATEST,
    });
    const aloneHistory = await service
      .as(ada)
      .listProjectVersions({ projectId: alone.project!.id, limit: 10, offset: 0 });
    expect(aloneHistory.versions).toHaveLength(1);
    const graphOfCopy = await service
      .as(ada)
      .getProjectVersionNodegraph({ projectVersionId: aloneHistory.versions[0]!.id });
    expect(JSON.parse(Buffer.from(graphOfCopy.content).toString()).nodes[0].note).toBe('second');
  });
});

describe('previews', () => {
  it('sets a version preview, replacing the old blob unless a copy still uses it', async () => {
    const made = await newProject();
    const first = await service.upload('previews', 'first png', 'image/png');
    await service
      .as(ada)
      .setProjectVersionPreview({ projectVersionId: made.currentProjectVersionId!, preview: first });
    expect((await service.as(ada).getProject({ projectId: made.id })).project!.preview?.blobKey).toBe(
      first.blobKey,
    );
    const copy = await service
      .as(ada)
      .duplicateProject({ projectId: made.id, projectVersions: project.VersionCopyMode.ALL });

    const second = await service.upload('previews', 'second png', 'image/png');
    await service
      .as(ada)
      .setProjectVersionPreview({ projectVersionId: made.currentProjectVersionId!, preview: second });
    expect(await service.blobs.exists(first.blobKey)).toBe(true);
    expect(
      (await service.as(ada).getProject({ projectId: copy.project!.id })).project!.preview?.blobKey,
    ).toBe(first.blobKey);

    const third = await service.upload('previews', 'third png', 'image/png');
    await service
      .as(ada)
      .setProjectVersionPreview({ projectVersionId: made.currentProjectVersionId!, preview: third });
    expect(await service.blobs.exists(second.blobKey)).toBe(false);
  });

  it('keeps one preview per node, named after the node id stripped to safe characters', async () => {
    const made = await newProject();
    const one = await service.upload('node-previews', 'a', 'image/png');
    const two = await service.upload('node-previews', 'b', 'image/png');
    const saved = await service.as(ada).saveNodePreviews({
      projectId: made.id,
      previews: [
        { nodeId: '../blur 1.png', image: one },
        { nodeId: 'mix_2-b', image: two },
      ],
    });
    expect(saved.previews.map((preview) => preview.image!.name)).toEqual(['blur1png.png', 'mix_2-b.png']);
    const replacement = await service.upload('node-previews', 'c', 'image/png');
    await service
      .as(ada)
      .saveNodePreviews({ projectId: made.id, previews: [{ nodeId: '../blur 1.png', image: replacement }] });
    expect(await service.blobs.exists(one.blobKey)).toBe(false);
    const found = await service
      .as(ada)
      .getProjectVersionPreview({ projectVersionId: made.currentProjectVersionId!, nodeId: '../blur 1.png' });
    expect(found.image!.blobKey).toBe(replacement.blobKey);
    const history = await service.as(ada).listProjectVersions({ projectId: made.id, limit: 1, offset: 0 });
    expect(history.versions[0]!.nodePreviews.map((preview) => preview.nodeId)).toEqual([
      '../blur 1.png',
      'mix_2-b',
    ]);
    await expect(
      service.as(grace).saveNodePreviews({ projectId: made.id, previews: [{ nodeId: 'x', image: two }] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
