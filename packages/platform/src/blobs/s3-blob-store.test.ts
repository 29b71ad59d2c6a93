import {
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvironment } from '../config/environment';
import { DirectoryBlobStore } from './blob-store';
import { describeBlobStoreContract } from './blob-store-contract';
import { blobStoreEnvironment, createBlobStore } from './create-blob-store';
import { S3BlobStore } from './s3-blob-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

let server: S3TestServer;
let client: S3Client;
let buckets = 0;

beforeAll(async () => {
  server = await startS3TestServer();
  client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: server.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
});

describeBlobStoreContract('S3BlobStore', async ({ listPageSize, partBytes }) => {
  // A bucket of its own per test, so no test sees another's objects.
  buckets += 1;
  const bucket = `contract-${buckets}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    store: new S3BlobStore({ client, bucket, listPageSize, partBytes }),
    // A write cut off mid-upload leaves a multipart upload with the parts sent so far.
    async leaveUnfinishedWrite(key) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
      await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          PartNumber: 1,
          Body: Buffer.from('first bytes'),
        }),
      );
    },
    close: async () => {},
  };
});

describe('S3BlobStore', () => {
  it('fails its health check when the bucket is missing', async () => {
    const store = new S3BlobStore({ client, bucket: 'no-such-bucket' });
    await expect(store.ping()).rejects.toThrow('The blob bucket no-such-bucket does not exist.');
  });

  it('fails its health check, naming the bucket, when the server cannot be reached', async () => {
    const unreachable = new S3Client({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: server.credentials,
      maxAttempts: 1,
    });
    try {
      const store = new S3BlobStore({ client: unreachable, bucket: 'atelier-test' });
      await expect(store.ping()).rejects.toThrow(/^The blob bucket atelier-test cannot be reached/);
    } finally {
      unreachable.destroy();
    }
  });
});

describe('createBlobStore', () => {
  const settings = (variables: Record<string, string>) => parseEnvironment(blobStoreEnvironment, variables);

  it('keeps blobs in the directory when no bucket is named', async () => {
    expect(await createBlobStore(settings({}), '/data/blobs')).toBeInstanceOf(DirectoryBlobStore);
  });

  it('keeps blobs in the bucket when one is named, reached through its endpoint', async () => {
    const variables = {
      BLOB_S3_BUCKET: 'atelier-test',
      BLOB_S3_ENDPOINT: server.endpoint,
      BLOB_S3_FORCE_PATH_STYLE: 'true',
    };
    const previous = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    // Credentials come the standard AWS way, never from the blob settings.
    process.env.AWS_ACCESS_KEY_ID = server.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = server.credentials.secretAccessKey;
    try {
      const store = await createBlobStore(settings(variables), '/unused');
      expect(store).toBeInstanceOf(S3BlobStore);
      await store.ping();
      await store.put('files/through-settings.txt', Buffer.from('hello'), { contentType: 'text/plain' });
      expect((await store.read('files/through-settings.txt')).toString()).toBe('hello');
    } finally {
      restore('AWS_ACCESS_KEY_ID', previous.id);
      restore('AWS_SECRET_ACCESS_KEY', previous.secret);
    }
  });

  it('refuses a bucket name S3 would refuse', () => {
    expect(() => settings({ BLOB_S3_BUCKET: 'Not A Bucket' })).toThrow(/BLOB_S3_BUCKET/);
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
