import { useEffect } from 'react';
import { matchShortcut, type ShortcutCommand } from '../core/shortcuts';
import type { EditorSession } from './EditorSession';

/** Enter or Space on a focused button or link presses it, whatever the shortcuts say. */
function pressingControl(event: KeyboardEvent): boolean {
  return (
    (event.key === 'Enter' || event.key === ' ') &&
    event.target instanceof Element &&
    event.target.closest('button, a[href], [role="button"], summary') !== null
  );
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The editor's keyboard shortcuts while its screen is open. Keys typed into a field stay with
 * the field, except ctrl/cmd + S, which saves; the clipboard uses the system clipboard events, so copy and paste work between
 * tabs and windows.
 */
export function useShortcuts(
  session: EditorSession | undefined,
  handlers: {
    addNode: () => void;
    help: () => void;
    detailView: (nodeId: string) => void;
    /** Saves now; absent where nothing saves (the benchmark's harness). */
    save?: () => void;
    /** Opens the Export dialog. */
    exportProject?: () => void;
    /** Opens or closes the project history; absent where there is no project history. */
    history?: () => void;
  },
) {
  useEffect(() => {
    if (!session) return;
    const editor = session.editor;
    const centre = () => ({ x: editor.viewport.width / 2, y: editor.viewport.height / 2 });
    const run = (command: ShortcutCommand): boolean => {
      const selected = editor.selection.nodeIds;
      switch (command) {
        case 'undo':
          editor.undo();
          return true;
        case 'redo':
          editor.redo();
          return true;
        case 'duplicate':
          editor.duplicateSelection();
          return true;
        case 'delete':
          editor.deleteSelection();
          return true;
        case 'selectAll':
          editor.selectAll();
          return true;
        case 'group':
          editor.groupSelection();
          return true;
        case 'addNode':
          handlers.addNode();
          return true;
        case 'togglePreview':
          editor.toggleDisplay(selected);
          return true;
        case 'monitor':
          if (selected.length === 1)
            editor.setMonitoredNode(editor.state.monitoredNodeId === selected[0] ? null : selected[0]!);
          return true;
        case 'detailView':
          if (selected.length === 1) handlers.detailView(selected[0]!);
          return true;
        case 'zoomIn':
          editor.zoomAround(centre(), 1.25);
          return true;
        case 'zoomOut':
          editor.zoomAround(centre(), 1 / 1.25);
          return true;
        case 'zoomToFit':
          editor.zoomToFit();
          return true;
        case 'zoomReset':
          editor.zoomAround(centre(), 1 / editor.camera.zoom);
          return true;
        case 'help':
          handlers.help();
          return true;
        case 'save':
          handlers.save?.();
          return true;
        case 'export':
          handlers.exportProject?.();
          return true;
        case 'history':
          handlers.history?.();
          return handlers.history !== undefined;
        case 'copy':
        case 'cut':
        case 'paste':
          // Left to the clipboard events below.
          return false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = matchShortcut(event);
      // Saving works from inside a field too, instead of the browser saving the page.
      if (command !== 'save' && typingIn(event.target)) return;
      if (pressingControl(event)) return;
      if (command !== 'save' && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (command && run(command)) event.preventDefault();
    };
    const onCopy = (event: ClipboardEvent) => {
      if (typingIn(event.target)) return;
      const text = editor.copySelection();
      if (!text || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };
    const onCut = (event: ClipboardEvent) => {
      onCopy(event);
      if (event.defaultPrevented) editor.deleteSelection();
    };
    const onPaste = (event: ClipboardEvent) => {
      if (typingIn(event.target)) return;
      const text = event.clipboardData?.getData('text/plain');
      if (text && editor.paste(text)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCut);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCut);
      document.removeEventListener('paste', onPaste);
    };
  }, [session, handlers]);
}
