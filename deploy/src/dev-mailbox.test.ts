import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@atelier/platform';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';

// The one-machine product without SMTP_URL: sign-in mail lands in the dev mailbox, readable on
// a dev-only page, so a person running Atelier locally can sign in.
let testDatabase: TestDatabase;
let product: RunningProduct;
let dataDirectory: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-dev-mailbox-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database: await testDatabase.open(),
    busPrefix: uniqueTestPrefix('dev-mailbox'),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

describe('the dev mailbox', () => {
  it('shows the sign-in code, which signs in', async () => {
    const requested = await fetch(`${product.url}/user/emailsignup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'local@example.com' }),
    });
    expect(requested.status).toBe(200);

    const listed = (await (await fetch(`${product.url}/dev/mailbox`)).json()) as {
      messages: Array<{ to: string; text: string }>;
    };
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]!.to).toBe('local@example.com');
    const code = /^(\d{4})$/m.exec(listed.messages[0]!.text)![1]!;

    const page = await (
      await fetch(`${product.url}/dev/mailbox`, { headers: { accept: 'text/html' } })
    ).text();
    expect(page).toContain('<h1>Dev mailbox</h1>');
    expect(page).toContain(code);

    const signedIn = await fetch(`${product.url}/user/one_time_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'local@example.com', oneTimePassword: code }),
    });
    expect(signedIn.status).toBe(200);
    expect(product.devMailbox?.messages()).toHaveLength(1);
  });

  it('hides the Google button when no issuer is configured', async () => {
    expect(await (await fetch(`${product.url}/user/signin-methods`)).json()).toEqual({
      google: false,
      passkeys: true,
    });
  });
});
