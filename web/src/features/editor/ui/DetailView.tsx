import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wheelZoomFactor } from '../core/camera';
import { dragSpeedDetailView, maximumScale, minimumScale, pinchZoomSpeedDetailView } from '../core/constants';
import type { EditorSession } from './EditorSession';
import { ImageView } from './ImageView';
import { translateLabel } from './labels';
import { renderPreview } from '../preview/render';
import { useEditorSettings, useEditorState } from './useEditorState';
import { usePreview } from './usePreview';

/** The 3D editor, loaded with three.js when a scene node is first opened. */
const SceneEditor = lazy(() => import('../scene3d/SceneEditor'));

/** The most pixels on the longest side of a drawing drawn again for the detail view. */
const detailSide = 1024;

/**
 * A node's detail view: its result large, zoomed with ctrl/cmd + scroll or a pinch at the
 * detail view's pinch speed (spec: 1), panned by dragging, and zoomed by dragging up and down
 * with alt held at the detail view's drag speed (spec: 0.02 per pixel, in powers of two).
 */
export function DetailView({
  session,
  nodeId,
  onClose,
}: {
  session: EditorSession;
  nodeId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const editor = session.editor;
  const node = useEditorState(editor, (state) =>
    state.history.present.nodes.find((candidate) => candidate.id === nodeId),
  );
  const preview = usePreview(session, nodeId);
  const { pointStyle } = useEditorSettings(editor);
  const [marks, setMarks] = useState({ showPaths: false, showPoints: false });
  const drawing = preview?.value?.kind === 'vector' ? preview.value : undefined;
  // A drawing is drawn again here, larger, with its paths and points marked as asked (the
  // workflow editor's "show paths" and "show points", in the user's point styling).
  // Drawn at about the size it shows at (the stage's shorter side, as the stylesheet fits the
  // image), so points and paths have the pixel sizes the user chose.
  const stage = useRef<HTMLDivElement>(null);
  const marked = useMemo(() => {
    if (!drawing || !(marks.showPaths || marks.showPoints)) return undefined;
    const box = stage.current;
    const shown = box ? Math.min(box.clientWidth * 0.8, box.clientHeight * 0.75) : detailSide;
    try {
      return renderPreview(drawing, {
        longestSide: Math.round(Math.min(detailSide, Math.max(64, shown))),
        margin: Math.max(8, pointStyle.pointSize),
        ...marks,
        pointStyle,
      });
    } catch (error) {
      console.error('Detail drawing failed', error);
      return undefined;
    }
  }, [drawing, marks, pointStyle]);
  const image = marked ?? preview?.image;
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; zoomDrag: boolean } | undefined>(undefined);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    editor.perform({
      label: 'editor.history.detailView',
      commands: [{ kind: 'setDetailView', nodeId, detailView: true }],
    });
    return () => {
      if (editor.findNode(nodeId))
        editor.perform({
          label: 'editor.history.detailView',
          commands: [{ kind: 'setDetailView', nodeId, detailView: false }],
        });
    };
  }, [editor, nodeId]);
  if (!node) return null;
  const definition = editor.registry.get(node.type, node.version);
  const title = definition ? translateLabel(i18n, definition.title) : node.type;
  // A node that gives a 3D scene opens in the 3D editor.
  const isScene =
    preview?.value?.kind === 'scene' ||
    (definition?.outputs.some((output) => output.type === 'scene') ?? false);
  const clamp = (zoom: number) => Math.min(maximumScale * 4, Math.max(minimumScale, zoom));
  return (
    <div
      className="editor-detail-view"
      role="dialog"
      aria-modal="true"
      aria-label={t('editor.detailView.title', { node: title })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header>
        <h2>{t('editor.detailView.title', { node: title })}</h2>
        {drawing ? (
          <div className="editor-detail-marks" role="group">
            {(['showPaths', 'showPoints'] as const).map((mark) => (
              <button
                key={mark}
                type="button"
                className="button"
                data-variant="ghost"
                aria-pressed={marks[mark]}
                onClick={() => setMarks((current) => ({ ...current, [mark]: !current[mark] }))}
              >
                {t(`editor.detailView.${mark}`)}
              </button>
            ))}
          </div>
        ) : null}
        {isScene ? null : (
          <>
            <span className="editor-detail-zoom">{Math.round(view.zoom * 100)}%</span>
            <button
              type="button"
              className="button"
              data-variant="ghost"
              onClick={() => setView({ zoom: 1, x: 0, y: 0 })}
            >
              {t('editor.toolbar.zoomReset')}
            </button>
          </>
        )}
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          {t('editor.detailView.close')}
        </button>
      </header>
      {isScene ? (
        <Suspense fallback={<p className="editor-detail-loading">{t('editor.scene.loading')}</p>}>
          <SceneEditor session={session} nodeId={nodeId} title={title} />
        </Suspense>
      ) : (
        <div
          ref={stage}
          className="editor-detail-stage checkerboard"
          onWheel={(event) => {
            if (!(event.ctrlKey || event.metaKey)) return;
            const factor = wheelZoomFactor(event.deltaY, pinchZoomSpeedDetailView);
            setView((current) => ({ ...current, zoom: clamp(current.zoom * factor) }));
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY, zoomDrag: event.altKey };
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            if (!start) return;
            const dx = event.clientX - start.x;
            const dy = event.clientY - start.y;
            drag.current = { ...start, x: event.clientX, y: event.clientY };
            if (start.zoomDrag)
              setView((current) => ({
                ...current,
                zoom: clamp(current.zoom * Math.pow(2, -dy * dragSpeedDetailView)),
              }));
            else setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
          }}
          onPointerUp={() => {
            drag.current = undefined;
          }}
        >
          <div
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
            className="editor-detail-image"
          >
            <ImageView image={image} label={t('editor.monitor.image', { node: title })} />
          </div>
          {!image ? <p className="editor-detail-empty">{t('editor.monitor.empty')}</p> : null}
        </div>
      )}
    </div>
  );
}
