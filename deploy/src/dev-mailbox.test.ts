import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, parseEnvironment } from '@atelier/platform';
import { productEnvironment } from './environment';
import {
  createTestDatabase,
  nonLoopbackAddress,
  uniqueTestPrefix,
  type TestDatabase,
} from '@atelier/testing';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type ProductOptions, type RunningProduct } from './product';

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

/** A GET sent from the given local address, as another host on the network would send it. */
function getFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { localAddress, headers: { accept: 'application/json', ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the dev mailbox seen from another host', () => {
  const otherAddress = nonLoopbackAddress();
  const started: Array<{ product: RunningProduct; database: TestDatabase; directory: string }> = [];

  async function start(options: Partial<ProductOptions>): Promise<RunningProduct> {
    const database = await createTestDatabase();
    const directory = await mkdtemp(path.join(tmpdir(), 'atelier-dev-mailbox-host-'));
    const running = await startProduct({
      port: 0,
      dataDirectory: directory,
      database: await database.open(),
      busPrefix: uniqueTestPrefix('dev-mailbox-host'),
      logger: createLogger({ name: 'test', level: 'silent' }),
      ...options,
    });
    started.push({ product: running, database, directory });
    return running;
  }

  afterAll(async () => {
    for (const { product: running, database, directory } of started) {
      await running.stop();
      await database.drop();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('is out of reach by default: the product listens on loopback only', async () => {
    const defaults = parseEnvironment(productEnvironment, {});
    expect(defaults.HOST).toBe('127.0.0.1');
    expect(defaults.DEV_MAILBOX).toBe(false);
    const running = await start({});
    // Shown as localhost, which passkeys need, and listening on 127.0.0.1 alone.
    expect(new URL(running.url).hostname).toBe('localhost');
    await expect(getFrom(otherAddress, `http://${otherAddress}:${running.port}/dev/mailbox`)).rejects.toThrow(
      /ECONNREFUSED/,
    );
    // The machine itself still reads it.
    expect((await getFrom('127.0.0.1', `${running.url}/dev/mailbox`)).status).toBe(200);
  });

  it('is off entirely when the product listens on every address, without the switch', async () => {
    const running = await start({ host: '0.0.0.0' });
    expect(running.devMailboxPage).toBe(false);
    const fromHere = await getFrom('127.0.0.1', `http://127.0.0.1:${running.port}/dev/mailbox`);
    expect(fromHere.status).toBe(404);
    const fromElsewhere = await getFrom(otherAddress, `http://${otherAddress}:${running.port}/dev/mailbox`);
    expect(fromElsewhere.status).toBe(404);
    expect(fromElsewhere.body).not.toContain('Dev mailbox');
  });

  it('is off with a public address that is not this machine, without the switch', async () => {
    const running = await start({ publicUrl: 'https://atelier.example.com' });
    expect(running.devMailboxPage).toBe(false);
    expect((await getFrom('127.0.0.1', `${running.url}/dev/mailbox`)).status).toBe(404);
  });

  it('with the switch, answers this machine only and refuses another host and forwarded requests', async () => {
    const running = await start({ host: '0.0.0.0', devMailbox: true });
    const victim = 'victim@example.com';
    const requested = await fetch(`http://127.0.0.1:${running.port}/user/emailsignup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: victim }),
    });
    expect(requested.status).toBe(200);

    const fromElsewhere = await getFrom(otherAddress, `http://${otherAddress}:${running.port}/dev/mailbox`);
    expect(fromElsewhere.status).toBe(403);
    expect(JSON.parse(fromElsewhere.body)).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
    expect(fromElsewhere.body).not.toContain(victim);

    // A proxy on this machine forwarding someone else's request is not this machine.
    const forwarded = await getFrom('127.0.0.1', `http://127.0.0.1:${running.port}/dev/mailbox`, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).not.toContain(victim);

    const fromHere = await getFrom('127.0.0.1', `http://127.0.0.1:${running.port}/dev/mailbox`);
    expect(fromHere.status).toBe(200);
    expect(fromHere.body).toContain(victim);
  });
});
