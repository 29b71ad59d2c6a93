import { releaseBlobs } from './blobs';
import type { ProjectServiceDependencies } from './dependencies';
import { graphChanges } from './graph-changes';
import { storedChanges } from './mapping';
import { readStoredGraph } from './nodegraph';
import { dailyPointsKeptDays, everySaveKeptDays, versionsToThin } from './thinning';

const dayMilliseconds = 24 * 60 * 60 * 1000;
/** Projects thinned in one run at most; the next run goes on with the rest. */
const projectsPerRun = 500;

export interface ThinningReport {
  projects: number;
  versions: number;
}

type Transaction = Parameters<Parameters<ProjectServiceDependencies['sql']['transaction']>[0]>[0];

/**
 * Thins the histories that need it (`src/thinning.ts` says which versions go): deletes those
 * versions with their node previews, then the preview blobs no other row names. Each project is
 * thinned in one transaction under the lock saves take, so a save never follows a version that is
 * going. What the survivors say stays true: a stretch whose first version went is named by its
 * first version still kept, and a version whose predecessor went says what changed against the
 * version now before it.
 */
export async function thinHistories(dependencies: ProjectServiceDependencies): Promise<ThinningReport> {
  const now = dependencies.clock();
  const everySaveCutoff = new Date(now.getTime() - everySaveKeptDays * dayMilliseconds);
  const dailyCutoff = new Date(now.getTime() - dailyPointsKeptDays * dayMilliseconds);
  // Projects with an unnamed version old enough to go beside another of its day (or week).
  const candidates = await dependencies.sql.query<{ projectId: string }>(
    `SELECT DISTINCT project_id AS "projectId" FROM (
       SELECT project_id, milestone, label,
              created_at <= $2 AS weekly,
              date_trunc(CASE WHEN created_at <= $2 THEN 'week' ELSE 'day' END, created_at AT TIME ZONE 'UTC') AS bucket
         FROM "project"."project_versions" WHERE created_at <= $1) old
      GROUP BY project_id, weekly, bucket
     HAVING count(*) > 1 AND count(*) FILTER (WHERE NOT milestone AND label IS NULL) > 0
      LIMIT $3`,
    [everySaveCutoff, dailyCutoff, projectsPerRun],
  );
  const report: ThinningReport = { projects: 0, versions: 0 };
  for (const { projectId } of candidates.rows) {
    const { deleted, blobKeys } = await dependencies.sql.transaction((transaction) =>
      thinProject(transaction, projectId, now),
    );
    if (deleted === 0) continue;
    report.projects += 1;
    report.versions += deleted;
    await releaseBlobs(dependencies, blobKeys);
  }
  return report;
}

async function thinProject(
  transaction: Transaction,
  projectId: string,
  now: Date,
): Promise<{ deleted: number; blobKeys: Array<string | null> }> {
  const locked = await transaction.query<{ currentId: string | null; state: string }>(
    `SELECT current_project_version_id AS "currentId", state FROM "project"."projects" WHERE id = $1 FOR UPDATE`,
    [projectId],
  );
  const project = locked.rows[0];
  if (!project || project.state === 'duplicating') return { deleted: 0, blobKeys: [] };
  const versions = await transaction.query<{
    id: string;
    createdAt: Date;
    milestone: boolean;
    label: string | null;
    referenced: boolean;
  }>(
    `SELECT v.id, v.created_at AS "createdAt", v.milestone, v.label,
            EXISTS (SELECT 1 FROM "project"."projects" o WHERE o.template_project_version_id = v.id) AS referenced
       FROM "project"."project_versions" v WHERE v.project_id = $1 ORDER BY v.number`,
    [projectId],
  );
  const gone = new Set(
    versionsToThin(
      versions.rows.map((version) => ({ ...version, current: version.id === project.currentId })),
      now,
    ),
  );
  if (gone.size === 0) return { deleted: 0, blobKeys: [] };
  const goneIds = [...gone];
  const keys = await transaction.query<{ key: string | null }>(
    `SELECT preview_blob_key AS key FROM "project"."project_versions" WHERE id = ANY($1::uuid[])
     UNION SELECT blob_key FROM "project"."node_previews" WHERE project_version_id = ANY($1::uuid[])`,
    [goneIds],
  );
  // Node previews go with their versions (ON DELETE CASCADE).
  await transaction.query(`DELETE FROM "project"."project_versions" WHERE id = ANY($1::uuid[])`, [goneIds]);
  await transaction.query(
    `UPDATE "project"."project_versions" v SET stretch_id = first.id
       FROM (SELECT DISTINCT ON (stretch_id) stretch_id, id FROM "project"."project_versions"
              WHERE project_id = $1 AND stretch_id = ANY($2::uuid[]) ORDER BY stretch_id, number) first
      WHERE v.project_id = $1 AND v.stretch_id = first.stretch_id`,
    [projectId, goneIds],
  );
  await summariseAgainstNewPredecessors(
    transaction,
    versions.rows.map((version) => version.id),
    gone,
  );
  return { deleted: gone.size, blobKeys: keys.rows.map((row) => row.key) };
}

/**
 * Each kept version whose predecessor went now follows the kept version before it: its changes
 * are worked out again against that one (none when it is the first, or a graph does not open).
 */
async function summariseAgainstNewPredecessors(
  transaction: Transaction,
  orderedIds: string[],
  gone: ReadonlySet<string>,
): Promise<void> {
  const pairs: Array<{ id: string; before: string | undefined }> = [];
  let lastKept: string | undefined;
  for (let index = 0; index < orderedIds.length; index += 1) {
    const id = orderedIds[index]!;
    if (gone.has(id)) continue;
    if (index > 0 && gone.has(orderedIds[index - 1]!)) pairs.push({ id, before: lastKept });
    lastKept = id;
  }
  if (pairs.length === 0) return;
  const needed = [...new Set(pairs.flatMap((pair) => (pair.before ? [pair.id, pair.before] : [pair.id])))];
  const stored = await transaction.query<{
    id: string;
    nodegraph: Uint8Array;
    encrypted: boolean;
    createdBy: string;
  }>(
    `SELECT id, nodegraph, encrypted, created_by AS "createdBy"
       FROM "project"."project_versions" WHERE id = ANY($1::uuid[])`,
    [needed],
  );
  const graphs = new Map(
    await Promise.all(
      stored.rows.map(
        async (row) => [row.id, await readStoredGraph(row.nodegraph, row.encrypted, row.createdBy)] as const,
      ),
    ),
  );
  for (const pair of pairs) {
    const before = pair.before ? graphs.get(pair.before) : undefined;
    const after = graphs.get(pair.id);
    const changes = before && after ? storedChanges(graphChanges(before, after)) : null;
    await transaction.query(`UPDATE "project"."project_versions" SET changes = $2::jsonb WHERE id = $1`, [
      pair.id,
      changes === null ? null : JSON.stringify(changes),
    ]);
  }
}

/** Runs the thinning now and then every hour until stopped; each run that removed something is logged. */
export function scheduleHistoryThinning(
  dependencies: ProjectServiceDependencies,
  everyMilliseconds = 60 * 60 * 1000,
) {
  const run = () =>
    thinHistories(dependencies).then(
      (report) => {
        if (report.versions > 0) dependencies.logger.info(report, 'old autosaves thinned out');
      },
      (error: unknown) => dependencies.logger.warn({ err: error }, 'thinning project histories failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMilliseconds);
  timer.unref();
  return () => clearInterval(timer);
}
