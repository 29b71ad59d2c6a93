import { jobFailureReasons, type JobFailureReason } from '@atelier/contracts';
import { job } from '@atelier/proto';

/** The job states of spec section 4, as stored, and the moves between them a caller may make. */
export type JobStateWord = 'created' | 'queued' | 'inprogress' | 'success' | 'failed' | 'canceled';

export const jobStates: Record<JobStateWord, job.JobState> = {
  created: job.JobState.CREATED,
  queued: job.JobState.QUEUED,
  inprogress: job.JobState.IN_PROGRESS,
  success: job.JobState.SUCCESS,
  failed: job.JobState.FAILED,
  canceled: job.JobState.CANCELED,
};

/** A job starts from created, or again after it failed or was canceled. */
export const startableStates: JobStateWord[] = ['created', 'failed', 'canceled'];
/** Only work that has not finished can be canceled. */
export const cancelableStates: JobStateWord[] = ['created', 'queued', 'inprogress'];
/** States a job does not leave by itself; a worker call for such a job answers it unchanged. */
export const finishedStates: JobStateWord[] = ['success', 'failed', 'canceled'];

/** Why a job failed, as a word the web app translates. */
export const failureReasons = jobFailureReasons;
export type FailureReason = JobFailureReason;

/** A worker's reason as stored: an unknown or missing word becomes worker_error. */
export function failureReasonOf(reason: string): FailureReason {
  return (failureReasons as readonly string[]).includes(reason) ? (reason as FailureReason) : 'worker_error';
}

export function jobStateWord(state: job.JobState | undefined): JobStateWord | undefined {
  return (Object.entries(jobStates) as [JobStateWord, job.JobState][]).find(
    ([, value]) => value === state,
  )?.[0];
}
