import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIdentityKeys, createLogger, DirectoryBlobStore, ServiceError } from '@atelier/platform';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from './app';
import { errorHandler } from './errors';
import { compareRouteSpecificity, type Route } from './routing';

const logger = createLogger({ name: 'test', level: 'silent' });

/** A port nothing listens on: every service call to it fails as unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('errorHandler', () => {
  async function answer(thrown: unknown) {
    const app = express();
    app.get('/boom', () => {
      throw thrown;
    });
    app.use(errorHandler(logger));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    const response = await fetch(`http://127.0.0.1:${port}/boom`);
    const body = await response.text();
    server.close();
    return { status: response.status, body };
  }

  it('keeps a service error’s code and message and maps the status', async () => {
    const { status, body } = await answer(
      new ServiceError('PERMISSION_DENIED', 'Not your project.', { projectId: 'p1' }),
    );
    expect(status).toBe(403);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'PERMISSION_DENIED', message: 'Not your project.', details: { projectId: 'p1' } },
    });
  });

  it('turns anything unexpected into a 500 without stack, path or message', async () => {
    const error = new Error('duplicate key value violates unique constraint "users_email_key"');
    const { status, body } = await answer(error);
    expect(status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'INTERNAL', message: 'Internal error on our end. Please try again later.' },
    });
    expect(body).not.toContain('users_email_key');
    expect(body).not.toContain('.ts:');
  });
});

describe('compareRouteSpecificity', () => {
  const route = (routePath: string): Route => ({
    method: 'get',
    path: routePath,
    access: 'public',
    handle: async () => ({}),
  });

  it('tries literal segments before parameters in the same place', () => {
    const ordered = [
      route('/project/:id'),
      route('/folder/:id'),
      route('/project/read-all'),
      route('/folder/project/:id'),
    ].sort(compareRouteSpecificity);
    expect(ordered.map((entry) => entry.path)).toEqual([
      '/project/read-all',
      '/folder/project/:id',
      '/project/:id',
      '/folder/:id',
    ]);
  });
});

describe('gateway in front of unreachable services', () => {
  let gateway: Gateway;
  let base: string;
  let blobDirectory: string;

  beforeAll(async () => {
    const port = await closedPort();
    const address = `127.0.0.1:${port}`;
    blobDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-gateway-'));
    gateway = await createGateway({
      addresses: {
        user: address,
        project: address,
        template: address,
        job: address,
        payment: address,
        print: address,
      },
      identityPrivateKey: createIdentityKeys().privateKey,
      blobs: new DirectoryBlobStore(blobDirectory),
      logger,
      jsonLimit: '1kb',
      requestsPerMinute: 40,
    });
    base = `http://127.0.0.1:${await gateway.listen(0)}`;
  });

  afterAll(async () => {
    await gateway.close();
    await rm(blobDirectory, { recursive: true, force: true });
  });

  const json = { accept: 'application/json', 'content-type': 'application/json' };

  it('answers 503 naming the service that cannot be reached', async () => {
    const response = await fetch(`${base}/templates`, { headers: json });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The template service is not reachable.' },
    });
  });

  it('is alive but not ready, naming each failing service', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const report = (await ready.json()) as { status: string; checks: Record<string, { status: string }> };
    expect(report.status).toBe('unavailable');
    expect(report.checks['user service']?.status).toBe('failing');
  });

  it('answers 404 JSON for an unknown call, 400 for malformed JSON, 413 for a body over the limit', async () => {
    const unknown = await fetch(`${base}/no/such/call`, { headers: json });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such call: GET /no/such/call' },
    });

    const malformed = await fetch(`${base}/job/create`, {
      method: 'POST',
      headers: json,
      body: '{"target":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { code: 'INVALID_ARGUMENT', message: 'The request body is not valid JSON.' },
    });

    const large = await fetch(`${base}/job/create`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ target: 'x'.repeat(2048) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it('asks for sign-in before a protected call, without asking any service', async () => {
    const response = await fetch(`${base}/job`, { headers: json });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });

  it('carries a well-formed request id through and makes one otherwise', async () => {
    const kept = await fetch(`${base}/healthz-not`, { headers: { ...json, 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const made = await fetch(`${base}/healthz-not`, {
      headers: { ...json, 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('limits requests per client address with 429 and Retry-After', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 60 && !limited; attempt += 1) {
      const response = await fetch(`${base}/nothing-here`, { headers: json });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toEqual({
      error: {
        code: 'RESOURCE_EXHAUSTED',
        message: 'Too many requests. Please wait a moment and try again.',
      },
    });
  });
});
