import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { JobJson, JobKind, JobStateName } from '@atelier/contracts';
import { atelierApi } from '../../app/api';
import { mergeJob, mergeJobIntoList } from './jobCache';

/** GET /job's filters and page (spec section 7); the answer is newest first. */
export interface JobListArguments {
  limit?: number;
  offset?: number;
  state?: JobStateName;
  type?: string;
  /** A project id or project version id. */
  target?: string;
}

export interface JobListJson {
  jobs: JobJson[];
  total: number;
}

export interface NewJob {
  /** A project id (its current version when a worker takes the job) or a project version id. */
  target: string;
  type: JobKind;
  name: string;
  parameters?: Record<string, unknown>;
}

/** The page the jobs panel and the top bar's badge share, so both read one cache entry. */
export const recentJobsArguments: JobListArguments = { limit: 30 };

function listParameters(argument: JobListArguments): Record<string, string | number> {
  const parameters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(argument)) {
    if (value !== undefined && value !== '') parameters[key] = value as string | number;
  }
  return parameters;
}

/** Writes a call's answer into the cached lists and job; a failed call is the caller's to show. */
async function writeAnswerToCache(
  _argument: unknown,
  api: {
    dispatch: (action: JobCacheUpdate) => unknown;
    queryFulfilled: Promise<{ data: JobJson }>;
  },
): Promise<void> {
  try {
    const { data } = await api.queryFulfilled;
    api.dispatch(applyJobToCache(data));
  } catch {
    // The mutation's own result carries the failure.
  }
}

/**
 * The Jobs calls of spec section 7, injected into the app's one API. A job's changes arrive on
 * the event stream (useJobEvents), which writes them into these caches; the answers of start
 * and cancel are written the same way, so a list never waits for a refetch to show them.
 */
export const jobsApi = atelierApi.enhanceEndpoints({ addTagTypes: ['Jobs'] }).injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<JobListJson, JobListArguments | void>({
      query: (argument) => ({ url: '/job', params: listParameters(argument ?? {}) }),
      providesTags: ['Jobs'],
    }),
    getJob: build.query<JobJson, string>({
      query: (id) => `/job/${id}`,
      providesTags: ['Jobs'],
      extraOptions: { expectedStatuses: [404] },
    }),
    createJob: build.mutation<JobJson, NewJob>({
      query: (job) => ({ url: '/job/create', method: 'POST', body: job }),
      onQueryStarted: writeAnswerToCache,
    }),
    /** Starts a created job, or starts a failed or canceled one again (a retry). */
    startJob: build.mutation<JobJson, string>({
      query: (id) => ({ url: `/job/${id}/start`, method: 'POST' }),
      onQueryStarted: writeAnswerToCache,
    }),
    cancelJob: build.mutation<JobJson, string>({
      query: (id) => ({ url: `/job/${id}/cancel`, method: 'POST' }),
      onQueryStarted: writeAnswerToCache,
    }),
  }),
});

export const {
  useListJobsQuery,
  useGetJobQuery,
  useCreateJobMutation,
  useStartJobMutation,
  useCancelJobMutation,
} = jobsApi;

type JobsApiState = Parameters<ReturnType<typeof jobsApi.endpoints.getJob.select>>[0];

/** A thunk any store holding the app's API can dispatch; it answers the job's state before. */
export type JobCacheUpdate = (
  dispatch: (action: never) => unknown,
  getState: () => unknown,
) => JobStateName | undefined;

/**
 * Writes one job's new state into every cached list it belongs to and into its cached job, and
 * answers the state the cache knew before (undefined when the job was not cached), so that the
 * event stream can tell a job that has just ended from a repeated event.
 */
export function applyJobToCache(job: JobJson): JobCacheUpdate {
  return (anyDispatch, getState) => {
    // Any store holding the app's API slice: the app's own, whose type predates the tag type
    // this file adds, or a test's.
    const state = getState() as JobsApiState;
    const dispatch = anyDispatch as ThunkDispatch<JobsApiState, unknown, UnknownAction>;
    const cachedJob = jobsApi.endpoints.getJob.select(job.id)(state).data;
    let previousState = cachedJob?.state;
    if (cachedJob) {
      const merged = mergeJob(cachedJob, job);
      if (merged !== cachedJob) dispatch(jobsApi.util.updateQueryData('getJob', job.id, () => merged));
    }
    for (const argument of jobsApi.util.selectCachedArgsForQuery(state, 'listJobs')) {
      const list = jobsApi.endpoints.listJobs.select(argument)(state).data;
      if (!list) continue;
      previousState ??= list.jobs.find((candidate) => candidate.id === job.id)?.state;
      const merged = mergeJobIntoList(list, job, argument ?? {});
      if (merged !== list) dispatch(jobsApi.util.updateQueryData('listJobs', argument, () => merged));
    }
    return previousState;
  };
}
