import { isUuid } from '@atelier/platform';
import { canRead, projectNotFound } from '../access';
import type { RpcFactory } from '../dependencies';

interface TargetRow {
  projectId: string;
  ownerId: string;
  visibility: string;
  state: string;
  currentProjectVersionId: string | null;
  /** Set when the id named a version. */
  versionId: string | null;
}

/**
 * Whether the caller may read a project or a project version, by the same rules as GetProject
 * (canRead) and GetProjectVersionNodegraph (readableVersion: another user reads only the
 * current version of a shared or public project), in one statement and without loading the
 * graph: the gateway's check of a job's target. Anything they cannot read answers NOT_FOUND,
 * like a missing id.
 */
export const checkReadableTarget: RpcFactory<'checkReadableTarget'> =
  (dependencies) => async (request, context) => {
    if (!isUuid(request.id)) throw projectNotFound();
    const { rows } = await dependencies.sql.query<TargetRow>(
      `SELECT p.id AS "projectId", p.owner_id AS "ownerId", p.visibility, p.state,
              p.current_project_version_id AS "currentProjectVersionId", NULL::uuid AS "versionId"
         FROM "project"."projects" p
        WHERE p.id = $1::uuid
       UNION ALL
       SELECT p.id, p.owner_id, p.visibility, p.state, p.current_project_version_id, v.id
         FROM "project"."project_versions" v
         JOIN "project"."projects" p ON p.id = v.project_id
        WHERE v.id = $1::uuid`,
      [request.id],
    );
    for (const row of rows) {
      if (!canRead(row, context.userId)) continue;
      if (row.versionId === null) return { projectId: row.projectId, projectVersionId: '' };
      if (row.ownerId === context.userId || row.currentProjectVersionId === row.versionId)
        return { projectId: row.projectId, projectVersionId: row.versionId };
    }
    throw projectNotFound();
  };
