import { environmentTypes, parseEnvironment, ServiceError, type SqlClient } from '@atelier/platform';

/**
 * Per-user storage quota for uploaded files. The project service owns the files, so it is the
 * one that counts them: a user's usage is the size of each distinct stored blob among their
 * files, so copies of a file inside their own projects (which share one blob) count once.
 */

const mebibyte = 1024 * 1024;

/** The variable the quota is read from, in MB (mebibytes); 1024 MB unless set. */
export const storageQuotaEnvironment = {
  STORAGE_QUOTA_MB: environmentTypes.positiveInteger(1024),
};

/** The quota in bytes, from the environment; a bad value stops the start naming the variable. */
export function storageQuotaBytesFromEnvironment(
  source: Record<string, string | undefined> = process.env,
): number {
  return parseEnvironment(storageQuotaEnvironment, source).STORAGE_QUOTA_MB * mebibyte;
}

/** Bytes the user's files take: each blob they hold counted once. */
export async function storedBytesOf(sql: SqlClient, ownerId: string): Promise<number> {
  const { rows } = await sql.query<{ used: string }>(
    `SELECT COALESCE(SUM(size), 0)::text AS used
       FROM (SELECT DISTINCT ON (blob_key) size FROM "project"."files" WHERE owner_id = $1) AS blobs`,
    [ownerId],
  );
  return Number(rows[0]?.used ?? 0);
}

export const storageQuotaExceeded = (quotaBytes: number, usedBytes: number, fileBytes: number) =>
  new ServiceError(
    'RESOURCE_EXHAUSTED',
    `This file would exceed your storage quota of ${formatMegabytes(quotaBytes)}: ` +
      `${formatMegabytes(usedBytes)} are in use. Delete files you no longer need and try again.`,
    { reason: 'storage_quota_exceeded', quotaBytes, usedBytes, fileBytes },
  );

/**
 * Within `transaction`, waits for any other upload of the same user to be recorded, then
 * refuses a file of `fileBytes` that would take the user over `quotaBytes`. A blob the user
 * already holds adds nothing. The lock lasts until the transaction ends, so two uploads sent
 * at once cannot both pass on the same remaining space.
 */
export async function assertWithinStorageQuota(
  transaction: SqlClient,
  ownerId: string,
  blobKey: string,
  fileBytes: number,
  quotaBytes: number,
): Promise<void> {
  await transaction.query(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, [`storage-quota:${ownerId}`]);
  const held = await transaction.query(
    `SELECT 1 FROM "project"."files" WHERE owner_id = $1 AND blob_key = $2 LIMIT 1`,
    [ownerId, blobKey],
  );
  if (held.rows.length > 0) return;
  const usedBytes = await storedBytesOf(transaction, ownerId);
  if (usedBytes + fileBytes > quotaBytes) throw storageQuotaExceeded(quotaBytes, usedBytes, fileBytes);
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / mebibyte) * 10) / 10} MB`;
}
