import type { TFunction } from 'i18next';
import { dialogs } from '../../../ui/dialog/dialogService';
import type { Exporter } from './exporter';
import { ExportDialogBody } from './ExportDialog';

/** Opens the Export dialog of the open project. */
export function openExportDialog(exporter: Exporter, t: TFunction) {
  return dialogs.open({
    title: t('editorExport.title'),
    description: t('editorExport.description'),
    width: 680,
    render: (close) => <ExportDialogBody exporter={exporter} onClose={close} />,
  });
}
