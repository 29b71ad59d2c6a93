// Undo and redo over whole documents. Every user action, however many commands it holds (a
// multi-node paste, a drag that moves ten nodes), becomes exactly one step. Documents are never
// changed in place, so a step keeps the documents before and after it at the cost of the nodes
// that actually changed.
import type { GraphDocument } from '../document/types';
import { applyCommands, type GraphCommand } from './commands';

/** One user action: a label for the undo menu and the commands it consists of. */
export interface GraphAction {
  /** i18n key describing the action, for example `history.move_nodes`. */
  label: string;
  commands: readonly GraphCommand[];
  /**
   * Consecutive actions with the same merge key become one step, so the editor can apply a drag
   * or a slider while it moves and still leave a single step behind. Leave it out for discrete
   * actions.
   */
  mergeKey?: string;
}

export interface HistoryStep {
  label: string;
  before: GraphDocument;
  after: GraphDocument;
  mergeKey?: string;
}

export interface GraphHistory {
  readonly present: GraphDocument;
  /** Steps that can be undone, oldest first. */
  readonly past: readonly HistoryStep[];
  /** Steps that can be redone, the next one first. */
  readonly future: readonly HistoryStep[];
  /** How many steps `past` keeps; the oldest are dropped beyond it. */
  readonly limit: number;
}

export const defaultHistoryLimit = 200;

export function createHistory(document: GraphDocument, options: { limit?: number } = {}): GraphHistory {
  const limit = options.limit ?? defaultHistoryLimit;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`a history limit must be a whole number of at least 1, got ${limit}`);
  return { present: document, past: [], future: [], limit };
}

/**
 * Applies an action as one step: the redo list is cleared and the oldest step dropped beyond the
 * limit. An action without commands leaves the history as it was. Throws `GraphCommandError`
 * (and changes nothing) when a command cannot apply.
 */
export function perform(history: GraphHistory, action: GraphAction): GraphHistory {
  const after = applyCommands(history.present, action.commands);
  if (after === history.present) return history;
  const last = history.past[history.past.length - 1];
  if (action.mergeKey !== undefined && last?.mergeKey === action.mergeKey && history.future.length === 0) {
    const merged: HistoryStep = { ...last, after };
    return { ...history, present: after, past: [...history.past.slice(0, -1), merged] };
  }
  const step: HistoryStep = { label: action.label, before: history.present, after };
  if (action.mergeKey !== undefined) step.mergeKey = action.mergeKey;
  const past = [...history.past, step];
  if (past.length > history.limit) past.splice(0, past.length - history.limit);
  return { ...history, present: after, past, future: [] };
}

/**
 * Closes the current merge run, so the next action with the same merge key starts a new step
 * (call it when a drag ends).
 */
export function sealLastStep(history: GraphHistory): GraphHistory {
  const last = history.past[history.past.length - 1];
  if (last?.mergeKey === undefined) return history;
  const { mergeKey: _sealed, ...sealed } = last;
  return { ...history, past: [...history.past.slice(0, -1), sealed] };
}

export function canUndo(history: GraphHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: GraphHistory): boolean {
  return history.future.length > 0;
}

/** Goes back one step; without a step to undo, returns the history unchanged. */
export function undo(history: GraphHistory): GraphHistory {
  const step = history.past[history.past.length - 1];
  if (!step) return history;
  const { mergeKey: _closed, ...closed } = step;
  return {
    ...history,
    present: step.before,
    past: history.past.slice(0, -1),
    future: [closed, ...history.future],
  };
}

/** Goes forward one step; without a step to redo, returns the history unchanged. */
export function redo(history: GraphHistory): GraphHistory {
  const step = history.future[0];
  if (!step) return history;
  return { ...history, present: step.after, past: [...history.past, step], future: history.future.slice(1) };
}
