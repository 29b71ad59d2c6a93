import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, parseEnvironment } from '@atelier/platform';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEnvironment } from './environment';
import { startProduct, type RunningProduct } from './product';

// LOGIN_FRAME_ORIGINS, read by `npm start`, reaches the gateway: a partner's page may embed the
// login frame, and no page may embed any other screen.
let testDatabase: TestDatabase;
let product: RunningProduct;
let dataDirectory: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-login-frame-'));
  const environment = parseEnvironment(productEnvironment, {
    LOGIN_FRAME_ORIGINS: 'https://shop.example.com, https://studio.example.org',
  });
  product = await startProduct({
    port: 0,
    dataDirectory,
    database: await testDatabase.open(),
    busPrefix: uniqueTestPrefix('login_frame'),
    logger: createLogger({ name: 'test', level: 'silent' }),
    loginFrameOrigins: environment.LOGIN_FRAME_ORIGINS,
  });
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

const frameAncestors = (policy: string | null) =>
  /frame-ancestors ([^;]+)/
    .exec(policy ?? '')?.[1]
    ?.trim()
    .split(/\s+/) ?? [];

describe('the login frame', () => {
  it('may be embedded by the origins of LOGIN_FRAME_ORIGINS and the product itself', async () => {
    const answer = await fetch(`${product.url}/login-frame`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(frameAncestors(answer.headers.get('content-security-policy')).sort()).toEqual(
      ["'self'", 'https://shop.example.com', 'https://studio.example.org'].sort(),
    );
  });

  it('is the only screen that may be embedded', async () => {
    const answer = await fetch(`${product.url}/projects`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(frameAncestors(answer.headers.get('content-security-policy'))).toEqual(["'none'"]);
  });
});
