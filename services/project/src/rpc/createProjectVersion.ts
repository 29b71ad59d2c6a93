import { randomUUID } from 'node:crypto';
import { checkUploadKey, ServiceError } from '@atelier/platform';
import { assertNotDuplicating, callerOf, ownProject, projectNotFound } from '../access';
import type { RpcFactory } from '../dependencies';
import { graphChanges } from '../graph-changes';
import { storedChanges, versionColumns, versionMessage, type VersionRow } from '../mapping';
import { acceptUploadedNodegraph, readStoredGraph } from '../nodegraph';
import { loadProjectMessage } from '../projects';
import { continuedStretch, type PreviousSave } from '../stretches';
import { cleanEditingSession, cleanVersionLabel } from '../versions';

/**
 * POST /project/version/create/{projectId}: saves the uploaded graph as a new version and
 * makes it current. Versions are append-only: each save gets the next number under a lock on
 * the project row, so two tabs saving at once both land, one after the other, and no save
 * ever replaces an earlier one. Each save records what it changed against the version it follows
 * and the editing stretch it belongs to (`src/stretches.ts`), so the history can fold a run of
 * autosaves into one entry with a summary.
 */
export const createProjectVersion: RpcFactory<'createProjectVersion'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const key = checkUploadKey(request.nodegraph?.blobKey, 'uploads');
    const project = await ownProject(dependencies, request.projectId, userId);
    assertNotDuplicating(project);
    const label = cleanVersionLabel(request.name);
    const editingSession = cleanEditingSession(request.editingSession);
    const uploaded = await dependencies.blobs.read(key);
    const nodegraph = await acceptUploadedNodegraph(uploaded, request.encrypted, userId);
    const now = dependencies.clock();

    const version = await dependencies.sql.transaction(async (transaction) => {
      const locked = await transaction.query<{ state: string; currentId: string | null }>(
        `SELECT state, current_project_version_id AS "currentId" FROM "project"."projects"
          WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
        [project.id, userId],
      );
      const state = locked.rows[0]?.state;
      if (state === undefined) throw projectNotFound();
      if (state === 'deleted')
        throw new ServiceError(
          'FAILED_PRECONDITION',
          'The project is in Recently Deleted. Restore it before saving.',
        );
      assertNotDuplicating({ state });
      // The version this save follows: the current one, read under the lock (of two saves at
      // once, the second follows the first), or the newest when a project has no current version.
      const previous = (
        await transaction.query<PreviousSave & { nodegraph: Uint8Array; encrypted: boolean }>(
          `SELECT v.id, v.stretch_id AS "stretchId", v.created_by AS "createdBy",
                  v.editing_session AS "editingSession", v.created_at AS "createdAt", v.milestone, v.label,
                  v.nodegraph, v.encrypted
             FROM "project"."project_versions" v
            WHERE v.project_id = $1 AND ($2::uuid IS NULL OR v.id = $2::uuid)
            ORDER BY v.number DESC
            LIMIT 1`,
          [project.id, locked.rows[0]!.currentId],
        )
      ).rows[0];
      const id = randomUUID();
      const stretchId =
        continuedStretch(
          previous,
          { createdBy: userId, editingSession, createdAt: now, milestone: request.milestone, label },
          dependencies.history.pauseMilliseconds,
        ) ?? id;
      const before = previous
        ? await readStoredGraph(previous.nodegraph, previous.encrypted, previous.createdBy)
        : undefined;
      const changes = before ? storedChanges(graphChanges(before, nodegraph.graph)) : null;
      const inserted = await transaction.query<VersionRow>(
        `INSERT INTO "project"."project_versions" AS v
         (id, project_id, number, nodegraph, encrypted, presets, milestone, label, created_by, created_at,
          editing_session, stretch_id, changes)
       SELECT $9::uuid, $1::uuid, coalesce(max(number), 0) + 1, $2::bytea, $3::boolean, $4::jsonb, $5::boolean,
              $6::text, $7::uuid, $8::timestamptz, $10::text, $11::uuid, $12::jsonb
         FROM "project"."project_versions" WHERE project_id = $1
       RETURNING ${versionColumns}`,
        [
          project.id,
          nodegraph.bytes,
          nodegraph.encrypted,
          JSON.stringify(request.presets ?? {}),
          request.milestone,
          label,
          userId,
          now,
          id,
          editingSession === '' ? null : editingSession,
          stretchId,
          changes === null ? null : JSON.stringify(changes),
        ],
      );
      const row = inserted.rows[0]!;
      await transaction.query(
        `UPDATE "project"."projects" SET current_project_version_id = $2, milestone = $3, modified_at = $4 WHERE id = $1`,
        [project.id, row.id, row.milestone, now],
      );
      return row;
    });
    return {
      version: versionMessage(version),
      project: await loadProjectMessage(dependencies.sql, project.id),
    };
  };
