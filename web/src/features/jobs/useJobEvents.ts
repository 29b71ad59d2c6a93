import { jobEventsPath, type JobJson } from '@atelier/contracts';
import type { i18n as I18n } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { toasts } from '../../ui/toast/toastService';
import { accessToken } from '../auth/accessToken';
import { useAuth } from '../auth/useAuth';
import { downloadJobOutputs, outputFiles } from './download';
import { jobEnding } from './jobCache';
import { JobEventStream, type JobStreamStatus } from './jobEventStream';
import { applyJobToCache, jobsApi } from './jobsApi';
import { failureMessage, successMessage } from './jobText';

type Dispatch = ReturnType<typeof useAppDispatch>;

interface SharedStream {
  userId: string;
  stream: JobEventStream;
  holders: number;
  stopWatchingToken: () => void;
}

// One stream for the whole tab, however many components ask for it (the shell, a progress bar
// in a dialog); it closes when the last of them unmounts or the user signs out.
let shared: SharedStream | undefined;
let status: JobStreamStatus = 'closed';
const statusListeners = new Set<() => void>();

function setStatus(next: JobStreamStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

/** Raises the toast of a job that has just succeeded or failed. */
function announceEnding(job: JobJson, ending: 'success' | 'failed', i18n: I18n) {
  const t = i18n.t.bind(i18n);
  if (ending === 'failed') {
    toasts.show({ id: `job-${job.id}`, tone: 'error', message: failureMessage(t, job) });
    return;
  }
  const hasFiles = outputFiles(job).length > 0;
  toasts.show({
    id: `job-${job.id}`,
    tone: 'success',
    message: successMessage(t, job),
    action: hasFiles
      ? {
          label: t('jobs.toast.download'),
          onSelect: () =>
            void downloadJobOutputs(job).catch(() =>
              toasts.show({ tone: 'error', message: t('jobs.downloadFailed') }),
            ),
        }
      : undefined,
  });
}

function acquire(userId: string, dispatch: Dispatch, i18n: I18n): () => void {
  if (shared && shared.userId !== userId) {
    shared.stream.stop();
    shared.stopWatchingToken();
    shared = undefined;
  }
  if (!shared) {
    const stream = new JobEventStream({
      url: jobEventsPath,
      onJob: (job) => {
        const previousState = dispatch(applyJobToCache(job));
        const ending = jobEnding(previousState, job);
        if (ending) announceEnding(job, ending, i18n);
      },
      // Whatever changed while the stream was away is read again.
      onReopened: () => void dispatch(jobsApi.util.invalidateTags(['Jobs'])),
      onStatus: setStatus,
    });
    shared = {
      userId,
      stream,
      holders: 0,
      stopWatchingToken: accessToken.subscribe((token) => {
        if (token) stream.retryNow();
      }),
    };
    stream.start();
  }
  const holder = shared;
  holder.holders += 1;
  return () => {
    holder.holders -= 1;
    if (holder.holders > 0 || shared !== holder) return;
    holder.stream.stop();
    holder.stopWatchingToken();
    shared = undefined;
  };
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const readStatus = () => status;

/**
 * Keeps the signed-in user's job event stream (GET /job/events) open while the calling
 * component is mounted, writing each pushed job into the RTK Query cache (lists and the job)
 * and raising a toast when one of the user's jobs succeeds or fails. After a break the jobs
 * are read again, since events may have been missed. Answers the stream's status.
 */
export function useJobEvents(): JobStreamStatus {
  const auth = useAuth();
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const userId = auth.isLoggedIn ? auth.user?.id : undefined;
  useEffect(() => {
    if (!userId) return undefined;
    return acquire(userId, dispatch, i18n);
  }, [userId, dispatch, i18n]);
  return useSyncExternalStore(subscribeStatus, readStatus);
}
