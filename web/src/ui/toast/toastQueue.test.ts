import { describe, expect, it } from 'vitest';
import {
  addToast,
  defaultToastDurationMilliseconds,
  dismissToast,
  emptyToastQueue,
  maximumVisibleToasts,
  visibleToasts,
  waitingToastCount,
  type ToastQueueState,
  type ToastRecord,
} from './toastQueue';

function toast(id: string): ToastRecord {
  return { id, tone: 'neutral', message: `message ${id}`, durationMilliseconds: 5000 };
}

function queueOf(...ids: string[]): ToastQueueState {
  return ids.reduce((state, id) => addToast(state, toast(id)), emptyToastQueue);
}

describe('toast queue', () => {
  it('uses the spec limits: five on screen, five seconds each', () => {
    expect(maximumVisibleToasts).toBe(5);
    expect(defaultToastDurationMilliseconds).toBe(5000);
  });

  it('shows up to five toasts in the order raised', () => {
    const state = queueOf('a', 'b', 'c');
    expect(visibleToasts(state).map((shown) => shown.id)).toEqual(['a', 'b', 'c']);
    expect(waitingToastCount(state)).toBe(0);
  });

  it('keeps the sixth and seventh toast waiting while five are on screen', () => {
    const state = queueOf('1', '2', '3', '4', '5', '6', '7');
    expect(visibleToasts(state).map((shown) => shown.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(waitingToastCount(state)).toBe(2);
  });

  it('brings the oldest waiting toast on screen when one closes', () => {
    const state = dismissToast(queueOf('1', '2', '3', '4', '5', '6', '7'), '2');
    expect(visibleToasts(state).map((shown) => shown.id)).toEqual(['1', '3', '4', '5', '6']);
    expect(waitingToastCount(state)).toBe(1);
  });

  it('replaces a toast raised again with the same id instead of stacking a copy', () => {
    const state = addToast(queueOf('update', 'other'), { ...toast('update'), message: 'newer' });
    expect(state.toasts.map((shown) => [shown.id, shown.message])).toEqual([
      ['update', 'newer'],
      ['other', 'message other'],
    ]);
  });

  it('leaves the queue untouched when dismissing an unknown toast', () => {
    const state = queueOf('a');
    expect(dismissToast(state, 'missing')).toBe(state);
  });
});
