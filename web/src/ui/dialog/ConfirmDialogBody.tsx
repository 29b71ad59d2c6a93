import { useTranslation } from 'react-i18next';

export type ConfirmChoice = 'cancel' | 'confirm' | 'extraConfirm';

export interface ConfirmOptions {
  title: string;
  message?: string;
  /** Button texts, already translated; cancel and confirm default to the generic words. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A second way to confirm, shown between cancel and confirm when given. */
  extraConfirmLabel?: string;
  /** Colours the confirm button as dangerous, for irreversible actions. */
  destructive?: boolean;
  persistent?: boolean;
}

export function ConfirmDialogBody({
  options,
  onChoice,
}: {
  options: ConfirmOptions;
  onChoice: (choice: ConfirmChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-actions">
      <button type="button" className="button" data-variant="ghost" onClick={() => onChoice('cancel')}>
        {options.cancelLabel ?? t('dialog.cancel')}
      </button>
      {options.extraConfirmLabel ? (
        <button type="button" className="button" onClick={() => onChoice('extraConfirm')}>
          {options.extraConfirmLabel}
        </button>
      ) : null}
      <button
        type="button"
        className="button"
        data-variant={options.destructive ? 'danger' : 'primary'}
        onClick={() => onChoice('confirm')}
        autoFocus
      >
        {options.confirmLabel ?? t('dialog.confirm')}
      </button>
    </div>
  );
}
