import { project as proto } from '@atelier/proto';
import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { duplicateProject } from '../duplication';
import { loadProjectMessage } from '../projects';
import { readableVersion } from '../versions';

/**
 * POST /project/version/{id}/duplicate?project_versions=all: a new project made from a
 * version, with the history up to it (all) or the version alone.
 */
export const duplicateProjectVersion: RpcFactory<'duplicateProjectVersion'> =
  (dependencies) => async (request, context) => {
    const callerId = callerOf(context);
    const { version, project } = await readableVersion(dependencies, request.projectVersionId, callerId);
    const copyId = await duplicateProject(dependencies, {
      source: project,
      callerId,
      fromVersionNumber: version.number,
      mode: request.projectVersions === proto.VersionCopyMode.LATEST ? 'latest' : 'all',
      name: request.name,
    });
    return { project: await loadProjectMessage(dependencies.sql, copyId) };
  };
