// Recording changes the graph package has no command for (a node's display mode and width,
// kept in its stored options) as history steps of the same shape `perform` makes, so undo and
// redo treat them like any other action.
import {
  applyCommands,
  type GraphAction,
  type GraphDocument,
  type GraphHistory,
  type GraphNode,
  type HistoryStep,
  perform,
} from '@atelier/graph';

/** A document change: graph commands, plus editor-only fields merged into nodes' options. */
export interface EditorAction extends GraphAction {
  /** Fields merged into the stored `options` of nodes by id, after the commands. */
  nodeOptions?: Record<string, Record<string, unknown>>;
}

export function performEditorAction(history: GraphHistory, action: EditorAction): GraphHistory {
  if (!action.nodeOptions) return perform(history, action);
  const after = mergeNodeOptions(action.nodeOptions)(applyCommands(history.present, action.commands));
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

/** A transform merging fields into some nodes' options, sharing every other node unchanged. */
export function mergeNodeOptions(changes: Record<string, Record<string, unknown>>) {
  return (document: GraphDocument): GraphDocument => {
    let changed = false;
    const nodes = document.nodes.map((node): GraphNode => {
      const change = changes[node.id];
      if (!change) return node;
      changed = true;
      return { ...node, options: { ...node.options, ...change } };
    });
    return changed ? { ...document, nodes } : document;
  };
}
