import { callerOf, readableProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { duplicateProject as duplicate } from '../duplication';
import { project } from '@atelier/proto';
import { loadProjectMessage } from '../projects';

/**
 * POST /project/{id}/duplicate?project_versions=all: duplicates one's own project (with its
 * history unless only the latest version is asked for), or clones another user's shared or
 * public one. Cloning needs a signed-in caller; a private project of someone else answers as
 * not found.
 */
export const duplicateProject: RpcFactory<'duplicateProject'> =
  (dependencies) => async (request, context) => {
    const callerId = callerOf(context);
    const source = await readableProject(dependencies, request.projectId, callerId);
    const copyId = await duplicate(dependencies, {
      source,
      callerId,
      mode: request.projectVersions === project.VersionCopyMode.LATEST ? 'latest' : 'all',
      name: request.name,
    });
    return { project: await loadProjectMessage(dependencies.sql, copyId) };
  };
