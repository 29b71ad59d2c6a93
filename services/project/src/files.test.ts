import { decryptNodegraph, encryptNodegraph } from '@atelier/contracts';
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

  it('travel with a duplicated or cloned project, whose graphs then name the copies', async () => {
    const original = await newProject(ada);
    const file = await upload(ada, original.id);
    const graph = JSON.stringify({
      version: '1.0.0',
      nodes: [
        {
          id: 'n1',
          type: 'image.load',
          version: '1.0.0',
          options: { x: 0, y: 0 },
          controls: [[{ id: 'file', value: file.id }]],
        },
      ],
      connections: [],
    });
    const saveVersion = async (body: Uint8Array, encrypted: boolean) =>
      service.as(ada).createProjectVersion({
        projectId: original.id,
        nodegraph: await service.upload('uploads', Buffer.from(body)),
        encrypted,
        name: '',
        milestone: false,
        presets: {},
      });
    await saveVersion(Buffer.from(graph), false);
    await saveVersion(await encryptNodegraph(Buffer.from(graph), ada), true);
    await service.as(ada).updateProject({
      projectId: original.id,
      visibility: project.Visibility.PUBLIC,
      tags: [],
      replaceTags: false,
    });

    const fileIdsOf = async (reader: string, projectId: string) => {
      const { versions } = await service.as(reader).listProjectVersions({ projectId, limit: 10, offset: 0 });
      const ids: string[] = [];
      for (const version of versions) {
        const answer = await service.as(reader).getProjectVersionNodegraph({ projectVersionId: version.id });
        const plain = answer.encrypted ? await decryptNodegraph(answer.content, reader) : answer.content;
        const nodes = JSON.parse(Buffer.from(plain!).toString()).nodes as {
          controls: { id: string; value: string }[][];
        }[];
        ids.push(...nodes.flatMap((node) => node.controls.flat().map((control) => control.value)));
      }
      return ids;
    };

    const duplicate = (
      await service
        .as(ada)
        .duplicateProject({ projectId: original.id, projectVersions: project.VersionCopyMode.ALL })
    ).project!;
    const duplicateIds = await fileIdsOf(ada, duplicate.id);
    expect(duplicateIds).toHaveLength(2);
    expect(new Set(duplicateIds).size).toBe(1);
    expect(duplicateIds[0]).not.toBe(file.id);
    const copied = (await service.as(ada).getFile({ fileId: duplicateIds[0]!, backgroundRemoval: false }))
      .file!;
    expect(copied).toMatchObject({
      projectId: duplicate.id,
      ownerUserId: ada,
      content: { name: 'logo.png' },
    });
    expect(copied.content!.blobKey).toBe(file.content!.blobKey);

    const clone = (
      await service
        .as(grace)
        .duplicateProject({ projectId: original.id, projectVersions: project.VersionCopyMode.LATEST })
    ).project!;
    const [cloneFileId] = await fileIdsOf(grace, clone.id);
    expect(cloneFileId).not.toBe(file.id);
    expect(cloneFileId).not.toBe(duplicateIds[0]);
    expect(
      (await service.as(grace).getFile({ fileId: cloneFileId!, backgroundRemoval: false })).file,
    ).toMatchObject({ projectId: clone.id, ownerUserId: grace });

    // The original's file gone, each copy still reads its own, on the shared blob.
    await service.as(ada).deleteFile({ fileId: file.id });
    expect(await service.blobs.exists(file.content!.blobKey)).toBe(true);
    expect(
      (await service.as(grace).getFile({ fileId: cloneFileId!, backgroundRemoval: false })).content!.blobKey,
    ).toBe(file.content!.blobKey);
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
