import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile, lstat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@atelier/platform';
import { uniqueTestPrefix } from '@atelier/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startProduct } from './product';

// The data at rest of the one-machine product (the embedded database with its write-ahead log,
// uploads, the session secret) must be out of reach of the machine's other accounts, whatever
// umask the product was started with. These tests start the product on embedded PGlite under the
// loosest umask, store data through the API, and measure every file's mode afterwards.

let directories: string[] = [];
let savedUmask = 0;

beforeEach(() => {
  savedUmask = process.umask(0o000);
});

afterEach(async () => {
  process.umask(savedUmask);
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
  directories = [];
});

async function newDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-data-at-rest-'));
  directories.push(directory);
  return directory;
}

/** Every file and folder below `root` whose mode lets an account other than the owner in. */
async function reachableByOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const status = await lstat(entry);
    if (status.isSymbolicLink()) return;
    if ((status.mode & 0o077) !== 0)
      found.push(`${path.relative(root, entry) || '.'} ${(status.mode & 0o777).toString(8)}`);
    if (status.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(root);
  return found;
}

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ name: 'test', level: 'info', destination: stream }), lines };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

// Each test starts the product on a new embedded database, which takes a while on a busy machine.
describe('data at rest', { timeout: 180_000 }, () => {
  it('is owner-only: database, write-ahead log, uploads and secret, even under umask 000', async () => {
    const dataDirectory = path.join(await newDirectory(), 'data');
    const product = await startProduct({
      port: 0,
      dataDirectory,
      busPrefix: uniqueTestPrefix('data_at_rest'),
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
    try {
      // Sign in through the dev mailbox (rows in the database), make a project and upload a file.
      const email = 'owner@example.com';
      expect((await post(`${product.url}/user/emailsignup`, { email })).status).toBe(200);
      const code = /^(\d{4,})$/m.exec(product.devMailbox!.messages().at(-1)!.text)![1]!;
      const signedIn = await post(`${product.url}/user/one_time_password`, { email, oneTimePassword: code });
      expect(signedIn.status).toBe(200);
      const token = (signedIn.body.data?.token ?? signedIn.body.token) as string;
      const authorization = { authorization: `Bearer ${token}` };
      expect((await post(`${product.url}/user/update`, { accepted_terms: true }, authorization)).status).toBe(
        200,
      );
      const created = await post(
        `${product.url}/project/version/create/new`,
        { name: 'Secret' },
        authorization,
      );
      expect(created.status).toBe(201);
      const form = new FormData();
      form.set('project_id', created.body.project.id);
      form.set(
        'file',
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>'], {
          type: 'image/svg+xml',
        }),
        'mark.svg',
      );
      const uploaded = await fetch(`${product.url}/file/create`, {
        method: 'POST',
        headers: authorization,
        body: form,
      });
      expect(uploaded.status).toBe(201);
    } finally {
      await product.stop();
    }

    expect((await stat(dataDirectory)).mode & 0o777).toBe(0o700);
    const blobFiles = await readdir(path.join(dataDirectory, 'blobs'), { recursive: true });
    expect(blobFiles.length).toBeGreaterThan(0);
    const walFiles = await readdir(path.join(dataDirectory, 'postgres', 'pg_wal'));
    expect(walFiles.length).toBeGreaterThan(0);
    expect(await reachableByOthers(dataDirectory)).toEqual([]);
  });

  it('tightens an existing directory with loose modes at start, and says so in the log', async () => {
    const dataDirectory = path.join(await newDirectory(), 'data');
    await mkdir(path.join(dataDirectory, 'blobs', 'uploads'), { recursive: true });
    await chmod(dataDirectory, 0o777);
    await chmod(path.join(dataDirectory, 'blobs'), 0o755);
    await writeFile(path.join(dataDirectory, 'blobs', 'uploads', 'old.png'), 'png', { mode: 0o666 });
    await chmod(path.join(dataDirectory, 'blobs', 'uploads', 'old.png'), 0o666);
    await writeFile(path.join(dataDirectory, 'session-secret'), 'x'.repeat(40), { mode: 0o644 });
    await chmod(path.join(dataDirectory, 'session-secret'), 0o644);
    expect((await reachableByOthers(dataDirectory)).length).toBeGreaterThanOrEqual(4);

    const { logger, lines } = capturingLogger();
    const product = await startProduct({
      port: 0,
      dataDirectory,
      busPrefix: uniqueTestPrefix('data_at_rest'),
      logger,
    });
    await product.stop();

    expect(await reachableByOthers(dataDirectory)).toEqual([]);
    expect((await stat(path.join(dataDirectory, 'blobs', 'uploads', 'old.png'))).mode & 0o777).toBe(0o600);
    const warning = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => String(line.msg).startsWith('data directory:'));
    expect(warning).toMatchObject({ directory: dataDirectory });
    expect(warning!.tightened).toBeGreaterThanOrEqual(4);
  });
});
