import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadFolderMessage } from '../folders';

/** DELETE /folder/{id}/parent: makes a folder top-level. */
export const clearFolderParent: RpcFactory<'clearFolderParent'> =
  (dependencies) => async (request, context) => {
    const folder = await ownFolder(dependencies, request.folderId, callerOf(context));
    await dependencies.prisma.folder.update({ where: { id: folder.id }, data: { parentId: null } });
    return { folder: await loadFolderMessage(dependencies, folder.id) };
  };
