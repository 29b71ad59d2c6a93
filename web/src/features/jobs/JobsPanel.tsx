import type { JobFileJson, JobJson } from '@atelier/contracts';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast/toastService';
import { downloadAllJobFiles, downloadJobFile, outputFiles } from './download';
import { DownloadIcon, RetryIcon } from './icons';
import { isCancelable, isRetryable } from './jobCache';
import { JobFailure, JobProgressBar, JobStatusLine } from './JobProgress';
import { formatFileSize, jobText } from './jobText';
import { recentJobsArguments, useCancelJobMutation, useListJobsQuery, useStartJobMutation } from './jobsApi';
import { useJobEvents } from './useJobEvents';
import './jobs.css';

/**
 * The jobs panel: a drawer at the right edge listing the user's recent jobs, live from the job
 * event stream. Radix's dialog keeps the focus inside while it is open, closes on Escape and
 * gives the focus back to where it was, as the app's dialogs do.
 */
export function JobsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  // The panel opens from the top bar or from any screen (jobsPanel.open()), without a Radix
  // trigger, so it remembers what had the focus and gives it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="jobs-panel-overlay" />
        <Dialog.Content
          className="jobs-panel"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
        >
          <header className="jobs-panel-header">
            <div>
              <Dialog.Title className="jobs-panel-title">{t('jobs.title')}</Dialog.Title>
              <Dialog.Description className="jobs-panel-description">
                {t('jobs.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close className="icon-button" aria-label={t('jobs.close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <JobList />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function JobList() {
  const { t } = useTranslation();
  const streamStatus = useJobEvents();
  const { data, isLoading, isError, refetch, isFetching } = useListJobsQuery(recentJobsArguments);
  const reconnecting =
    streamStatus === 'reconnecting' ? (
      <p className="jobs-panel-note" role="status">
        {t('jobs.reconnecting')}
      </p>
    ) : null;
  if (isLoading) {
    return (
      <div className="jobs-panel-state" aria-busy="true">
        <span className="loading-spinner" aria-hidden="true" />
        {t('jobs.loading')}
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="jobs-panel-state" role="alert">
        <p>{t('jobs.loadFailed')}</p>
        <button type="button" className="button" disabled={isFetching} onClick={() => void refetch()}>
          {t('jobs.tryAgain')}
        </button>
      </div>
    );
  }
  const jobs = data?.jobs ?? [];
  return (
    <>
      {reconnecting}
      {jobs.length === 0 ? (
        <p className="jobs-panel-state">{t('jobs.empty')}</p>
      ) : (
        <ul className="jobs-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function JobCard({ job }: { job: JobJson }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const text = jobText(t, job);
  const [cancelJob, cancelState] = useCancelJobMutation();
  const [startJob, startState] = useStartJobMutation();
  const [downloading, setDownloading] = useState<string | undefined>();
  const files = outputFiles(job);
  const nameId = `job-${job.id}-name`;

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setDownloading(key);
    try {
      await action();
    } catch {
      toast.show({ tone: 'error', message: failure });
    } finally {
      setDownloading(undefined);
    }
  };
  const download = (file: JobFileJson) =>
    void run(file.id, () => downloadJobFile(job.id, file), t('jobs.downloadFailed'));
  const downloadAll = () => void run('all', () => downloadAllJobFiles(job), t('jobs.downloadFailed'));
  const cancel = async () => {
    const result = await cancelJob(job.id);
    if ('error' in result) toast.show({ tone: 'error', message: t('jobs.cancelFailed') });
  };
  const retry = async () => {
    const result = await startJob(job.id);
    if ('error' in result) toast.show({ tone: 'error', message: t('jobs.retryFailed') });
  };

  return (
    <article className="job-card" aria-labelledby={nameId} data-state={job.state}>
      <header className="job-card-header">
        <h3 id={nameId} className="job-name">
          {text.name}
        </h3>
        <span className="job-kind">{text.kind}</span>
      </header>
      {job.state === 'failed' || job.state === 'canceled' ? null : <JobProgressBar job={job} />}
      <JobStatusLine job={job} />
      <JobFailure job={job} />
      {job.state === 'success' && files.length > 0 ? (
        <ul className="job-files">
          {files.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="job-file"
                aria-label={t('jobs.downloadFile', { file: file.name })}
                disabled={downloading !== undefined}
                onClick={() => download(file)}
              >
                <DownloadIcon />
                <span className="job-file-name">{file.name}</span>
                <span className="job-file-size">{formatFileSize(file.size, i18n.language)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="job-actions">
        {downloading ? (
          <span className="job-status" role="status">
            {t('jobs.downloading')}
          </span>
        ) : null}
        {job.state === 'success' && files.length > 1 ? (
          <button
            type="button"
            className="button"
            aria-label={t('jobs.downloadAllOf', { name: text.name })}
            disabled={downloading !== undefined}
            onClick={downloadAll}
          >
            <DownloadIcon />
            {t('jobs.downloadAll')}
          </button>
        ) : null}
        {isCancelable(job) ? (
          <button
            type="button"
            className="button"
            data-variant="ghost"
            aria-label={t('jobs.cancelJob', { name: text.name })}
            disabled={cancelState.isLoading}
            onClick={() => void cancel()}
          >
            {t('jobs.cancel')}
          </button>
        ) : null}
        {isRetryable(job) ? (
          <button
            type="button"
            className="button"
            aria-label={t('jobs.retryJob', { name: text.name })}
            disabled={startState.isLoading}
            onClick={() => void retry()}
          >
            <RetryIcon />
            {t('jobs.retry')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
