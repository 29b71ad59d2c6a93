import { useSyncExternalStore } from 'react';
import type { Editor } from '../core/editor';
import type { EditorState } from '../core/editorSlice';

/** Reads from the editor's own store and re-renders when the selected value changes. */
export function useEditorState<T>(editor: Editor, select: (state: EditorState) => T): T {
  return useSyncExternalStore(
    (listener) => editor.subscribe(listener),
    () => select(editor.state),
  );
}

/** The camera, re-rendering on every pan and zoom: for the few controls that show it. */
export function useCamera(editor: Editor) {
  return useSyncExternalStore(
    (listener) => editor.onCameraChange(listener),
    () => editor.camera,
  );
}

/** Re-renders when node definitions arrive, so labels and controls appear as they load. */
export function useDefinitionsVersion(editor: Editor): number {
  return useSyncExternalStore(
    (listener) => editor.onDefinitionsChange(listener),
    () => editor.definitionsVersion,
  );
}

/** The editor's settings (from the user's profile), re-rendering when they change. */
export function useEditorSettings(editor: Editor) {
  return useSyncExternalStore(
    (listener) => editor.onSettingsChange(listener),
    () => editor.settings,
  );
}
