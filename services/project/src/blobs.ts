import type { ProjectServiceDependencies } from './dependencies';

/**
 * Deletes the blobs among `keys` that no row refers to any more. Blobs are immutable and
 * shared: a duplicated project or file points at its original's preview and file blobs, so a
 * blob may go only when its last reference went. Called after the rows were changed; a blob
 * that cannot be deleted is logged and left behind, never an error for the caller.
 */
export async function releaseBlobs(
  { sql, blobs, logger }: ProjectServiceDependencies,
  keys: Iterable<string | null | undefined>,
): Promise<void> {
  const candidates = [
    ...new Set([...keys].filter((key): key is string => typeof key === 'string' && key !== '')),
  ];
  if (candidates.length === 0) return;
  for (const key of await unreferencedBlobKeys(sql, candidates)) {
    await blobs.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'blob not deleted'));
  }
}

/** The keys among `keys` that no version preview, node preview or file of any project names. */
export async function unreferencedBlobKeys(
  sql: ProjectServiceDependencies['sql'],
  keys: string[],
): Promise<string[]> {
  const { rows } = await sql.query<{ key: string }>(
    `SELECT candidate AS key FROM unnest($1::text[]) AS candidate
      WHERE NOT EXISTS (SELECT 1 FROM "project"."project_versions" WHERE preview_blob_key = candidate)
        AND NOT EXISTS (SELECT 1 FROM "project"."node_previews" WHERE blob_key = candidate)
        AND NOT EXISTS (SELECT 1 FROM "project"."files" WHERE blob_key = candidate)`,
    [keys],
  );
  return rows.map((row) => row.key);
}

/** Reads an uploaded blob and removes it: the bytes now live with the row that took them. */
export async function takeUploadedBlob(
  dependencies: ProjectServiceDependencies,
  key: string,
): Promise<Buffer> {
  const bytes = await dependencies.blobs.read(key);
  await dependencies.blobs
    .delete(key)
    .catch((error: unknown) => dependencies.logger.warn({ err: error, key }, 'uploaded blob not deleted'));
  return bytes;
}
