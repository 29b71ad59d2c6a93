import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ServiceError } from '../grpc/errors';
import { checkBlobKey, isBlobKey } from './blob-store';
import type { BlobBody, BlobStore, ListedBlob, PutOptions, StoredBlob } from './blob-store';

/** S3's smallest part: every part of a multipart upload but the last is at least this big. */
export const minimumPartBytes = 5 * 1024 * 1024;

/**
 * A client for a bucket of AWS S3 (no endpoint) or of an S3-compatible server. Credentials are the
 * AWS SDK's own chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a web identity token, an
 * instance role...
 */
export function createS3Client(options: {
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the trailing
    // checksums newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /**
   * A body longer than this goes up as a multipart upload in parts of this size, so a large
   * upload is never held whole in memory (at most `partsInFlight` parts are). Default 8 MiB.
   */
  partBytes?: number;
  /** Parts sent at once by one upload. Default 2. */
  partsInFlight?: number;
  /** Keys (or unfinished uploads) asked for per listing request. Default 1000, S3's maximum. */
  listPageSize?: number;
}

/**
 * Blobs as objects of one bucket of S3 or an S3-compatible server (MinIO, Ceph, R2...), with the
 * directory store's keys, errors and limits, so the two can stand in for each other.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partBytes: number;
  private readonly partsInFlight: number;
  private readonly listPageSize: number;

  constructor(options: S3BlobStoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.partBytes = Math.max(minimumPartBytes, options.partBytes ?? 8 * 1024 * 1024);
    this.partsInFlight = Math.max(1, options.partsInFlight ?? 2);
    this.listPageSize = Math.min(1000, Math.max(1, options.listPageSize ?? 1000));
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredBlob> {
    checkBlobKey(key);
    const limit = options.maxBytes ?? Number.POSITIVE_INFINITY;
    let size = 0;
    let tooLarge = false;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of source as AsyncIterable<Buffer | string>) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          size += bytes.length;
          if (size > limit) {
            tooLarge = true;
            throw new ServiceError('INVALID_ARGUMENT', `The file is larger than ${limit} bytes.`);
          }
          yield bytes;
        }
      })(),
      { objectMode: false },
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: this.partBytes,
      queueSize: this.partsInFlight,
      // A failed write aborts its multipart upload, so no parts are left to pay for.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (!source.destroyed) source.destroy();
      if (tooLarge) throw new ServiceError('INVALID_ARGUMENT', `The file is larger than ${limit} bytes.`);
      throw error;
    }
    return { key, size, contentType: options.contentType };
  }

  async get(key: string): Promise<BlobBody> {
    checkBlobKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the SDK answers with the response stream itself: bytes flow as they arrive.
      const body = answer.Body as Readable;
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        body,
      };
    } catch (error) {
      throw notFoundOr(error);
    }
  }

  async read(key: string): Promise<Buffer> {
    const blob = await this.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of blob.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    checkBlobKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkBlobKey(key);
    // Deleting a key that is not there succeeds, as removing a missing file does for the directory.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Fails, with a reason an operator can act on, unless the bucket answers to these credentials. */
  async ping(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'does not exist'
          : status === 403 || status === 401
            ? 'refuses these credentials'
            : `cannot be reached (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`;
      throw new Error(`The blob bucket ${this.bucket} ${reason}.`, { cause: error });
    }
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    checkBlobKey(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${prefix}/`,
          MaxKeys: this.listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        // Objects the store could not have named (put there by other means) are left alone.
        if (!object.Key || !isBlobKey(object.Key)) continue;
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async removeUnfinishedWrites(prefix: string, olderThan: Date): Promise<string[]> {
    checkBlobKey(prefix);
    const removed: string[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: `${prefix}/`,
          MaxUploads: this.listPageSize,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
        if (upload.Initiated.getTime() >= olderThan.getTime()) continue;
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
        } catch (error) {
          // Completed or aborted by its writer since the listing: nothing left to remove.
          if (!isMissing(error)) throw error;
          continue;
        }
        removed.push(upload.Key);
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  const status = statusOf(error);
  // A missing bucket is the store's configuration, not a missing file.
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload' || status === 404;
}

function notFoundOr(error: unknown): unknown {
  return isMissing(error) ? new ServiceError('NOT_FOUND', 'File not found.') : error;
}
