import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store';
import { dialogs } from '../../../ui/dialog/dialogService';
import { toasts } from '../../../ui/toast/toastService';
import type { EditorCanvas } from '../canvas/EditorCanvas';
import type { Rect } from '../core/geometry';
import { Exporter, type ExportTarget } from '../export/exporter';
import { openExportDialog } from '../export/openExportDialog';
import { CanvasHost } from './CanvasHost';
import { ConnectionAssistant, type AssistantRequest } from './ConnectionAssistant';
import { ControlsPanel } from './ControlsPanel';
import { DetailView } from './DetailView';
import { EditorSession } from './EditorSession';
import { HelpDialogBody } from './HelpDialog';
import { ImmediateControl } from './ImmediateControl';
import { refusalText } from './messages';
import { Monitor } from './Monitor';
import { NodeMenu, type NodeMenuRequest } from './NodeMenu';
import { Toolbar } from './Toolbar';
import { useEditorSettings, useEditorState } from './useEditorState';
import { useShortcuts } from './useShortcuts';
import './editor.css';

/** Keeps a popover's corner inside the canvas area. */
function clampToStage(
  point: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
) {
  return {
    x: Math.max(8, Math.min(point.x, viewport.width - size.width - 8)),
    y: Math.max(8, Math.min(point.y, viewport.height - size.height - 8)),
  };
}

/**
 * The parts of the canvas hidden behind panels floating over it (the controls panel when it
 * floats, the monitor), as rectangles relative to the canvas; new nodes never go under them.
 */
function coveredAreas(stage: HTMLElement | null): Rect[] {
  const screen = stage?.closest('.editor-screen');
  if (!stage || !screen) return [];
  const bounds = stage.getBoundingClientRect();
  const areas: Rect[] = [];
  for (const panel of screen.querySelectorAll('.editor-panel, .editor-monitor, .editor-history')) {
    const box = panel.getBoundingClientRect();
    const left = Math.max(box.left, bounds.left);
    const right = Math.min(box.right, bounds.right);
    const top = Math.max(box.top, bounds.top);
    const bottom = Math.min(box.bottom, bounds.bottom);
    if (right > left && bottom > top)
      areas.push({ x: left - bounds.left, y: top - bounds.top, width: right - left, height: bottom - top });
  }
  return areas;
}

/** The graph editor (spec section 2): canvas, toolbar, node menu, controls panel, monitor. */
export function EditorScreen({
  session,
  projectName,
  status,
  notice,
  sidebarStyle = 'solid',
  onSave,
  exportTarget,
  onHistory,
  history,
}: {
  session: EditorSession;
  /** The project's name at the start of the toolbar (renamed there). */
  projectName?: React.ReactNode;
  status?: React.ReactNode;
  /** A message across the editor under the toolbar (a refused save and what to do about it). */
  notice?: React.ReactNode;
  /** Saves now (ctrl/cmd + S); absent where nothing saves. */
  onSave?: () => void;
  /** The controls panel beside the canvas, or floating over it (a profile setting). */
  sidebarStyle?: 'solid' | 'floating';
  /** The saved project exports on the server read; absent where nothing saves. */
  exportTarget?: ExportTarget;
  /** Opens or closes the project history (toolbar History, H); absent where there is none. */
  onHistory?: () => void;
  /** The project history panel, when open, over the editor's right side. */
  history?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const editor = session.editor;
  const [menu, setMenu] = useState<(NodeMenuRequest & { centred?: boolean }) | undefined>();
  const stage = useRef<HTMLDivElement>(null);
  const [assistant, setAssistant] = useState<AssistantRequest | undefined>();
  const [detailNodeId, setDetailNodeId] = useState<string | undefined>();
  const [, setCanvas] = useState<EditorCanvas | undefined>();
  const nodeCount = useEditorState(editor, (state) => state.history.present.nodes.length);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const { previewBackground } = useEditorSettings(editor);
  const store = useStore() as AppStore;
  // Made in an effect, so that the one destroyed when the screen closes is never used again.
  const [exporter, setExporter] = useState<Exporter | undefined>();
  useEffect(() => {
    const created = new Exporter(session, store, exportTarget);
    setExporter(created);
    return () => created.destroy();
  }, [session, store, exportTarget]);

  const openMenuAtCentre = () => {
    const viewport = editor.viewport;
    setAssistant(undefined);
    setMenu({
      screen: clampToStage({ x: viewport.width / 2 - 150, y: 80 }, { width: 300, height: 380 }, viewport),
      world: editor.viewportCentre(coveredAreas(stage.current)),
      centred: true,
    });
  };

  const handlers = useMemo(
    () => ({
      addNode: () => {
        if (!editor.readOnly) openMenuAtCentre();
      },
      help: () =>
        dialogs.open({ title: t('editor.shortcuts.title'), render: () => <HelpDialogBody />, width: 520 }),
      detailView: (nodeId: string) => setDetailNodeId(nodeId),
      save: onSave,
      exportProject: () => {
        if (exporter) openExportDialog(exporter, t);
      },
      history: onHistory,
    }),
    [editor, t, onSave, exporter, onHistory],
  );
  useShortcuts(session, handlers);

  // A wire dropped on the canvas stays drawn to where it was dropped while the menu is open.
  const menuWire = menu?.pendingWire;
  useEffect(() => {
    if (!menuWire) return;
    editor.setOverlay({ pendingWire: menuWire });
    return () => editor.setOverlay({});
  }, [editor, menuWire]);

  useEffect(
    () =>
      editor.onEvent((event) => {
        switch (event.kind) {
          case 'connection-refused':
            toasts.show({ id: 'editor-connection', message: refusalText(t, event.code), tone: 'error' });
            return;
          case 'connection-assistant':
            setMenu(undefined);
            setAssistant({
              ...event,
              screen: clampToStage(
                event.screen,
                { width: 240, height: 40 + event.candidates.length * 36 },
                editor.viewport,
              ),
            });
            return;
          case 'node-menu':
            if (editor.readOnly) return;
            setAssistant(undefined);
            setMenu({
              ...event,
              screen: clampToStage(event.screen, { width: 300, height: 380 }, editor.viewport),
            });
            return;
          case 'detail-view':
            setDetailNodeId(event.nodeId);
            return;
        }
      }),
    [editor, t],
  );

  return (
    <div
      className="editor-screen"
      data-read-only={readOnly || undefined}
      data-sidebar={sidebarStyle}
      data-preview-background={previewBackground}
    >
      <Toolbar
        session={session}
        projectName={projectName}
        onAddNode={handlers.addNode}
        onHelp={handlers.help}
        onExport={handlers.exportProject}
        onHistory={onHistory}
        historyOpen={history !== undefined && history !== null}
        status={status}
      />
      {notice}
      <div className="editor-body">
        <div className="editor-stage" ref={stage}>
          <CanvasHost session={session} onCanvas={setCanvas} />
          {nodeCount === 0 && !readOnly ? (
            <div className="editor-empty-hint">
              <p>{t('editor.canvas.emptyHint')}</p>
              <button type="button" className="button" data-variant="primary" onClick={handlers.addNode}>
                {t('editor.toolbar.addNode')}
              </button>
            </div>
          ) : null}
          <ImmediateControl session={session} />
          <Monitor session={session} />
          <p className="editor-gesture-hint" aria-hidden="true">
            {t('editor.canvas.gestureHint')}
          </p>
          {menu ? (
            <NodeMenu
              request={menu}
              onClose={() => setMenu(undefined)}
              onChoose={(type, version) => {
                void session.addNode(type, version, menu.world, {
                  from: menu.from,
                  to: menu.to,
                  centred: menu.centred,
                  covered: coveredAreas(stage.current),
                });
                setMenu(undefined);
              }}
            />
          ) : null}
          {assistant ? (
            <ConnectionAssistant
              request={assistant}
              onClose={() => setAssistant(undefined)}
              onChoose={(candidate) => {
                const check = editor.connect(assistant.from, {
                  nodeId: candidate.nodeId,
                  input: candidate.input,
                });
                if (!check.ok) toasts.show({ message: refusalText(t, check.code) });
                setAssistant(undefined);
              }}
            />
          ) : null}
        </div>
        <ControlsPanel session={session} exporter={exporter} />
        {history}
      </div>
      {detailNodeId ? (
        <DetailView session={session} nodeId={detailNodeId} onClose={() => setDetailNodeId(undefined)} />
      ) : null}
    </div>
  );
}
