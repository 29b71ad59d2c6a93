import { callerOf, ownerOnly, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { versionColumns, type VersionRow } from '../mapping';
import { versionMessages } from '../versions';

/**
 * GET /project/version/{projectId}?limit&offset: the owner's history of a project, newest first.
 * Someone else's public project is refused with a message about its history, not about changing it.
 */
export const listProjectVersions: RpcFactory<'listProjectVersions'> =
  (dependencies) => async (request, context) => {
    const project = await ownProject(dependencies, request.projectId, callerOf(context), ownerOnly.history);
    const limit = Math.min(Math.max(request.limit || 20, 1), 100);
    const offset = Math.max(request.offset, 0);
    const [rows, total] = await Promise.all([
      dependencies.sql.query<VersionRow>(
        `SELECT ${versionColumns} FROM "project"."project_versions" v
        WHERE v.project_id = $1 ORDER BY v.number DESC LIMIT $2 OFFSET $3`,
        [project.id, limit, offset],
      ),
      dependencies.prisma.projectVersion.count({ where: { projectId: project.id } }),
    ]);
    return {
      versions: await versionMessages(dependencies, rows.rows),
      total,
      currentProjectVersionId: project.currentProjectVersionId ?? undefined,
    };
  };
