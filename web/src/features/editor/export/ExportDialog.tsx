import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../../ui/toast/toastService';
import { translateLabel } from '../ui/labels';
import { messageText } from '../ui/messages';
import { ExportFailure, type Exporter, type OutputState } from './exporter';
import { useNodeActivity } from './useNodeActivity';
import { JobProgress } from '../../jobs';
import { openOrderPrintsDialog } from '../../print-orders';
import { activityText, failureText } from './ExportProgress';
import { BROWSER_PIXEL_BUDGET } from './outputs';
import './export.css';

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: OutputState[] };

/**
 * The Export dialog: every output of the project with its format, size, resolution, file name
 * and state, a Download per output, "Download all" (a zip) and "Export all on the server".
 */
export function ExportDialogBody({ exporter, onClose }: { exporter: Exporter; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'all' | 'server' | undefined>();
  const [groupFailure, setGroupFailure] = useState<string | undefined>();
  const outputs = useRef(exporter.outputs());

  useEffect(() => {
    const controller = new AbortController();
    outputs.current = exporter.outputs();
    if (outputs.current.length === 0) {
      setListing({ status: 'ready', rows: [] });
      return;
    }
    setListing({ status: 'loading' });
    exporter.prepare(outputs.current, controller.signal).then(
      (prepared) => {
        if (controller.signal.aborted) return;
        setListing({
          status: 'ready',
          rows: outputs.current.map((output) => prepared.get(output.nodeId)!.state),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Working out the exports failed', error);
        setListing({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [exporter, attempt]);

  const describe = useCallback(
    (failure: unknown) => {
      if (failure instanceof ExportFailure)
        return failureText(
          t,
          { kind: 'failed', failure },
          failure.nodeMessage ? messageText(i18n, failure.nodeMessage) : undefined,
        );
      return t('editorExport.failures.download');
    },
    [t, i18n],
  );

  const downloadGroup = async (onServer: boolean) => {
    setBusy(onServer ? 'server' : 'all');
    setGroupFailure(undefined);
    try {
      await exporter.downloadMany(outputs.current, { language: i18n.language, onServer });
    } catch (error) {
      console.error('Exporting failed', error);
      setGroupFailure(describe(error));
    } finally {
      setBusy(undefined);
    }
  };

  if (listing.status === 'loading') {
    return (
      <div className="export-dialog">
        <p className="export-dialog-status" role="status">
          {t('editorExport.loading')}
        </p>
      </div>
    );
  }
  if (listing.status === 'failed') {
    return (
      <div className="export-dialog">
        <p className="export-dialog-error" role="alert">
          {t('editorExport.listFailed')}
        </p>
        <div className="export-dialog-actions">
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('editorExport.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  if (listing.rows.length === 0) {
    return (
      <div className="export-dialog">
        <p className="export-dialog-status">{t('editorExport.empty')}</p>
        <div className="export-dialog-actions">
          <button type="button" className="button" data-variant="primary" onClick={onClose}>
            {t('editorExport.close')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="export-dialog">
      <ul className="export-list" aria-label={t('editorExport.title')}>
        {listing.rows.map((row) => (
          <ExportRow key={row.output.nodeId} exporter={exporter} row={row} describe={describe} />
        ))}
      </ul>
      {groupFailure ? (
        <p className="export-dialog-error" role="alert">
          {groupFailure}
        </p>
      ) : null}
      <div className="export-dialog-actions">
        {exporter.target ? (
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => openOrderPrintsDialog(exporter.target!, t)}
          >
            {t('printOrders.dialog.button')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={busy !== undefined || !exporter.canUseServer}
          onClick={() => void downloadGroup(true)}
        >
          {t('editorExport.exportAllOnServer')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={busy !== undefined}
          aria-busy={busy === 'all' || undefined}
          onClick={() => void downloadGroup(false)}
        >
          {t('editorExport.downloadAll')}
        </button>
      </div>
    </div>
  );
}

function ExportRow({
  exporter,
  row,
  describe,
}: {
  exporter: Exporter;
  row: OutputState;
  describe: (failure: unknown) => string;
}) {
  const { t, i18n } = useTranslation();
  const activity = useNodeActivity(exporter, row.output.nodeId);
  const [done, setDone] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const node = exporter.node(row.output.nodeId);
  const title = node?.title ? translateLabel(i18n, node.title) : row.output.type;
  const size: string[] = [];
  if (row.pixels) size.push(t('editorExport.pixels', { width: row.pixels.width, height: row.pixels.height }));
  if (row.millimetres) {
    size.push(
      t('editorExport.millimetres', {
        width: number.format(row.millimetres.width),
        height: number.format(row.millimetres.height),
      }),
    );
    size.push(
      t('editorExport.inches', {
        width: number.format(row.millimetres.width / 25.4),
        height: number.format(row.millimetres.height / 25.4),
      }),
    );
  }
  const running = activity !== undefined && activity.kind !== 'failed';
  let state: string;
  if (activity) state = activityText(t, activity);
  else if (done) state = t('editorExport.states.done');
  else state = t(`editorExport.states.${row.state}` as const);
  const note =
    activity?.kind === 'failed'
      ? describe(activity.failure)
      : row.state === 'failed' && row.failure
        ? t('editorExport.failures.node', { message: messageText(i18n, row.failure) })
        : row.server === 'pixelBudget'
          ? t('editorExport.serverReasons.pixelBudget', {
              megapixels: number.format(BROWSER_PIXEL_BUDGET / 1_000_000),
            })
          : row.server === 'pdf'
            ? t('editorExport.serverReasons.pdf')
            : undefined;
  const download = async () => {
    setDone(false);
    try {
      await exporter.download(row.output.nodeId, i18n.language);
      setDone(true);
      toasts.show({ message: t('editorExport.downloaded', { file: row.fileName }), tone: 'success' });
    } catch (error) {
      console.error('Exporting failed', error);
    }
  };
  const headingId = `export-row-${row.output.nodeId}`;
  return (
    <li
      className="export-row"
      aria-labelledby={headingId}
      data-node-id={row.output.nodeId}
      data-state={row.state}
    >
      <div className="export-row-head">
        <h3 id={headingId} className="export-row-title">
          {title} <span className="export-row-id">{row.output.nodeId}</span>
        </h3>
        <button
          type="button"
          className="button"
          data-variant={row.state === 'failed' ? undefined : 'primary'}
          disabled={running || (row.state === 'server' && !exporter.canUseServer)}
          aria-busy={running || undefined}
          aria-label={t('editorExport.downloadFile', { file: row.fileName })}
          onClick={() => void download()}
        >
          {t('editorExport.download')}
        </button>
      </div>
      <dl className="export-row-figures">
        <div>
          <dt>{t('editorExport.columns.format')}</dt>
          <dd>{row.output.format}</dd>
        </div>
        <div>
          <dt>{t('editorExport.columns.size')}</dt>
          <dd>{size.length > 0 ? size.join(' · ') : t('editorExport.none')}</dd>
        </div>
        <div>
          <dt>{t('editorExport.columns.dpi')}</dt>
          <dd>
            {row.dotsPerInch
              ? t('editorExport.dpi', { value: number.format(row.dotsPerInch) })
              : t('editorExport.none')}
          </dd>
        </div>
        <div>
          <dt>{t('editorExport.columns.fileName')}</dt>
          <dd className="export-row-file">{row.fileName}</dd>
        </div>
        <div>
          <dt>{t('editorExport.columns.state')}</dt>
          <dd className="export-row-state" aria-live="polite">
            {state}
          </dd>
        </div>
      </dl>
      {activity?.kind === 'server' && activity.server.job ? (
        <JobProgress jobId={activity.server.job.id} />
      ) : null}
      {note ? (
        <p
          className="export-row-note"
          data-tone={activity?.kind === 'failed' || row.state === 'failed' ? 'error' : undefined}
        >
          {note}
        </p>
      ) : null}
    </li>
  );
}
