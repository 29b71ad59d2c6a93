import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { callProduct, createTestUser, type TestUser } from './test-users';

// What an upload, a job or a new project may refer to, through the front door: a file belongs
// to a project its uploader may write and counts against their storage quota; a job's target
// and the version a project starts from must be something the caller may read. Another user's
// private id answers exactly like one that does not exist.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  // 1 MB (1,048,576 bytes) per user, so a few hundred kilobytes reach it.
  process.env.STORAGE_QUOTA_MB = '1';
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-ownership-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('ownership'),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  grace = await createTestUser(product, database, { email: 'grace@example.com' });
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
  delete process.env.STORAGE_QUOTA_MB;
});

const call = (method: string, route: string, options: Parameters<typeof callProduct>[3] = {}) =>
  callProduct(product, method, route, options);

/** A new project of the user, with its first version; made public or shared when asked. */
async function newProject(user: TestUser, visibility?: 'public' | 'shared') {
  const created = await call('POST', '/project/version/create/new', { user, body: { name: 'Mine' } });
  expect(created.status).toBe(201);
  if (visibility) await call('POST', `/project/${created.body.project.id}`, { user, body: { visibility } });
  return { projectId: created.body.project.id as string, versionId: created.body.version.id as string };
}

/** A PNG header (1 × 1 pixels) followed by `padding` bytes: the checks read only the header. */
function png(padding: number) {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(1, 8);
  header.writeUInt32BE(1, 12);
  header[16] = 8;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, header, Buffer.alloc(padding, 0x41)]);
}

function upload(user: TestUser, owner: Record<string, string>, bytes: Buffer | string, filename: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries(owner)) form.append(field, value);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return call('POST', '/file/create', { user, form });
}

/** The blobs stored under files/, to prove a refused upload left none behind. */
async function storedFiles(): Promise<string[]> {
  try {
    const names = await readdir(path.join(dataDirectory, 'blobs', 'files'));
    return names.filter((name) => !name.endsWith('.meta.json')).sort();
  } catch {
    return [];
  }
}

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('files over REST', () => {
  it('belong to a project their uploader may write; anything else is refused and leaves no blob', async () => {
    const before = await storedFiles();
    const template = await upload(
      ada,
      { template_id: '44444444-4444-4444-8444-444444444444' },
      png(10),
      'a.png',
    );
    expect(template).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'NOT_FOUND',
          message: 'Template not found.',
          details: { reason: 'file_template_not_found' },
        },
      },
    });
    const privateOfGrace = await newProject(grace);
    const publicOfGrace = await newProject(grace, 'public');
    expect(await upload(ada, { project_id: privateOfGrace.projectId }, png(10), 'a.png')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', details: { reason: 'file_project_not_found' } } },
    });
    expect(await upload(ada, { project_id: unknownId }, png(10), 'a.png')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', details: { reason: 'file_project_not_found' } } },
    });
    expect(await upload(ada, { project_id: publicOfGrace.projectId }, png(10), 'a.png')).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'PERMISSION_DENIED',
          message: 'Only the owner can add files to this project.',
          details: { reason: 'file_project_owner_only' },
        },
      },
    });
    expect(await storedFiles()).toEqual(before);

    // In their own private project, the file is theirs alone: nobody else, signed in or not, reads it.
    const own = await newProject(ada);
    const created = await upload(ada, { project_id: own.projectId }, png(10), 'logo.png');
    expect(created.status).toBe(201);
    expect((await call('GET', created.body.url, { user: ada })).bytes).toEqual(png(10));
    expect((await call('GET', created.body.url)).status).toBe(404);
    expect((await call('GET', created.body.url, { user: grace })).status).toBe(404);
  });

  it('answer 413 naming the storage quota when an upload would exceed it, keeping no blob of it', async () => {
    const quotaUser = await createTestUser(product, database, { email: 'quota@example.com' });
    const own = await newProject(quotaUser);
    // 33 bytes of header and 600 KiB of padding: 614,433 bytes.
    expect((await upload(quotaUser, { project_id: own.projectId }, png(600 * 1024), 'one.png')).status).toBe(
      201,
    );
    const before = await storedFiles();
    const refused = await upload(quotaUser, { project_id: own.projectId }, png(600 * 1024 + 1), 'two.png');
    expect(refused).toMatchObject({
      status: 413,
      body: {
        error: {
          code: 'RESOURCE_EXHAUSTED',
          message:
            'This file would exceed your storage quota of 1 MB: 0.6 MB are in use. Delete files you no longer need and try again.',
          details: {
            reason: 'storage_quota_exceeded',
            quotaBytes: 1_048_576,
            usedBytes: 614_433,
            fileBytes: 614_434,
          },
        },
      },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('of SVG are stored as the sanitizer gives them back, and refused when they hold active content', async () => {
    const own = await newProject(ada);
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">' +
      '<path inkscape:label="leaf" d="M0 0L5 5"/></svg>';
    const created = await upload(ada, { project_id: own.projectId }, drawing, 'leaf.svg');
    expect(created.status).toBe(201);
    const stored =
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L5 5"/></svg>\n';
    expect(created.body.size).toBe(Buffer.byteLength(stored));
    expect((await call('GET', created.body.url, { user: ada })).bytes.toString()).toBe(stored);

    const before = await storedFiles();
    const external =
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/a.svg#x"/></svg>';
    expect(await upload(ada, { project_id: own.projectId }, external, 'sprite.svg')).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_ARGUMENT', details: { reason: 'content_safety', found: ['href'] } } },
    });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('references to what another user owns', () => {
  const targetNotFound = {
    status: 404,
    body: {
      error: {
        code: 'NOT_FOUND',
        message: 'Job target not found.',
        details: { reason: 'job_target_not_found' },
      },
    },
  };

  it('let a job work only on a project or version its creator may read', async () => {
    const own = await newProject(ada);
    const privateOfGrace = await newProject(grace);
    const sharedOfGrace = await newProject(grace, 'shared');
    const createJob = (target: string) =>
      call('POST', '/job/create', { user: ada, body: { target, type: 'export-image', name: 'Poster' } });

    expect((await createJob(own.versionId)).body).toMatchObject({ target: own.versionId, state: 'created' });
    expect((await createJob(own.projectId)).status).toBe(201);
    expect((await createJob(sharedOfGrace.versionId)).status).toBe(201);
    // Grace's private project and its version answer exactly like ids that do not exist.
    for (const target of [privateOfGrace.projectId, privateOfGrace.versionId, unknownId, 'version-1'])
      expect(await createJob(target)).toMatchObject(targetNotFound);
    expect((await call('GET', '/job', { user: ada })).body.total).toBe(3);
  });

  it('let a project start only from a version its creator may read', async () => {
    const privateOfGrace = await newProject(grace);
    const publicOfGrace = await newProject(grace, 'public');
    const startFrom = (versionId: string) =>
      call('POST', '/project/version/create/new', {
        user: ada,
        body: { name: 'Copy', template_project_version_id: versionId },
      });
    const refusal = {
      status: 404,
      body: {
        error: {
          code: 'NOT_FOUND',
          message: 'Template project version not found.',
          details: { reason: 'template_project_version_not_found' },
        },
      },
    };
    expect(await startFrom(privateOfGrace.versionId)).toMatchObject(refusal);
    expect(await startFrom(unknownId)).toMatchObject(refusal);
    const started = await startFrom(publicOfGrace.versionId);
    expect(started.status).toBe(201);
    expect(started.body.project.template_project_version_id).toBe(publicOfGrace.versionId);
  });
});
