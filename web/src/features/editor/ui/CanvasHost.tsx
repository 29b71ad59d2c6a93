import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { resolveTheme } from '../../theme/theme';
import { readCanvasTheme } from '../canvas/canvasTheme';
import { EditorCanvas, type NodePreview } from '../canvas/EditorCanvas';
import { wireAt } from '../core/hitTest';
import type { PreviewResult } from '../engine/previewEngine';
import type { EditorSession } from './EditorSession';
import { translateLabel } from './labels';
import { messageText } from './messages';

export const nodeDragType = 'application/x-atelier-node';

/** Mounts the pixi canvas for a session and keeps its theme, language and previews current. */
export function CanvasHost({
  session,
  onCanvas,
}: {
  session: EditorSession;
  onCanvas?: (canvas: EditorCanvas | undefined) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<EditorCanvas | undefined>(undefined);
  const { t, i18n } = useTranslation();
  const preference = useAppSelector((state) => state.theme.preference);
  const theme = resolveTheme(preference, undefined);
  const translate = useRef((key: string) => translateLabel(i18n, key));
  translate.current = (key: string) => translateLabel(i18n, key);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    let stopPreviews: (() => void) | undefined;
    void EditorCanvas.create(element, session.editor, session.machine, {
      theme: readCanvasTheme(),
      translate: (key) => translate.current(key),
      antialias: session.antialias,
      motion: session.motion,
    }).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      canvas.current = created;
      created.element.setAttribute('aria-label', t('editor.canvas.label'));
      created.element.dataset.testid = 'editor-canvas';
      onCanvas?.(created);
      const toCanvas = (nodeId: string, result: PreviewResult | undefined): NodePreview | undefined =>
        result && {
          status: result.status,
          image: result.image,
          messages: result.messages.map((message) => ({
            text: messageText(i18n, message, session.editor.definitionOf(nodeId)),
            severity: message.severity,
          })),
        };
      stopPreviews = session.previews.onResult((nodeId, result) =>
        created.setPreview(nodeId, toCanvas(nodeId, result)),
      );
    });
    return () => {
      cancelled = true;
      stopPreviews?.();
      canvas.current?.destroy();
      canvas.current = undefined;
      onCanvas?.(undefined);
    };
    // The canvas lives as long as the session; theme and language changes go through update().
  }, [session]);

  useEffect(() => {
    // The theme's tokens apply once <html data-theme> changed, which the shell does before paint.
    const frame = requestAnimationFrame(() => canvas.current?.update({ theme: readCanvasTheme() }));
    return () => cancelAnimationFrame(frame);
  }, [theme]);

  useEffect(() => {
    canvas.current?.update({});
  }, [i18n.language]);

  return (
    <div
      ref={host}
      className="editor-canvas-host"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(nodeDragType)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDrop={(event) => {
        const dragged = event.dataTransfer.getData(nodeDragType);
        if (!dragged || !host.current) return;
        event.preventDefault();
        const at = dragged.lastIndexOf('@');
        const bounds = host.current.getBoundingClientRect();
        const editor = session.editor;
        const world = editor.toWorld({ x: event.clientX - bounds.left, y: event.clientY - bounds.top });
        const onWire = wireAt(editor.scene, world, editor.camera.zoom);
        void session.addNode(
          dragged.slice(0, at),
          dragged.slice(at + 1),
          { x: world.x - 40, y: world.y - 17 },
          { onWire },
        );
      }}
    />
  );
}
