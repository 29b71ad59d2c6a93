import { useTranslation } from 'react-i18next';
import { toasts } from '../../../ui/toast/toastService';
import { messageText } from '../ui/messages';
import type { Exporter } from './exporter';
import { useNodeActivity } from './useNodeActivity';
import { JobProgress } from '../../jobs';
import { activityText, failureText } from './ExportProgress';
import { isExportNodeType } from './outputs';

/**
 * The Download action of an export node, for its controls panel: the file is written in the
 * browser, or by a render worker with its progress shown here, and downloaded when ready.
 */
export function NodeDownload({
  exporter,
  nodeId,
  type,
}: {
  exporter: Exporter | undefined;
  nodeId: string;
  type: string;
}) {
  const { t, i18n } = useTranslation();
  const activity = useNodeActivity(exporter, nodeId);
  if (!exporter || !isExportNodeType(type)) return null;
  const running = activity !== undefined && activity.kind !== 'failed';
  const download = async () => {
    try {
      await exporter.download(nodeId, i18n.language);
    } catch (error) {
      console.error('Exporting failed', error);
      const failure = exporter.activity(nodeId);
      if (failure?.kind === 'failed')
        toasts.show({
          id: `export-${nodeId}`,
          tone: 'error',
          message: failureText(
            t,
            failure,
            failure.failure.nodeMessage ? messageText(i18n, failure.failure.nodeMessage) : undefined,
          ),
        });
    }
  };
  return (
    <div className="export-node">
      <button
        type="button"
        className="button"
        data-variant="primary"
        disabled={running}
        aria-busy={running || undefined}
        onClick={() => void download()}
      >
        {t('editorExport.download')}
      </button>
      {activity && activity.kind !== 'failed' ? (
        <span className="export-node-state" role="status">
          {activityText(t, activity)}
        </span>
      ) : null}
      {activity?.kind === 'server' && activity.server.job ? (
        <JobProgress jobId={activity.server.job.id} />
      ) : null}
    </div>
  );
}
