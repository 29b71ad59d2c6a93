import { ServiceError } from '@atelier/platform';
import { callerOf, isUuid } from '../access';
import { releaseBlobs } from '../blobs';
import type { ProjectServiceDependencies, RpcFactory } from '../dependencies';

/**
 * Removes projects for good, with their versions, node previews and files, then the blobs no
 * other row refers to. Only the caller's own projects in Recently Deleted qualify.
 */
export async function deleteProjectsForGood(
  dependencies: ProjectServiceDependencies,
  userId: string,
  projectIds: string[] | 'all deleted',
): Promise<number> {
  const { deletedIds, blobKeys } = await dependencies.sql.transaction(async (transaction) => {
    const selected = await transaction.query<{ id: string }>(
      projectIds === 'all deleted'
        ? `SELECT id FROM "project"."projects" WHERE owner_id = $1 AND state = 'deleted' FOR UPDATE`
        : `SELECT id FROM "project"."projects" WHERE owner_id = $1 AND state = 'deleted' AND id = ANY($2::uuid[]) FOR UPDATE`,
      projectIds === 'all deleted' ? [userId] : [userId, projectIds],
    );
    const ids = selected.rows.map((row) => row.id);
    if (ids.length === 0) return { deletedIds: ids, blobKeys: [] };
    const keys = await transaction.query<{ key: string | null }>(
      `SELECT v.preview_blob_key AS key FROM "project"."project_versions" v WHERE v.project_id = ANY($1::uuid[])
       UNION SELECT n.blob_key FROM "project"."node_previews" n
               JOIN "project"."project_versions" v ON v.id = n.project_version_id WHERE v.project_id = ANY($1::uuid[])
       UNION SELECT f.blob_key FROM "project"."files" f WHERE f.project_id = ANY($1::uuid[])`,
      [ids],
    );
    // Versions, node previews and files go with their project (ON DELETE CASCADE); clones of
    // it keep their own copies and lose only the link back (ON DELETE SET NULL).
    await transaction.query(`DELETE FROM "project"."projects" WHERE id = ANY($1::uuid[])`, [ids]);
    return { deletedIds: ids, blobKeys: keys.rows.map((row) => row.key) };
  });
  await releaseBlobs(dependencies, blobKeys);
  return deletedIds.length;
}

/** DELETE /project/delete {project_ids}: permanent, irreversible deletion from Recently Deleted. */
export const deleteProjects: RpcFactory<'deleteProjects'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  if (request.projectIds.length === 0)
    throw new ServiceError('INVALID_ARGUMENT', 'Name at least one project to delete.');
  if (request.projectIds.length > 1000)
    throw new ServiceError('INVALID_ARGUMENT', 'At most 1000 projects can be deleted at once.');
  const ids = request.projectIds.filter(isUuid);
  const deletedCount = ids.length === 0 ? 0 : await deleteProjectsForGood(dependencies, userId, ids);
  return { deletedCount };
};
