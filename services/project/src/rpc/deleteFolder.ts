import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { folderTreeQuery } from '../folders';

/**
 * DELETE /folder/{id}?include_projects: removes a folder and the folders inside it. Their
 * projects either go to Recently Deleted with them (include_projects) or stay, taken out of
 * the folder; nothing is deleted for good.
 */
export const deleteFolder: RpcFactory<'deleteFolder'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  const folder = await ownFolder(dependencies, request.folderId, userId);
  const now = dependencies.clock();
  await dependencies.sql.transaction(async (transaction) => {
    const tree = await transaction.query<{ id: string }>(folderTreeQuery, [folder.id, userId]);
    const ids = tree.rows.map((row) => row.id);
    if (request.includeProjects) {
      await transaction.query(
        `UPDATE "project"."projects" SET state = 'deleted', deleted_at = $3, modified_at = $3
          WHERE folder_id = ANY($1::uuid[]) AND owner_id = $2 AND state IN ('active', 'draft')`,
        [ids, userId, now],
      );
    }
    await transaction.query(
      `UPDATE "project"."projects" SET folder_id = NULL WHERE folder_id = ANY($1::uuid[]) AND owner_id = $2`,
      [ids, userId],
    );
    await transaction.query(`DELETE FROM "project"."folders" WHERE id = ANY($1::uuid[]) AND owner_id = $2`, [
      ids,
      userId,
    ]);
  });
  return {};
};
