import { callerOf, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadProjectMessage } from '../projects';

/** DELETE /folder/project/{id}: takes a project out of whichever folder holds it, keeping it. */
export const clearProjectFolder: RpcFactory<'clearProjectFolder'> =
  (dependencies) => async (request, context) => {
    const project = await ownProject(dependencies, request.projectId, callerOf(context));
    await dependencies.prisma.project.update({ where: { id: project.id }, data: { folderId: null } });
    return { project: await loadProjectMessage(dependencies.sql, project.id) };
  };
