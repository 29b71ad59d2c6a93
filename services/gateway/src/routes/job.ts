import { isServiceError, isUuid, ServiceError } from '@atelier/platform';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { jobStateNames, presentJob } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';

const createJobBody = z.object({
  target: z.string().trim().min(1, 'target is required').max(200),
  type: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,59}$/, 'type must be lower-case letters, digits, ".", "_" or "-"'),
  name: z.string().trim().max(200).default(''),
  parameters: z.record(z.string(), z.unknown()).optional(),
});

const states = Object.keys(jobStateNames) as [string, ...string[]];

const jobTargetNotFound = () =>
  new ServiceError('NOT_FOUND', 'Job target not found.', { reason: 'job_target_not_found' });

/** Runs a check of the project service, answering false where it says the id is not there. */
async function found(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (isServiceError(error) && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/**
 * A job works on a project or one of its versions, which the caller must be able to read: their
 * own, or a shared or public one's current version. The project service owns that rule and the
 * job service cannot read its tables, so the gateway asks the project service, as the caller,
 * before the job is created; anything the caller cannot read, or that does not exist, answers
 * the same "not found", so ids reveal nothing. A render worker checks again before it runs.
 */
async function assertReadableTarget(clients: ServiceClients, target: string): Promise<void> {
  if (!isUuid(target)) throw jobTargetNotFound();
  if (await found(() => clients.project.getProject({ projectId: target }))) return;
  if (await found(() => clients.project.getProjectVersionNodegraph({ projectVersionId: target }))) return;
  throw jobTargetNotFound();
}

function jobId(value: unknown): string {
  const id = String(value);
  if (!z.uuid().safeParse(id).success) throw new ServiceError('NOT_FOUND', 'Job not found.');
  return id;
}

export function jobRoutes(clients: ServiceClients): Route[] {
  return [
    {
      method: 'post',
      path: '/job/create',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const body = createJobBody.parse(request.body ?? {});
        await assertReadableTarget(clients, body.target);
        const answer = await clients.job.createJob({
          target: body.target,
          type: body.type,
          name: body.name,
          parameters: body.parameters,
        });
        return presentJob(answer.job!);
      },
    },
    {
      method: 'get',
      path: '/job',
      access: 'caller',
      async handle(request) {
        const query = parseQuery(
          {
            limit: queryTypes.limit(20, 100),
            offset: queryTypes.offset(),
            state: z.enum(states, { message: `state must be one of ${states.join(', ')}` }).optional(),
            type: queryTypes.text(60),
          },
          request.query,
        );
        const answer = await clients.job.listJobs({
          limit: query.limit,
          offset: query.offset,
          state: query.state ? jobStateNames[query.state] : undefined,
          type: query.type ?? '',
        });
        return { jobs: answer.jobs.map(presentJob), total: answer.total };
      },
    },
    {
      method: 'get',
      path: '/job/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.job.getJob({ jobId: jobId(request.params.id) });
        return presentJob(answer.job!);
      },
    },
    {
      method: 'post',
      path: '/job/:id/start',
      access: 'caller',
      async handle(request) {
        const answer = await clients.job.startJob({ jobId: jobId(request.params.id) });
        return presentJob(answer.job!);
      },
    },
    {
      method: 'post',
      path: '/job/:id/cancel',
      access: 'caller',
      async handle(request) {
        const answer = await clients.job.cancelJob({ jobId: jobId(request.params.id) });
        return presentJob(answer.job!);
      },
    },
    ...plannedRoutes([
      ['post', '/job/:id/file', 'caller'],
      ['get', '/job/:id/file/:fileId', 'caller'],
    ]),
  ];
}
