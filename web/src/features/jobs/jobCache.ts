import { finishedJobStates, type JobJson, type JobStateName } from '@atelier/contracts';
import type { JobListArguments, JobListJson } from './jobsApi';

// How one job's new state, from the event stream or a call's answer, changes the cached lists
// and the cached job. Pure functions over the cached values, so they are tested without a
// browser; jobsApi.ts writes what they answer into the RTK Query cache.

function timeOf(value: string | null): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * True when `candidate` is not older than `current`. An event and a call's answer can cross on
 * the way (the cancel answer after the event of the worker's last progress, or the other way
 * round), so the cache keeps whichever the job service wrote last.
 */
export function isNotOlder(candidate: JobJson, current: JobJson): boolean {
  return timeOf(candidate.updated_at) >= timeOf(current.updated_at);
}

/** True when GET /job with these filters would answer the job. */
export function matchesListArguments(job: JobJson, argument: JobListArguments): boolean {
  if (argument.state && job.state !== argument.state) return false;
  if (argument.type && job.type !== argument.type) return false;
  if (argument.target && job.target !== argument.target && job.project_version_id !== argument.target)
    return false;
  return true;
}

/** Newest first, as the job service lists them; ids break ties the same way it does. */
function comesBefore(a: JobJson, b: JobJson): boolean {
  const difference = timeOf(a.created_at) - timeOf(b.created_at);
  return difference > 0 || (difference === 0 && a.id < b.id);
}

/**
 * The cached page of GET /job after the job changed. A job already on the page is replaced
 * (or leaves it when it no longer matches a state filter); a new matching job joins the first
 * page in its place by creation time, and the page keeps its length. Later pages are left as
 * they are, since a new job would only shift them. Answers `list` itself when nothing changes.
 */
export function mergeJobIntoList(list: JobListJson, job: JobJson, argument: JobListArguments): JobListJson {
  const index = list.jobs.findIndex((candidate) => candidate.id === job.id);
  const matches = matchesListArguments(job, argument);
  if (index >= 0) {
    const current = list.jobs[index]!;
    if (!isNotOlder(job, current)) return list;
    if (!matches) {
      return {
        jobs: list.jobs.filter((candidate) => candidate.id !== job.id),
        total: Math.max(0, list.total - 1),
      };
    }
    const jobs = [...list.jobs];
    jobs[index] = job;
    return { jobs, total: list.total };
  }
  if (!matches || (argument.offset ?? 0) > 0) return list;
  const jobs = [...list.jobs];
  const position = jobs.findIndex((candidate) => comesBefore(job, candidate));
  jobs.splice(position === -1 ? jobs.length : position, 0, job);
  const limit = argument.limit ?? 20;
  if (jobs.length > limit) jobs.length = limit;
  // A new job that would sit after a full page belongs to a later one.
  if (!jobs.some((candidate) => candidate.id === job.id)) return list;
  return { jobs, total: list.total + 1 };
}

/** The cached job after a change: the newer of the two. */
export function mergeJob(current: JobJson, job: JobJson): JobJson {
  return isNotOlder(job, current) ? job : current;
}

export type JobEnding = 'success' | 'failed';

/**
 * Whether a change ends the job for its owner in a way worth a toast: success or failure,
 * reached now. A cancel is the owner's own doing and raises none; a repeated event of a job
 * already known to be finished raises none either.
 */
export function jobEnding(previousState: JobStateName | undefined, job: JobJson): JobEnding | undefined {
  if (previousState === job.state) return undefined;
  if (job.state === 'success' || job.state === 'failed') return job.state;
  return undefined;
}

/** True for created, queued and in-progress jobs, which the owner may still cancel. */
export function isCancelable(job: JobJson): boolean {
  return !finishedJobStates.includes(job.state);
}

/** True for failed and canceled jobs, which the owner may start again. */
export function isRetryable(job: JobJson): boolean {
  return job.state === 'failed' || job.state === 'canceled';
}

/** Jobs a worker has or will take up: the top bar counts them on its jobs button. */
export function isRunning(job: JobJson): boolean {
  return job.state === 'queued' || job.state === 'inprogress';
}
