import { describe, expect, it } from 'vitest';
import { finishShake, interactOutside, shakeDurationMilliseconds, stillDialog } from './shakeMachine';

describe('dialog outside interaction', () => {
  it('shakes for one second, as the spec sets', () => {
    expect(shakeDurationMilliseconds).toBe(1000);
  });

  it('closes an ordinary dialog', () => {
    expect(interactOutside(false, stillDialog)).toEqual({ close: true });
  });

  it('shakes a persistent dialog instead of closing it', () => {
    expect(interactOutside(true, stillDialog)).toEqual({
      close: false,
      shake: { phase: 'shaking', generation: 1 },
    });
  });

  it('stops shaking when its timer ends', () => {
    expect(finishShake({ phase: 'shaking', generation: 1 }, 1)).toEqual({ phase: 'still', generation: 1 });
  });

  it('restarts the shake on a second click, and the first timer does not cut it short', () => {
    const first = interactOutside(true, stillDialog);
    if (first.close) throw new Error('a persistent dialog must not close');
    const second = interactOutside(true, first.shake);
    if (second.close) throw new Error('a persistent dialog must not close');
    expect(second.shake).toEqual({ phase: 'shaking', generation: 2 });
    // The timer of the first shake fires while the second is still running.
    expect(finishShake(second.shake, 1)).toEqual({ phase: 'shaking', generation: 2 });
    expect(finishShake(second.shake, 2)).toEqual({ phase: 'still', generation: 2 });
  });

  it('ignores a finished timer when the dialog is already still', () => {
    const still = { phase: 'still', generation: 3 } as const;
    expect(finishShake(still, 3)).toBe(still);
  });
});
