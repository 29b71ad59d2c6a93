import { useMemo } from 'react';
import {
  addToast,
  defaultToastDurationMilliseconds,
  dismissToast,
  emptyToastQueue,
  type ToastQueueState,
  type ToastTone,
} from './toastQueue';

export interface ToastAction {
  /** Already-translated button text. */
  label: string;
  onSelect: () => void;
}

export interface ShowToastOptions {
  message: string;
  tone?: ToastTone;
  durationMilliseconds?: number;
  /** Raising a toast with the id of an open one replaces it instead of adding a copy. */
  id?: string;
  action?: ToastAction;
}

type Listener = () => void;

/**
 * Open toasts. The queue itself is plain data (toastQueue.ts); action callbacks are kept
 * beside it by toast id, because functions do not belong in state. Outside Redux for the
 * same reason dialogs are: toasts carry callbacks.
 */
export class ToastService {
  private state: ToastQueueState = emptyToastQueue;
  private readonly actions = new Map<string, ToastAction>();
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  show(options: ShowToastOptions): string {
    const id = options.id ?? `toast-${this.nextId++}`;
    if (options.action) this.actions.set(id, options.action);
    else this.actions.delete(id);
    this.update(
      addToast(this.state, {
        id,
        tone: options.tone ?? 'neutral',
        message: options.message,
        durationMilliseconds: options.durationMilliseconds ?? defaultToastDurationMilliseconds,
      }),
    );
    return id;
  }

  dismiss(id: string): void {
    this.actions.delete(id);
    this.update(dismissToast(this.state, id));
  }

  actionOf(id: string): ToastAction | undefined {
    return this.actions.get(id);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ToastQueueState => this.state;

  private update(next: ToastQueueState) {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The app's toasts; ToastHost in the root shell renders them bottom-left. */
export const toasts = new ToastService();

/** Raise and dismiss toasts from a component: `const toast = useToast(); toast.show({ message })`. */
export function useToast(): Pick<ToastService, 'show' | 'dismiss'> {
  return useMemo(
    () => ({
      show: (options: ShowToastOptions) => toasts.show(options),
      dismiss: (id: string) => toasts.dismiss(id),
    }),
    [],
  );
}
