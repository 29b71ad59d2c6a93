// One contract for every blob store: what the gateway, the services and the render workers rely
// on must hold for the directory of the one-machine product and for an S3 bucket alike.
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore, ListedBlob } from './blob-store';

export interface BlobStoreUnderTest {
  store: BlobStore;
  /** Leaves behind what a write of `key` that stopped mid-upload leaves (its process died). */
  leaveUnfinishedWrite(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Listings ask for this many keys per request, so a few keys span several pages. */
  listPageSize: number;
  /** Bodies longer than this are written in parts (where the store has parts). */
  partBytes: number;
}

export const contractOptions: ContractOptions = { listPageSize: 3, partBytes: 5 * 1024 * 1024 };

/** Bytes no compression or repetition can fake: a stream of `size` bytes and its SHA-256. */
function generatedBody(size: number, chunkBytes = 64 * 1024): { body: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let seed = 0x9e3779b9;
  for (let offset = 0; offset < size; offset += chunkBytes) {
    const chunk = Buffer.alloc(Math.min(chunkBytes, size - offset));
    for (let index = 0; index < chunk.length; index += 4) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      chunk.writeUInt32LE(seed, index);
    }
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { body: Readable.from(chunks), sha256: hash.digest('hex') };
}

async function sha256Of(readable: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of readable) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function text(readable: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function listed(store: BlobStore, prefix: string): Promise<ListedBlob[]> {
  const blobs: ListedBlob[] = [];
  for await (const blob of store.list(prefix)) blobs.push(blob);
  return blobs.sort((a, b) => a.key.localeCompare(b.key));
}

export function describeBlobStoreContract(
  name: string,
  open: (options: ContractOptions) => Promise<BlobStoreUnderTest>,
): void {
  describe(`${name} (blob store contract)`, () => {
    let underTest: BlobStoreUnderTest;
    let store: BlobStore;
    const inAMinute = () => new Date(Date.now() + 60_000);
    const anHourAgo = () => new Date(Date.now() - 60 * 60_000);

    beforeEach(async () => {
      underTest = await open(contractOptions);
      store = underTest.store;
    });
    afterEach(async () => {
      await underTest.close();
    });

    it('answers its health check', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('stores and returns bytes with their size and content type, as a stream', async () => {
      const stored = await store.put('previews/a.png', Buffer.from('pixels'), { contentType: 'image/png' });
      expect(stored).toEqual({ key: 'previews/a.png', size: 6, contentType: 'image/png' });
      const blob = await store.get('previews/a.png');
      expect(blob).toMatchObject({ key: 'previews/a.png', size: 6, contentType: 'image/png' });
      expect(blob.body).toBeInstanceOf(Readable);
      expect(await text(blob.body)).toBe('pixels');
      expect((await store.read('previews/a.png')).toString()).toBe('pixels');
      expect(await store.exists('previews/a.png')).toBe(true);
    });

    it('stores an empty file, from a buffer or a stream', async () => {
      expect(await store.put('files/empty.txt', Buffer.alloc(0), { contentType: 'text/plain' })).toEqual({
        key: 'files/empty.txt',
        size: 0,
        contentType: 'text/plain',
      });
      await store.put('files/empty-stream.txt', Readable.from([]), { contentType: 'text/plain' });
      for (const key of ['files/empty.txt', 'files/empty-stream.txt']) {
        const blob = await store.get(key);
        expect({ size: blob.size, contentType: blob.contentType }).toEqual({
          size: 0,
          contentType: 'text/plain',
        });
        expect(await text(blob.body)).toBe('');
      }
    });

    it('replaces a blob written again under the same key', async () => {
      await store.put('files/again.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await store.put('files/again.txt', Buffer.from('second!'), { contentType: 'text/markdown' });
      const blob = await store.get('files/again.txt');
      expect({ size: blob.size, contentType: blob.contentType }).toEqual({
        size: 7,
        contentType: 'text/markdown',
      });
      expect(await text(blob.body)).toBe('second!');
    });

    it('streams a body larger than a part in and out byte for byte, leaving no unfinished write', async () => {
      const size = 12 * 1024 * 1024;
      const { body, sha256 } = generatedBody(size);
      const stored = await store.put('files/large.bin', body, {
        contentType: 'application/octet-stream',
        maxBytes: 20 * 1024 * 1024,
      });
      expect(stored.size).toBe(size);
      const blob = await store.get('files/large.bin');
      expect(blob.size).toBe(size);
      expect(await sha256Of(blob.body)).toEqual({ sha256, size });
      expect(await store.removeUnfinishedWrites('files', inAMinute())).toEqual([]);
    });

    it('stops a streamed write past the size limit and keeps nothing of it, even parts already sent', async () => {
      const { body } = generatedBody(contractOptions.partBytes + 2 * 1024 * 1024);
      await expect(
        store.put('uploads/big.bin', body, {
          contentType: 'application/octet-stream',
          maxBytes: contractOptions.partBytes + 1024 * 1024,
        }),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(await store.exists('uploads/big.bin')).toBe(false);
      expect(await listed(store, 'uploads')).toEqual([]);
      expect(await store.removeUnfinishedWrites('uploads', inAMinute())).toEqual([]);
    });

    it('stops a small write past the size limit', async () => {
      const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await expect(
        store.put('uploads/small', body, { contentType: 'image/png', maxBytes: 1000 }),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect(await store.exists('uploads/small')).toBe(false);
    });

    it('answers NOT_FOUND for a missing key and forgets deleted ones', async () => {
      await expect(store.get('nothing/here')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(store.read('nothing/here')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await store.exists('nothing/here')).toBe(false);
      await expect(store.delete('nothing/here')).resolves.toBeUndefined();

      await store.put('x/y', Buffer.from('1'), { contentType: 'text/plain' });
      await store.delete('x/y');
      expect(await store.exists('x/y')).toBe(false);
      await expect(store.get('x/y')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses keys that are no blob key, whatever the call', async () => {
      const badKeys = [
        '../etc/passwd',
        'a/../../b',
        'a/./b',
        '/absolute',
        'a//b',
        'a/',
        '',
        'spaces in/name',
        'files/a.meta.json',
        'files/a.0b7c9a52-3f4e-4d6a-9a1b-2c3d4e5f6a7b.partial',
        `files/${'x'.repeat(520)}`,
      ];
      for (const key of badKeys) {
        const invalid = { code: 'INVALID_ARGUMENT' };
        await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject(
          invalid,
        );
        await expect(store.get(key)).rejects.toMatchObject(invalid);
        await expect(store.read(key)).rejects.toMatchObject(invalid);
        await expect(store.delete(key)).rejects.toMatchObject(invalid);
        await expect(store.removeUnfinishedWrites(key, inAMinute())).rejects.toMatchObject(invalid);
        await expect(listed(store, key)).rejects.toMatchObject(invalid);
      }
    });

    it('lists every complete blob under a prefix across pages, and nothing beside it', async () => {
      const before = Date.now() - 5_000;
      const keys = Array.from(
        { length: 2 * contractOptions.listPageSize + 1 },
        (_, index) => `many/${index}.txt`,
      );
      keys.push('many/deeper/inside.txt');
      for (const key of keys) await store.put(key, Buffer.from(key), { contentType: 'text/plain' });
      await store.put('many-more/not-this.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await store.put('other/not-this.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await underTest.leaveUnfinishedWrite('many/unfinished.txt');

      const blobs = await listed(store, 'many');
      expect(blobs.map((blob) => blob.key)).toEqual([...keys].sort());
      for (const blob of blobs) {
        expect(blob.size).toBe(Buffer.byteLength(blob.key));
        expect(blob.modifiedAt.getTime()).toBeGreaterThan(before);
        expect(blob.modifiedAt.getTime()).toBeLessThan(Date.now() + 5_000);
      }
    });

    it('lists nothing under a prefix nobody wrote to', async () => {
      expect(await listed(store, 'never-written')).toEqual([]);
    });

    it('removes the leftovers of unfinished writes under a prefix older than the cut-off, and only those', async () => {
      await store.put('files/whole.png', Buffer.from('pixels'), { contentType: 'image/png' });
      await underTest.leaveUnfinishedWrite('files/left-behind.png');
      await underTest.leaveUnfinishedWrite('uploads/elsewhere.png');

      expect(await store.removeUnfinishedWrites('files', anHourAgo())).toEqual([]);
      const removed = await store.removeUnfinishedWrites('files', inAMinute());
      expect(removed).toHaveLength(1);
      expect(removed[0]).toMatch(/^files\/left-behind\.png/);
      expect(await store.removeUnfinishedWrites('files', inAMinute())).toEqual([]);

      expect((await store.read('files/whole.png')).toString()).toBe('pixels');
      expect(await store.exists('files/left-behind.png')).toBe(false);
      expect(await store.removeUnfinishedWrites('uploads', inAMinute())).toHaveLength(1);
    });

    it('leaves a write still arriving to a sweep with an older cut-off, and it then completes', async () => {
      const body = new PassThrough();
      const writing = store.put('files/arriving.bin', body, { contentType: 'application/octet-stream' });
      const firstPart = generatedBody(contractOptions.partBytes + 1024);
      for await (const chunk of firstPart.body) body.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(await store.removeUnfinishedWrites('files', anHourAgo())).toEqual([]);

      body.end(Buffer.from('the end'));
      await writing;
      const blob = await store.get('files/arriving.bin');
      expect(blob.size).toBe(contractOptions.partBytes + 1024 + 7);
      const bytes = await store.read('files/arriving.bin');
      expect(bytes.subarray(-7).toString()).toBe('the end');
    });
  });
}
