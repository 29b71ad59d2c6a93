import { z } from 'zod';
import { environmentTypes } from '../config/environment';
import { DirectoryBlobStore, type BlobStore } from './blob-store';

/**
 * The settings that put blobs in an S3 bucket instead of a directory, read by every process that
 * stores blobs (the gateway, the services, the render workers). Credentials are not among them:
 * the AWS SDK finds them itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a web identity
 * token, an instance role...).
 */
export const blobStoreEnvironment = {
  // Set: blobs are objects of this bucket, and BLOB_DIR is not used.
  BLOB_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, . or -)',
    )
    .optional(),
  // An S3-compatible server (MinIO, Ceph...); empty: AWS S3 of BLOB_S3_REGION.
  BLOB_S3_ENDPOINT: environmentTypes.optionalUrl(['http', 'https']),
  BLOB_S3_REGION: z.string().min(1).default('us-east-1'),
  // Bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible servers.
  BLOB_S3_FORCE_PATH_STYLE: environmentTypes.flag(false),
  // Uploads longer than this go up in parts of this size (5 at least).
  BLOB_S3_PART_SIZE_MB: z.coerce.number().int().min(5).max(512).default(8),
};

export interface BlobStoreSettings {
  BLOB_S3_BUCKET?: string;
  BLOB_S3_ENDPOINT?: string;
  BLOB_S3_REGION: string;
  BLOB_S3_FORCE_PATH_STYLE: boolean;
  BLOB_S3_PART_SIZE_MB: number;
}

/**
 * The S3 bucket when BLOB_S3_BUCKET is set, else the directory given (BLOB_DIR or its default).
 * Only a process that uses a bucket loads the AWS SDK.
 */
export async function createBlobStore(settings: BlobStoreSettings, directory: string): Promise<BlobStore> {
  if (!settings.BLOB_S3_BUCKET) return new DirectoryBlobStore(directory);
  const { createS3Client, S3BlobStore } = await import('./s3-blob-store');
  return new S3BlobStore({
    client: createS3Client({
      region: settings.BLOB_S3_REGION,
      endpoint: settings.BLOB_S3_ENDPOINT,
      forcePathStyle: settings.BLOB_S3_FORCE_PATH_STYLE,
    }),
    bucket: settings.BLOB_S3_BUCKET,
    partBytes: settings.BLOB_S3_PART_SIZE_MB * 1024 * 1024,
  });
}
