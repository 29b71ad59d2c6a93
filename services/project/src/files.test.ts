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

const newProject = async (owner: string) =>
  (
    await service
      .as(owner)
      .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'Files' })
  ).project!;

async function upload(owner: string, projectId: string) {
  const content = { ...(await service.upload('files', 'png bytes', 'image/png')), name: 'logo.png' };
  return (await service.as(owner).createFile({ projectId, content, width: 640, height: 480 })).file!;
}

describe('files', () => {
  it("belong to one of the caller's projects, and only the owner reads a private one's", async () => {
    const own = await newProject(ada);
    const file = await upload(ada, own.id);
    expect(file).toMatchObject({
      projectId: own.id,
      ownerUserId: ada,
      width: 640,
      height: 480,
      content: { name: 'logo.png', contentType: 'image/png', sizeBytes: 9 },
    });
    expect(
      (await service.as(ada).getFile({ fileId: file.id, backgroundRemoval: false })).content!.blobKey,
    ).toBe(file.content!.blobKey);
    for (const caller of [grace, undefined]) {
      await expect(
        service.as(caller).getFile({ fileId: file.id, backgroundRemoval: false }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
    }
    await service.as(ada).updateProject({
      projectId: own.id,
      visibility: project.Visibility.SHARED,
      tags: [],
      replaceTags: false,
    });
    expect((await service.as(grace).getFile({ fileId: file.id, backgroundRemoval: false })).file!.id).toBe(
      file.id,
    );
    await expect(service.as(grace).deleteFile({ fileId: file.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("cannot be added to another user's project, and need exactly one owner", async () => {
    const theirs = await newProject(grace);
    await expect(upload(ada, theirs.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const content = await service.upload('files', 'x');
    await expect(service.as(ada).createFile({ content })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      service.as(ada).createFile({ content: { ...content, blobKey: 'elsewhere/key' }, projectId: theirs.id }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });

  it('are duplicated sharing their blob, which stays until the last copy is deleted', async () => {
    const source = await newProject(ada);
    const target = await newProject(ada);
    const file = await upload(ada, source.id);
    const copy = (await service.as(ada).duplicateFile({ fileId: file.id, projectId: target.id })).file!;
    expect(copy).toMatchObject({ projectId: target.id, content: { name: 'logo.png' } });
    expect(copy.id).not.toBe(file.id);

    await service.as(ada).deleteFile({ fileId: file.id });
    expect(await service.blobs.exists(file.content!.blobKey)).toBe(true);
    await expect(
      service.as(ada).getFile({ fileId: file.id, backgroundRemoval: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await service.as(ada).deleteFile({ fileId: copy.id });
    expect(await service.blobs.exists(file.content!.blobKey)).toBe(false);
  });

  it('of a template are readable by everyone browsing it', async () => {
    const templateId = '44444444-4444-4444-8444-444444444444';
    const content = await service.upload('files', 'template image', 'image/png');
    const file = (await service.as(ada).createFile({ templateId, content })).file!;
    expect(
      (await service.as(undefined).getFile({ fileId: file.id, backgroundRemoval: false })).file!.templateId,
    ).toBe(templateId);
  });
});
