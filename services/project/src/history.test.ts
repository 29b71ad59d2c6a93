import { encryptNodegraph } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

// The history's stretches and summaries, on the real service and database with a clock the test
// moves: saves a minute apart from one tab fold together, a pause or another tab starts anew.

let service: TestProjectService;
let now = new Date('2026-11-20T10:00:00Z');
const minutes = (count: number) => count * 60 * 1000;
const later = (milliseconds: number) => {
  now = new Date(now.getTime() + milliseconds);
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

beforeAll(async () => {
  service = await startTestProjectService({ clock: () => now, history: { pauseMilliseconds: minutes(10) } });
});
afterAll(async () => {
  await service?.stop();
});

async function newProject() {
  const created = await service
    .as(ada)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'History' });
  return created;
}

async function save(
  projectId: string,
  body: string | Uint8Array,
  options: { session?: string; encrypted?: boolean; name?: string; milestone?: boolean } = {},
) {
  const upload = await service.upload('uploads', Buffer.from(body));
  const saved = await service.as(ada).createProjectVersion({
    projectId,
    nodegraph: upload,
    encrypted: options.encrypted ?? false,
    name: options.name ?? '',
    milestone: options.milestone ?? false,
    presets: {},
    editingSession: options.session ?? '',
  });
  return saved.version!;
}

async function history(projectId: string) {
  const page = await service.as(ada).listProjectVersions({ projectId, limit: 100, offset: 0 });
  return page.versions.slice().reverse();
}

const nothing = { nodesAdded: [], nodesRemoved: [], parametersChanged: 0, connectionsChanged: 0 };

describe('the history of saves', () => {
  it('folds saves a minute apart from one tab into one stretch, each with what it changed', async () => {
    const created = await newProject();
    const first = created.version!;
    expect(first.stretchId).toBe(first.id);
    expect(first.changes).toBeUndefined();
    expect(first.createdByUserId).toBe(ada);

    later(minutes(1));
    const added = await save(created.project!.id, graph([gradient(0)]), { session: 'tab-1' });
    later(minutes(1));
    const wired = await save(created.project!.id, graph([gradient(0), blur(2)], [['g', 'b']]), {
      session: 'tab-1',
    });
    later(minutes(9));
    const tuned = await save(created.project!.id, graph([gradient(90), blur(5)], [['g', 'b']]), {
      session: 'tab-1',
    });

    // The empty first version was made by the project, not this tab: the tab's first save starts a stretch.
    expect(added.stretchId).toBe(added.id);
    expect(added.changes).toEqual({ ...nothing, nodesAdded: ['image.gradient'] });
    expect(wired.stretchId).toBe(added.id);
    expect(wired.changes).toEqual({ ...nothing, nodesAdded: ['image.blur'], connectionsChanged: 1 });
    expect(tuned.stretchId).toBe(added.id);
    expect(tuned.changes).toEqual({ ...nothing, parametersChanged: 2 });

    // The list says the same, with who saved each.
    const listed = await history(created.project!.id);
    expect(listed.map((version) => [version.number, version.stretchId, version.createdByUserId])).toEqual([
      [1, first.id, ada],
      [2, added.id, ada],
      [3, added.id, ada],
      [4, added.id, ada],
    ]);
    expect(listed[3]!.changes).toEqual({ ...nothing, parametersChanged: 2 });
  });

  it('starts a new stretch after a pause of ten minutes, from another tab, and after or with a milestone or label', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    later(minutes(1));
    const a = await save(projectId, graph([gradient(0)]), { session: 'tab-1' });
    later(minutes(10));
    const afterPause = await save(projectId, graph([gradient(10)]), { session: 'tab-1' });
    later(minutes(1));
    const otherTab = await save(projectId, graph([gradient(20)]), { session: 'tab-2' });
    later(minutes(1));
    const sameTab = await save(projectId, graph([gradient(30)]), { session: 'tab-2' });
    await service.as(ada).updateProjectVersion({ projectVersionId: sameTab.id, milestone: true });
    later(minutes(1));
    const afterMilestone = await save(projectId, graph([gradient(40)]), { session: 'tab-2' });
    later(minutes(1));
    const labelled = await save(projectId, graph([gradient(50)]), {
      session: 'tab-2',
      name: 'For the client',
    });
    later(minutes(1));
    const afterLabel = await save(projectId, graph([gradient(60)]), { session: 'tab-2' });
    later(minutes(1));
    const continued = await save(projectId, graph([gradient(70)]), { session: 'tab-2' });
    later(minutes(1));
    const unknownTab = await save(projectId, graph([gradient(80)]));

    expect(a.stretchId).toBe(a.id);
    expect(afterPause.stretchId).toBe(afterPause.id);
    expect(otherTab.stretchId).toBe(otherTab.id);
    expect(sameTab.stretchId).toBe(otherTab.id);
    expect(afterMilestone.stretchId).toBe(afterMilestone.id);
    expect(labelled.stretchId).toBe(labelled.id);
    expect(afterLabel.stretchId).toBe(afterLabel.id);
    expect(continued.stretchId).toBe(afterLabel.id);
    expect(unknownTab.stretchId).toBe(unknownTab.id);
    expect(continued.changes).toEqual({ ...nothing, parametersChanged: 1 });
  });

  it('compares encrypted graphs too', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    later(minutes(1));
    await save(projectId, await encryptNodegraph(Buffer.from(graph([gradient(0), blur(1)])), ada), {
      session: 'tab-1',
      encrypted: true,
    });
    later(minutes(1));
    const second = await save(projectId, await encryptNodegraph(Buffer.from(graph([blur(3)])), ada), {
      session: 'tab-1',
      encrypted: true,
    });
    expect(second.changes).toEqual({ ...nothing, nodesRemoved: ['image.gradient'], parametersChanged: 1 });
  });

  it('makes a restored version a stretch of its own, summarised against the version it replaced', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    later(minutes(1));
    const early = graph([gradient(0)]);
    const kept = await save(projectId, early, { session: 'tab-1' });
    later(minutes(1));
    await save(projectId, graph([gradient(45), blur(2)], [['g', 'b']]), { session: 'tab-1' });
    later(minutes(1));
    // The editor's Restore saves the old graph again under an id of its own.
    const restored = await save(projectId, early, { session: 'restore-1' });
    later(minutes(1));
    const next = await save(projectId, graph([gradient(5)]), { session: 'tab-1' });

    expect(restored.stretchId).toBe(restored.id);
    expect(restored.stretchId).not.toBe(kept.stretchId);
    expect(restored.changes).toEqual({
      nodesAdded: [],
      nodesRemoved: ['image.blur'],
      parametersChanged: 1,
      connectionsChanged: 1,
    });
    expect(next.stretchId).toBe(next.id);
    const stored = await service.as(ada).getProjectVersionNodegraph({ projectVersionId: restored.id });
    expect(Buffer.from(stored.content).toString()).toBe(early);
  });

  it('summarises a save against the current version when an older one was made current', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    later(minutes(1));
    const older = await save(projectId, graph([gradient(0)]), { session: 'tab-1' });
    later(minutes(1));
    await save(projectId, graph([gradient(0), blur(1), { id: 'n', type: 'image.noise' }]), {
      session: 'tab-1',
    });
    await service
      .as(ada)
      .updateProject({ projectId, currentProjectVersionId: older.id, tags: [], replaceTags: false });
    later(minutes(1));
    const next = await save(projectId, graph([gradient(10)]), { session: 'tab-1' });
    expect(next.changes).toEqual({ ...nothing, parametersChanged: 1 });
  });

  it('keeps stretches and summaries in a copy with its history, and none in a copy of one version', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    later(minutes(1));
    await save(projectId, graph([gradient(0)]), { session: 'tab-1' });
    later(minutes(1));
    await save(projectId, graph([gradient(0), blur(1)]), { session: 'tab-1' });
    later(minutes(1));
    await save(projectId, graph([gradient(9), blur(1)]), { session: 'tab-1' });

    const whole = await service.as(ada).duplicateProject({
      projectId,
      projectVersions: project.VersionCopyMode.ALL,
      name: '',
    });
    const copied = await history(whole.project!.id);
    expect(copied.map((version) => version.stretchId)).toEqual([
      copied[0]!.id,
      copied[1]!.id,
      copied[1]!.id,
      copied[1]!.id,
    ]);
    expect(copied.map((version) => version.changes)).toEqual([
      undefined,
      { ...nothing, nodesAdded: ['image.gradient'] },
      { ...nothing, nodesAdded: ['image.blur'] },
      { ...nothing, parametersChanged: 1 },
    ]);

    const latest = await service.as(ada).duplicateProject({
      projectId,
      projectVersions: project.VersionCopyMode.LATEST,
      name: '',
    });
    const alone = await history(latest.project!.id);
    expect(alone).toHaveLength(1);
    expect(alone[0]!.stretchId).toBe(alone[0]!.id);
    expect(alone[0]!.changes).toBeUndefined();
  });

  it('refuses an editing session that is not a short id, and saves nothing', async () => {
    const created = await newProject();
    const projectId = created.project!.id;
    for (const session of ['x'.repeat(65), 'tab 1', 'tab/1']) {
      await expect(save(projectId, graph([gradient(0)]), { session })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        message: expect.stringContaining('editing_session') as unknown,
      });
    }
    expect(await history(projectId)).toHaveLength(1);
  });
});
