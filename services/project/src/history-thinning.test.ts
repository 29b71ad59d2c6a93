import { encryptNodegraph } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thinHistories } from './history-thinning';
import { startTestProjectService, type TestProjectService } from './test-service';

// The hourly thinning on the real service and database: a project saved on two days in June is
// thinned forty days later to the points the rule keeps, with the previews of the versions that
// went, and what the kept versions say is still true.

let service: TestProjectService;
let now = new Date('2026-06-01T09:00:00Z');
const at = (text: string) => {
  now = new Date(text);
};
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';

interface Node {
  id: string;
  type: string;
  controls?: Array<Array<{ id: string; value?: unknown }>>;
}
function graph(nodes: Node[], wires: Array<[string, string]> = []) {
  return JSON.stringify({
    version: '1.0.0',
    nodes: nodes.map((node, index) => ({ version: '1.0.0', options: { x: index * 200, y: 0 }, ...node })),
    connections: wires.map(([from, to], index) => ({
      id: 1000 + index,
      from: { nodeId: from, output: 'image' },
      to: { nodeId: to, input: 'image' },
    })),
  });
}
const gradient = (angle: number): Node => ({
  id: 'g',
  type: 'image.gradient',
  controls: [[{ id: 'angle', value: angle }]],
});
const blur = (radius: number): Node => ({
  id: 'b',
  type: 'image.blur',
  controls: [[{ id: 'radius', value: radius }]],
});
const noise: Node = { id: 'n', type: 'image.noise' };

beforeAll(async () => {
  service = await startTestProjectService({
    clock: () => now,
    history: { pauseMilliseconds: 10 * 60 * 1000 },
  });
});
afterAll(async () => {
  await service?.stop();
});

async function save(projectId: string, body: string, encrypted = false) {
  const bytes = encrypted ? await encryptNodegraph(Buffer.from(body), ada) : Buffer.from(body);
  const upload = await service.upload('uploads', Buffer.from(bytes));
  const saved = await service.as(ada).createProjectVersion({
    projectId,
    nodegraph: upload,
    encrypted,
    name: '',
    milestone: false,
    presets: {},
    editingSession: 'tab-1',
  });
  return saved.version!;
}

async function withPreviews(versionId: string, projectId: string) {
  const preview = await service.upload('previews', `preview of ${versionId}`, 'image/png');
  const node = await service.upload('node-previews', `blur of ${versionId}`, 'image/png');
  await service.as(ada).setProjectVersionPreview({ projectVersionId: versionId, preview });
  await service
    .as(ada)
    .saveNodePreviews({ projectId, projectVersionId: versionId, previews: [{ nodeId: 'b', image: node }] });
  return [preview.blobKey, node.blobKey];
}

describe('thinning old autosaves', () => {
  it('deletes the autosaves the rule lets go with their previews, and keeps stretches and summaries true', async () => {
    const created = await service
      .as(ada)
      .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'June' });
    const projectId = created.project!.id;
    const v1 = created.version!;
    at('2026-06-01T09:10:00Z');
    const v2 = await save(projectId, graph([gradient(0)]));
    at('2026-06-01T09:15:00Z');
    const v3 = await save(projectId, graph([gradient(0), blur(1)]));
    const v3Blobs = await withPreviews(v3.id, projectId);
    at('2026-06-01T09:20:00Z');
    const v4 = await save(projectId, graph([gradient(0), blur(1)], [['g', 'b']]));
    const v4Blobs = await withPreviews(v4.id, projectId);
    // Another project started from version 2 keeps it.
    at('2026-06-01T12:00:00Z');
    await service.as(ada).createProject({
      environment: common.Edition.PRO,
      state: project.ProjectState.ACTIVE,
      name: 'From June',
      templateProjectVersionId: v2.id,
    });
    at('2026-06-02T10:00:00Z');
    const a = await save(projectId, graph([gradient(0), blur(1), noise], [['g', 'b']]), true);
    at('2026-06-02T10:05:00Z');
    const b = await save(projectId, graph([gradient(0), blur(2), noise], [['g', 'b']]), true);
    at('2026-06-02T10:10:00Z');
    const c = await save(projectId, graph([gradient(45), blur(3), noise], [['g', 'b']]), true);
    expect([v2.stretchId, v3.stretchId, v4.stretchId, a.stretchId, b.stretchId, c.stretchId]).toEqual([
      v2.id,
      v2.id,
      v2.id,
      a.id,
      a.id,
      a.id,
    ]);
    at('2026-07-11T10:00:00Z');
    const d = await save(projectId, graph([gradient(90), blur(3), noise], [['g', 'b']]), true);

    // Nothing is thirty days old at the end of June.
    at('2026-06-30T12:00:00Z');
    expect(await service.withDependencies(thinHistories)).toEqual({ projects: 0, versions: 0 });

    at('2026-07-11T12:00:00Z');
    // 1 June keeps its newest (version 4) and version 2, which another project names; 2 June its
    // newest (c); d is young. Version 1, 3, a and b go.
    expect(await service.withDependencies(thinHistories)).toEqual({ projects: 1, versions: 4 });
    const page = await service.as(ada).listProjectVersions({ projectId, limit: 100, offset: 0 });
    const kept = page.versions.slice().reverse();
    expect(kept.map((version) => version.id)).toEqual([v2.id, v4.id, c.id, d.id]);
    expect(kept.map((version) => version.number)).toEqual([2, 4, 7, 8]);
    expect(page.total).toBe(4);
    expect(page.currentProjectVersionId).toBe(d.id);
    // a's stretch is named by its first version kept.
    expect(kept.map((version) => version.stretchId)).toEqual([v2.id, v2.id, c.id, d.id]);
    // Each says what changed against the version now before it.
    expect(kept.map((version) => version.changes)).toEqual([
      undefined,
      { nodesAdded: ['image.blur'], nodesRemoved: [], parametersChanged: 0, connectionsChanged: 1 },
      { nodesAdded: ['image.noise'], nodesRemoved: [], parametersChanged: 2, connectionsChanged: 0 },
      { nodesAdded: [], nodesRemoved: [], parametersChanged: 1, connectionsChanged: 0 },
    ]);
    for (const key of v3Blobs) expect(await service.blobs.exists(key)).toBe(false);
    for (const key of v4Blobs) expect(await service.blobs.exists(key)).toBe(true);
    await expect(
      service.as(ada).getProjectVersionNodegraph({ projectVersionId: v1.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A second run finds nothing more to do.
    expect(await service.withDependencies(thinHistories)).toEqual({ projects: 0, versions: 0 });
    // The project still takes saves, numbered after the highest.
    at('2026-07-11T12:01:00Z');
    const e = await save(projectId, graph([gradient(91), blur(3), noise], [['g', 'b']]), true);
    expect(e.number).toBe(9);
    expect(e.changes).toEqual({
      nodesAdded: [],
      nodesRemoved: [],
      parametersChanged: 1,
      connectionsChanged: 0,
    });
  });
});
