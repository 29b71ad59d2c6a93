import { ServiceError } from '@atelier/platform';
import { callerOf, folderNotFound, isUuid } from '../access';
import type { RpcFactory } from '../dependencies';
import { folderTreeQuery, loadFolderMessage } from '../folders';

/**
 * POST /folder/{id}/parent/{parentId}: moves a folder under another of the caller's folders.
 * A folder cannot go under itself or anything inside it. The caller's folders are locked
 * while checking, so two moves at once cannot together make a loop.
 */
export const setFolderParent: RpcFactory<'setFolderParent'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  if (!isUuid(request.folderId) || !isUuid(request.parentFolderId)) throw folderNotFound();
  await dependencies.sql.transaction(async (transaction) => {
    const folders = await transaction.query<{ id: string; state: string }>(
      `SELECT id, state FROM "project"."folders" WHERE owner_id = $1 ORDER BY id FOR UPDATE`,
      [userId],
    );
    const folder = folders.rows.find((row) => row.id === request.folderId);
    const parent = folders.rows.find((row) => row.id === request.parentFolderId);
    if (!folder || !parent) throw folderNotFound();
    if (parent.state !== 'active')
      throw new ServiceError('FAILED_PRECONDITION', 'The folder has been deleted.');
    const tree = await transaction.query<{ id: string }>(folderTreeQuery, [folder.id, userId]);
    if (tree.rows.some((row) => row.id === parent.id))
      throw new ServiceError(
        'FAILED_PRECONDITION',
        'A folder cannot be moved into itself or one of its subfolders.',
      );
    await transaction.query(`UPDATE "project"."folders" SET parent_id = $2 WHERE id = $1`, [
      folder.id,
      parent.id,
    ]);
  });
  return { folder: await loadFolderMessage(dependencies, request.folderId) };
};
