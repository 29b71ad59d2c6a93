import { jobEventsPath } from '@atelier/contracts';
import { isServiceError, isUuid, ServiceError, type BlobStore } from '@atelier/platform';
import { z } from 'zod';
import { contentDisposition, sendBlob } from '../blob-response';
import type { ServiceClients } from '../clients';
import type { JobEventStreams } from '../job-events';
import { jobStateNames, presentJob } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';
import { jobInputFileType } from '../uploads/job-input-types';
import { uploadErrors } from '../uploads/inspection';
import { discardUpload, receiveMultipart } from '../uploads/multipart';

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
  // One call that answers without loading the graph.
  if (!(await found(() => clients.project.checkReadableTarget({ id: target })))) throw jobTargetNotFound();
}

function jobId(value: unknown): string {
  const id = String(value);
  if (!z.uuid().safeParse(id).success) throw new ServiceError('NOT_FOUND', 'Job not found.');
  return id;
}

function jobFileId(value: unknown): string {
  const id = String(value);
  if (!z.uuid().safeParse(id).success) throw new ServiceError('NOT_FOUND', 'Job file not found.');
  return id;
}

/** Largest input file of a job (an image, SVG or JSON the job reads). */
export const jobInputFileBytes = 50 * 1024 * 1024;
/** Largest image a job takes as input, in pixels. */
const jobInputImagePixels = 100_000_000;

/**
 * The jobs calls of spec section 7. `events` serves GET /job/events; without a bus to feed it
 * (a gateway started without one) that call answers 503.
 */
export function jobRoutes(clients: ServiceClients, blobs: BlobStore, events?: JobEventStreams): Route[] {
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
            target: z.uuid({ message: 'target must be a project or project version id' }).optional(),
          },
          request.query,
        );
        const answer = await clients.job.listJobs({
          limit: query.limit,
          offset: query.offset,
          state: query.state ? jobStateNames[query.state] : undefined,
          type: query.type ?? '',
          target: query.target ?? '',
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
    {
      // One file part (field "file"): an image, SVG or JSON the job reads, checked by extension
      // and content while it streams to blob storage, before the job starts.
      method: 'post',
      path: '/job/:id/file',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const id = jobId(request.params.id);
        // Another user's job, or one already started, refuses before any byte is stored; the
        // body is read to its end, so the client gets the answer instead of a broken pipe.
        try {
          const current = await clients.job.getJob({ jobId: id });
          if (current.job?.state !== jobStateNames.created)
            throw new ServiceError(
              'FAILED_PRECONDITION',
              'Files can be added to a job only before it starts.',
              {
                reason: 'job_started',
              },
            );
        } catch (error) {
          request.resume();
          throw error;
        }
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: 1,
          policyFor: (field) =>
            field === 'file'
              ? {
                  destination: { blobPrefix: `jobs/${id}/inputs` },
                  maxBytes: jobInputFileBytes,
                  maxPixels: jobInputImagePixels,
                  fileType(extension) {
                    const type = jobInputFileType(extension);
                    if (!type) throw uploadErrors.extensionNotRecognised();
                    return type;
                  },
                }
              : null,
        });
        const file = upload.files[0];
        try {
          if (!file?.blob)
            throw new ServiceError('INVALID_ARGUMENT', 'The upload holds no file.', {
              reason: 'upload_empty',
            });
          const answer = await clients.job.addJobFile({
            jobId: id,
            content: {
              blobKey: file.blob.key,
              name: file.filename || 'file',
              contentType: file.contentType,
              sizeBytes: file.size,
            },
          });
          const added = answer.file!;
          return {
            id: added.id,
            role: 'input',
            name: added.content?.name ?? '',
            content_type: added.content?.contentType ?? '',
            size: added.content?.sizeBytes ?? 0,
            created_at: added.createdAt ? added.createdAt.toISOString() : null,
          };
        } catch (error) {
          await discardUpload(blobs, upload);
          throw error;
        }
      },
    },
    {
      // The file's bytes, offered for saving under its name; another user's job answers 404.
      method: 'get',
      path: '/job/:id/file/:fileId',
      access: 'caller',
      async handle(request, response) {
        const answer = await clients.job.getJobFile({
          jobId: jobId(request.params.id),
          fileId: jobFileId(request.params.fileId),
        });
        const content = answer.file?.content;
        if (!content) throw new ServiceError('NOT_FOUND', 'Job file not found.');
        const name = content.name || 'file';
        await sendBlob(response, blobs, content, {
          // A retried job writes its outputs again under the same names.
          cacheControl: 'private, no-cache',
          headers: { 'Content-Disposition': contentDisposition(name, 'attachment') },
        });
      },
    },
    {
      // Server-sent events of the caller's jobs (job-events.ts).
      method: 'get',
      path: jobEventsPath,
      access: 'caller',
      async handle(request, response) {
        if (!events) throw new ServiceError('UNAVAILABLE', 'Live job updates are not available.');
        await events.open(request, response);
      },
    },
  ];
}
