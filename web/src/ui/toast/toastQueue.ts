/**
 * The toast queue as pure functions over plain data. The spec allows at most five toasts
 * on screen; later ones wait, oldest first, and appear as earlier ones close, so nothing
 * the user should read is dropped.
 */

export const maximumVisibleToasts = 5;
export const defaultToastDurationMilliseconds = 5000;

export type ToastTone = 'neutral' | 'success' | 'error';

export interface ToastRecord {
  id: string;
  tone: ToastTone;
  /** Already-translated text: the caller picks the language when it raises the toast. */
  message: string;
  durationMilliseconds: number;
}

export interface ToastQueueState {
  /** Every open toast in the order raised. The first maximumVisibleToasts are on screen. */
  toasts: ToastRecord[];
}

export const emptyToastQueue: ToastQueueState = { toasts: [] };

/** Adds a toast, or replaces the one with the same id in place (e.g. "new version" raised twice). */
export function addToast(state: ToastQueueState, toast: ToastRecord): ToastQueueState {
  const existingIndex = state.toasts.findIndex((candidate) => candidate.id === toast.id);
  if (existingIndex === -1) return { toasts: [...state.toasts, toast] };
  const toasts = [...state.toasts];
  toasts[existingIndex] = toast;
  return { toasts };
}

export function dismissToast(state: ToastQueueState, id: string): ToastQueueState {
  const toasts = state.toasts.filter((toast) => toast.id !== id);
  return toasts.length === state.toasts.length ? state : { toasts };
}

export function visibleToasts(state: ToastQueueState): ToastRecord[] {
  return state.toasts.slice(0, maximumVisibleToasts);
}

export function waitingToastCount(state: ToastQueueState): number {
  return Math.max(0, state.toasts.length - maximumVisibleToasts);
}
