import { ServiceError } from '@atelier/platform';
import { assertNotDuplicating, callerOf, ownFolder, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadFolderMessage } from '../folders';

/** POST /folder/{folderId}/project/{projectId}: moves one of the caller's projects into a folder. */
export const addProjectToFolder: RpcFactory<'addProjectToFolder'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const folder = await ownFolder(dependencies, request.folderId, userId);
    if (folder.state !== 'active')
      throw new ServiceError('FAILED_PRECONDITION', 'The folder has been deleted.');
    const project = await ownProject(dependencies, request.projectId, userId);
    assertNotDuplicating(project);
    await dependencies.prisma.project.update({ where: { id: project.id }, data: { folderId: folder.id } });
    return { folder: await loadFolderMessage(dependencies, folder.id) };
  };
