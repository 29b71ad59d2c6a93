import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { dialogs, type OpenDialog } from './dialogService';
import {
  finishShake,
  interactOutside,
  shakeDurationMilliseconds,
  stillDialog,
  type ShakeState,
} from './shakeMachine';
import './dialog.css';

/** Renders every dialog opened through the dialog service. Mounted once, in the root shell. */
export function DialogHost() {
  const openDialogs = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot);
  return (
    <>
      {openDialogs.map((dialog) => (
        <DialogFrame key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}

function DialogFrame({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const [shake, setShake] = useState<ShakeState>(stillDialog);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const close = useCallback(() => dialogs.close(dialog.id), [dialog.id]);

  // Outside clicks and Escape either close the dialog (Radix does that) or, for a
  // persistent dialog, are refused with a shake.
  const handleDismissAttempt = (event: Event) => {
    const outcome = interactOutside(dialog.persistent ?? false, shake);
    if (outcome.close) return;
    event.preventDefault();
    setShake(outcome.shake);
    const generation = outcome.shake.generation;
    timers.current.push(
      window.setTimeout(
        () => setShake((current) => finishShake(current, generation)),
        shakeDurationMilliseconds,
      ),
    );
  };

  const variant = dialog.variant ?? 'dialog';
  const style =
    variant === 'dialog' && dialog.width
      ? ({ '--dialog-width': `${dialog.width}px` } as CSSProperties)
      : undefined;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          // Modal: the page behind does not take keys meanwhile (the editor's shortcuts look for this).
          aria-modal="true"
          data-variant={variant}
          data-shaking={shake.phase === 'shaking' ? (shake.generation % 2 === 0 ? 'even' : 'odd') : undefined}
          style={style}
          onInteractOutside={handleDismissAttempt}
          onEscapeKeyDown={handleDismissAttempt}
          // Radix links the description itself; without one, it must be told there is none.
          {...(dialog.description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog-header">
            <Dialog.Title className="dialog-title">{dialog.title}</Dialog.Title>
            <Dialog.Close className="icon-button dialog-close" aria-label={t('dialog.close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          {dialog.description ? (
            <Dialog.Description className="dialog-description">{dialog.description}</Dialog.Description>
          ) : null}
          {dialog.render ? <div className="dialog-body">{dialog.render(close)}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
