import { ServiceError } from '@atelier/platform';
import { callerOf, ownFolder, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadFolderMessage } from '../folders';

/** DELETE /folder/{folderId}/project/{projectId}: takes a project out of that folder, keeping it. */
export const removeProjectFromFolder: RpcFactory<'removeProjectFromFolder'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const folder = await ownFolder(dependencies, request.folderId, userId);
    const project = await ownProject(dependencies, request.projectId, userId);
    if (project.folderId !== folder.id)
      throw new ServiceError('FAILED_PRECONDITION', 'The project is not in this folder.');
    await dependencies.prisma.project.update({ where: { id: project.id }, data: { folderId: null } });
    return { folder: await loadFolderMessage(dependencies, folder.id) };
  };
