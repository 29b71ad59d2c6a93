import { ServiceError } from '@atelier/platform';
import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { cleanFolderName, loadFolderMessage } from '../folders';

/** POST /folder {name}, or POST /folder/{id}/child {name} inside one of the caller's folders. */
export const createFolder: RpcFactory<'createFolder'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  const name = cleanFolderName(request.name);
  if (request.parentFolderId !== undefined) {
    const parent = await ownFolder(dependencies, request.parentFolderId, userId);
    if (parent.state !== 'active')
      throw new ServiceError('FAILED_PRECONDITION', 'The folder has been deleted.');
  }
  const folder = await dependencies.prisma.folder.create({
    data: {
      ownerId: userId,
      name,
      parentId: request.parentFolderId ?? null,
      createdAt: dependencies.clock(),
    },
  });
  return { folder: await loadFolderMessage(dependencies, folder.id) };
};
