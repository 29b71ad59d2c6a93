import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createLogger, createServiceClient, runWithRequestContext, type Database } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { createTestUser } from './test-users';

// The gateway keeps who an access token belongs to for a while (here a whole minute, far
// longer than the default second), so only the user service's announcements on the bus can
// make it notice a session ended or an account changed elsewhere: by another gateway, an
// administrator's tool, or the user service itself.
let testDatabase: TestDatabase;
let database: Database;
let dataDirectory: string;
let product: RunningProduct;
let users: ReturnType<typeof createServiceClient<typeof UserServiceService>>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-caller-memory-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('caller_memory'),
    logger: createLogger({ name: 'test', level: 'silent' }),
    renderWorkers: 0,
    callerMemoryMilliseconds: 60_000,
  });
  users = createServiceClient(
    UserServiceService,
    product.services.find((service) => service.name === 'user')!.address,
    { serviceName: 'user service', identity: product.identity },
  );
});

afterAll(async () => {
  users?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

interface ReadUser {
  profile: { first_name?: string };
  limits: Array<{ name: string; used: number; maximum: number | null }>;
}

const read = (token: string) =>
  fetch(`${product.url}/user/read`, { headers: { authorization: `Bearer ${token}` } });

describe('the gateway’s memory of callers', () => {
  it('refuses a token within moments of its session ending elsewhere, though it would keep it a minute', async () => {
    const ada = await createTestUser(product, database, { email: 'ada@example.com' });
    const other = await createTestUser(product, database, { email: 'grace@example.com' });
    expect((await read(ada.accessToken)).status).toBe(200);
    expect((await read(other.accessToken)).status).toBe(200);

    // Signed out at the user service itself, not through this gateway.
    const { endedSessionIds } = await users.revokeSession({ refreshToken: '', accessToken: ada.accessToken });
    expect(endedSessionIds).toHaveLength(1);
    const ended = Date.now();
    await expect
      .poll(async () => (await read(ada.accessToken)).status, { timeout: 2000, interval: 20 })
      .toBe(401);
    expect(Date.now() - ended).toBeLessThan(2000);
    const refused = await read(ada.accessToken);
    expect(await refused.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' },
    });
    // Another person's session is untouched.
    expect((await read(other.accessToken)).status).toBe(200);
  });

  it('answers GET /user/read with the account as changed through this gateway, at once', async () => {
    const lin = await createTestUser(product, database, { email: 'lin@example.com' });
    const headers = { authorization: `Bearer ${lin.accessToken}`, 'content-type': 'application/json' };
    const account = async () => (await (await read(lin.accessToken)).json()) as ReadUser;
    expect((await account()).profile.first_name).toBeUndefined();

    const updated = await fetch(`${product.url}/user/update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ profile: { first_name: 'Lin' } }),
    });
    expect(updated.status).toBe(200);
    expect((await account()).profile.first_name).toBe('Lin');

    for (const expected of [1, 2]) {
      const counted = await fetch(`${product.url}/user/limit/exports`, { method: 'POST', headers });
      expect(counted.status).toBe(200);
      expect((await account()).limits).toContainEqual({ name: 'exports', used: expected, maximum: null });
    }
  });

  it('answers GET /user/read with a count made at the user service itself within moments', async () => {
    const kim = await createTestUser(product, database, { email: 'kim@example.com' });
    const used = async () =>
      ((await (await read(kim.accessToken)).json()) as ReadUser).limits.find(
        (limit) => limit.name === 'prints',
      )?.used ?? 0;
    expect(await used()).toBe(0);
    // Counted by the user service for another caller of it, not through this gateway: only the
    // announcement on the bus tells the gateway, which would otherwise keep the account a minute.
    const counted = await runWithRequestContext({ requestId: randomUUID(), userId: kim.id }, () =>
      users.consumeLimit({ name: 'prints' }),
    );
    expect(counted.allowed).toBe(true);
    const countedAt = Date.now();
    await expect.poll(used, { timeout: 2000, interval: 20 }).toBe(1);
    expect(Date.now() - countedAt).toBeLessThan(2000);
  });

  it('says nothing about ended sessions it did not end', async () => {
    const mo = await createTestUser(product, database, { email: 'mo@example.com' });
    const again = await users.revokeSession({ refreshToken: '', accessToken: mo.accessToken });
    expect(again.endedSessionIds).toHaveLength(1);
    const twice = await users.revokeSession({ refreshToken: '', accessToken: mo.accessToken });
    expect(twice.endedSessionIds).toEqual([]);
  });
});
