import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { deleteProjectsForGood } from './deleteProjects';

/** DELETE /project/delete/all: empties the caller's Recently Deleted for good. */
export const deleteAllDeletedProjects: RpcFactory<'deleteAllDeletedProjects'> =
  (dependencies) => async (_request, context) => ({
    deletedCount: await deleteProjectsForGood(dependencies, callerOf(context), 'all deleted'),
  });
