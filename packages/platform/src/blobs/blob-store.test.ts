import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryBlobStore, newBlobKey } from './blob-store';
import { describeBlobStoreContract } from './blob-store-contract';

let root: string;
let store: DirectoryBlobStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-blobs-'));
  store = new DirectoryBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describeBlobStoreContract('DirectoryBlobStore', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-blobs-'));
  return {
    store: new DirectoryBlobStore(directory),
    // A write cut off mid-upload leaves its bytes under a temporary name beside the blob.
    async leaveUnfinishedWrite(key) {
      const absolutePath = path.join(directory, ...key.split('/'));
      await mkdir(path.dirname(absolutePath), { recursive: true });
      await writeFile(`${absolutePath}.${randomUUID()}.partial`, 'first bytes');
    },
    close: () => rm(directory, { recursive: true, force: true }),
  };
});

describe('DirectoryBlobStore', () => {
  it('removes the bytes of a write stopped past the size limit from its directory', async () => {
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(
      store.put('uploads/big', body, { contentType: 'image/png', maxBytes: 1000 }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
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
});
