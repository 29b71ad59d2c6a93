import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { defaultToastDurationMilliseconds, visibleToasts } from './toastQueue';
import { toasts } from './toastService';
import './toast.css';

/**
 * Shows the first five open toasts bottom-left. Radix pauses every toast's timer while the
 * pointer or focus is on the stack and while the window has lost focus, so a toast never
 * runs out unseen. A click anywhere on a toast closes it.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  return (
    <Toast.Provider
      swipeDirection="left"
      duration={defaultToastDurationMilliseconds}
      label={t('notifications.item')}
    >
      {visibleToasts(state).map((toast) => {
        const action = toasts.actionOf(toast.id);
        return (
          <Toast.Root
            key={toast.id}
            className="toast"
            data-tone={toast.tone}
            duration={toast.durationMilliseconds}
            onOpenChange={(open) => {
              if (!open) toasts.dismiss(toast.id);
            }}
            onClick={() => toasts.dismiss(toast.id)}
          >
            <Toast.Description className="toast-message">{toast.message}</Toast.Description>
            {action ? (
              <Toast.Action
                className="button toast-action"
                data-variant="primary"
                altText={action.label}
                onClick={(event) => {
                  event.stopPropagation();
                  action.onSelect();
                  toasts.dismiss(toast.id);
                }}
              >
                {action.label}
              </Toast.Action>
            ) : null}
            <Toast.Close className="icon-button toast-close" aria-label={t('toast.dismiss')}>
              <CloseIcon />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* The region's name, read out among the page's landmarks; Radix puts the key in. */}
      <Toast.Viewport className="toast-viewport" label={t('notifications.region', { hotkey: '{hotkey}' })} />
    </Toast.Provider>
  );
}
