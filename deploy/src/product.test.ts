import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBus, createLogger, readDeadLetter, type Bus, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';

// The whole product through its front door: REST to the gateway, gRPC to each service, the
// service's own schema in PostgreSQL (or PGlite), the bus (NATS when one answers).
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let bus: Bus;
const busPrefix = uniqueTestPrefix('product');
const natsUrl = await natsUrlForTests();

const ada = { id: '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f', email: 'ada@example.com' };
const grace = { id: '7a2d3b4f-2c3d-4e5f-9a01-1b2c3d4e5f60', email: 'grace@example.com' };
let adaToken: string;
let graceToken: string;

async function call(
  method: string,
  route: string,
  options: { token?: string; body?: unknown; raw?: string } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${product.url}${route}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, any>) : {},
    headers: response.headers,
  };
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-product-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix,
    // The job calls are checked with the job left on the queue: no render worker takes it here.
    renderWorkers: 0,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  bus = await createBus({ natsUrl, prefix: busPrefix });
  // Accounts and sessions are made the way the sign-in flows make them: rows in the user
  // service's schema, then a session through its gRPC API.
  for (const person of [ada, grace]) {
    await database.sql.query(
      `INSERT INTO "user"."users" (id, email, accepted_terms_at) VALUES ($1, $2, now())`,
      [person.id, person.email],
    );
  }
  const { createServiceClient } = await import('@atelier/platform');
  const { UserServiceService } = await import('@atelier/proto');
  const userAddress = product.services.find((service) => service.name === 'user')!.address;
  const users = createServiceClient(UserServiceService, userAddress, {
    serviceName: 'user service',
    identity: product.identity,
  });
  adaToken = (
    await users.createSession({ userId: ada.id, kind: 1, userAgent: 'test', ipAddress: '127.0.0.1' })
  ).session!.accessToken;
  graceToken = (
    await users.createSession({ userId: grace.id, kind: 1, userAgent: 'test', ipAddress: '127.0.0.1' })
  ).session!.accessToken;
  users.close();
});

afterAll(async () => {
  await bus?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

describe('the product on one process', () => {
  it('is live and ready, with every service and dependency checked', async () => {
    expect((await call('GET', '/healthz')).body).toEqual({ status: 'alive' });
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks).sort()).toEqual([
      'blobs',
      'bus',
      'database',
      'job service',
      'payment service',
      'print service',
      'project service',
      'template service',
      'user service',
    ]);
    expect(Object.values(ready.body.checks).every((check: any) => check.status === 'ok')).toBe(true);
  });

  it('serves the frontend version', async () => {
    const meta = await call('GET', '/ui.meta.json');
    expect(meta.status).toBe(200);
    expect(typeof meta.body.version).toBe('string');
    expect(typeof meta.body.commit).toBe('string');
  });
});

describe('calls not built yet', () => {
  it('are routed with their access rule and answer 501 naming the call', async () => {
    expect((await call('GET', '/images/search?query=rose')).status).toBe(401);
    expect(await call('GET', '/images/search?query=rose', { token: adaToken })).toMatchObject({
      status: 501,
      body: { error: { code: 'UNIMPLEMENTED', message: 'GET /images/search is not available yet.' } },
    });
  });

  it('reach the API even where the web build has a folder of the same name', async () => {
    expect(await call('GET', '/assets/external?type=hdri', { token: adaToken })).toMatchObject({
      status: 501,
      body: { error: { code: 'UNIMPLEMENTED', message: 'GET /assets/external is not available yet.' } },
    });
  });
});

describe('user service through the gateway', () => {
  it('answers 401 without a token, and names an ended session for a wrong one', async () => {
    expect(await call('GET', '/user/read')).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } },
    });
    expect(await call('GET', '/user/read', { token: 'not-a-session' })).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' } },
    });
  });

  it('reads the signed-in user', async () => {
    const answer = await call('GET', '/user/read', { token: adaToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: ada.id, email: ada.email, role: 'user' });
    expect(answer.body.accepted_terms_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('project service through the gateway', () => {
  it('lists public active projects of the edition asked for, and nothing private', async () => {
    await database.sql.query(
      `INSERT INTO "project"."projects" (owner_id, name, visibility, environment, category, tags)
       VALUES ($1, 'Rose motif', 'public', 'pro', 'embroidery', '{flowers}'),
              ($1, 'Secret sketch', 'private', 'pro', 'photo', '{}'),
              ($1, 'Studio poster', 'public', 'studio', 'photo', '{}')`,
      [ada.id],
    );
    const pro = await call('GET', '/project/public?environment=pro');
    expect(pro.status).toBe(200);
    expect(pro.body.total).toBe(1);
    expect(pro.body.projects[0]).toMatchObject({
      name: 'Rose motif',
      visibility: 'public',
      environment: 'pro',
      category: 'embroidery',
      tags: ['flowers'],
    });
    const byTag = await call('GET', '/project/public?tag=flowers');
    expect(byTag.body.projects.map((project: any) => project.name)).toEqual(['Rose motif']);
    expect((await call('GET', '/project/public?environment=studio')).body.total).toBe(1);
  });

  it('refuses an unknown edition with a message naming the choices', async () => {
    expect(await call('GET', '/project/public?environment=deluxe')).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Invalid request: environment: environment must be one of composer, pro, studio',
        },
      },
    });
  });
});

describe('template service through the gateway', () => {
  it('lists published templates only, found by name or search words', async () => {
    await database.sql.query(
      `INSERT INTO "template"."templates" (owner_id, name, search, state, published_at, type)
       VALUES ($1, 'Wedding invitation', 'card floral', 'published', now(), 'a5'),
              ($1, 'Unfinished flyer', '', 'draft', NULL, 'a4')`,
      [ada.id],
    );
    const all = await call('GET', '/templates');
    expect(all.body.templates.map((template: any) => template.name)).toEqual(['Wedding invitation']);
    expect((await call('GET', '/templates?search=FLORAL')).body.templates).toHaveLength(1);
    expect((await call('GET', '/templates?type=a4')).body.templates).toHaveLength(0);
    expect(
      (await call('GET', '/templates?exclude_own_templates=true', { token: adaToken })).body.templates,
    ).toHaveLength(0);
    expect(
      (await call('GET', '/templates?exclude_own_templates=true', { token: graceToken })).body.templates,
    ).toHaveLength(1);
  });
});

describe('job service through the gateway', () => {
  it('creates, reads, lists, queues and cancels a job, for its owner only', async () => {
    const versionId = (
      await call('POST', '/project/version/create/new', { token: adaToken, body: { name: 'Poster' } })
    ).body.version.id as string;
    const created = await call('POST', '/job/create', {
      token: adaToken,
      body: { target: versionId, type: 'export-image', name: 'Poster', parameters: { dpi: 300 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      target: versionId,
      type: 'export-image',
      name: 'Poster',
      state: 'created',
      parameters: { dpi: 300 },
    });
    const jobId = created.body.id as string;

    expect((await call('GET', `/job/${jobId}`, { token: adaToken })).body.state).toBe('created');
    // Another user's id answers exactly like a missing one.
    expect(await call('GET', `/job/${jobId}`, { token: graceToken })).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Job not found.' } },
    });
    expect((await call('GET', '/job', { token: graceToken })).body).toEqual({ jobs: [], total: 0 });

    const queue = await bus.workQueue('render', { ackWaitMs: 60_000, maxDeliver: 3 });
    const started = await call('POST', `/job/${jobId}/start`, { token: adaToken });
    expect(started.body).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await queue.depth()).toBe(1);
    // Starting twice is refused: the job is no longer in a startable state.
    expect(await call('POST', `/job/${jobId}/start`, { token: adaToken })).toMatchObject({
      status: 400,
      body: {
        error: { code: 'FAILED_PRECONDITION', message: 'The job is queued and cannot be changed that way.' },
      },
    });

    const listed = await call('GET', '/job?state=queued', { token: adaToken });
    expect(listed.body.total).toBe(1);
    expect(listed.body.jobs[0].id).toBe(jobId);

    const canceled = await call('POST', `/job/${jobId}/cancel`, { token: adaToken });
    expect(canceled.body.state).toBe('canceled');
    await queue.destroy();
    expect(readDeadLetter).toBeTypeOf('function');
  });

  it('names what is wrong with a job request', async () => {
    const answer = await call('POST', '/job/create', {
      token: adaToken,
      body: { target: '', type: 'Export Image!' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_ARGUMENT');
    expect(answer.body.error.details.fields).toEqual({
      target: 'target is required',
      type: 'type must be lower-case letters, digits, ".", "_" or "-"',
    });
  });
});

describe('payment service through the gateway', () => {
  it("lists the caller's own subscriptions only", async () => {
    await database.sql.query(
      `INSERT INTO "payment"."subscriptions" (user_id, provider_subscription_id, product_identifier, status)
       VALUES ($1, 'sub_ada', 'composer', 'active')`,
      [ada.id],
    );
    expect(
      (await call('GET', '/stripe/subscriptions', { token: adaToken })).body.subscriptions,
    ).toMatchObject([{ product_identifier: 'composer', status: 'active' }]);
    expect((await call('GET', '/stripe/subscriptions', { token: graceToken })).body).toEqual({
      subscriptions: [],
    });
  });
});

describe('print service through the gateway', () => {
  it('lists the variants of the print catalogue', async () => {
    const all = await call('GET', '/printful/variants', { token: adaToken });
    // T-shirt: 2 colours x 4 sizes; poster: 1 x 2; tote bag, mug and cushion: 1 x 1 each.
    expect(all.body.variants).toHaveLength(13);
    const posters = await call('GET', '/printful/variants?product_id=1', { token: adaToken });
    expect(posters.body.variants.map((variant: any) => variant.size)).toEqual(['30×40 cm', '50×70 cm']);
    expect(posters.body.variants[0]).toMatchObject({
      id: 1349,
      product_id: 1,
      price: { amount_minor: 1450, currency: 'eur' },
    });
  });
});
