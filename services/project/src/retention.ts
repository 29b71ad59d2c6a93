import { recentlyDeletedRetentionDays } from '@atelier/contracts';
import type { ProjectServiceDependencies } from './dependencies';
import { deleteProjectsForGood } from './rpc/deleteProjects';

const dayMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Deletes for good the projects that have been in Recently Deleted longer than the retention
 * period, as the projects screen tells people it will. Returns how many went.
 */
export async function purgeExpiredDeletedProjects(dependencies: ProjectServiceDependencies): Promise<number> {
  const cutoff = new Date(dependencies.clock().getTime() - recentlyDeletedRetentionDays * dayMilliseconds);
  const { rows } = await dependencies.sql.query<{ ownerId: string; ids: string[] }>(
    `SELECT owner_id AS "ownerId", array_agg(id::text) AS ids FROM "project"."projects"
      WHERE state = 'deleted' AND deleted_at < $1 GROUP BY owner_id`,
    [cutoff],
  );
  let purged = 0;
  for (const row of rows) purged += await deleteProjectsForGood(dependencies, row.ownerId, row.ids);
  return purged;
}

/** Runs the purge now and then every hour until stopped; a failed run is logged and retried later. */
export function schedulePurge(dependencies: ProjectServiceDependencies, everyMilliseconds = 60 * 60 * 1000) {
  const run = () =>
    purgeExpiredDeletedProjects(dependencies).then(
      (purged) => {
        if (purged > 0) dependencies.logger.info({ purged }, 'expired projects deleted for good');
      },
      (error: unknown) => dependencies.logger.warn({ err: error }, 'purging expired projects failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMilliseconds);
  timer.unref();
  return () => clearInterval(timer);
}
