import { environmentTypes, parseEnvironment, type WorkQueueOptions } from '@atelier/platform';

const secondMilliseconds = 1000;
const minuteMilliseconds = 60 * secondMilliseconds;
const dayMilliseconds = 24 * 60 * minuteMilliseconds;

/** Everything the job service is configured with besides its shared resources. */
export interface JobServiceSettings {
  /** How many of one owner's jobs may be on the render queue or running at once (fair share). */
  userConcurrency: number;
  /** How long a finished job and its files are kept. */
  retentionMilliseconds: number;
  /** Time between two removals of expired jobs (the first runs at start). */
  retentionIntervalMilliseconds: number;
  /** The render queue's options; render workers declare the queue with the same ones. */
  renderQueue: Required<Pick<WorkQueueOptions, 'ackWaitMs' | 'maxDeliver'>>;
}

/** The variables the job service reads, whether it runs alone or in the one-machine product. */
export const jobServiceEnvironment = {
  JOB_USER_CONCURRENCY: environmentTypes.positiveInteger(2),
  JOB_RETENTION_DAYS: environmentTypes.positiveInteger(7),
  JOB_RETENTION_INTERVAL_MINUTES: environmentTypes.positiveInteger(60),
  RENDER_ACK_WAIT_SECONDS: environmentTypes.positiveInteger(60),
  RENDER_MAX_DELIVER: environmentTypes.positiveInteger(3),
};

export type JobServiceEnvironment = ReturnType<typeof parseEnvironment<typeof jobServiceEnvironment>>;

export function jobServiceSettingsFrom(environment: JobServiceEnvironment): JobServiceSettings {
  return {
    userConcurrency: environment.JOB_USER_CONCURRENCY,
    retentionMilliseconds: environment.JOB_RETENTION_DAYS * dayMilliseconds,
    retentionIntervalMilliseconds: environment.JOB_RETENTION_INTERVAL_MINUTES * minuteMilliseconds,
    renderQueue: {
      ackWaitMs: environment.RENDER_ACK_WAIT_SECONDS * secondMilliseconds,
      maxDeliver: environment.RENDER_MAX_DELIVER,
    },
  };
}
