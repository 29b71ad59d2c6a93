import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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
