import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';
const unknownId = '00000000-0000-4000-8000-000000000000';
const graph = JSON.stringify({ version: '1.0.0', nodes: [], connections: [] });

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

/** A project of Ada's with two saved versions; answers the project and both version ids. */
async function projectWithTwoVersions() {
  const created = await service
    .as(ada)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'Target' });
  const versionIds: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const upload = await service.upload('uploads', Buffer.from(graph));
    const saved = await service.as(ada).createProjectVersion({
      projectId: created.project!.id,
      nodegraph: upload,
      encrypted: false,
      name: '',
      milestone: false,
      editingSession: '',
      presets: {},
    });
    versionIds.push(saved.version!.id);
  }
  return { projectId: created.project!.id, earlier: versionIds[0]!, current: versionIds[1]! };
}

const notFound = { code: 'NOT_FOUND' };

describe('CheckReadableTarget (a job target the caller may read)', () => {
  it('answers the owner for the project and every one of its versions', async () => {
    const made = await projectWithTwoVersions();
    expect(await service.as(ada).checkReadableTarget({ id: made.projectId })).toEqual({
      projectId: made.projectId,
      projectVersionId: '',
    });
    for (const versionId of [made.earlier, made.current])
      expect(await service.as(ada).checkReadableTarget({ id: versionId })).toEqual({
        projectId: made.projectId,
        projectVersionId: versionId,
      });
  });

  it('answers another user like a missing id for a private project, and only the current version of a public one', async () => {
    const made = await projectWithTwoVersions();
    for (const id of [made.projectId, made.earlier, made.current, unknownId, 'version-1'])
      await expect(service.as(grace).checkReadableTarget({ id })).rejects.toMatchObject(notFound);

    await service.as(ada).updateProject({
      projectId: made.projectId,
      visibility: project.Visibility.PUBLIC,
      tags: [],
      replaceTags: false,
    });
    expect(await service.as(grace).checkReadableTarget({ id: made.projectId })).toMatchObject({
      projectId: made.projectId,
    });
    expect(await service.as(grace).checkReadableTarget({ id: made.current })).toEqual({
      projectId: made.projectId,
      projectVersionId: made.current,
    });
    // Earlier versions were never made public.
    await expect(service.as(grace).checkReadableTarget({ id: made.earlier })).rejects.toMatchObject(notFound);
  });
});
