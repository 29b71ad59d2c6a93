import { configureStore } from '@reduxjs/toolkit';
import type { GraphDocument } from '@atelier/graph';
import { editorSlice, initialEditorState } from './editorSlice';

/**
 * One Redux store per open editor: its document, history and selection. The store is the
 * editor's own (tldraw keeps one store per editor too), so closing the screen drops a large
 * history at once and two editors never share one.
 */
export function createEditorStore(document?: GraphDocument) {
  return configureStore({
    reducer: editorSlice.reducer,
    preloadedState: initialEditorState(document),
    // Documents are replaced, never changed in place, and a 500-node history is too large to
    // walk on every action; the graph package's commands guarantee what these checks test.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }),
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
