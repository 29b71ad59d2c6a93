import { checkUploadKey, ServiceError } from '@atelier/platform';
import { assertNotDuplicating, callerOf, ownProject, projectNotFound } from '../access';
import type { RpcFactory } from '../dependencies';
import { versionMessage, type VersionRow } from '../mapping';
import { acceptUploadedNodegraph } from '../nodegraph';
import { loadProjectMessage } from '../projects';
import { cleanVersionLabel } from '../versions';

/**
 * POST /project/version/create/{projectId}: saves the uploaded graph as a new version and
 * makes it current. Versions are append-only: each save gets the next number under a lock on
 * the project row, so two tabs saving at once both land, one after the other, and no save
 * ever replaces an earlier one.
 */
export const createProjectVersion: RpcFactory<'createProjectVersion'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const key = checkUploadKey(request.nodegraph?.blobKey, 'uploads');
    const project = await ownProject(dependencies, request.projectId, userId);
    assertNotDuplicating(project);
    const label = cleanVersionLabel(request.name);
    const uploaded = await dependencies.blobs.read(key);
    const nodegraph = await acceptUploadedNodegraph(uploaded, request.encrypted, userId);
    const now = dependencies.clock();

    const version = await dependencies.sql.transaction(async (transaction) => {
      const locked = await transaction.query<{ state: string }>(
        `SELECT state FROM "project"."projects" WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
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
      const inserted = await transaction.query<VersionRow>(
        `INSERT INTO "project"."project_versions" AS v
         (project_id, number, nodegraph, encrypted, presets, milestone, label, created_by, created_at)
       SELECT $1::uuid, coalesce(max(number), 0) + 1, $2::bytea, $3::boolean, $4::jsonb, $5::boolean, $6::text,
              $7::uuid, $8::timestamptz
         FROM "project"."project_versions" WHERE project_id = $1
       RETURNING v.id, v.project_id AS "projectId", v.number, v.label, v.milestone, v.encrypted, v.presets,
         v.preview_blob_key AS "previewBlobKey", v.created_by AS "createdBy", v.created_at AS "createdAt",
         octet_length(v.nodegraph) AS "nodegraphSize"`,
        [
          project.id,
          nodegraph.bytes,
          nodegraph.encrypted,
          JSON.stringify(request.presets ?? {}),
          request.milestone,
          label,
          userId,
          now,
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
