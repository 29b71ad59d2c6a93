import {
  jobFailureReasons,
  jobKinds,
  jobStages,
  type JobFailureReason,
  type JobJson,
  type JobKind,
  type JobStage,
} from '@atelier/contracts';
import type { TFunction } from 'i18next';

// The words the jobs panel, the progress bar and the toasts show for a job, in the user's
// language. The job service and the workers speak in contract words (a stage, a failure
// reason); only these functions turn them into sentences.

/** The stage to show: the worker's last word while it runs, "done" once the job succeeded. */
export function stageOf(job: Pick<JobJson, 'state' | 'progress_message'>): JobStage | undefined {
  if (job.state === 'success') return 'done';
  if (job.state === 'created' || job.state === 'queued') return 'waiting';
  if (job.state !== 'inprogress') return undefined;
  return (jobStages as readonly string[]).includes(job.progress_message)
    ? (job.progress_message as JobStage)
    : 'waiting';
}

/** The failure reason of a failed job, or undefined when it gave none the app knows. */
export function failureReasonOf(job: Pick<JobJson, 'error_reason'>): JobFailureReason | undefined {
  const reason = job.error_reason ?? '';
  return (jobFailureReasons as readonly string[]).includes(reason) ? (reason as JobFailureReason) : undefined;
}

function kindOf(job: Pick<JobJson, 'type'>): JobKind | undefined {
  return (jobKinds as readonly string[]).includes(job.type) ? (job.type as JobKind) : undefined;
}

/** Percent done, 0 to 100; a successful job is complete whatever the worker last reported. */
export function progressPercent(job: Pick<JobJson, 'state' | 'progress'>): number {
  if (job.state === 'success') return 100;
  const fraction = Number.isFinite(job.progress) ? Math.min(1, Math.max(0, job.progress)) : 0;
  return Math.round(fraction * 100);
}

/** Milliseconds from the start to the end (or to now while it runs); undefined before a start. */
export function elapsedMilliseconds(
  job: Pick<JobJson, 'started_at' | 'finished_at'>,
  now: number,
): number | undefined {
  const start = job.started_at ? Date.parse(job.started_at) : Number.NaN;
  if (Number.isNaN(start)) return undefined;
  const end = job.finished_at ? Date.parse(job.finished_at) : now;
  return Math.max(0, (Number.isNaN(end) ? now : end) - start);
}

/** A duration as a clock reads it, the same in every language: 0:07, 12:34, 1:02:03. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The sentences of one job. */
export function jobText(t: TFunction, job: JobJson) {
  const stage = stageOf(job);
  const reason = failureReasonOf(job);
  const kind = kindOf(job);
  return {
    name: job.name || t('jobs.untitled'),
    kind: kind ? t(`jobs.kinds.${kind}`) : t('jobs.kinds.other'),
    state: t(`jobs.states.${job.state}`),
    stage: stage ? t(`jobs.stages.${stage}`) : undefined,
    /** Set for a failed job only. */
    reason:
      job.state === 'failed' ? (reason ? t(`jobs.reasons.${reason}`) : t('jobs.reasons.unknown')) : undefined,
  };
}

/** The toast's message when a job has just succeeded. */
export function successMessage(t: TFunction, job: JobJson): string {
  const name = job.name || t('jobs.untitled');
  switch (kindOf(job)) {
    case 'export':
      return t('jobs.toast.exportReady', { name });
    case 'production':
      return t('jobs.toast.productionReady', { name });
    case 'preview':
      return t('jobs.toast.previewReady', { name });
    default:
      return t('jobs.toast.jobReady', { name });
  }
}

/** The toast's message when a job has just failed, with the reason in the user's language. */
export function failureMessage(t: TFunction, job: JobJson): string {
  const text = jobText(t, job);
  return t('jobs.toast.failed', { name: text.name, reason: text.reason ?? t('jobs.reasons.unknown') });
}

/** A file size in the user's language: 512 bytes, 12.3 kB, 4.5 MB. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1000
      ? [bytes, 'byte']
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte']
        : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    // Whole bytes read as words (318 bytes, 318 octets); larger sizes keep the short unit (12.3 kB).
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
