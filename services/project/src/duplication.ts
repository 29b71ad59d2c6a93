import { projectNotFound } from './access';
import type { ProjectServiceDependencies } from './dependencies';
import type { Project } from './generated/prisma/client';
import { emptyNodegraph, nodegraphForNewOwner, nodegraphWithFileIds } from './nodegraph';
import { defaultCopyName, distinctCopyName } from './copyName';
import { cleanProjectName } from './projects';

export interface DuplicationRequest {
  source: Project;
  callerId: string;
  /** The version the copy is made from; its number. Unset: the source's current version. */
  fromVersionNumber?: number;
  /**
   * all: the history up to the chosen version (for a whole project: every version), keeping
   * dates; latest: the chosen version alone, as version 1 of the copy.
   */
  mode: 'all' | 'latest';
  name?: string;
  /** The copy's id when the caller chose it (copies for templates); unset: a new one. */
  copyId?: string;
  /** The copy's visibility; unset: private. */
  visibility?: 'private' | 'shared' | 'public';
  /** The copy's template_project_version_id; unset: the source's. */
  templateProjectVersionId?: string;
}

const largestVersionNumber = 2_147_483_647;

/**
 * Makes a new project from an existing one. The owner's own duplicate keeps its folder and,
 * in mode all, its history; a clone of someone else's shared or public project takes the
 * chosen version only, belongs to the caller, sits in no folder and carries the graph
 * re-encrypted for its new owner. Every copy starts private, but for a template's
 * public copy.
 *
 * The copy's row, versions, node previews and files are made in one transaction, so a copy
 * exists whole or not at all: a failure or a crash of the process (the database rolls back an
 * unfinished transaction) leaves nothing behind, where a row committed first used to stay in
 * "duplicating" for ever. Inside the transaction the row says "duplicating" until its versions
 * are in; nobody else sees that state. Preview blobs are shared with the original, not copied.
 * The project's uploaded files are copied as files of the copy's owner (sharing their blobs) and
 * the copied graphs name the new files, so the copy keeps its images when the original goes.
 */
export async function duplicateProject(
  dependencies: ProjectServiceDependencies,
  request: DuplicationRequest,
): Promise<string> {
  const { sql, clock } = dependencies;
  const { source, callerId } = request;
  const isOwn = source.ownerId === callerId;
  const mode = isOwn ? request.mode : 'latest';
  const now = clock();

  const chosenNumber =
    request.fromVersionNumber ??
    (
      await sql.query<{ number: number }>(
        `SELECT coalesce(
           (SELECT number FROM "project"."project_versions" WHERE id = $2),
           (SELECT max(number) FROM "project"."project_versions" WHERE project_id = $1)) AS number`,
        [source.id, source.currentProjectVersionId],
      )
    ).rows[0]?.number;
  if (chosenNumber === undefined || chosenNumber === null) throw projectNotFound();
  // A whole project in mode all takes every version; a version in mode all, those up to it.
  const lowest = mode === 'all' ? 1 : chosenNumber;
  const highest =
    mode === 'latest'
      ? chosenNumber
      : request.fromVersionNumber !== undefined
        ? chosenNumber
        : largestVersionNumber;

  return sql.transaction(async (transaction) => {
    // Holds off a permanent deletion of the original until the copy refers to its blobs.
    const locked = await transaction.query(`SELECT id FROM "project"."projects" WHERE id = $1 FOR SHARE`, [
      source.id,
    ]);
    if (locked.rows.length === 0) throw projectNotFound();
    const name = await copyNameFor(transaction, callerId, request.name, source.name);
    const created = await transaction.query<{ id: string }>(
      `INSERT INTO "project"."projects"
         (id, owner_id, name, state, environment, visibility, category, tags, folder_id, clone_of,
          template_project_version_id, created_at, modified_at)
       VALUES (coalesce($10::uuid, gen_random_uuid()), $1, $2, 'duplicating', $3, $11, $4, $5, $6, $7, $8,
               $9, $9) RETURNING id`,
      [
        callerId,
        name,
        source.environment,
        source.category,
        source.tags,
        isOwn ? source.folderId : null,
        source.id,
        request.templateProjectVersionId ?? source.templateProjectVersionId,
        now,
        request.copyId ?? null,
        request.visibility ?? 'private',
      ],
    );
    const copyId = created.rows[0]!.id;
    await transaction.query(
      `WITH source AS (
         SELECT id, nodegraph, encrypted, presets, preview_blob_key, milestone, label, created_by, created_at,
                stretch_id, changes, row_number() OVER (ORDER BY number)::int AS new_number,
                gen_random_uuid() AS new_id
           FROM "project"."project_versions"
          WHERE project_id = $1 AND number BETWEEN $3 AND $4),
       inserted AS (
         -- A copied history keeps its stretches (naming the copies of their first versions) and its
         -- summaries; a version copied alone is a stretch of its own with nothing before it.
         INSERT INTO "project"."project_versions"
           (id, project_id, number, nodegraph, encrypted, presets, preview_blob_key, milestone, label, created_by,
            created_at, stretch_id, changes)
         SELECT new_id, $2::uuid, new_number, nodegraph, encrypted, presets, preview_blob_key, milestone, label,
                created_by, CASE WHEN $5::boolean THEN created_at ELSE $6::timestamptz END,
                CASE WHEN $5::boolean AND stretch_id IS NOT NULL
                     THEN (SELECT head.new_id FROM source head WHERE head.stretch_id = source.stretch_id
                            ORDER BY head.new_number LIMIT 1)
                     ELSE new_id END,
                CASE WHEN $5::boolean AND new_number > 1 THEN changes END
           FROM source
         RETURNING id, number)
       INSERT INTO "project"."node_previews" (project_version_id, node_id, blob_key)
       SELECT inserted.id, preview.node_id, preview.blob_key
         FROM inserted
         JOIN source ON source.new_number = inserted.number
         JOIN "project"."node_previews" preview ON preview.project_version_id = source.id`,
      [source.id, copyId, lowest, highest, mode === 'all', now],
    );
    if (!isOwn) {
      const original = await transaction.query<{
        nodegraph: Uint8Array;
        encrypted: boolean;
        createdBy: string;
      }>(
        `SELECT nodegraph, encrypted, created_by AS "createdBy" FROM "project"."project_versions"
          WHERE project_id = $1 AND number = $2`,
        [source.id, chosenNumber],
      );
      const row = original.rows[0];
      if (!row) throw projectNotFound();
      const nodegraph = await nodegraphForNewOwner(row.nodegraph, row.encrypted, row.createdBy, callerId);
      await transaction.query(
        `UPDATE "project"."project_versions"
            SET nodegraph = $2, created_by = $3, milestone = false, label = NULL
          WHERE project_id = $1`,
        [copyId, nodegraph, callerId],
      );
    }
    await copyFiles(transaction, source.id, copyId, callerId);
    // The copy's current version is the one made from the chosen version.
    const activated = await transaction.query(
      `UPDATE "project"."projects" p
          SET current_project_version_id = v.id, milestone = v.milestone, state = 'active', modified_at = $4
         FROM "project"."project_versions" v
        WHERE p.id = $1 AND v.project_id = $1
          AND v.number = (SELECT count(*) FROM "project"."project_versions"
                           WHERE project_id = $2 AND number BETWEEN $3 AND $5)
        RETURNING p.id`,
      [copyId, source.id, lowest, now, chosenNumber],
    );
    // A copy without its current version is no copy: rolled back rather than kept half made.
    if (activated.rows.length !== 1) throw projectNotFound();
    return copyId;
  });
}

/**
 * Gives back to their owners the copies an interrupted duplication left in "duplicating": rows
 * committed before their versions by the service before copies were made in one transaction,
 * which nothing could rename or delete. Such a copy goes to Recently Deleted (with an empty
 * first version when it has none, so it opens like any project), where its owner can delete it
 * for good, or restore and rename it, and the 30-day purge takes it otherwise. Returns the ids.
 *
 * Copies are made in one transaction now, so no committed row of a running duplication is ever
 * in "duplicating": every one found is a leftover, whatever its age.
 */
export async function repairInterruptedDuplications(
  dependencies: ProjectServiceDependencies,
): Promise<string[]> {
  const now = dependencies.clock();
  const repaired = await dependencies.sql.transaction(async (transaction) => {
    const stuck = await transaction.query<{ id: string }>(
      `SELECT id FROM "project"."projects" WHERE state = 'duplicating' FOR UPDATE SKIP LOCKED`,
    );
    const ids = stuck.rows.map((row) => row.id);
    if (ids.length === 0) return ids;
    await transaction.query(
      `INSERT INTO "project"."project_versions" (project_id, number, nodegraph, created_by, created_at)
       SELECT p.id, 1, $2, p.owner_id, $3 FROM "project"."projects" p
        WHERE p.id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM "project"."project_versions" v WHERE v.project_id = p.id)`,
      [ids, emptyNodegraph, now],
    );
    await transaction.query(
      `UPDATE "project"."projects" p
          SET state = 'deleted', deleted_at = $2, modified_at = $2,
              current_project_version_id = coalesce(p.current_project_version_id,
                (SELECT v.id FROM "project"."project_versions" v WHERE v.project_id = p.id
                  ORDER BY v.number DESC LIMIT 1))
        WHERE p.id = ANY($1::uuid[])`,
      [ids, now],
    );
    return ids;
  });
  if (repaired.length > 0)
    dependencies.logger.warn(
      { projectIds: repaired },
      'copies left unfinished by an interrupted duplication moved to Recently Deleted',
    );
  return repaired;
}

type Transaction = Parameters<Parameters<ProjectServiceDependencies['sql']['transaction']>[0]>[0];

/**
 * The copy's name: the one asked for, or "<source's name> (copy)", numbered ("(copy 2)") when the
 * owner already has a project of that name, so that the copy can be told from its original in
 * every list. Copies by one owner are named one at a time (a lock for the transaction).
 */
async function copyNameFor(
  transaction: Transaction,
  ownerId: string,
  requested: string | undefined,
  sourceName: string,
): Promise<string> {
  const asked =
    requested === undefined || requested.trim() === ''
      ? defaultCopyName(sourceName)
      : cleanProjectName(requested);
  await transaction.query(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, [`copy-name:${ownerId}`]);
  const names = await transaction.query<{ name: string }>(
    `SELECT name FROM "project"."projects" WHERE owner_id = $1`,
    [ownerId],
  );
  return distinctCopyName(asked, new Set(names.rows.map((row) => row.name)));
}

/**
 * Copies the files uploaded for `sourceId` to `copyId`, owned by `ownerId` and sharing the
 * original blobs, and makes every graph of the copy name the new file ids instead of the old.
 */
async function copyFiles(transaction: Transaction, sourceId: string, copyId: string, ownerId: string) {
  const files = await transaction.query<{ id: string }>(
    `SELECT id FROM "project"."files" WHERE project_id = $1 ORDER BY created_at, id`,
    [sourceId],
  );
  if (files.rows.length === 0) return;
  const renamed = new Map<string, string>();
  for (const { id } of files.rows) {
    const inserted = await transaction.query<{ id: string }>(
      `INSERT INTO "project"."files"
         (owner_id, project_id, blob_key, name, content_type, size, width, height, created_at)
       SELECT $2, $3, blob_key, name, content_type, size, width, height, created_at
         FROM "project"."files" WHERE id = $1
       RETURNING id`,
      [id, ownerId, copyId],
    );
    renamed.set(id, inserted.rows[0]!.id);
  }
  const versions = await transaction.query<{
    id: string;
    nodegraph: Uint8Array;
    encrypted: boolean;
    createdBy: string;
  }>(
    `SELECT id, nodegraph, encrypted, created_by AS "createdBy"
       FROM "project"."project_versions" WHERE project_id = $1`,
    [copyId],
  );
  for (const version of versions.rows) {
    const rewritten = await nodegraphWithFileIds(
      version.nodegraph,
      version.encrypted,
      version.createdBy,
      renamed,
    );
    if (rewritten === undefined) continue;
    await transaction.query(`UPDATE "project"."project_versions" SET nodegraph = $2 WHERE id = $1`, [
      version.id,
      rewritten,
    ]);
  }
}
