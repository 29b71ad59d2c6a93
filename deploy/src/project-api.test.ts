import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { decryptNodegraph, encryptNodegraph, nodegraphHeaders } from '@atelier/contracts';
import { createLogger, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { createTestUser, type TestUser } from './test-users';

// Projects, versions, folders and files through the front door: REST and multipart to the
// gateway, gRPC to the project service, PostgreSQL (or PGlite) and blobs on disk.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-project-api-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('project_api'),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  grace = await createTestUser(product, database, { email: 'grace@example.com' });
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

type Json = Record<string, any>;

async function call(
  method: string,
  route: string,
  options: {
    user?: TestUser;
    body?: unknown;
    form?: FormData;
    raw?: { type: string; data: NonNullable<RequestInit['body']> };
  } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.user) headers.authorization = `Bearer ${options.user.accessToken}`;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) body = options.form;
  else if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = options.raw.data;
  }
  const response = await fetch(`${product.url}${route}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.startsWith('application/json') && bytes.length > 0;
  return {
    status: response.status,
    body: (isJson ? JSON.parse(bytes.toString()) : {}) as Json,
    bytes,
    headers: response.headers,
  };
}

const graph = (note: string) =>
  JSON.stringify({
    version: '1.0.0',
    nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 }, note }],
    connections: [],
  });

function versionForm(
  nodegraph: string | Uint8Array,
  type: string,
  presets?: unknown,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(
    'nodegraph',
    new Blob([typeof nodegraph === 'string' ? nodegraph : new Uint8Array(nodegraph)], { type }),
    'nodegraph.json',
  );
  if (presets !== undefined)
    form.append('presets', new Blob([JSON.stringify(presets)], { type: 'application/json' }), 'presets.json');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A real PNG of the given size (filled with one grey), or only its header claiming the size. */
function png(width: number, height: number, options: { headerOnly?: boolean; padTo?: number } = {}) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header)];
  if (!options.headerOnly) {
    const rows = Buffer.alloc((width + 1) * height, 0x80);
    for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // filter: none
    parts.push(chunk('IDAT', deflateSync(rows)));
    if (options.padTo) parts.push(chunk('tEXt', Buffer.alloc(Math.max(0, options.padTo - 100), 0x41)));
    parts.push(chunk('IEND', Buffer.alloc(0)));
  }
  return Buffer.concat(parts);
}

async function newProject(user: TestUser, name: string, extra: Json = {}) {
  const created = await call('POST', '/project/version/create/new', { user, body: { name } });
  expect(created.status).toBe(201);
  if (Object.keys(extra).length === 0) return created.body.project as Json;
  return (await call('POST', `/project/${created.body.project.id}`, { user, body: extra })).body;
}

async function blobFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDirectory, 'blobs', folder))).filter(
      (name) => !name.endsWith('.meta.json'),
    );
  } catch {
    return [];
  }
}

describe('projects over REST', () => {
  it('creates, renames, lists, deletes softly and restores, in the spec’s JSON', async () => {
    const created = await call('POST', '/project/version/create/new?environment=studio&state=draft', {
      user: ada,
      body: { name: 'Banner' },
    });
    expect(created.status).toBe(201);
    expect(created.body.project).toMatchObject({
      name: 'Banner',
      state: 'draft',
      environment: 'studio',
      visibility: 'private',
      folder: null,
      milestone: false,
      preview: null,
      owner_id: ada.id,
    });
    expect(created.body.version).toMatchObject({ number: 1, encrypted: false, node_previews: [] });
    const id = created.body.project.id as string;

    const renamed = await call('POST', `/project/${id}`, {
      user: ada,
      body: { name: 'Banner 2', tags: ['Sale'], state: 'active' },
    });
    expect(renamed.body).toMatchObject({ name: 'Banner 2', tags: ['sale'], state: 'active' });
    expect(
      (await call('GET', '/project/read-all', { user: ada })).body.projects.map((entry: Json) => entry.id),
    ).toContain(id);

    await call('POST', `/project/${id}`, { user: ada, body: { state: 'deleted' } });
    const bin = await call('GET', '/project/read-all?state=deleted', { user: ada });
    expect(bin.body.projects).toMatchObject([{ id, state: 'deleted' }]);
    expect(bin.body.projects[0].deleted_at).toMatch(/^\d{4}-/);
    await call('POST', `/project/${id}`, { user: ada, body: { state: 'active' } });
    expect((await call('GET', `/project/${id}`, { user: ada })).body.state).toBe('active');
  });

  it('refuses unknown fields and states with the field named', async () => {
    const made = await newProject(ada, 'Strict');
    const answer = await call('POST', `/project/${made.id}`, { user: ada, body: { state: 'duplicating' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.fields).toEqual({ state: 'state must be active, draft or deleted' });
  });

  it('answers ids of another user like missing ones, for every kind of call', async () => {
    const secret = await newProject(ada, 'Secret');
    const folder = (await call('POST', '/folder', { user: ada, body: { name: 'Private folder' } })).body;
    const versionId = secret.current_project_version_id as string;
    const cases: Array<[string, string, unknown?]> = [
      ['GET', `/project/${secret.id}`],
      ['POST', `/project/${secret.id}`, { name: 'Taken' }],
      ['GET', `/project/version/${secret.id}`],
      ['GET', `/project/version/${versionId}/nodegraph`],
      ['PATCH', `/project/version/${versionId}`, { milestone: true }],
      ['POST', `/project/${secret.id}/duplicate`],
      ['GET', `/folder/${folder.id}`],
      ['PUT', `/folder/${folder.id}`, { name: 'Taken' }],
      ['DELETE', `/folder/${folder.id}`],
      ['POST', `/folder/${folder.id}/project/${secret.id}`],
    ];
    for (const [method, route, body] of cases) {
      const answer = await call(method, route, { user: grace, body });
      expect({ route, status: answer.status }).toEqual({ route, status: 404 });
    }
    expect(
      (await call('DELETE', '/project/delete', { user: grace, body: { project_ids: [secret.id] } })).body,
    ).toEqual({
      deleted_count: 0,
    });
    // Still there, unchanged.
    expect((await call('GET', `/project/${secret.id}`, { user: ada })).body.name).toBe('Secret');
    expect((await call('GET', `/folder/${folder.id}`, { user: ada })).body.folder.name).toBe(
      'Private folder',
    );
  });

  it('clones a public project for a second user, and lists it in the gallery with its tags', async () => {
    const rose = await newProject(ada, 'Rose motif', {
      visibility: 'public',
      category: 'embroidery',
      tags: ['flowers'],
    });
    const gallery = await call('GET', '/project/public?environment=pro&category=embroidery', { user: grace });
    expect(gallery.body.projects.map((entry: Json) => entry.id)).toContain(rose.id);
    expect(gallery.body.tags).toContainEqual({ tag: 'flowers', count: 1 });

    const clone = await call('POST', `/project/${rose.id}/duplicate`, { user: grace });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      owner_id: grace.id,
      clone_of: rose.id,
      visibility: 'private',
      name: 'Rose motif (copy)',
    });
    expect((await call('POST', `/project/${rose.id}/duplicate`)).status).toBe(401);
  });
});

describe('versions over REST', () => {
  it('saves plain and encrypted graphs and gives them back with the spec’s headers', async () => {
    const made = await newProject(ada, 'Scarf');
    const plain = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      form: versionForm(graph('plain'), 'application/json', { colours: 3 }, { name: 'First colours' }),
    });
    expect(plain.status).toBe(201);
    expect(plain.body.version).toMatchObject({
      number: 2,
      name: 'First colours',
      encrypted: false,
      presets: { colours: 3 },
    });

    const secret = await encryptNodegraph(Buffer.from(graph('encrypted')), ada.id);
    const saved = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      form: versionForm(secret, 'application/octet-stream'),
    });
    expect(saved.body.version).toMatchObject({ number: 3, encrypted: true });
    const versionId = saved.body.version.id as string;

    const read = await call('GET', `/project/version/${versionId}/nodegraph`, { user: ada });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/octet-stream');
    expect(read.headers.get(nodegraphHeaders.projectId)).toBe(made.id);
    expect(read.headers.get(nodegraphHeaders.projectVersionId)).toBe(versionId);
    expect(read.headers.get(nodegraphHeaders.currentProjectVersionId)).toBe(versionId);
    expect(read.headers.get(nodegraphHeaders.encrypted)).toBe('true');
    expect(Buffer.from((await decryptNodegraph(read.bytes, ada.id))!).toString()).toBe(graph('encrypted'));

    const older = await call('GET', `/project/version/${plain.body.version.id}/nodegraph`, { user: ada });
    expect(older.headers.get('content-type')).toMatch(/^application\/json/);
    expect(older.headers.get(nodegraphHeaders.currentProjectVersionId)).toBe(versionId);
    expect(older.bytes.toString()).toBe(graph('plain'));
    // The uploaded copies were taken over by the versions: nothing is left in the upload area.
    expect(await blobFiles('uploads')).toEqual([]);
  });

  it('pages the history, sets and unsets milestones, and refuses an unknown version with the spec’s text', async () => {
    const made = await newProject(ada, 'Mittens');
    for (const note of ['a', 'b', 'c']) {
      await call('POST', `/project/version/create/${made.id}`, {
        user: ada,
        form: versionForm(graph(note), 'application/json'),
      });
    }
    const page = await call('GET', `/project/version/${made.id}?limit=2&offset=1`, { user: ada });
    expect(page.body.total).toBe(4);
    expect(page.body.versions.map((version: Json) => version.number)).toEqual([3, 2]);
    const milestone = await call('PATCH', `/project/version/${page.body.versions[0].id}`, {
      user: ada,
      body: { milestone: true, name: 'Approved' },
    });
    expect(milestone.body).toMatchObject({ number: 3, milestone: true, name: 'Approved' });
    expect(
      (
        await call('PATCH', `/project/version/${page.body.versions[0].id}`, {
          user: ada,
          body: { milestone: false },
        })
      ).body.milestone,
    ).toBe(false);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'unknown']) {
      expect(
        await call('PATCH', `/project/version/${id}`, { user: ada, body: { milestone: true } }),
      ).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Project version not found when updating it.' } },
      });
    }
  });

  it('lands both of two saves sent at the same moment', async () => {
    const made = await newProject(ada, 'Two tabs');
    const [first, second] = await Promise.all(
      ['tab one', 'tab two'].map((note) =>
        call('POST', `/project/version/create/${made.id}`, {
          user: ada,
          form: versionForm(graph(note), 'application/json'),
        }),
      ),
    );
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect([first!.body.version.number, second!.body.version.number].sort()).toEqual([2, 3]);
    expect((await call('GET', `/project/version/${made.id}`, { user: ada })).body.total).toBe(3);
  });

  it('tells who saved each version, its editing stretch and what it changed, and refuses a malformed editing_session', async () => {
    const made = await newProject(ada, 'Stretches');
    const saveFrom = (session: string | undefined, nodes: Json[]) =>
      call('POST', `/project/version/create/${made.id}`, {
        user: ada,
        form: versionForm(
          JSON.stringify({ version: '1.0.0', nodes, connections: [] }),
          'application/json',
          undefined,
          session === undefined ? {} : { editing_session: session },
        ),
      });
    const blur = (id: string, radius: number) => ({
      id,
      type: 'image.blur',
      version: '1.0.0',
      options: { x: 0, y: 0 },
      controls: [[{ id: 'radius', value: radius }]],
    });
    const first = await saveFrom('tab_1-a', [blur('b1', 1)]);
    const second = await saveFrom('tab_1-a', [blur('b1', 4), blur('b2', 1)]);
    const elsewhere = await saveFrom(undefined, [blur('b2', 1)]);
    expect([first.status, second.status, elsewhere.status]).toEqual([201, 201, 201]);
    expect(first.body.version).toMatchObject({
      created_by: ada.id,
      stretch_id: first.body.version.id,
      changes: {
        nodes_added: ['image.blur'],
        nodes_removed: [],
        parameters_changed: 0,
        connections_changed: 0,
      },
    });
    expect(second.body.version).toMatchObject({
      created_by: ada.id,
      stretch_id: first.body.version.id,
      changes: {
        nodes_added: ['image.blur'],
        nodes_removed: [],
        parameters_changed: 1,
        connections_changed: 0,
      },
    });
    expect(elsewhere.body.version).toMatchObject({
      stretch_id: elsewhere.body.version.id,
      changes: {
        nodes_added: [],
        nodes_removed: ['image.blur'],
        parameters_changed: 0,
        connections_changed: 0,
      },
    });
    const page = await call('GET', `/project/version/${made.id}`, { user: ada });
    const created = page.body.versions.at(-1) as Json;
    expect(created).toMatchObject({ number: 1, created_by: ada.id, stretch_id: created.id, changes: null });

    for (const session of ['', 'x'.repeat(65), 'tab 1', 'tab.1', 'täb']) {
      const refused = await saveFrom(session, [blur('b3', 1)]);
      if (session === '') {
        // Empty is the same as not given.
        expect(refused.status).toBe(201);
        continue;
      }
      expect(refused.status, session).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'INVALID_ARGUMENT',
        details: { fields: { editing_session: expect.stringContaining('64') } },
      });
    }
    expect((await call('GET', `/project/version/${made.id}`, { user: ada })).body.total).toBe(5);
  });

  it('refuses malformed multipart and graphs that are not what they claim, saving nothing', async () => {
    const made = await newProject(ada, 'Guarded');
    const truncated = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      raw: {
        type: 'multipart/form-data; boundary=edge',
        data: '--edge\r\nContent-Disposition: form-data; name="nodegraph"; filename="nodegraph.json"\r\nContent-Type: application/json\r\n\r\n{"version":"1.0.0"',
      },
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body.error.message).toMatch(/^The upload could not be read: /);

    const noBoundary = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      raw: { type: 'multipart/form-data', data: 'whatever' },
    });
    expect(noBoundary.status).toBe(400);
    const notMultipart = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      body: { nodegraph: graph('x') },
    });
    expect(notMultipart.body.error.message).toBe(
      'The upload could not be read: send it as multipart/form-data.',
    );

    const notAGraph = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      form: versionForm('{"version":"1.0.0","nodes":{}}', 'application/json'),
    });
    expect(notAGraph.status).toBe(400);
    expect(notAGraph.body.error.message).toMatch(/^The node graph is not a graph: nodes: expected array/);
    const fakeEncrypted = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      form: versionForm(graph('x'), 'application/octet-stream'),
    });
    expect(fakeEncrypted.body.error.message).toBe(
      'The node graph claims to be encrypted but does not open with your key. Nothing was saved.',
    );
    const badPresets = await call('POST', `/project/version/create/${made.id}`, {
      user: ada,
      form: (() => {
        const form = versionForm(graph('x'), 'application/json');
        form.append('presets', new Blob(['{nope'], { type: 'application/json' }), 'presets.json');
        return form;
      })(),
    });
    expect(badPresets.body.error.message).toBe('presets.json is not valid JSON.');
    const stranger = await call('POST', `/project/version/create/${made.id}`, {
      user: grace,
      form: versionForm(graph('x'), 'application/json'),
    });
    expect(stranger.status).toBe(404);

    expect((await call('GET', `/project/version/${made.id}`, { user: ada })).body.total).toBe(1);
    expect(await blobFiles('uploads')).toEqual([]);
  });
});

describe('previews over REST', () => {
  it('stores a PNG preview and node previews, and serves them', async () => {
    const made = await newProject(ada, 'Previewed');
    const versionId = made.current_project_version_id as string;
    const image = png(4, 3);
    const form = new FormData();
    form.append('preview', new Blob([image], { type: 'image/png' }), 'preview.png');
    const saved = await call('PUT', `/project/version/${versionId}/preview`, { user: ada, form });
    expect(saved.status).toBe(200);
    expect(saved.body.preview).toBe(`/project/version/${versionId}/preview`);
    const served = await call('GET', saved.body.preview, { user: ada });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes).toEqual(image);
    expect((await call('GET', `/project/${made.id}`, { user: ada })).body.preview).toBe(saved.body.preview);
    expect((await call('GET', saved.body.preview, { user: grace })).status).toBe(404);

    const nodes = new FormData();
    nodes.append('blur/1', new Blob([png(2, 2)], { type: 'image/png' }), 'blur.png');
    const nodePreviews = await call('POST', `/project/${made.id}/node-previews`, { user: ada, form: nodes });
    expect(nodePreviews.body.previews).toEqual([
      { node_id: 'blur/1', name: 'blur1.png', url: `/project/version/${versionId}/preview/blur%2F1` },
    ]);
    expect((await call('GET', nodePreviews.body.previews[0].url, { user: ada })).bytes).toEqual(png(2, 2));
  });

  it('refuses a 20 MB preview and a PNG claiming 100,000 × 100,000 pixels, keeping the old preview', async () => {
    const made = await newProject(ada, 'Bombs');
    const versionId = made.current_project_version_id as string;
    const good = new FormData();
    good.append('preview', new Blob([png(2, 2)], { type: 'image/png' }), 'preview.png');
    await call('PUT', `/project/version/${versionId}/preview`, { user: ada, form: good });
    const previewsBefore = await blobFiles('previews');

    const large = new FormData();
    large.append(
      'preview',
      new Blob([png(16, 16, { padTo: 20 * 1024 * 1024 })], { type: 'image/png' }),
      'preview.png',
    );
    expect(
      await call('PUT', `/project/version/${versionId}/preview`, { user: ada, form: large }),
    ).toMatchObject({
      status: 400,
      body: {
        error: { code: 'INVALID_ARGUMENT', message: 'The file is too large: at most 8 MB are accepted.' },
      },
    });

    const bomb = new FormData();
    bomb.append(
      'preview',
      new Blob([png(100_000, 100_000, { headerOnly: true })], { type: 'image/png' }),
      'preview.png',
    );
    expect(
      await call('PUT', `/project/version/${versionId}/preview`, { user: ada, form: bomb }),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'The image is too large: 100000 × 100000 pixels, at most 50 megapixels are accepted.',
        },
      },
    });
    const notPng = new FormData();
    notPng.append('preview', new Blob(['GIF89a\x01\x00\x01\x00'], { type: 'image/png' }), 'preview.png');
    expect(
      (await call('PUT', `/project/version/${versionId}/preview`, { user: ada, form: notPng })).body.error
        .message,
    ).toBe('File type not supported.');

    // Nothing lost, nothing left behind.
    expect(await blobFiles('previews')).toEqual(previewsBefore);
    const kept = await call('GET', `/project/version/${versionId}/preview`, { user: ada });
    expect(kept.bytes).toEqual(png(2, 2));
  });
});

describe('files over REST', () => {
  async function uploadFile(user: TestUser, projectId: string, bytes: Buffer | string, filename: string) {
    const form = new FormData();
    form.append('project_id', projectId);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
    return call('POST', '/file/create', { user, form });
  }

  it('uploads, serves, duplicates and deletes a file of one’s own project', async () => {
    const made = await newProject(ada, 'With logo');
    const other = await newProject(ada, 'Other');
    const image = png(640, 480);
    const created = await uploadFile(ada, made.id, image, 'logo.PNG');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'logo.PNG',
      content_type: 'image/png',
      size: image.length,
      width: 640,
      height: 480,
      project_id: made.id,
    });

    const served = await call('GET', created.body.url, { user: ada });
    expect(served.bytes).toEqual(image);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect((await call('GET', created.body.url, { user: grace })).status).toBe(404);

    const copy = await call('POST', `/file/${created.body.id}/duplicate`, {
      user: ada,
      body: { project_id: other.id },
    });
    expect(copy.body).toMatchObject({ project_id: other.id, name: 'logo.PNG' });
    expect((await call('DELETE', `/file/${created.body.id}`, { user: ada })).status).toBe(200);
    expect((await call('GET', created.body.url, { user: ada })).status).toBe(404);
    expect((await call('GET', copy.body.url, { user: ada })).bytes).toEqual(image);
  });

  it('refuses unknown extensions, content that is not what its name says, bombs and unsafe SVG', async () => {
    const made = await newProject(ada, 'Checked');
    const before = await blobFiles('files');
    expect((await uploadFile(ada, made.id, 'MZ...', 'tool.exe')).body.error.message).toBe(
      'File extension not recognised.',
    );
    expect((await uploadFile(ada, made.id, 'plain text', 'photo.jpg')).body.error.message).toBe(
      'File type not supported.',
    );
    expect(
      (await uploadFile(ada, made.id, png(100_000, 100_000, { headerOnly: true }), 'huge.png')).body.error
        .message,
    ).toBe('The image is too large: 100000 × 100000 pixels, at most 50 megapixels are accepted.');
    const unsafe = await uploadFile(
      ada,
      made.id,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
    );
    expect(unsafe.body.error).toMatchObject({
      message:
        'This file violates our content safety rules: it contains script. If you disagree, please contact us.',
      details: { reason: 'content_safety', found: ['script'] },
    });
    const theirs = await newProject(grace, 'Theirs');
    expect((await uploadFile(ada, theirs.id, png(1, 1), 'a.png')).status).toBe(404);
    expect(await blobFiles('files')).toEqual(before);
  });
});

describe('folders over REST', () => {
  it('organises projects in nested folders and refuses a folder moved under its own child', async () => {
    const parent = (await call('POST', '/folder', { user: ada, body: { name: 'Clients' } })).body;
    const child = (await call('POST', `/folder/${parent.id}/child`, { user: ada, body: { name: 'Acme' } }))
      .body;
    expect(child).toMatchObject({ name: 'Acme', parent: parent.id, state: 'active' });
    const made = await newProject(ada, 'Acme logo');
    await call('POST', `/folder/${child.id}/project/${made.id}`, { user: ada });
    const opened = await call('GET', `/folder/${child.id}`, { user: ada });
    expect(opened.body.projects.map((entry: Json) => entry.name)).toEqual(['Acme logo']);
    expect(
      (await call('GET', '/project/read-all?exclude_folders=true', { user: ada })).body.projects.map(
        (entry: Json) => entry.id,
      ),
    ).not.toContain(made.id);

    expect(await call('POST', `/folder/${parent.id}/parent/${child.id}`, { user: ada })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'FAILED_PRECONDITION',
          message: 'A folder cannot be moved into itself or one of its subfolders.',
        },
      },
    });
    expect((await call('GET', `/folder/${parent.id}`, { user: ada })).body.folder.parent).toBeNull();
    expect((await call('DELETE', `/folder/${child.id}/parent`, { user: ada })).body.parent).toBeNull();
    expect((await call('DELETE', `/folder/project/${made.id}`, { user: ada })).body.folder).toBeNull();

    expect((await call('DELETE', `/folder/${parent.id}?include_projects=true`, { user: ada })).status).toBe(
      200,
    );
    expect(
      (await call('GET', '/folder', { user: ada })).body.folders.map((entry: Json) => entry.id),
    ).not.toContain(parent.id);
  });
});
