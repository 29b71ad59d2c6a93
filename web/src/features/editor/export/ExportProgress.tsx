import { jobFailureReasons, jobStages } from '@atelier/contracts';
import type { TFunction } from 'i18next';
import type { NodeActivity } from './exporter';

/** The state word of a file being made: in the browser, or a job's stage and progress. */
export function activityText(t: TFunction, activity: NodeActivity): string {
  if (activity.kind === 'browser') return t('editorExport.states.preparing');
  if (activity.kind === 'failed') return t('editorExport.states.failed');
  const server = activity.server;
  if (server.state === 'running' && server.job) {
    const stage = server.job.progress_message;
    if (stage && (jobStages as readonly string[]).includes(stage))
      return `${t('editorExport.states.running')} · ${t(`jobs.stages.${stage}` as never) as unknown as string}`;
    return t('editorExport.states.running');
  }
  if (server.state === 'failed') return t('editorExport.states.failed');
  return t(`editorExport.states.${server.state}` as const);
}

/** Why an export failed, in the user's language. */
export function failureText(
  t: TFunction,
  activity: Extract<NodeActivity, { kind: 'failed' }>,
  nodeMessage?: string,
): string {
  const failure = activity.failure;
  switch (failure.reason) {
    case 'job': {
      if (failure.job?.state === 'canceled') return t('jobs.states.canceled');
      const reason = failure.job?.error_reason;
      const known: readonly string[] = jobFailureReasons;
      return t(
        `jobs.reasons.${reason && known.includes(reason) ? reason : 'unknown'}` as never,
      ) as unknown as string;
    }
    case 'node':
      return t('editorExport.failures.node', { message: nodeMessage ?? failure.message });
    default:
      return t(`editorExport.failures.${failure.reason}` as const);
  }
}
