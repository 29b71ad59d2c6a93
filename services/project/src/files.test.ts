import { decryptNodegraph, encryptNodegraph } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from './test-service';

let service: TestProjectService;
const ada = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const grace = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';
const kibibyte = 1024;

beforeAll(async () => {
  // A storage quota of 1 MB (1,048,576 bytes), so a few hundred kilobytes reach it.
  process.env.STORAGE_QUOTA_MB = '1';
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
  delete process.env.STORAGE_QUOTA_MB;
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
    await expect(upload(ada, theirs.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Project not found.',
      details: { reason: 'file_project_not_found' },
    });
    // Grace's public project: Ada may open it, but not add files to it.
    await service.as(grace).updateProject({
      projectId: theirs.id,
      visibility: project.Visibility.PUBLIC,
      tags: [],
      replaceTags: false,
    });
    await expect(upload(ada, theirs.id)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'Only the owner can add files to this project.',
      details: { reason: 'file_project_owner_only' },
    });
    await expect(upload(ada, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      details: { reason: 'file_project_not_found' },
    });
    const content = await service.upload('files', 'x');
    await expect(service.as(ada).createFile({ content })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      details: { reason: 'file_owner_missing' },
    });
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
        editingSession: '',
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

  it('cannot be made for a template nobody can write yet, whatever id is sent', async () => {
    const content = await service.upload('files', 'template image', 'image/png');
    await expect(
      service.as(ada).createFile({ templateId: '44444444-4444-4444-8444-444444444444', content }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Template not found.',
      details: { reason: 'file_template_not_found' },
    });
  });

  it('recorded for a template before are read by their uploader only, not by anyone with the id', async () => {
    const templateId = '55555555-5555-4555-8555-555555555555';
    const content = await service.upload('files', 'older template image', 'image/png');
    const { rows } = await service.database.sql.query<{ id: string }>(
      `INSERT INTO "project"."files" (owner_id, template_id, blob_key, name, content_type, size)
       VALUES ($1, $2, $3, 'cover.png', 'image/png', $4) RETURNING id`,
      [ada, templateId, content.blobKey, content.sizeBytes],
    );
    const fileId = rows[0]!.id;
    expect((await service.as(ada).getFile({ fileId, backgroundRemoval: false })).file!.templateId).toBe(
      templateId,
    );
    for (const caller of [grace, undefined]) {
      await expect(service.as(caller).getFile({ fileId, backgroundRemoval: false })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'File not found.',
      });
    }
  });
});

describe('the storage quota', () => {
  // Each user has the test's 1 MB. Files are made of distinct bytes so each is a blob of its own.
  async function uploadBytes(owner: string, projectId: string, kibibytes: number, fill: number) {
    const content = await service.upload('files', Buffer.alloc(kibibytes * kibibyte, fill), 'image/png');
    return service.as(owner).createFile({ projectId, content: { ...content, name: 'pattern.png' } });
  }

  it('refuses a file that would take its owner over the quota, naming the quota, until space is freed', async () => {
    const owner = 'a1b2c3d4-5e6f-4a70-8b81-92a3b4c5d6e7';
    const own = await newProject(owner);
    const first = (await uploadBytes(owner, own.id, 600, 1)).file!;
    // 600 KiB in use; another 600 KiB would make 1,228,800 bytes, over 1,048,576.
    await expect(uploadBytes(owner, own.id, 600, 2)).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      message:
        'This file would exceed your storage quota of 1 MB: 0.6 MB are in use. Delete files you no longer need and try again.',
      details: {
        reason: 'storage_quota_exceeded',
        quotaBytes: 1_048_576,
        usedBytes: 614_400,
        fileBytes: 614_400,
      },
    });
    // 400 KiB still fit: 1,024,000 bytes of 1,048,576.
    const second = (await uploadBytes(owner, own.id, 400, 3)).file!;
    await expect(uploadBytes(owner, own.id, 30, 4)).rejects.toMatchObject({
      details: { reason: 'storage_quota_exceeded', usedBytes: 1_024_000 },
    });
    // Another user's quota is their own.
    const theirs = await newProject(ada);
    expect((await uploadBytes(ada, theirs.id, 600, 5)).file!.ownerUserId).toBe(ada);

    await service.as(owner).deleteFile({ fileId: first.id });
    await service.as(owner).deleteFile({ fileId: second.id });
    expect((await uploadBytes(owner, own.id, 600, 6)).file!.content!.sizeBytes).toBe(614_400);
  });

  it('counts a blob shared by copies of a file once', async () => {
    const owner = '8b3e4c50-3d4e-4f60-8b12-2c3d4e5f6071';
    const source = await newProject(owner);
    const target = await newProject(owner);
    const file = (await uploadBytes(owner, source.id, 700, 7)).file!;
    // A copy in another of the owner's projects shares the blob and takes no more space.
    await service.as(owner).duplicateFile({ fileId: file.id, projectId: target.id });
    expect((await uploadBytes(owner, target.id, 300, 8)).file!.content!.sizeBytes).toBe(307_200);
  });

  it('lets only one of two uploads sent at once take the last space', async () => {
    const owner = '9c4f5d61-4e5f-4a71-9c23-3d4e5f607182';
    const own = await newProject(owner);
    const outcomes = await Promise.allSettled([
      uploadBytes(owner, own.id, 600, 9),
      uploadBytes(owner, own.id, 600, 10),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { details: { reason: 'storage_quota_exceeded', usedBytes: 614_400 } },
    });
  });
});
