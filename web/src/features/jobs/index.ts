// Jobs in the web app: the calls, the live event stream, the jobs panel and a job's progress bar.
export {
  jobsApi,
  recentJobsArguments,
  useCancelJobMutation,
  useCreateJobMutation,
  useGetJobQuery,
  useListJobsQuery,
  useStartJobMutation,
  type JobListArguments,
  type JobListJson,
  type NewJob,
} from './jobsApi';
export { runJob } from './runJob';
export {
  downloadAllJobFiles,
  downloadJobFile,
  downloadJobOutputs,
  fetchJobFile,
  jobFileUrl,
  saveBlob,
} from './download';
export { useJobEvents } from './useJobEvents';
export { JobsPanel } from './JobsPanel';
export { JobsButton } from './JobsButton';
export { JobProgress } from './JobProgress';
export { jobsPanel } from './jobsPanelState';
