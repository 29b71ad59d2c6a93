// The job rows the service answers with, read and changed in single SQL statements: a job
// together with its files in one round trip, and a state change that answers the changed row
// (UPDATE ... RETURNING) instead of a read, an update and a second read.
import type { Job, JobFile } from './generated/prisma/client';

export type JobRow = Job & { files: JobFile[] };

/** The columns of a job as the Prisma model names them, for `FROM "job"."jobs" j`. */
export const jobColumns = `j.id, j.owner_id AS "ownerId", j.target, j.type, j.name, j.parameters, j.state,
  j.progress, j.progress_message AS "progressMessage", j.error, j.result, j.attempts,
  j.created_at AS "createdAt", j.started_at AS "startedAt", j.finished_at AS "finishedAt",
  j.updated_at AS "updatedAt", j.error_reason AS "errorReason",
  j.project_version_id AS "projectVersionId", j.worker_id AS "workerId",
  j.queued_at AS "queuedAt", j.dispatched_at AS "dispatchedAt"`;

/** The job's files as one JSON array column, `files`. */
export const jobFilesColumn = `COALESCE((
    SELECT json_agg(json_build_object(
             'id', f.id, 'jobId', f.job_id, 'role', f.role, 'blobKey', f.blob_key, 'name', f.name,
             'contentType', f.content_type, 'size', f.size, 'createdAt', f.created_at))
      FROM "job"."job_files" f WHERE f.job_id = j.id), '[]'::json) AS files`;

/** Both, for a SELECT or a RETURNING clause. */
export const jobWithFiles = `${jobColumns}, ${jobFilesColumn}`;

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function date(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function optionalDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : date(value);
}

/** A row of `jobWithFiles` as the Prisma model types it (drivers differ in what they parse). */
export function jobRow(raw: Record<string, unknown>): JobRow {
  const files = (json(raw.files) ?? []) as Array<Record<string, unknown>>;
  return {
    ...(raw as unknown as Job),
    parameters: json(raw.parameters) as Job['parameters'],
    result: (raw.result === null || raw.result === undefined ? null : json(raw.result)) as Job['result'],
    progress: Number(raw.progress),
    attempts: Number(raw.attempts),
    createdAt: date(raw.createdAt),
    updatedAt: date(raw.updatedAt),
    startedAt: optionalDate(raw.startedAt),
    finishedAt: optionalDate(raw.finishedAt),
    queuedAt: optionalDate(raw.queuedAt),
    dispatchedAt: optionalDate(raw.dispatchedAt),
    files: files.map((file) => ({
      ...(file as unknown as JobFile),
      size: Number(file.size),
      createdAt: date(file.createdAt),
    })),
  };
}
