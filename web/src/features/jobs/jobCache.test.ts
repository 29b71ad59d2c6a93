import type { JobJson } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { isNotOlder, jobEnding, mergeJobIntoList } from './jobCache';
import { applyJobToCache, jobsApi, type JobListJson } from './jobsApi';

function job(id: string, changes: Partial<JobJson> = {}): JobJson {
  return {
    id,
    target: '7d3c1a52-3b5a-4f4e-9b0e-2c6f9a1d0e11',
    type: 'export',
    name: `Job ${id}`,
    state: 'queued',
    parameters: {},
    progress: 0,
    progress_message: '',
    error: null,
    error_reason: null,
    project_version_id: null,
    attempts: 1,
    result: null,
    files: [],
    created_at: '2026-11-25T10:00:00.000Z',
    started_at: null,
    finished_at: null,
    updated_at: '2026-11-25T10:00:00.000Z',
    ...changes,
  };
}

const ids = (list: JobListJson) => list.jobs.map((entry) => entry.id);

describe('a job change merged into a cached page of GET /job', () => {
  const page: JobListJson = {
    jobs: [
      job('c', { created_at: '2026-11-25T10:03:00.000Z' }),
      job('b', { created_at: '2026-11-25T10:02:00.000Z' }),
      job('a', { created_at: '2026-11-25T10:01:00.000Z' }),
    ],
    total: 5,
  };

  it('replaces the job in its place', () => {
    const changed = job('b', {
      created_at: '2026-11-25T10:02:00.000Z',
      state: 'inprogress',
      progress: 0.4,
      progress_message: 'evaluating',
      updated_at: '2026-11-25T10:05:00.000Z',
    });
    const merged = mergeJobIntoList(page, changed, { limit: 3 });
    expect(ids(merged)).toEqual(['c', 'b', 'a']);
    expect(merged.jobs[1]).toBe(changed);
    expect(merged.total).toBe(5);
  });

  it('keeps the cached job when the change is older than it (an answer overtaken by an event)', () => {
    const newer = {
      ...page,
      jobs: [job('c', { state: 'canceled', updated_at: '2026-11-25T10:09:00.000Z' })],
    };
    const stale = job('c', { state: 'inprogress', updated_at: '2026-11-25T10:08:00.000Z' });
    expect(mergeJobIntoList(newer, stale, {})).toBe(newer);
    expect(isNotOlder(stale, newer.jobs[0]!)).toBe(false);
  });

  it('puts a new job at the top of the first page, keeps the page length and counts it', () => {
    const created = job('d', { created_at: '2026-11-25T10:04:00.000Z' });
    const merged = mergeJobIntoList(page, created, { limit: 3 });
    expect(ids(merged)).toEqual(['d', 'c', 'b']);
    expect(merged.total).toBe(6);
  });

  it('leaves later pages and pages of other filters alone', () => {
    const created = job('d', { created_at: '2026-11-25T10:04:00.000Z' });
    expect(mergeJobIntoList(page, created, { limit: 3, offset: 3 })).toBe(page);
    expect(mergeJobIntoList(page, created, { type: 'preview' })).toBe(page);
    expect(mergeJobIntoList(page, created, { target: '00000000-0000-4000-8000-000000000000' })).toBe(page);
  });

  it('takes a job off a page filtered by state once it leaves that state', () => {
    const running: JobListJson = { jobs: [job('a', { state: 'inprogress' })], total: 1 };
    const done = job('a', { state: 'success', updated_at: '2026-11-25T10:06:00.000Z' });
    const merged = mergeJobIntoList(running, done, { state: 'inprogress' });
    expect(merged.jobs).toEqual([]);
    expect(merged.total).toBe(0);
  });
});

describe('which change of a job raises a toast', () => {
  it('is the change into success or failed, once', () => {
    expect(jobEnding('inprogress', job('a', { state: 'success' }))).toBe('success');
    expect(jobEnding('queued', job('a', { state: 'failed' }))).toBe('failed');
    expect(jobEnding(undefined, job('a', { state: 'failed' }))).toBe('failed');
    expect(jobEnding('success', job('a', { state: 'success' }))).toBeUndefined();
    expect(jobEnding('inprogress', job('a', { state: 'canceled' }))).toBeUndefined();
    expect(jobEnding('queued', job('a', { state: 'inprogress' }))).toBeUndefined();
  });
});

describe('a job change written into the RTK Query cache', () => {
  it('updates every cached list and the cached job, and answers the state the cache knew before', async () => {
    // The app's API slice alone: the cache these functions write, as the app's store holds it.
    const store = configureStore({
      reducer: { [jobsApi.reducerPath]: jobsApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(jobsApi.middleware),
    });
    const first = job('a', { state: 'queued' });
    await store.dispatch(
      jobsApi.util.upsertQueryData('listJobs', { limit: 30 }, { jobs: [first], total: 1 }),
    );
    await store.dispatch(
      jobsApi.util.upsertQueryData('listJobs', { state: 'queued' }, { jobs: [first], total: 1 }),
    );
    await store.dispatch(jobsApi.util.upsertQueryData('getJob', 'a', first));

    const running = job('a', {
      state: 'inprogress',
      progress: 0.5,
      progress_message: 'writing',
      updated_at: '2026-11-25T10:01:00.000Z',
    });
    expect(store.dispatch(applyJobToCache(running))).toBe('queued');

    const state = store.getState();
    expect(jobsApi.endpoints.getJob.select('a')(state).data).toEqual(running);
    expect(jobsApi.endpoints.listJobs.select({ limit: 30 })(state).data).toEqual({
      jobs: [running],
      total: 1,
    });
    expect(jobsApi.endpoints.listJobs.select({ state: 'queued' })(state).data).toEqual({
      jobs: [],
      total: 0,
    });

    const created = job('b', { created_at: '2026-11-25T10:02:00.000Z', state: 'created' });
    expect(store.dispatch(applyJobToCache(created))).toBeUndefined();
    expect(ids(jobsApi.endpoints.listJobs.select({ limit: 30 })(store.getState()).data!)).toEqual(['b', 'a']);
  });
});
