import { randomUUID } from 'node:crypto';
import { decryptNodegraph, encryptNodegraph, templateServiceRole } from '@atelier/contracts';
import { common, project } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProjectService, type TestProjectService } from '../test-service';

let service: TestProjectService;
const admin = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const buyer = '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60';
const outsider = '8b3e4c50-3d4e-4f60-8b12-2c3d4e5f6071';
const graph = (note: string) =>
  JSON.stringify({
    version: '1.0.0',
    nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 }, note }],
    connections: [],
  });

beforeAll(async () => {
  service = await startTestProjectService();
});
afterAll(async () => {
  await service?.stop();
});

/** A private project of the admin's with versions saved encrypted for them; answers its ids. */
async function adminProject(notes: string[]) {
  const created = await service
    .as(admin)
    .createProject({ environment: common.Edition.PRO, state: project.ProjectState.ACTIVE, name: 'Badge' });
  const versionIds: string[] = [];
  for (const note of notes) {
    const encrypted = await encryptNodegraph(Buffer.from(graph(note)), admin);
    const upload = await service.upload('uploads', Buffer.from(encrypted));
    const saved = await service.as(admin).createProjectVersion({
      projectId: created.project!.id,
      nodegraph: upload,
      encrypted: true,
      name: '',
      milestone: false,
      editingSession: '',
      presets: {},
    });
    versionIds.push(saved.version!.id);
  }
  return { projectId: created.project!.id, versionIds };
}

const asTemplateService = () => service.as(undefined, templateServiceRole);

async function noteOf(versionId: string, reader: string) {
  const answer = await service.as(reader).getProjectVersionNodegraph({ projectVersionId: versionId });
  const bytes = answer.encrypted ? await decryptNodegraph(answer.content, reader) : answer.content;
  return (JSON.parse(Buffer.from(bytes!).toString()) as { nodes: Array<{ note: string }> }).nodes[0]!.note;
}

describe('CopyProjectForTemplate (the template service copying a design for a user)', () => {
  it('refuses every caller but the template service, a signed-in admin included', async () => {
    const made = await adminProject(['first']);
    const request = {
      sourceProjectId: made.projectId,
      sourceProjectVersionId: '',
      readerUserId: '',
      ownerUserId: buyer,
      projectId: randomUUID(),
      name: 'Mine',
      visibility: project.Visibility.PRIVATE,
      templateProjectVersionId: '',
    };
    for (const caller of [service.as(admin, 'admin'), service.as(buyer), service.as(undefined)])
      await expect(caller.copyProjectForTemplate(request)).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
  });

  it("makes a public copy of the current version for the template's owner, checking the publisher may read it", async () => {
    const made = await adminProject(['first', 'second']);
    const copyId = randomUUID();
    const request = {
      sourceProjectId: made.projectId,
      sourceProjectVersionId: '',
      readerUserId: admin,
      ownerUserId: admin,
      projectId: copyId,
      name: 'Badge template',
      visibility: project.Visibility.PUBLIC,
      templateProjectVersionId: '',
    };
    // Someone who cannot read the private project cannot publish it.
    await expect(
      asTemplateService().copyProjectForTemplate({ ...request, readerUserId: outsider }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const copy = (await asTemplateService().copyProjectForTemplate(request)).project!;
    expect(copy).toMatchObject({
      id: copyId,
      ownerUserId: admin,
      name: 'Badge template',
      visibility: project.Visibility.PUBLIC,
      state: project.ProjectState.ACTIVE,
    });
    // Anyone reads the public copy, which holds the version that was current: "second".
    expect(await noteOf(copy.currentProjectVersionId!, outsider)).toBe('second');
  });

  it("gives the buyer a private copy of the template's version, re-encrypted for them, made once per id", async () => {
    const made = await adminProject(['only']);
    const copyId = randomUUID();
    const request = {
      sourceProjectId: made.projectId,
      sourceProjectVersionId: made.versionIds[0]!,
      readerUserId: '',
      ownerUserId: buyer,
      projectId: copyId,
      name: 'Badge',
      visibility: project.Visibility.PRIVATE,
      templateProjectVersionId: made.versionIds[0]!,
    };
    const [first, second] = await Promise.all([
      asTemplateService().copyProjectForTemplate(request),
      asTemplateService().copyProjectForTemplate(request),
    ]);
    expect(first.project!.id).toBe(copyId);
    expect(second.project!.id).toBe(copyId);
    expect(first.project!.currentProjectVersionId).toBe(second.project!.currentProjectVersionId);
    expect(first.project).toMatchObject({
      ownerUserId: buyer,
      visibility: project.Visibility.PRIVATE,
      templateProjectVersionId: made.versionIds[0],
    });
    const own = await service.as(buyer).listProjects({ excludeFolders: false, asJson: false });
    expect(own.projects.filter((entry) => entry.name.startsWith('Badge')).map((entry) => entry.id)).toEqual([
      copyId,
    ]);

    // The buyer's copy opens with the buyer's own key.
    const stored = await service
      .as(buyer)
      .getProjectVersionNodegraph({ projectVersionId: first.project!.currentProjectVersionId! });
    expect(stored.encrypted).toBe(true);
    expect(await decryptNodegraph(stored.content, admin)).toBeNull();
    expect(await noteOf(first.project!.currentProjectVersionId!, buyer)).toBe('only');
    // Not the buyer's to read before: the admin's project stays private.
    await expect(service.as(buyer).getProject({ projectId: made.projectId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('names a bad id and refuses a copy id that is already someone else’s project', async () => {
    const made = await adminProject(['x']);
    const base = {
      sourceProjectId: made.projectId,
      sourceProjectVersionId: '',
      readerUserId: '',
      ownerUserId: buyer,
      projectId: randomUUID(),
      name: '',
      visibility: project.Visibility.PRIVATE,
      templateProjectVersionId: '',
    };
    await expect(
      asTemplateService().copyProjectForTemplate({ ...base, ownerUserId: 'someone' }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'owner_user_id must be a UUID.' });
    await expect(
      asTemplateService().copyProjectForTemplate({ ...base, projectId: made.projectId }),
    ).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
  });
});
