import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { projectMessage, projectStates, wordOf, type ProjectRow } from '../mapping';
import { listProjectsJsonQuery, listProjectsQuery } from '../queries';

/**
 * GET /project/read-all: the caller's projects. Without a state: active and draft ones, and
 * any duplicate still being made; state=deleted lists Recently Deleted.
 */
export const listProjects: RpcFactory<'listProjects'> =
  ({ sql }) =>
  async (request, context) => {
    const userId = callerOf(context);
    const state = wordOf(projectStates, request.state);
    const states = state ? [state] : ['active', 'draft', 'duplicating'];
    const parameters = [userId, states, request.excludeFolders];
    if (request.asJson) {
      const { rows } = await sql.query<{ projects: string }>(listProjectsJsonQuery, parameters);
      return { projects: [], projectsJson: Buffer.from(rows[0]?.projects ?? '[]') };
    }
    const { rows } = await sql.query<ProjectRow>(listProjectsQuery, parameters);
    return { projects: rows.map(projectMessage), projectsJson: Buffer.alloc(0) };
  };
