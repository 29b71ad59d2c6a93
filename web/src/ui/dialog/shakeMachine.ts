/**
 * What happens when the user clicks outside a dialog or presses Escape. An ordinary dialog
 * closes. A persistent dialog (one holding unsaved input or a required decision) stays and
 * shakes for one second, so the user sees why nothing happened. A click during a shake
 * starts a new one-second shake: the generation number tells the timer of an older shake
 * not to stop the newer one.
 */

export const shakeDurationMilliseconds = 1000;

export type ShakeState = { phase: 'still'; generation: number } | { phase: 'shaking'; generation: number };

export const stillDialog: ShakeState = { phase: 'still', generation: 0 };

export type OutsideInteractionOutcome = { close: true } | { close: false; shake: ShakeState };

export function interactOutside(persistent: boolean, state: ShakeState): OutsideInteractionOutcome {
  if (!persistent) return { close: true };
  return { close: false, shake: { phase: 'shaking', generation: state.generation + 1 } };
}

/** The end of the shake started as `generation`; a later shake keeps running. */
export function finishShake(state: ShakeState, generation: number): ShakeState {
  if (state.phase === 'shaking' && state.generation === generation) return { phase: 'still', generation };
  return state;
}
