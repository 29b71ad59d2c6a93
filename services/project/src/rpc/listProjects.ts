import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { projectMessage, projectStates, wordOf, type ProjectRow } from '../mapping';
import { listProjectsQuery } from '../queries';

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
    const { rows } = await sql.query<ProjectRow>(listProjectsQuery, [userId, states, request.excludeFolders]);
    return { projects: rows.map(projectMessage) };
  };
