import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

const folder = async (name: string, parentFolderId?: string, owner = ada) =>
  (await service.as(owner).createFolder({ name, parentFolderId })).folder!;
const newProject = async (name: string, owner = ada) =>
  (
    await service
      .as(owner)
      .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name })
  ).project!;

describe('folders', () => {
  it('nest, list their children and projects, and rename', async () => {
    const clothes = await folder('Clothes');
    const shirts = await folder('Shirts', clothes.id);
    const tee = await newProject('Tee');
    await service.as(ada).addProjectToFolder({ folderId: shirts.id, projectId: tee.id });

    const listed = await service.as(ada).listFolders({});
    const byName = Object.fromEntries(listed.folders.map((entry) => [entry.name, entry]));
    expect(byName.Clothes).toMatchObject({
      childFolderIds: [shirts.id],
      projectIds: [],
      parentFolderId: undefined,
    });
    expect(byName.Shirts).toMatchObject({ parentFolderId: clothes.id, projectIds: [tee.id] });

    const opened = await service.as(ada).getFolder({ folderId: clothes.id });
    expect(opened.childFolders.map((entry) => entry.name)).toEqual(['Shirts']);
    expect(
      (await service.as(ada).getFolder({ folderId: shirts.id })).projects.map((entry) => entry.name),
    ).toEqual(['Tee']);
    expect((await service.as(ada).getProject({ projectId: tee.id })).project!.folderId).toBe(shirts.id);

    const renamed = await service.as(ada).updateFolder({ folderId: shirts.id, name: ' T-shirts ' });
    expect(renamed.folder!.name).toBe('T-shirts');
    await expect(service.as(ada).updateFolder({ folderId: shirts.id, name: '   ' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Give the folder a name.',
    });
  });

  it('take a project out without deleting it, either way round', async () => {
    const box = await folder('Box');
    const first = await newProject('First');
    const second = await newProject('Second');
    await service.as(ada).addProjectToFolder({ folderId: box.id, projectId: first.id });
    await service.as(ada).addProjectToFolder({ folderId: box.id, projectId: second.id });
    expect(
      (await service.as(ada).listProjects({ excludeFolders: true, asJson: false })).projects.map(
        (entry) => entry.id,
      ),
    ).not.toContain(first.id);

    const removed = await service.as(ada).removeProjectFromFolder({ folderId: box.id, projectId: first.id });
    expect(removed.folder!.projectIds).toEqual([second.id]);
    const cleared = await service.as(ada).clearProjectFolder({ projectId: second.id });
    expect(cleared.project).toMatchObject({ folderId: undefined, state: project.ProjectState.ACTIVE });
    await expect(
      service.as(ada).removeProjectFromFolder({ folderId: box.id, projectId: first.id }),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });

  it('refuse a folder moved under itself or under one of its own subfolders', async () => {
    const top = await folder('Top');
    const middle = await folder('Middle', top.id);
    const bottom = await folder('Bottom', middle.id);
    const loop = {
      code: 'FAILED_PRECONDITION',
      message: 'A folder cannot be moved into itself or one of its subfolders.',
    };
    await expect(
      service.as(ada).setFolderParent({ folderId: top.id, parentFolderId: bottom.id }),
    ).rejects.toMatchObject(loop);
    await expect(
      service.as(ada).setFolderParent({ folderId: top.id, parentFolderId: top.id }),
    ).rejects.toMatchObject(loop);
    // Nothing moved.
    expect((await service.as(ada).getFolder({ folderId: top.id })).folder!.parentFolderId).toBeUndefined();

    const moved = await service.as(ada).setFolderParent({ folderId: bottom.id, parentFolderId: top.id });
    expect(moved.folder!.parentFolderId).toBe(top.id);
    const detached = await service.as(ada).clearFolderParent({ folderId: bottom.id });
    expect(detached.folder!.parentFolderId).toBeUndefined();
  });

  it('never make a loop out of two opposite moves sent at once', async () => {
    const left = await folder('Left');
    const right = await folder('Right');
    const results = await Promise.allSettled([
      service.as(ada).setFolderParent({ folderId: left.id, parentFolderId: right.id }),
      service.as(ada).setFolderParent({ folderId: right.id, parentFolderId: left.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const parents = await Promise.all(
      [left, right].map(
        async (entry) => (await service.as(ada).getFolder({ folderId: entry.id })).folder!.parentFolderId,
      ),
    );
    expect(parents.filter((parent) => parent !== undefined)).toHaveLength(1);
  });

  it('keep other users out: their folders answer as missing, and cannot be used', async () => {
    const mine = await folder('Mine');
    const theirs = await folder('Theirs', undefined, grace);
    const theirProject = await newProject('Their project', grace);
    const missing = { code: 'NOT_FOUND', message: 'Folder not found.' };
    await expect(service.as(ada).getFolder({ folderId: theirs.id })).rejects.toMatchObject(missing);
    await expect(
      service.as(ada).updateFolder({ folderId: theirs.id, name: 'Mine now' }),
    ).rejects.toMatchObject(missing);
    await expect(
      service.as(ada).deleteFolder({ folderId: theirs.id, includeProjects: true }),
    ).rejects.toMatchObject(missing);
    await expect(
      service.as(ada).setFolderParent({ folderId: mine.id, parentFolderId: theirs.id }),
    ).rejects.toMatchObject(missing);
    await expect(
      service.as(ada).createFolder({ name: 'Inside theirs', parentFolderId: theirs.id }),
    ).rejects.toMatchObject(missing);
    await expect(
      service.as(ada).addProjectToFolder({ folderId: mine.id, projectId: theirProject.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await service.as(ada).listFolders({})).folders.map((entry) => entry.id)).not.toContain(theirs.id);
    expect((await service.as(grace).getFolder({ folderId: theirs.id })).folder!.name).toBe('Theirs');
  });

  it('delete with their subfolders, keeping the projects or sending them to Recently Deleted', async () => {
    const keep = await folder('Keep projects');
    const keepChild = await folder('Child', keep.id);
    const kept = await newProject('Kept');
    await service.as(ada).addProjectToFolder({ folderId: keepChild.id, projectId: kept.id });
    await service.as(ada).deleteFolder({ folderId: keep.id, includeProjects: false });
    await expect(service.as(ada).getFolder({ folderId: keepChild.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await service.as(ada).getProject({ projectId: kept.id })).project).toMatchObject({
      state: project.ProjectState.ACTIVE,
      folderId: undefined,
    });

    const drop = await folder('Drop projects');
    const dropped = await newProject('Dropped');
    await service.as(ada).addProjectToFolder({ folderId: drop.id, projectId: dropped.id });
    await service.as(ada).deleteFolder({ folderId: drop.id, includeProjects: true });
    expect((await service.as(ada).getProject({ projectId: dropped.id })).project).toMatchObject({
      state: project.ProjectState.DELETED,
    });
    // Restorable from Recently Deleted.
    const restored = await service.as(ada).updateProject({
      projectId: dropped.id,
      state: project.ProjectState.ACTIVE,
      tags: [],
      replaceTags: false,
    });
    expect(restored.project!.state).toBe(project.ProjectState.ACTIVE);
  });

  it('move to deleted and back with PUT state', async () => {
    const shelf = await folder('Shelf');
    await service.as(ada).updateFolder({ folderId: shelf.id, state: project.FolderState.DELETED });
    expect((await service.as(ada).listFolders({})).folders.map((entry) => entry.id)).not.toContain(shelf.id);
    expect(
      (await service.as(ada).listFolders({ state: project.FolderState.DELETED })).folders.map(
        (entry) => entry.id,
      ),
    ).toEqual([shelf.id]);
    await service.as(ada).updateFolder({ folderId: shelf.id, state: project.FolderState.ACTIVE });
    expect((await service.as(ada).listFolders({})).folders.map((entry) => entry.id)).toContain(shelf.id);
  });
});
