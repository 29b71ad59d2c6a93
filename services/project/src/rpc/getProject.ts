import { readableProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadProjectMessage } from '../projects';

/** GET /project/{id}: owners see their own projects in any state, others public or shared active ones. */
export const getProject: RpcFactory<'getProject'> = (dependencies) => async (request, context) => {
  const project = await readableProject(dependencies, request.projectId, context.userId);
  return { project: await loadProjectMessage(dependencies.sql, project.id) };
};
