import {
  callerOf,
  isUuid,
  ServiceError,
  type ServiceInstance,
  type ServiceResources,
} from '@atelier/platform';
import { job, type JobServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { Job, JobFile, Prisma } from './generated/prisma/client';
import { cancelableStates, jobStates, jobStateWord, startableStates, type JobStateWord } from './states';

/** Work queue the render workers consume; subjects other services may follow. */
export const renderQueueName = 'render';
export const jobEvents = { queued: 'job.queued', canceled: 'job.canceled' } as const;

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
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
    files: (row.files ?? []).map((file) => ({
      id: file.id,
      role: file.role === 'output' ? job.JobFileRole.OUTPUT : job.JobFileRole.INPUT,
      content: {
        blobKey: file.blobKey,
        name: file.name,
        contentType: file.contentType,
        sizeBytes: file.size,
      },
      createdAt: file.createdAt,
    })),
    progress: row.progress,
    progressMessage: row.progressMessage,
    errorMessage: row.error ?? '',
    attempts: row.attempts,
    result: asObject(row.result),
    createdAt: row.createdAt,
    startedAt: row.startedAt ?? undefined,
    finishedAt: row.finishedAt ?? undefined,
    updatedAt: row.updatedAt,
  };
}

export function createJobService(resources: ServiceResources): ServiceInstance<typeof JobServiceService> {
  const prisma = createPrismaClient(resources.database);
  const { bus, clock } = resources;
  const renderQueue = bus.workQueue(renderQueueName, { ackWaitMs: 60_000, maxDeliver: 3 });

  /** The caller's own job; another user's id answers exactly like a missing one. */
  async function ownJob(jobId: string, ownerId: string) {
    if (!isUuid(jobId)) throw new ServiceError('NOT_FOUND', 'Job not found.');
    const row = await prisma.job.findFirst({ where: { id: jobId, ownerId }, include: { files: true } });
    if (!row) throw new ServiceError('NOT_FOUND', 'Job not found.');
    return row;
  }

  /**
   * Moves a job between states only if it is still in one of the expected ones, in one
   * conditional update, so two concurrent requests cannot both win.
   */
  async function transition(
    jobId: string,
    ownerId: string,
    from: JobStateWord[],
    data: Prisma.JobUpdateInput,
  ) {
    const current = await ownJob(jobId, ownerId);
    const updated = await prisma.job.updateMany({
      where: { id: jobId, ownerId, state: { in: from } },
      data: { ...data, updatedAt: clock() },
    });
    if (updated.count === 0) {
      throw new ServiceError(
        'FAILED_PRECONDITION',
        `The job is ${current.state} and cannot be changed that way.`,
        {
          state: current.state,
        },
      );
    }
    return ownJob(jobId, ownerId);
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
        const now = clock();
        const row = await prisma.job.create({
          data: {
            ownerId,
            target: request.target.trim().slice(0, 200),
            type: request.type,
            name: request.name.trim().slice(0, 200),
            parameters: (request.parameters ?? {}) as Prisma.InputJsonValue,
            createdAt: now,
            updatedAt: now,
          },
          include: { files: true },
        });
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

      // Queues the job for a render worker. The queue deduplicates on the job id and attempt,
      // so a retried request does not run the same attempt twice.
      async startJob(request, context) {
        const ownerId = callerOf(context);
        const row = await transition(request.jobId, ownerId, startableStates, {
          state: 'queued',
          attempts: { increment: 1 },
          error: null,
          progress: 0,
          progressMessage: '',
          finishedAt: null,
        });
        await (
          await renderQueue
        ).enqueue({ jobId: row.id, attempt: row.attempts }, { id: `${row.id}:${row.attempts}` });
        await bus.publish(jobEvents.queued, { jobId: row.id, ownerId, type: row.type });
        return { job: jobMessage(row) };
      },

      async cancelJob(request, context) {
        const ownerId = callerOf(context);
        const row = await transition(request.jobId, ownerId, cancelableStates, {
          state: 'canceled',
          finishedAt: clock(),
        });
        // Workers listen for this and stop; a worker that finishes anyway finds the job canceled.
        await bus.publish(jobEvents.canceled, { jobId: row.id, ownerId });
        return { job: jobMessage(row) };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
