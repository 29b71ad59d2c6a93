import type { Bus, Logger, SqlClient, WorkQueue } from '@atelier/platform';

/** What one message on the render queue says: which job, and for which of its attempts. */
export interface RenderQueueItem {
  jobId: string;
  attempt: number;
}

/** The enqueue id of an attempt: the queue drops a second copy of it within its dedup window. */
export function renderItemId(item: RenderQueueItem): string {
  return `${item.jobId}:${item.attempt}`;
}

export interface DispatchResources {
  sql: SqlClient;
  queue: WorkQueue;
  bus: Bus;
  logger: Logger;
  clock: () => Date;
  /** How many of one owner's jobs may be on the queue or running at once. */
  userConcurrency: number;
}

/**
 * Fair share: puts the owner's oldest queued jobs that wait their turn on the render queue, as
 * many as keep the owner's jobs on the queue or running at `userConcurrency`. One user's
 * thousand queued jobs therefore hold at most that many places in the queue, and another
 * user's job is dispatched the moment it is started.
 *
 * The count and the pick run under a lock per owner, so two dispatches at once (a start and a
 * completion, or two replicas of the service) cannot both fill the same free place. The
 * messages are sent after the commit; one whose send fails is handed back to the waiting
 * jobs and sent again by the next dispatch.
 */
export async function dispatchQueuedJobs(
  resources: DispatchResources,
  ownerId: string,
): Promise<RenderQueueItem[]> {
  const { sql, queue, logger, clock, userConcurrency } = resources;
  const picked = await sql.transaction(async (transaction) => {
    await transaction.query(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, [`job-dispatch:${ownerId}`]);
    // Counted and picked in one statement, after the lock, so it sees every dispatch committed
    // before.
    const dispatched = await transaction.query<{ id: string; attempts: number }>(
      `UPDATE "job"."jobs" SET dispatched_at = $2::timestamptz
        WHERE id IN (
          SELECT id FROM "job"."jobs"
           WHERE owner_id = $1::uuid AND state = 'queued' AND dispatched_at IS NULL
           ORDER BY queued_at ASC NULLS FIRST, created_at ASC, id ASC
           LIMIT GREATEST(0, $3::int - (
             SELECT count(*)::int FROM "job"."jobs"
              WHERE owner_id = $1::uuid
                AND (state = 'inprogress' OR (state = 'queued' AND dispatched_at IS NOT NULL))))
        )
        RETURNING id, attempts`,
      [ownerId, clock().toISOString(), userConcurrency],
    );
    return dispatched.rows.map((row) => ({ jobId: row.id, attempt: Number(row.attempts) }));
  });
  const sent: RenderQueueItem[] = [];
  for (const item of picked) {
    try {
      await queue.enqueue(item, { id: renderItemId(item) });
      sent.push(item);
    } catch (error) {
      logger.error(
        { err: error, jobId: item.jobId },
        'could not put a job on the render queue; it waits for the next dispatch',
      );
      await sql.query(
        `UPDATE "job"."jobs" SET dispatched_at = NULL WHERE id = $1::uuid AND attempts = $2::int AND state = 'queued'`,
        [item.jobId, item.attempt],
      );
    }
  }
  return sent;
}

/**
 * Every owner with jobs waiting their turn gets a dispatch: at start and on the service's
 * timer, so no job waits for ever behind a send that failed.
 */
export async function dispatchAllOwners(resources: DispatchResources): Promise<number> {
  const owners = await resources.sql.query<{ owner_id: string }>(
    `SELECT DISTINCT owner_id FROM "job"."jobs" WHERE state = 'queued' AND dispatched_at IS NULL`,
  );
  let sent = 0;
  for (const { owner_id: ownerId } of owners.rows)
    sent += (await dispatchQueuedJobs(resources, ownerId)).length;
  return sent;
}

/**
 * At start, sends again the messages of jobs that were dispatched and have not finished. The
 * in-process bus forgets its queue when the process stops, so there both queued and running
 * jobs are sent again (their worker stopped with the process). NATS keeps its stream, and a
 * running job's message is still there, delivered again when its worker dies; only the
 * queued ones are sent again, in case a send was lost, and the enqueue id drops the copy.
 * A delivery of a superseded attempt is refused by ClaimJob.
 */
export async function redispatchUnfinished(resources: DispatchResources): Promise<number> {
  const states = resources.bus.kind === 'in-process' ? ['queued', 'inprogress'] : ['queued'];
  const rows = await resources.sql.query<{ id: string; attempts: number }>(
    `SELECT id, attempts FROM "job"."jobs"
      WHERE dispatched_at IS NOT NULL AND state = ANY($1::text[])
      ORDER BY dispatched_at ASC`,
    [states],
  );
  for (const row of rows.rows) {
    const item = { jobId: row.id, attempt: Number(row.attempts) };
    await resources.queue.enqueue(item, { id: renderItemId(item) });
  }
  return rows.rows.length;
}
