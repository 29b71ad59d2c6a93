import { encryptNodegraph, decryptNodegraph } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

// Projects through the real gRPC server against PostgreSQL (or PGlite without a server).
let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';
const graph = (label: string) =>
  JSON.stringify({
    version: '1.0.0',
    nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 }, note: label }],
    connections: [],
  });

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

async function newProject(owner: string, name: string, fields: Partial<project.UpdateProjectRequest> = {}) {
  const created = await service
    .as(owner)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name });
  if (Object.keys(fields).length === 0) return created.project!;
  return (
    await service
      .as(owner)
      .updateProject({ projectId: created.project!.id, replaceTags: false, tags: [], ...fields })
  ).project!;
}

async function save(owner: string, projectId: string, body: string | Uint8Array, encrypted = false) {
  const upload = await service.upload('uploads', Buffer.from(body));
  return service.as(owner).createProjectVersion({
    projectId,
    nodegraph: upload,
    encrypted,
    name: '',
    milestone: false,
    editingSession: '',
    presets: {},
  });
}

describe('creating and listing projects', () => {
  it('creates an active pro project whose first version holds an empty graph', async () => {
    const created = await service.as(ada).createProject({
      environment: common.Edition.UNSPECIFIED,
      state: project.ProjectState.UNSPECIFIED,
      name: '  Logo  ',
    });
    expect(created.project).toMatchObject({
      name: 'Logo',
      state: project.ProjectState.ACTIVE,
      environment: common.Edition.PRO,
      visibility: project.Visibility.PRIVATE,
      ownerUserId: ada,
      currentProjectVersionId: created.version!.id,
    });
    expect(created.version).toMatchObject({ number: 1, encrypted: false, milestone: false });
    const stored = await service
      .as(ada)
      .getProjectVersionNodegraph({ projectVersionId: created.version!.id });
    expect(JSON.parse(Buffer.from(stored.content).toString())).toEqual({
      version: '1.0.0',
      nodes: [],
      connections: [],
      groups: [],
    });
  });

  it('creates drafts, and refuses a new project in any other state', async () => {
    const draft = await service.as(ada).createProject({
      environment: common.Edition.STUDIO,
      state: project.ProjectState.DRAFT,
      name: 'Sketch',
    });
    expect(draft.project).toMatchObject({
      state: project.ProjectState.DRAFT,
      environment: common.Edition.STUDIO,
    });
    await expect(
      service
        .as(ada)
        .createProject({ environment: common.Edition.PRO, state: project.ProjectState.DELETED, name: 'x' }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'A new project is either active or a draft.',
    });
  });

  it('asks for sign-in before creating or listing', async () => {
    await expect(
      service.as(undefined).listProjects({ excludeFolders: false, asJson: false }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it("lists only the caller's own projects, most recently modified first", async () => {
    const owner = '11111111-1111-4111-8111-111111111111';
    const first = await newProject(owner, 'First');
    const second = await newProject(owner, 'Second');
    await service
      .as(owner)
      .updateProject({ projectId: first.id, name: 'First, renamed', tags: [], replaceTags: false });
    const listed = await service.as(owner).listProjects({ excludeFolders: false, asJson: false });
    expect(listed.projects.map((entry) => entry.name)).toEqual(['First, renamed', 'Second']);
    expect(
      (await service.as(grace).listProjects({ excludeFolders: false, asJson: false })).projects.map(
        (entry) => entry.id,
      ),
    ).not.toContain(second.id);
  });
});

describe('states: Recently Deleted, restore and permanent deletion', () => {
  const owner = '22222222-2222-4222-8222-222222222222';

  it('moves a project to Recently Deleted and restores it into its folder', async () => {
    const folder = (await service.as(owner).createFolder({ name: 'Shirts' })).folder!;
    const made = await service.as(owner).createProject({
      environment: common.Edition.PRO,
      state: project.ProjectState.ACTIVE,
      name: 'Tee',
      folderId: folder.id,
    });
    const deleted = await service.as(owner).updateProject({
      projectId: made.project!.id,
      state: project.ProjectState.DELETED,
      tags: [],
      replaceTags: false,
    });
    expect(deleted.project!.state).toBe(project.ProjectState.DELETED);
    expect(deleted.project!.deletedAt).toBeInstanceOf(Date);
    expect(
      (await service.as(owner).listProjects({ excludeFolders: false, asJson: false })).projects.map(
        (entry) => entry.id,
      ),
    ).not.toContain(made.project!.id);
    const bin = await service
      .as(owner)
      .listProjects({ state: project.ProjectState.DELETED, excludeFolders: false, asJson: false });
    expect(bin.projects.map((entry) => entry.id)).toEqual([made.project!.id]);

    const restored = await service.as(owner).updateProject({
      projectId: made.project!.id,
      state: project.ProjectState.ACTIVE,
      tags: [],
      replaceTags: false,
    });
    expect(restored.project).toMatchObject({
      state: project.ProjectState.ACTIVE,
      folderId: folder.id,
      deletedAt: undefined,
    });
  });

  it('deletes for good only from Recently Deleted, and removes the previews no copy uses', async () => {
    const made = await newProject(owner, 'Poster');
    const preview = await service.upload('previews', 'png bytes', 'image/png');
    await service
      .as(owner)
      .setProjectVersionPreview({ projectVersionId: made.currentProjectVersionId!, preview });
    await expect(service.as(owner).deleteProjects({ projectIds: [made.id] })).resolves.toEqual({
      deletedCount: 0,
    });
    await service.as(owner).updateProject({
      projectId: made.id,
      state: project.ProjectState.DELETED,
      tags: [],
      replaceTags: false,
    });

    // Someone else's ids are ignored, not deleted.
    expect(await service.as(grace).deleteProjects({ projectIds: [made.id] })).toEqual({ deletedCount: 0 });
    expect(await service.as(owner).deleteProjects({ projectIds: [made.id, 'not-an-id'] })).toEqual({
      deletedCount: 1,
    });
    await expect(service.as(owner).getProject({ projectId: made.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await service.blobs.exists(preview.blobKey)).toBe(false);
  });

  it('clears all of Recently Deleted at once, and nothing else', async () => {
    const kept = await newProject(owner, 'Kept');
    for (const name of ['Old 1', 'Old 2']) {
      const made = await newProject(owner, name);
      await service.as(owner).updateProject({
        projectId: made.id,
        state: project.ProjectState.DELETED,
        tags: [],
        replaceTags: false,
      });
    }
    expect((await service.as(owner).deleteAllDeletedProjects({})).deletedCount).toBe(2);
    expect(
      (
        await service
          .as(owner)
          .listProjects({ state: project.ProjectState.DELETED, excludeFolders: false, asJson: false })
      ).projects,
    ).toEqual([]);
    expect((await service.as(owner).getProject({ projectId: kept.id })).project!.state).toBe(
      project.ProjectState.ACTIVE,
    );
  });
});

describe('permissions and visibility', () => {
  it("answers another user's private project exactly like a missing one", async () => {
    const secret = await newProject(ada, 'Secret');
    const missing = '99999999-9999-4999-8999-999999999999';
    for (const id of [secret.id, missing, 'not-a-uuid']) {
      await expect(service.as(grace).getProject({ projectId: id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Project not found.',
      });
    }
    await expect(
      service
        .as(grace)
        .updateProject({ projectId: secret.id, name: 'Mine now', tags: [], replaceTags: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      service.as(grace).listProjectVersions({ projectId: secret.id, limit: 10, offset: 0 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      service
        .as(grace)
        .duplicateProject({ projectId: secret.id, projectVersions: project.VersionCopyMode.ALL }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      service.as(grace).getProjectVersionNodegraph({ projectVersionId: secret.currentProjectVersionId! }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets anyone read a public or shared active project, and only its owner change it', async () => {
    const shown = await newProject(ada, 'Shown', { visibility: project.Visibility.PUBLIC });
    const shared = await newProject(ada, 'Linked', { visibility: project.Visibility.SHARED });
    expect((await service.as(grace).getProject({ projectId: shown.id })).project!.name).toBe('Shown');
    expect((await service.as(undefined).getProject({ projectId: shared.id })).project!.name).toBe('Linked');
    await expect(
      service.as(grace).updateProject({ projectId: shown.id, name: 'x', tags: [], replaceTags: false }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Only the owner can change this project.',
      details: { reason: 'project_owner_only' },
    });
    await expect(
      service.as(grace).listProjectVersions({ projectId: shown.id, limit: 10, offset: 0 }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: "Only the owner can see this project's history.",
      details: { reason: 'project_history_owner_only' },
    });
    // Deleted, it is no longer visible to others.
    await service.as(ada).updateProject({
      projectId: shown.id,
      state: project.ProjectState.DELETED,
      tags: [],
      replaceTags: false,
    });
    await expect(service.as(grace).getProject({ projectId: shown.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('duplicating and cloning', () => {
  it('duplicates with the whole history, or with the current version only', async () => {
    const original = await newProject(ada, 'Quilt');
    await save(ada, original.id, graph('second'));
    const third = await save(ada, original.id, graph('third'));
    await service
      .as(ada)
      .updateProjectVersion({ projectVersionId: third.version!.id, milestone: true, name: 'Final' });

    const all = (
      await service.as(ada).duplicateProject({
        projectId: original.id,
        projectVersions: project.VersionCopyMode.ALL,
        name: 'Quilt (copy)',
      })
    ).project!;
    expect(all).toMatchObject({
      name: 'Quilt (copy)',
      state: project.ProjectState.ACTIVE,
      clonedFromProjectId: original.id,
      milestone: true,
    });
    const history = await service.as(ada).listProjectVersions({ projectId: all.id, limit: 10, offset: 0 });
    expect(history.versions.map((version) => [version.number, version.name, version.milestone])).toEqual([
      [3, 'Final', true],
      [2, '', false],
      [1, '', false],
    ]);
    expect(history.currentProjectVersionId).toBe(history.versions[0]!.id);

    const latest = (
      await service
        .as(ada)
        .duplicateProject({ projectId: original.id, projectVersions: project.VersionCopyMode.LATEST })
    ).project!;
    // "Quilt (copy)" exists among Ada's projects, so the next copy is numbered.
    expect(latest.name).toBe('Quilt (copy 2)');
    const latestHistory = await service
      .as(ada)
      .listProjectVersions({ projectId: latest.id, limit: 10, offset: 0 });
    expect(latestHistory.versions.map((version) => version.number)).toEqual([1]);
    const copied = await service
      .as(ada)
      .getProjectVersionNodegraph({ projectVersionId: latestHistory.versions[0]!.id });
    expect(JSON.parse(Buffer.from(copied.content).toString()).nodes[0].note).toBe('third');
  });

  it("clones another user's public project: current version only, private, re-encrypted for the new owner", async () => {
    const original = await newProject(ada, 'Rose', {
      visibility: project.Visibility.PUBLIC,
      tags: ['flowers'],
      replaceTags: true,
    });
    await save(ada, original.id, graph('draft'));
    await save(ada, original.id, await encryptNodegraph(Buffer.from(graph('final')), ada), true);

    const clone = (
      await service
        .as(grace)
        .duplicateProject({ projectId: original.id, projectVersions: project.VersionCopyMode.ALL })
    ).project!;
    expect(clone).toMatchObject({
      ownerUserId: grace,
      visibility: project.Visibility.PRIVATE,
      clonedFromProjectId: original.id,
      tags: ['flowers'],
      folderId: undefined,
    });
    const history = await service
      .as(grace)
      .listProjectVersions({ projectId: clone.id, limit: 10, offset: 0 });
    expect(history.versions).toHaveLength(1);
    const stored = await service
      .as(grace)
      .getProjectVersionNodegraph({ projectVersionId: history.versions[0]!.id });
    expect(stored.encrypted).toBe(true);
    const opened = await decryptNodegraph(stored.content, grace);
    expect(JSON.parse(Buffer.from(opened!).toString()).nodes[0].note).toBe('final');
    // The original's owner still has all three versions.
    expect(
      (await service.as(ada).listProjectVersions({ projectId: original.id, limit: 10, offset: 0 })).total,
    ).toBe(3);
  });

  it("names every copy distinctly among the owner's projects, within the name length limit", async () => {
    const original = await newProject(ada, 'Tote bag');
    const copyOf = async (owner: string, projectId: string, name?: string) =>
      (
        await service
          .as(owner)
          .duplicateProject({ projectId, projectVersions: project.VersionCopyMode.LATEST, name })
      ).project!;
    const first = await copyOf(ada, original.id);
    const second = await copyOf(ada, original.id);
    // A copy of a copy does not pile up suffixes.
    const third = await copyOf(ada, first.id);
    expect([first.name, second.name, third.name]).toEqual([
      'Tote bag (copy)',
      'Tote bag (copy 2)',
      'Tote bag (copy 3)',
    ]);
    // The web app asks for the copy in the user's language; a taken name is numbered alike.
    const german = await copyOf(ada, original.id, 'Tote bag (Kopie)');
    const germanAgain = await copyOf(ada, german.id, 'Tote bag (Kopie) (Kopie)');
    expect([german.name, germanAgain.name]).toEqual(['Tote bag (Kopie)', 'Tote bag (Kopie 2)']);
    // A version made into a project is named the same way.
    const versions = await service
      .as(ada)
      .listProjectVersions({ projectId: original.id, limit: 1, offset: 0 });
    const fromVersion = (
      await service.as(ada).duplicateProjectVersion({
        projectVersionId: versions.versions[0]!.id,
        projectVersions: project.VersionCopyMode.LATEST,
      })
    ).project!;
    expect(fromVersion.name).toBe('Tote bag (copy 4)');

    // Another user's clone is named among that user's own projects.
    const shared = await newProject(ada, 'Tote bag', { visibility: project.Visibility.PUBLIC });
    expect((await copyOf(grace, shared.id)).name).toBe('Tote bag (copy)');

    const long = await newProject(ada, 'L'.repeat(200));
    const longCopies = [await copyOf(ada, long.id), await copyOf(ada, long.id)].map((copy) => copy.name);
    expect(longCopies).toEqual([`${'L'.repeat(193)} (copy)`, `${'L'.repeat(191)} (copy 2)`]);
    expect(Math.max(...longCopies.map((name) => name.length))).toBe(200);
  });

  it('asks for sign-in before cloning, and clones shared projects too', async () => {
    const shared = await newProject(ada, 'Cap', { visibility: project.Visibility.SHARED });
    await expect(
      service
        .as(undefined)
        .duplicateProject({ projectId: shared.id, projectVersions: project.VersionCopyMode.ALL }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const clone = await service
      .as(grace)
      .duplicateProject({ projectId: shared.id, projectVersions: project.VersionCopyMode.ALL });
    expect(clone.project!.ownerUserId).toBe(grace);
  });
});

describe('the gallery', () => {
  it('lists public active projects per edition and category, with their tags', async () => {
    const owner = '33333333-3333-4333-8333-333333333333';
    await newProject(owner, 'Knit hat', {
      visibility: project.Visibility.PUBLIC,
      category: project.ProjectCategory.KNITTING,
      tags: ['Winter', 'wool'],
      replaceTags: true,
    });
    await newProject(owner, 'Knit scarf', {
      visibility: project.Visibility.PUBLIC,
      category: project.ProjectCategory.KNITTING,
      tags: ['winter'],
      replaceTags: true,
    });
    await newProject(owner, 'Private knit', {
      visibility: project.Visibility.PRIVATE,
      category: project.ProjectCategory.KNITTING,
      tags: ['winter'],
      replaceTags: true,
    });
    await newProject(owner, 'Studio knit', {
      visibility: project.Visibility.PUBLIC,
      category: project.ProjectCategory.KNITTING,
      environment: common.Edition.STUDIO,
      tags: ['winter'],
      replaceTags: true,
    });

    const knitting = await service.as(undefined).listPublicProjects({
      environment: common.Edition.PRO,
      category: project.ProjectCategory.KNITTING,
      tag: '',
      limit: 50,
      offset: 0,
    });
    expect(knitting.projects.map((entry) => entry.name).sort()).toEqual(['Knit hat', 'Knit scarf']);
    const winter = await service
      .as(undefined)
      .listPublicProjects({ environment: common.Edition.PRO, tag: 'WINTER', limit: 50, offset: 0 });
    expect(winter.total).toBe(2);
    expect(knitting.tags.slice(0, 2)).toEqual([
      { tag: 'winter', count: 2 },
      { tag: 'wool', count: 1 },
    ]);
  });
});

describe('Recently Deleted retention', () => {
  it('deletes for good what has been deleted longer than 30 days, and nothing else', async () => {
    const owner = '55555555-5555-4555-8555-555555555555';
    const expired = await newProject(owner, 'Expired', { state: project.ProjectState.DELETED });
    const recent = await newProject(owner, 'Recent', { state: project.ProjectState.DELETED });
    const active = await newProject(owner, 'Active');
    await service.database.sql.query(
      `UPDATE "project"."projects" SET deleted_at = now() - interval '30 days 1 minute' WHERE id = $1`,
      [expired.id],
    );
    await service.database.sql.query(
      `UPDATE "project"."projects" SET deleted_at = now() - interval '29 days 23 hours' WHERE id = $1`,
      [recent.id],
    );
    expect(await service.purgeExpired()).toBe(1);
    await expect(service.as(owner).getProject({ projectId: expired.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await service.as(owner).getProject({ projectId: recent.id })).project!.state).toBe(
      project.ProjectState.DELETED,
    );
    expect((await service.as(owner).getProject({ projectId: active.id })).project!.state).toBe(
      project.ProjectState.ACTIVE,
    );
  });
});
