import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ServiceError } from '../grpc/errors';
import { kindOfFile, removeUnfinishedFiles, walkFiles } from './directory-walk';

export interface StoredBlob {
  key: string;
  size: number;
  contentType: string;
}

export interface BlobBody extends StoredBlob {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /** The write stops and nothing is kept once more than this many bytes arrive. */
  maxBytes?: number;
}

/** A complete blob as a listing sees it. */
export interface ListedBlob {
  key: string;
  size: number;
  /** When its bytes were last written: the end of its upload. */
  modifiedAt: Date;
}

/** Where uploaded files, previews and job outputs live: a directory here, S3 in a cluster. */
export interface BlobStore {
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredBlob>;
  get(key: string): Promise<BlobBody>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Every complete blob whose key lies under `prefix` (a first key part such as `files`), in no
   * particular order, so the service that owns the prefix can find blobs no row refers to.
   * (S3: ListObjectsV2 with that prefix.)
   */
  list(prefix: string): AsyncIterable<ListedBlob>;
  /**
   * Removes what writes under `prefix` that never finished left behind, last touched before
   * `olderThan`, and answers what went. A write still under way keeps touching its leftovers,
   * so a cut-off older than the longest upload never removes one. (S3: abort the multipart
   * uploads under the prefix initiated before the cut-off.)
   */
  removeUnfinishedWrites(prefix: string, olderThan: Date): Promise<string[]>;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Keys are made here, never from user input, so a file name can never choose where bytes land. */
export function newBlobKey(prefix: string, extension = ''): string {
  const cleanExtension = extension.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return `${prefix}/${randomUUID()}${cleanExtension ? `.${cleanExtension}` : ''}`;
}

/** Refuses, as INVALID_ARGUMENT, a key no store may hold; every store checks keys alike. */
export function checkBlobKey(key: string): void {
  if (
    !keyPattern.test(key) ||
    key.length > 512 ||
    key.split('/').some((part) => part === '..' || part === '.') ||
    // The directory store's own file names beside a blob; a key like them would be swept as one.
    kindOfFile(key) !== 'blob'
  ) {
    throw new ServiceError('INVALID_ARGUMENT', `Invalid blob key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}

const ownerOnlyFileMode = 0o600;
const ownerOnlyDirectoryMode = 0o700;

/** A directory of files with a small JSON sidecar for the content type; writes are atomic (temp + rename). */
export class DirectoryBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    checkBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredBlob> {
    const target = this.pathOf(key);
    // Uploads are the users' own files: readable by the product's account alone, whatever the umask.
    await mkdir(path.dirname(target), { recursive: true, mode: ownerOnlyDirectoryMode });
    const temporary = `${target}.${randomUUID()}.partial`;
    let size = 0;
    const limit = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // A new file: the umask can only take bits away from 0600, never add any.
    const handle = await open(temporary, 'w', ownerOnlyFileMode);
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > limit)
              throw new ServiceError('INVALID_ARGUMENT', `The file is larger than ${limit} bytes.`);
            yield chunk;
          }
        },
        handle.createWriteStream(),
      );
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType, size }), {
        mode: ownerOnlyFileMode,
      });
      // The mode above applies only when the sidecar is new; one left by an earlier store of the
      // same key keeps its own mode unless set.
      await chmod(`${target}.meta.json`, ownerOnlyFileMode);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    } finally {
      await handle.close().catch(() => {});
    }
    return { key, size, contentType: options.contentType };
  }

  private async metadata(key: string): Promise<StoredBlob> {
    const target = this.pathOf(key);
    try {
      const [meta, info] = await Promise.all([readFile(`${target}.meta.json`, 'utf8'), stat(target)]);
      const parsed = JSON.parse(meta) as { contentType?: string };
      return { key, size: info.size, contentType: parsed.contentType ?? 'application/octet-stream' };
    } catch {
      throw new ServiceError('NOT_FOUND', 'File not found.');
    }
  }

  async get(key: string): Promise<BlobBody> {
    const meta = await this.metadata(key);
    return { ...meta, body: createReadStream(this.pathOf(key)) };
  }

  async read(key: string): Promise<Buffer> {
    await this.metadata(key);
    return readFile(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.metadata(key);
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await stat(this.root);
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    for await (const file of walkFiles(this.root, this.pathOf(prefix))) {
      // Files the store did not name (put there by hand) are no blobs of its and are left alone.
      if (kindOfFile(file.relativePath) !== 'blob' || !isBlobKey(file.relativePath)) continue;
      yield { key: file.relativePath, size: file.size, modifiedAt: file.modifiedAt };
    }
  }

  async removeUnfinishedWrites(prefix: string, olderThan: Date): Promise<string[]> {
    return removeUnfinishedFiles(this.root, this.pathOf(prefix), olderThan);
  }
}

/** Whether a name found in a store is a key it could have written. */
export function isBlobKey(candidate: string): boolean {
  try {
    checkBlobKey(candidate);
    return true;
  } catch {
    return false;
  }
}
