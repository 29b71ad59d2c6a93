import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

// A new project may name the version it was started from (template_project_version_id). That
// id must be one the caller may read; any other answers exactly like an id that does not exist.
let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

const startFrom = (caller: string, templateProjectVersionId: string) =>
  service.as(caller).createProject({
    environment: common.Edition.PRO,
    state: project.ProjectState.ACTIVE,
    name: 'From a version',
    templateProjectVersionId,
  });

async function projectWithTwoVersions(owner: string) {
  const created = await service
    .as(owner)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'Source' });
  const first = created.version!;
  const graph = JSON.stringify({ version: '1.0.0', nodes: [], connections: [] });
  const second = (
    await service.as(owner).createProjectVersion({
      projectId: created.project!.id,
      nodegraph: await service.upload('uploads', graph),
      encrypted: false,
      name: '',
      milestone: false,
      editingSession: '',
      presets: {},
    })
  ).version!;
  return { projectId: created.project!.id, first, second };
}

const notFound = {
  code: 'NOT_FOUND',
  message: 'Template project version not found.',
  details: { reason: 'template_project_version_not_found' },
};

describe('a project started from a version', () => {
  it("records any version of the caller's own project", async () => {
    const own = await projectWithTwoVersions(ada);
    const made = (await startFrom(ada, own.first.id)).project!;
    expect(made.templateProjectVersionId).toBe(own.first.id);
  });

  it("refuses another user's private version exactly like a version that does not exist", async () => {
    const theirs = await projectWithTwoVersions(grace);
    await expect(startFrom(ada, theirs.second.id)).rejects.toMatchObject(notFound);
    await expect(startFrom(ada, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(notFound);
    await expect(startFrom(ada, 'not-an-id')).rejects.toMatchObject(notFound);
  });

  it("accepts a shared or public project's current version only, not its earlier ones", async () => {
    const theirs = await projectWithTwoVersions(grace);
    await service.as(grace).updateProject({
      projectId: theirs.projectId,
      visibility: project.Visibility.PUBLIC,
      tags: [],
      replaceTags: false,
    });
    expect((await startFrom(ada, theirs.second.id)).project!.templateProjectVersionId).toBe(theirs.second.id);
    await expect(startFrom(ada, theirs.first.id)).rejects.toMatchObject(notFound);
  });
});
