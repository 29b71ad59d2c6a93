import { isServiceError } from '@atelier/platform';
import { readableProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { readableVersion } from '../versions';

/**
 * Whether the caller may read a project or a project version, by the same rules as GetProject
 * and GetProjectVersionNodegraph, without loading the graph: the gateway's check of a job's
 * target. Anything they cannot read answers NOT_FOUND, like a missing id.
 */
export const checkReadableTarget: RpcFactory<'checkReadableTarget'> =
  (dependencies) => async (request, context) => {
    try {
      const project = await readableProject(dependencies, request.id, context.userId);
      return { projectId: project.id, projectVersionId: '' };
    } catch (error) {
      if (!(isServiceError(error) && error.code === 'NOT_FOUND')) throw error;
    }
    const { version, project } = await readableVersion(dependencies, request.id, context.userId);
    return { projectId: project.id, projectVersionId: version.id };
  };
