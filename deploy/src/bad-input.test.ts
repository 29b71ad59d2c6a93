import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { createTestUser, type TestUser } from './test-users';

// Hostile input through the front door of the whole product: every refusal is a 400 (414, 431)
// in the error shape, decided at the gateway, and nothing saved changes.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let ada: TestUser;
let projectId: string;

type Json = Record<string, any>;

async function call(
  method: string,
  route: string,
  options: { body?: unknown; json?: string; form?: FormData; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${ada.accessToken}`,
    ...options.headers,
  };
  let body: string | FormData | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.json;
  } else body = options.form;
  const response = await fetch(`${product.url}${route}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (text ? JSON.parse(text) : {}) as Json,
  };
}

/** `levels` objects inside each other around a number, as JSON text: {"level":{"level":1}}. */
function nested(levels: number): string {
  return '{"level":'.repeat(levels) + '1' + '}'.repeat(levels);
}

function versionForm(presets: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const graph = JSON.stringify({ version: '1.0.0', nodes: [], connections: [] });
  form.append('nodegraph', new Blob([graph], { type: 'application/json' }), 'nodegraph.json');
  form.append('presets', new Blob([presets], { type: 'application/json' }), 'presets.json');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** What a person has saved: the project, its history, their folders and jobs. */
async function savedState() {
  const [project, versions, folders, jobs, projects] = await Promise.all([
    call('GET', `/project/${projectId}`),
    call('GET', `/project/version/${projectId}`),
    call('GET', '/folder'),
    call('GET', '/job'),
    call('GET', '/project/read-all'),
  ]);
  return {
    name: project.body.name,
    tags: project.body.tags,
    versions: versions.body.total,
    folders: folders.body.folders?.length,
    jobs: jobs.body.total,
    projects: projects.body.projects?.length,
  };
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bad-input-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('bad_input'),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  const created = await call('POST', '/project/version/create/new', { body: { name: 'Tidy' } });
  expect(created.status).toBe(201);
  projectId = created.body.project.id as string;
  const tagged = await call('POST', `/project/${projectId}`, { body: { tags: ['wool'] } });
  expect(tagged.status).toBe(200);
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

describe('bad input at the gateway', () => {
  it('answers a NUL byte in names, tags, searches and path parameters with 400 in the error shape, changing nothing', async () => {
    const before = await savedState();
    expect(before).toEqual({ name: 'Tidy', tags: ['wool'], versions: 1, folders: 0, jobs: 0, projects: 1 });

    const attempts: Array<[string, string, { body?: unknown; form?: FormData }]> = [
      ['POST', '/project/version/create/new', { body: { name: 'a\u0000b' } }],
      ['POST', `/project/${projectId}`, { body: { name: 'Tidy\u0000' } }],
      ['POST', `/project/${projectId}`, { body: { tags: ['wool', 'x\u0000'] } }],
      ['POST', '/folder', { body: { name: 'Folder\u0000' } }],
      ['GET', '/templates?search=%00', {}],
      ['GET', '/project/public?tag=%00', {}],
      ['GET', '/project/%00', {}],
      [
        'POST',
        '/job/create',
        { body: { target: projectId, type: 'render', parameters: { label: 'x\u0000' } } },
      ],
      ['POST', `/project/version/create/${projectId}`, { form: versionForm('{}', { name: 'v\u0000' }) }],
      ['POST', `/project/version/create/${projectId}`, { form: versionForm('{"swatch":"\\u0000"}') }],
    ];
    for (const [method, route, options] of attempts) {
      const answer = await call(method, route, options);
      expect(answer.status, `${method} ${route}`).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body.error.code).toBe('INVALID_ARGUMENT');
      expect(answer.body.error.message).toContain('control character');
    }

    expect(await savedState()).toEqual(before);
  });

  it('answers deeply nested job parameters and presets.json with 400, not an internal message', async () => {
    const before = await savedState();
    const job = await call('POST', '/job/create', {
      json: `{"target":"${projectId}","type":"render","parameters":${nested(5000)}}`,
    });
    expect(job).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Invalid request: the body nests deeper than 32 levels.',
        },
      },
    });
    const presets = await call('POST', `/project/version/create/${projectId}`, {
      form: versionForm(nested(5000)),
    });
    expect(presets).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Invalid request: presets.json nests deeper than 32 levels.',
        },
      },
    });
    expect(await savedState()).toEqual(before);
  });

  it('answers malformed percent-encoding in the path with 400', async () => {
    const answer = await call('GET', '/project/%ZZ');
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'The address is not valid: it holds a malformed percent-encoding.',
        },
      },
    });
  });

  it('answers a 100 KB address with 414 and oversized headers with 431, both in the error shape', async () => {
    const long = await call('GET', `/project/read-all?search=${'a'.repeat(100_000)}`);
    expect(long.status).toBe(414);
    expect(long.type).toMatch(/^application\/json/);
    expect(long.body).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'The address is too long: at most 8192 characters.' },
    });
    const headers = await call('GET', '/project/read-all', { headers: { 'x-padding': 'b'.repeat(100_000) } });
    expect(headers.status).toBe(431);
    expect(headers.type).toMatch(/^application\/json/);
    expect(headers.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });

  it('still saves what is within the rule: a tab, Unicode and 32 levels of presets', async () => {
    const renamed = await call('POST', `/project/${projectId}`, { body: { name: 'Größe M\tblau' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Größe M\tblau');
    const saved = await call('POST', `/project/version/create/${projectId}`, {
      form: versionForm(nested(32)),
    });
    expect(saved.status).toBe(201);
    expect((await savedState()).versions).toBe(2);
  });
});
