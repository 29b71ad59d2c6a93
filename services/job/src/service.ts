import { jobSubjects, renderJobsAtOnce, renderQueueName, tierFromName } from '@atelier/contracts';
import {
  callerOf,
  currentRequestContext,
  isUuid,
  readDeadLetter,
  ServiceError,
  type CallContext,
  type ServiceInstance,
  type ServiceResources,
  type Subscription,
  checkUploadKey,
} from '@atelier/platform';
import { job, type JobServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import {
  dispatchAllOwners,
  dispatchQueuedJobs,
  redispatchUnfinished,
  type DispatchResources,
  type RenderQueueItem,
} from './dispatch';
import { Prisma, type Job, type JobFile } from './generated/prisma/client';
import { jobBlobPrefix, removeExpiredJobs } from './retention';
import { jobColumns, jobRow, jobWithFiles, type JobRow } from './rows';
import type { JobServiceSettings } from './settings';
import {
  cancelableStates,
  failureReasonOf,
  finishedStates,
  jobStates,
  jobStateWord,
  startableStates,
  type JobStateWord,
} from './states';

/** Work queue the render workers consume, and the subjects other services may follow. */
export { renderQueueName };
export const jobEvents = jobSubjects;

/** The payload of `job.changed` and `job.canceled`. */
export interface JobChangedEvent {
  jobId: string;
  ownerId: string;
}

/** Input files a user may attach to one job. */
export const maxInputFilesPerJob = 20;

/** Whether the owner (an SQL expression) has queued jobs waiting their turn, as column `waiting`. */
function waitingColumn(owner: string): string {
  return `EXISTS (SELECT 1 FROM "job"."jobs" w
                   WHERE w.owner_id = ${owner} AND w.state = 'queued' AND w.dispatched_at IS NULL) AS waiting`;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function fileMessage(file: JobFile): job.JobFile {
  return {
    id: file.id,
    role: file.role === 'output' ? job.JobFileRole.OUTPUT : job.JobFileRole.INPUT,
    content: {
      blobKey: file.blobKey,
      name: file.name,
      contentType: file.contentType,
      sizeBytes: file.size,
    },
    createdAt: file.createdAt,
  };
}

function jobMessage(row: Job & { files?: JobFile[] }): job.Job {
  return {
    id: row.id,
    userId: row.ownerId,
    target: row.target,
    type: row.type,
    name: row.name,
    state: jobStates[row.state as JobStateWord] ?? job.JobState.UNSPECIFIED,
    parameters: asObject(row.parameters),
    files: [...(row.files ?? [])]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.name.localeCompare(b.name))
      .map(fileMessage),
    progress: row.progress,
    progressMessage: row.progressMessage,
    errorMessage: row.error ?? '',
    errorReason: row.errorReason ?? '',
    projectVersionId: row.projectVersionId ?? '',
    attempts: row.attempts,
    result: asObject(row.result),
    createdAt: row.createdAt,
    startedAt: row.startedAt ?? undefined,
    finishedAt: row.finishedAt ?? undefined,
    updatedAt: row.updatedAt,
  };
}

/** The worker calls answer only render workers, which call with the role "worker". */
function requireWorker(context: Pick<CallContext, 'role'>): void {
  if (context.role !== 'worker')
    throw new ServiceError('PERMISSION_DENIED', 'Only render workers may do that.');
}

function cleanFileName(name: string): string {
  // Path separators and control characters have no place in a name shown for download.
  const cleaned = [...name]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f && character !== '/' && character !== '\\';
    })
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

export function createJobService(
  resources: ServiceResources,
  settings: JobServiceSettings,
): ServiceInstance<typeof JobServiceService> {
  const prisma = createPrismaClient(resources.database);
  const { bus, clock, blobs, logger } = resources;
  const sql = resources.database.sql;
  const renderQueue = bus.workQueue(renderQueueName, settings.renderQueue);
  let deadLetters: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;
  let housekeeping: Promise<void> | undefined;

  async function dispatchResources(): Promise<DispatchResources> {
    // A paid plan lifts the caller's own limit when they start a job (the plan travels in the
    // vouched identity); dispatches made for no caller (a finished job, the timer) keep the
    // deployment's limit, which free users always have.
    const context = currentRequestContext();
    const tier = tierFromName(context?.tier);
    const standing = { tier, trial: context?.trial ?? false, enterprise: tier === 'enterprise' };
    const userConcurrency = renderJobsAtOnce(standing, settings.userConcurrency);
    return { sql, queue: await renderQueue, bus, logger, clock, userConcurrency };
  }

  /** Fills the owner's free places on the render queue; a failure waits for the next dispatch. */
  async function dispatch(ownerId: string): Promise<RenderQueueItem[]> {
    try {
      return await dispatchQueuedJobs(await dispatchResources(), ownerId);
    } catch (error) {
      logger.error({ err: error, ownerId }, 'could not dispatch queued jobs; the timer tries again');
      return [];
    }
  }

  /**
   * After one of the owner's jobs left the queue: a dispatch only if the owner has jobs waiting
   * their turn. The check runs after the change committed, so a job started meanwhile is either
   * seen here or dispatched by its own start, which then no longer counts the finished job.
   * `waiting` is the answer of such a check made already (see readJobAndWaiting).
   */
  async function dispatchWaiting(ownerId: string, waiting?: boolean): Promise<void> {
    if (waiting === undefined) {
      try {
        const found = await sql.query<{ waiting: boolean }>(`SELECT ${waitingColumn('$1::uuid')}`, [ownerId]);
        waiting = Boolean(found.rows[0]?.waiting);
      } catch (error) {
        logger.error({ err: error, ownerId }, 'could not dispatch queued jobs; the timer tries again');
        return;
      }
    }
    if (waiting) await dispatch(ownerId);
  }

  /** A job with its files, and whether its owner has jobs waiting their turn, in one statement. */
  async function readJobAndWaiting(jobId: string): Promise<{ row: JobRow; waiting: boolean }> {
    const found = await sql.query(
      `SELECT ${jobWithFiles}, ${waitingColumn('j.owner_id')} FROM "job"."jobs" j WHERE j.id = $1::uuid`,
      [jobId],
    );
    if (!found.rows[0]) throw new ServiceError('NOT_FOUND', 'Job not found.');
    return { row: jobRow(found.rows[0]), waiting: Boolean(found.rows[0].waiting) };
  }

  /** One job with its files, or undefined; a single statement. */
  async function readJob(jobId: string, ownerId?: string): Promise<JobRow | undefined> {
    const found = await sql.query(
      ownerId === undefined
        ? `SELECT ${jobWithFiles} FROM "job"."jobs" j WHERE j.id = $1::uuid`
        : `SELECT ${jobWithFiles} FROM "job"."jobs" j WHERE j.id = $1::uuid AND j.owner_id = $2::uuid`,
      ownerId === undefined ? [jobId] : [jobId, ownerId],
    );
    return found.rows[0] ? jobRow(found.rows[0]) : undefined;
  }

  /** Tells subscribers (the gateway's event stream) that a job changed; never fails the change. */
  async function changed(row: { id: string; ownerId: string }): Promise<void> {
    try {
      await bus.publish(jobEvents.changed, { jobId: row.id, ownerId: row.ownerId } satisfies JobChangedEvent);
    } catch (error) {
      logger.warn({ err: error, jobId: row.id }, 'could not announce a job change');
    }
  }

  /** The caller's own job; another user's id answers exactly like a missing one. */
  async function ownJob(jobId: string, ownerId: string) {
    if (!isUuid(jobId) || !isUuid(ownerId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
    const row = await readJob(jobId, ownerId);
    if (!row) throw new ServiceError('NOT_FOUND', 'Job not found.');
    return row;
  }

  /** Any job, for the worker calls. */
  async function anyJob(jobId: string) {
    if (!isUuid(jobId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
    const row = await readJob(jobId);
    if (!row) throw new ServiceError('NOT_FOUND', 'Job not found.');
    return row;
  }

  function refuseMove(state: string, what: string): never {
    throw new ServiceError('FAILED_PRECONDITION', `The job is ${state} and cannot be ${what}.`, { state });
  }

  /**
   * Moves a job between states only if it is still in one of the expected ones, in one
   * conditional update, so two concurrent requests cannot both win.
   */
  async function transition(
    jobId: string,
    ownerId: string,
    from: JobStateWord[],
    /** SET assignments; `$4` is the time of the change. */
    assignments: string,
  ): Promise<JobRow> {
    if (!isUuid(jobId) || !isUuid(ownerId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
    const updated = await sql.query(
      `UPDATE "job"."jobs" j SET ${assignments}, updated_at = $4::timestamptz
        WHERE j.id = $1::uuid AND j.owner_id = $2::uuid AND j.state = ANY($3::text[])
        RETURNING ${jobWithFiles}`,
      [jobId, ownerId, from, clock().toISOString()],
    );
    if (updated.rows[0]) return jobRow(updated.rows[0]);
    refuseMove((await ownJob(jobId, ownerId)).state, 'changed that way');
  }

  /** Marks a job failed after its message used up its deliveries, unless it moved on since. */
  async function failUndelivered(item: RenderQueueItem, deliveryCount: number): Promise<void> {
    if (!isUuid(item.jobId) || !Number.isInteger(item.attempt)) return;
    const now = clock();
    const updated = await prisma.job.updateMany({
      where: { id: item.jobId, attempts: item.attempt, state: { in: ['queued', 'inprogress'] } },
      data: {
        state: 'failed',
        errorReason: 'delivery_limit',
        error: `Render workers took the job ${deliveryCount} times without finishing it.`,
        finishedAt: now,
        updatedAt: now,
      },
    });
    if (updated.count === 0) return;
    const row = await prisma.job.findUnique({ where: { id: item.jobId } });
    if (!row) return;
    logger.warn({ jobId: row.id, deliveryCount }, 'job failed: delivery limit reached');
    await changed(row);
    await dispatch(row.ownerId);
  }

  async function houseKeeping(): Promise<void> {
    try {
      await removeExpiredJobs({
        prisma,
        blobs,
        logger,
        clock,
        retentionMilliseconds: settings.retentionMilliseconds,
      });
      await dispatchAllOwners(await dispatchResources());
    } catch (error) {
      logger.error({ err: error }, 'job housekeeping failed; it runs again on the next tick');
    }
  }

  return {
    handlers: {
      async createJob(request, context) {
        const ownerId = callerOf(context);
        if (!request.target.trim()) throw new ServiceError('INVALID_ARGUMENT', 'target is required.');
        // A target is a project or project version id. Whether the caller may read it is the
        // project service's to say, and this service reads no other's tables: the gateway asks
        // the project service before it creates the job, and a render worker asks again
        // before it runs one. Here only the shape is checked, answering like a missing target.
        if (!isUuid(request.target.trim()))
          throw new ServiceError('NOT_FOUND', 'Job target not found.', { reason: 'job_target_not_found' });
        if (!/^[a-z0-9][a-z0-9_.-]{0,59}$/.test(request.type)) {
          throw new ServiceError(
            'INVALID_ARGUMENT',
            'type must be lower-case letters, digits, ".", "_" or "-".',
          );
        }
        const now = clock().toISOString();
        const created = await sql.query(
          `INSERT INTO "job"."jobs" AS j (owner_id, target, type, name, parameters, created_at, updated_at)
           VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6::timestamptz, $6::timestamptz)
           RETURNING ${jobColumns}, '[]'::json AS files`,
          [
            ownerId,
            request.target.trim().slice(0, 200),
            request.type,
            request.name.trim().slice(0, 200),
            JSON.stringify(request.parameters ?? {}),
            now,
          ],
        );
        const row = jobRow(created.rows[0]!);
        await changed(row);
        return { job: jobMessage(row) };
      },

      async getJob(request, context) {
        return { job: jobMessage(await ownJob(request.jobId, callerOf(context))) };
      },

      async listJobs(request, context) {
        const where: Prisma.JobWhereInput = { ownerId: callerOf(context) };
        const state = jobStateWord(request.state);
        if (state) where.state = state;
        if (request.type) where.type = request.type;
        if (request.target) {
          // Targets are ids; anything else names no job.
          if (!isUuid(request.target)) return { jobs: [], total: 0 };
          where.OR = [{ target: request.target }, { projectVersionId: request.target }];
        }
        const limit = Math.min(Math.max(request.limit || 20, 1), 100);
        const [rows, total] = await Promise.all([
          prisma.job.findMany({
            where,
            include: { files: true },
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            take: limit,
            skip: Math.max(request.offset, 0),
          }),
          prisma.job.count({ where }),
        ]);
        return { jobs: rows.map(jobMessage), total };
      },

      // Queues the job. It goes on the render queue at once when its owner has a free place
      // (fair share), else it waits, oldest first, until one of the owner's jobs ends.
      async startJob(request, context) {
        const ownerId = callerOf(context);
        const row = await transition(
          request.jobId,
          ownerId,
          startableStates,
          `state = 'queued', attempts = j.attempts + 1, error = NULL, error_reason = NULL, progress = 0,
           progress_message = '', result = NULL, started_at = NULL, finished_at = NULL,
           worker_id = NULL, queued_at = $4::timestamptz, dispatched_at = NULL`,
        );
        await changed(row);
        await bus.publish(jobEvents.queued, { jobId: row.id, ownerId, type: row.type });
        await dispatch(ownerId);
        return { job: jobMessage(row) };
      },

      async cancelJob(request, context) {
        const ownerId = callerOf(context);
        const row = await transition(
          request.jobId,
          ownerId,
          cancelableStates,
          `state = 'canceled', finished_at = $4::timestamptz`,
        );
        // Workers listen for this and stop; a worker that finishes anyway finds the job canceled.
        await bus.publish(jobEvents.canceled, { jobId: row.id, ownerId } satisfies JobChangedEvent);
        await changed(row);
        await dispatchWaiting(ownerId);
        return { job: jobMessage(row) };
      },

      async addJobFile(request, context) {
        const ownerId = callerOf(context);
        const current = await ownJob(request.jobId, ownerId);
        if (current.state !== 'created') refuseMove(current.state, 'given files any more');
        const content = request.content;
        const blobKey = checkUploadKey(content?.blobKey, 'jobs');
        if (current.files.filter((file) => file.role === 'input').length >= maxInputFilesPerJob) {
          throw new ServiceError('RESOURCE_EXHAUSTED', `A job takes at most ${maxInputFilesPerJob} files.`);
        }
        const now = clock();
        const file = await prisma.jobFile.create({
          data: {
            jobId: current.id,
            role: 'input',
            blobKey,
            name: cleanFileName(content?.name ?? ''),
            contentType: content?.contentType || 'application/octet-stream',
            size: Math.max(0, Math.trunc(content?.sizeBytes ?? 0)),
            createdAt: now,
          },
        });
        await prisma.job.updateMany({ where: { id: current.id }, data: { updatedAt: now } });
        await changed(current);
        return { file: fileMessage(file) };
      },

      async getJobFile(request, context) {
        const current = await ownJob(request.jobId, callerOf(context));
        const file = current.files.find((candidate) => candidate.id === request.fileId);
        if (!file) throw new ServiceError('NOT_FOUND', 'Job file not found.');
        return { file: fileMessage(file) };
      },

      async claimJob(request, context) {
        requireWorker(context);
        const workerId = request.workerId.trim().slice(0, 200);
        if (!workerId) throw new ServiceError('INVALID_ARGUMENT', 'worker_id is required.');
        if (!isUuid(request.jobId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
        // A queued job is taken; a running one is taken over (its earlier worker died and the
        // queue delivered it again). Anything else, or an attempt superseded by a restart,
        // is not run.
        const updated = await sql.query(
          `UPDATE "job"."jobs" j
              SET state = 'inprogress', worker_id = $2,
                  started_at = CASE WHEN j.state = 'queued' THEN $4::timestamptz ELSE j.started_at END,
                  updated_at = $4::timestamptz
            WHERE j.id = $1::uuid AND j.attempts = $3::int AND j.state IN ('queued', 'inprogress')
            RETURNING ${jobWithFiles}`,
          [request.jobId, workerId, request.attempt, clock().toISOString()],
        );
        if (!updated.rows[0]) return { job: jobMessage(await anyJob(request.jobId)), run: false };
        const row = jobRow(updated.rows[0]);
        await changed(row);
        return { job: jobMessage(row), run: true };
      },

      async reportProgress(request, context) {
        requireWorker(context);
        if (!isUuid(request.jobId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
        const progress = Number.isFinite(request.progress) ? Math.min(Math.max(request.progress, 0), 1) : 0;
        // Only the worker holding the job moves its progress; one whose delivery went to
        // another worker is ignored.
        const updated = await sql.query<{ id: string; ownerId: string }>(
          `UPDATE "job"."jobs"
              SET progress = $3::float8, progress_message = $4, updated_at = $5::timestamptz
            WHERE id = $1::uuid AND state = 'inprogress' AND worker_id = $2
            RETURNING id, owner_id AS "ownerId"`,
          [
            request.jobId,
            request.workerId,
            progress,
            request.message.trim().slice(0, 200),
            clock().toISOString(),
          ],
        );
        if (updated.rows[0]) {
          await changed(updated.rows[0]);
          return { state: jobStates.inprogress, canceled: false };
        }
        const current = await sql.query<{ state: string }>(
          `SELECT state FROM "job"."jobs" WHERE id = $1::uuid`,
          [request.jobId],
        );
        const state = current.rows[0]?.state;
        if (!state) throw new ServiceError('NOT_FOUND', 'Job not found.');
        return { state: jobStates[state as JobStateWord], canceled: state === 'canceled' };
      },

      async completeJob(request, context) {
        requireWorker(context);
        if (!isUuid(request.jobId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
        const jobId = request.jobId.toLowerCase();
        if (request.projectVersionId && !isUuid(request.projectVersionId))
          throw new ServiceError('INVALID_ARGUMENT', 'project_version_id must be a project version id.');
        const prefix = jobBlobPrefix(jobId);
        const outputs = new Map<string, (typeof request.outputs)[number]>();
        for (const output of request.outputs) {
          if (!output.blobKey.startsWith(prefix) || output.blobKey.includes('..'))
            throw new ServiceError('INVALID_ARGUMENT', `Output files are stored under ${prefix}.`);
          outputs.set(output.blobKey, output);
        }
        const now = clock().toISOString();
        // The state change and the output rows commit together, and only from inprogress: a
        // repeated completion (a redelivered job) finds the job done and adds nothing.
        // One statement: both commit together or neither does.
        const files = [...outputs.values()];
        const completed = await sql.query<{ completed: number }>(
          `WITH done AS (
             UPDATE "job"."jobs"
                SET state = 'success', progress = 1, progress_message = 'done', error = NULL,
                    error_reason = NULL, result = $2::jsonb, finished_at = $3::timestamptz,
                    updated_at = $3::timestamptz,
                    project_version_id = COALESCE($4::uuid, project_version_id)
              WHERE id = $1::uuid AND state = 'inprogress'
              RETURNING id
           ), added AS (
             INSERT INTO "job"."job_files" (job_id, role, blob_key, name, content_type, size, created_at)
             SELECT done.id, 'output', output.blob_key, output.name, output.content_type, output.size,
                    $3::timestamptz
               FROM done,
                    unnest($5::text[], $6::text[], $7::text[], $8::int[])
                      AS output(blob_key, name, content_type, size)
             RETURNING 1
           )
           SELECT count(*)::int AS completed FROM done`,
          [
            jobId,
            JSON.stringify(request.result ?? {}),
            now,
            request.projectVersionId || null,
            files.map((output) => output.blobKey),
            files.map((output) => cleanFileName(output.name || output.blobKey.slice(prefix.length))),
            files.map((output) => output.contentType || 'application/octet-stream'),
            files.map((output) => Math.max(0, Math.trunc(output.sizeBytes))),
          ],
        );
        const { row, waiting } = await readJobAndWaiting(jobId);
        if (Number(completed.rows[0]?.completed ?? 0) === 0) {
          if (finishedStates.includes(row.state as JobStateWord)) return { job: jobMessage(row) };
          refuseMove(row.state, 'completed');
        }
        await changed(row);
        await dispatchWaiting(row.ownerId, waiting);
        return { job: jobMessage(row) };
      },

      async failJob(request, context) {
        requireWorker(context);
        const current = await anyJob(request.jobId);
        if (finishedStates.includes(current.state as JobStateWord)) return { job: jobMessage(current) };
        const now = clock();
        const errorMessage = request.errorMessage.trim().slice(0, 2000) || 'The job failed.';
        const errorReason = failureReasonOf(request.reason);
        // A running job fails only by the worker holding it: one whose delivery went to another
        // worker (it was too slow to report) must not fail the new attempt.
        const heldBy: Prisma.JobWhereInput = {
          OR: [{ state: 'queued' }, { state: 'inprogress', workerId: request.workerId }],
        };
        const retry = request.retryable && current.attempts < settings.renderQueue.maxDeliver;
        const updated = await prisma.job.updateMany({
          where: { id: current.id, attempts: current.attempts, ...heldBy },
          data: retry
            ? {
                state: 'queued',
                attempts: { increment: 1 },
                error: errorMessage,
                errorReason,
                progress: 0,
                progressMessage: '',
                workerId: null,
                queuedAt: now,
                dispatchedAt: null,
                updatedAt: now,
              }
            : { state: 'failed', error: errorMessage, errorReason, finishedAt: now, updatedAt: now },
        });
        const row = await anyJob(current.id);
        if (updated.count === 0) {
          if (finishedStates.includes(row.state as JobStateWord) || row.state === 'inprogress')
            return { job: jobMessage(row) };
          refuseMove(row.state, 'failed');
        }
        logger.info(
          { jobId: row.id, errorReason, retry },
          retry ? 'job attempt failed; queued again' : 'job failed',
        );
        await changed(row);
        await dispatchWaiting(row.ownerId);
        return { job: jobMessage(row) };
      },

      async removeExpiredJobs(_request, context) {
        requireWorker(context);
        const removed = await removeExpiredJobs({
          prisma,
          blobs,
          logger,
          clock,
          retentionMilliseconds: settings.retentionMilliseconds,
        });
        return { removed };
      },
    },

    async start() {
      const queue = await renderQueue;
      deadLetters = await bus.subscribe(
        queue.deadLetterSubject,
        async (event) => {
          const letter = readDeadLetter(event);
          await failUndelivered(letter.json<RenderQueueItem>(), letter.deliveryCount);
        },
        { queueGroup: 'job-service' },
      );
      const resent = await redispatchUnfinished(await dispatchResources());
      if (resent > 0) logger.info({ resent }, 'unfinished jobs put on the render queue again');
      housekeeping = houseKeeping();
      timer = setInterval(() => {
        housekeeping = houseKeeping();
      }, settings.retentionIntervalMilliseconds);
      // The timer must not keep a stopping process alive.
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      await deadLetters?.unsubscribe();
      await housekeeping;
      await prisma.$disconnect();
    },
  };
}
