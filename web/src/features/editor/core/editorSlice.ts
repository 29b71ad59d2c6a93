// The editor's document state in Redux: the graph with its undo/redo history, the selection,
// the monitored node and per-node interface state. Everything here is plain data; previews,
// textures and the worker live in classes outside the store.
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import {
  canRedo,
  canUndo,
  createHistory,
  redo,
  sealLastStep,
  undo,
  type GraphDocument,
  type GraphHistory,
} from '@atelier/graph';
import { performEditorAction, type EditorAction } from './documentChange';

export interface Selection {
  nodeIds: string[];
  groupIds: string[];
  connectionIds: number[];
}

/** Interface state of a node that is not saved (spec section 3, UI node state). */
export interface UiNodeState {
  selectedControlId?: string;
  isInImmediateMode?: boolean;
  /** Set while evaluation of this node cannot keep up (spec: low-FPS mode per node). */
  lowFps?: boolean;
}

export interface EditorState {
  history: GraphHistory;
  selection: Selection;
  monitoredNodeId: string | null;
  /** A version opened read-only: changes are refused until it is restored as current. */
  readOnly: boolean;
  /** Counts document changes (edits, undo, redo); saving compares it with what it saved. */
  revision: number;
  uiNodes: Record<string, UiNodeState>;
}

export const emptyGraph: GraphDocument = { version: '1.0.0', nodes: [], connections: [], groups: [] };

export const emptySelection: Selection = { nodeIds: [], groupIds: [], connectionIds: [] };

export function initialEditorState(document: GraphDocument = emptyGraph): EditorState {
  return {
    history: createHistory(document),
    selection: emptySelection,
    monitoredNodeId: null,
    readOnly: false,
    revision: 0,
    uiNodes: {},
  };
}

function keepExisting(selection: Selection, document: GraphDocument): Selection {
  const nodeIds = new Set(document.nodes.map((node) => node.id));
  const groupIds = new Set((document.groups ?? []).map((group) => group.id));
  const connectionIds = new Set(document.connections.map((connection) => connection.id));
  return {
    nodeIds: selection.nodeIds.filter((id) => nodeIds.has(id)),
    groupIds: selection.groupIds.filter((id) => groupIds.has(id)),
    connectionIds: selection.connectionIds.filter((id) => connectionIds.has(id)),
  };
}

function afterDocumentChange(state: EditorState, history: GraphHistory): EditorState {
  if (history === state.history) return state;
  const next = {
    ...state,
    history,
    revision: state.revision + 1,
    selection: keepExisting(state.selection, history.present),
  };
  if (next.monitoredNodeId && !history.present.nodes.some((node) => node.id === next.monitoredNodeId))
    next.monitoredNodeId = null;
  return next;
}

// The reducers read the state as it was (`original`) and return a new one: histories are built
// from documents that are never changed in place, so immer's drafts would only cost time.
function plain(draft: unknown): EditorState {
  return (original(draft as object) ?? draft) as EditorState;
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState(),
  reducers: {
    /** Opens a document: a fresh history, nothing selected. */
    documentLoaded(_state, action: PayloadAction<{ document: GraphDocument; readOnly?: boolean }>) {
      return { ...initialEditorState(action.payload.document), readOnly: action.payload.readOnly ?? false };
    },
    actionPerformed(draft, action: PayloadAction<EditorAction & { select?: Partial<Selection> }>) {
      const state = plain(draft);
      if (state.readOnly) return state;
      const { select, ...editorAction } = action.payload;
      const next = afterDocumentChange(state, performEditorAction(state.history, editorAction));
      if (!select) return next;
      return { ...next, selection: keepExisting({ ...emptySelection, ...select }, next.history.present) };
    },
    gestureEnded(draft) {
      const state = plain(draft);
      const history = sealLastStep(state.history);
      return history === state.history ? state : { ...state, history };
    },
    undone(draft) {
      const state = plain(draft);
      if (state.readOnly || !canUndo(state.history)) return state;
      return afterDocumentChange(state, undo(state.history));
    },
    redone(draft) {
      const state = plain(draft);
      if (state.readOnly || !canRedo(state.history)) return state;
      return afterDocumentChange(state, redo(state.history));
    },
    selectionChanged(draft, action: PayloadAction<Partial<Selection>>) {
      const state = plain(draft);
      return {
        ...state,
        selection: keepExisting({ ...emptySelection, ...action.payload }, state.history.present),
      };
    },
    monitoredNodeChanged(draft, action: PayloadAction<string | null>) {
      return { ...plain(draft), monitoredNodeId: action.payload };
    },
    readOnlyChanged(draft, action: PayloadAction<boolean>) {
      return { ...plain(draft), readOnly: action.payload };
    },
    /** Selecting a control sets it as the node's selected control and immediate mode (spec 4). */
    controlSelected(
      draft,
      action: PayloadAction<{ nodeId: string; controlId: string | undefined; detailView: boolean }>,
    ) {
      const state = plain(draft);
      const { nodeId, controlId, detailView } = action.payload;
      const current = state.uiNodes[nodeId] ?? {};
      return {
        ...state,
        uiNodes: {
          ...state.uiNodes,
          [nodeId]: {
            ...current,
            selectedControlId: controlId,
            isInImmediateMode: controlId !== undefined && !detailView,
          },
        },
      };
    },
    lowFpsChanged(draft, action: PayloadAction<{ nodeId: string; lowFps: boolean }>) {
      const state = plain(draft);
      const current = state.uiNodes[action.payload.nodeId] ?? {};
      if ((current.lowFps ?? false) === action.payload.lowFps) return state;
      return {
        ...state,
        uiNodes: { ...state.uiNodes, [action.payload.nodeId]: { ...current, lowFps: action.payload.lowFps } },
      };
    },
  },
});

export const {
  documentLoaded,
  actionPerformed,
  gestureEnded,
  undone,
  redone,
  selectionChanged,
  monitoredNodeChanged,
  readOnlyChanged,
  controlSelected,
  lowFpsChanged,
} = editorSlice.actions;

export function selectCanUndo(state: EditorState): boolean {
  return !state.readOnly && canUndo(state.history);
}

export function selectCanRedo(state: EditorState): boolean {
  return !state.readOnly && canRedo(state.history);
}
