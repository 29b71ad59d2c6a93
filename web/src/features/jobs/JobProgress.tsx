import type { JobJson } from '@atelier/contracts';
import { useTranslation } from 'react-i18next';
import { elapsedMilliseconds, formatDuration, jobText, progressPercent } from './jobText';
import { isCancelable } from './jobCache';
import { useCancelJobMutation, useGetJobQuery } from './jobsApi';
import { useToast } from '../../ui/toast/toastService';
import { useElapsedClock } from './useElapsedClock';
import { useJobEvents } from './useJobEvents';
import './jobs.css';

/** The bar of one job: its share done, labelled with the job's name, the stage and percent. */
export function JobProgressBar({ job }: { job: JobJson }) {
  const { t } = useTranslation();
  const text = jobText(t, job);
  const percent = progressPercent(job);
  return (
    <div
      className="job-progress"
      role="progressbar"
      aria-label={t('jobs.progressLabel', { name: text.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${text.stage ?? text.state} ${percent}%`}
      data-state={job.state}
    >
      <div className="job-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** State, stage, percent and time of a job in one line. */
export function JobStatusLine({ job }: { job: JobJson }) {
  const { t, i18n } = useTranslation();
  const text = jobText(t, job);
  const now = useElapsedClock(job.state === 'inprogress');
  const elapsed = elapsedMilliseconds(job, now);
  // While it runs, the stage says more than the state ("Evaluating · 40 %" rather than "Running").
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    progressPercent(job) / 100,
  );
  const parts = job.state === 'inprogress' && text.stage ? [text.stage, percent] : [text.state];
  if (elapsed !== undefined)
    parts.push(
      job.finished_at
        ? t('jobs.took', { time: formatDuration(elapsed) })
        : t('jobs.runningFor', { time: formatDuration(elapsed) }),
    );
  return (
    <p className="job-status" data-state={job.state}>
      {parts.join(' · ')}
    </p>
  );
}

/** The failure of a failed job: its reason in the user's language, the English detail below. */
export function JobFailure({ job }: { job: JobJson }) {
  const { t } = useTranslation();
  const text = jobText(t, job);
  if (!text.reason) return null;
  return (
    <div className="job-failure">
      <p className="job-reason">{text.reason}</p>
      {job.error ? (
        <details className="job-details">
          <summary>{t('jobs.details')}</summary>
          <p lang="en">{job.error}</p>
        </details>
      ) : null}
    </div>
  );
}

/**
 * A live progress bar and state for one job, for screens that start a job and wait for it
 * (the export dialog). It keeps the job event stream open while shown, so it moves with the
 * worker's reports without polling.
 */
export function JobProgress({ jobId }: { jobId: string }) {
  useJobEvents();
  const { t } = useTranslation();
  const { data: job, isError, refetch } = useGetJobQuery(jobId);
  if (isError) {
    return (
      <div className="job-progress-block" role="alert">
        <p className="job-reason">{t('jobs.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('jobs.tryAgain')}
        </button>
      </div>
    );
  }
  if (!job) {
    return (
      <div className="job-progress-block" aria-busy="true">
        <p className="job-status">{t('jobs.loading')}</p>
      </div>
    );
  }
  return (
    <div className="job-progress-block">
      {/* The state alone is announced as it changes; the ticking time and percent are not. */}
      <span className="visually-hidden" aria-live="polite">
        {jobText(t, job).state}
      </span>
      <JobProgressBar job={job} />
      <JobStatusLine job={job} />
      <JobFailure job={job} />
      {isCancelable(job) ? <CancelJobButton job={job} /> : null}
    </div>
  );
}

/** Stops a job that has not finished; the change arrives through the event stream like any other. */
function CancelJobButton({ job }: { job: JobJson }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancelJob, state] = useCancelJobMutation();
  return (
    <button
      type="button"
      className="button"
      data-variant="ghost"
      aria-label={t('jobs.cancelJob', { name: jobText(t, job).name })}
      disabled={state.isLoading}
      onClick={() =>
        void cancelJob(job.id).then((result) => {
          if ('error' in result) toast.show({ tone: 'error', message: t('jobs.cancelFailed') });
        })
      }
    >
      {t('jobs.cancel')}
    </button>
  );
}
