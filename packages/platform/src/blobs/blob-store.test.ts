import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryBlobStore, newBlobKey } from './blob-store';

let root: string;
let store: DirectoryBlobStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-blobs-'));
  store = new DirectoryBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function text(readable: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('DirectoryBlobStore', () => {
  it('stores and returns bytes with their size and content type', async () => {
    const stored = await store.put('previews/a.png', Buffer.from('pixels'), { contentType: 'image/png' });
    expect(stored).toEqual({ key: 'previews/a.png', size: 6, contentType: 'image/png' });
    const blob = await store.get('previews/a.png');
    expect(blob.contentType).toBe('image/png');
    expect(blob.size).toBe(6);
    expect(await text(blob.body)).toBe('pixels');
    expect(await store.exists('previews/a.png')).toBe(true);
  });

  it('streams a body and stops, keeping nothing, past the size limit', async () => {
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(
      store.put('uploads/big', body, { contentType: 'image/png', maxBytes: 1000 }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await store.exists('uploads/big')).toBe(false);
    expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
  });

  it('refuses keys that would leave its directory', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
    }
  });

  it('answers NOT_FOUND for a missing key and forgets deleted ones', async () => {
    await expect(store.get('nothing/here')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await store.put('x/y', Buffer.from('1'), { contentType: 'text/plain' });
    await store.delete('x/y');
    expect(await store.exists('x/y')).toBe(false);
  });

  it('makes keys under a prefix with a cleaned extension', () => {
    expect(newBlobKey('files', 'P.N/G')).toMatch(/^files\/[0-9a-f-]{36}\.png$/);
    expect(newBlobKey('jobs')).toMatch(/^jobs\/[0-9a-f-]{36}$/);
  });
});

describe('DirectoryBlobStore listing and unfinished writes', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const twoDaysAgo = new Date('2026-11-23T12:00:00Z');
  const oneDayAgo = new Date('2026-11-24T12:00:00Z');
  const partialSuffix = '.0b7c9a52-3f4e-4d6a-9a1b-2c3d4e5f6a7b.partial';

  /** Writes a file below the root by hand and sets its modification time. */
  async function place(relativePath: string, modifiedAt: Date, content = 'x') {
    const absolutePath = path.join(root, ...relativePath.split('/'));
    await mkdir(path.dirname(absolutePath), { recursive: true });
    await writeFile(absolutePath, content);
    await utimes(absolutePath, modifiedAt, modifiedAt);
  }

  async function filesBelow(prefix: string): Promise<string[]> {
    return (await readdir(path.join(root, prefix))).sort();
  }

  it('lists the complete blobs of one prefix with their size and time, and nothing else', async () => {
    await place('files/kept.png', twoDaysAgo, 'pixels');
    await place('files/kept.png.meta.json', twoDaysAgo);
    await place('files/kept.png' + partialSuffix, twoDaysAgo);
    await place('files/lonely.meta.json', twoDaysAgo);
    await place('files/Bad Name', twoDaysAgo);
    await place('previews/other.png', twoDaysAgo);

    const listed = [];
    for await (const blob of store.list('files')) listed.push(blob);
    expect(listed).toEqual([{ key: 'files/kept.png', size: 6, modifiedAt: twoDaysAgo }]);
  });

  it('lists nothing under a prefix nobody wrote to', async () => {
    const listed = [];
    for await (const blob of store.list('never-written')) listed.push(blob);
    expect(listed).toEqual([]);
  });

  it('removes unfinished bytes and descriptions without a blob older than the cut-off, and only those', async () => {
    await place('files/old-upload.png' + partialSuffix, twoDaysAgo);
    await place('files/fresh-upload.png' + partialSuffix, now);
    await place('files/gone.png.meta.json', twoDaysAgo);
    await place('files/gone-just-now.png.meta.json', now);
    await place('files/whole.png', twoDaysAgo);
    await place('files/whole.png.meta.json', twoDaysAgo);
    await place('uploads/elsewhere.json' + partialSuffix, twoDaysAgo);

    const removed = await store.removeUnfinishedWrites('files', oneDayAgo);

    expect(removed.sort()).toEqual(['files/gone.png.meta.json', 'files/old-upload.png' + partialSuffix]);
    expect(await filesBelow('files')).toEqual([
      'fresh-upload.png' + partialSuffix,
      'gone-just-now.png.meta.json',
      'whole.png',
      'whole.png.meta.json',
    ]);
    expect(await filesBelow('uploads')).toEqual(['elsewhere.json' + partialSuffix]);
  });

  it('leaves the bytes of an upload still arriving, which then completes', async () => {
    const body = new PassThrough();
    const writing = store.put('files/arriving.png', body, { contentType: 'image/png' });
    body.write(Buffer.from('first half '));
    // The upload's bytes are on disk under a temporary name before the sweep runs.
    while (
      !(await readdir(path.join(root, 'files')).catch(() => [])).some((name) => name.endsWith('.partial'))
    )
      await new Promise((resolve) => setImmediate(resolve));

    expect(await store.removeUnfinishedWrites('files', new Date(Date.now() - 60 * 60 * 1000))).toEqual([]);

    body.end(Buffer.from('second half'));
    await writing;
    expect((await store.read('files/arriving.png')).toString()).toBe('first half second half');
  });

  it('refuses keys named like its own files beside a blob', async () => {
    for (const key of ['files/a.meta.json', 'files/a' + partialSuffix]) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
    }
  });
});
