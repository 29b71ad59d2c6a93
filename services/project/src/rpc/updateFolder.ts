import { ServiceError } from '@atelier/platform';
import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { cleanFolderName, loadFolderMessage } from '../folders';
import { folderStates, wordOf } from '../mapping';

/** PUT /folder/{id} {state, name}: renames a folder, or moves it to deleted and back. */
export const updateFolder: RpcFactory<'updateFolder'> = (dependencies) => async (request, context) => {
  const folder = await ownFolder(dependencies, request.folderId, callerOf(context));
  const state = request.state === undefined ? undefined : wordOf(folderStates, request.state);
  if (request.state !== undefined && !state)
    throw new ServiceError('INVALID_ARGUMENT', 'A folder is either active or deleted.');
  await dependencies.prisma.folder.update({
    where: { id: folder.id },
    data: { state, name: request.name === undefined ? undefined : cleanFolderName(request.name) },
  });
  return { folder: await loadFolderMessage(dependencies, folder.id) };
};
