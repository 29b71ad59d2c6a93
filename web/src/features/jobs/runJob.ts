import type { JobJson } from '@atelier/contracts';
import type { AppDispatch } from '../../app/store';
import { jobsApi, type NewJob } from './jobsApi';

/**
 * Creates a job and starts it (POST /job/create, then POST /job/{id}/start), answering the
 * started job. Both answers go into the jobs cache, so the jobs panel lists the job at once and
 * the event stream moves it on from there.
 */
export async function runJob(dispatch: AppDispatch, job: NewJob): Promise<JobJson> {
  const created = await dispatch(jobsApi.endpoints.createJob.initiate(job)).unwrap();
  return dispatch(jobsApi.endpoints.startJob.initiate(created.id)).unwrap();
}
