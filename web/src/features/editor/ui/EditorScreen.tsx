import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store';
import { dialogs } from '../../../ui/dialog/dialogService';
import { toasts } from '../../../ui/toast/toastService';
import type { EditorCanvas } from '../canvas/EditorCanvas';
import type { Rect } from '../core/geometry';
import { revealOffset, uncoveredView } from '../core/placement';
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
import { translateLabel } from './labels';
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
 * floats or is a sheet along the bottom of a narrow screen, the monitor), as rectangles relative
 * to the canvas; new nodes never go under them.
 */
function coveredAreas(stage: HTMLElement | null): Rect[] {
  const screen = stage?.closest('.editor-screen');
  if (!stage || !screen) return [];
  const bounds = stage.getBoundingClientRect();
  const areas: Rect[] = [];
  // The sheet has no box of its own on a wide screen (the panel beside the canvas is measured).
  for (const panel of screen.querySelectorAll(
    '.editor-panel, .editor-sheet, .editor-monitor, .editor-history',
  )) {
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
  const { t, i18n } = useTranslation();
  const editor = session.editor;
  const [menu, setMenu] = useState<(NodeMenuRequest & { centred?: boolean }) | undefined>();
  const stage = useRef<HTMLDivElement>(null);
  const [assistant, setAssistant] = useState<AssistantRequest | undefined>();
  const [detailNodeId, setDetailNodeId] = useState<string | undefined>();
  const [, setCanvas] = useState<EditorCanvas | undefined>();
  const nodeCount = useEditorState(editor, (state) => state.history.present.nodes.length);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const { previewBackground } = useEditorSettings(editor);
  // On a narrow screen the controls panel is a sheet along the bottom, folded to one line on
  // request; on a wide one it is always whole.
  const [sheetOpen, setSheetOpen] = useState(true);
  const sheet = useRef<HTMLDivElement>(null);
  const selectedNodeId = useEditorState(editor, (state) =>
    state.selection.nodeIds.length === 1 ? state.selection.nodeIds[0] : undefined,
  );
  const selectedTitle = useEditorState(editor, (state) => {
    const ids = state.selection.nodeIds;
    const node =
      ids.length === 1 ? state.history.present.nodes.find((candidate) => candidate.id === ids[0]) : undefined;
    return node ? editor.registry.get(node.type, node.version)?.title : undefined;
  });
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

  /**
   * Pans the view so the selected node is in the part of the canvas no panel covers: when the
   * sheet showing its controls would hide it, or (`whenOutside`) when it was added where the
   * view had no room. Not in the middle of a drag: then once the pointer is released.
   */
  const revealSelected = useCallback(
    (whenOutside: boolean) => {
      const nodeId = editor.selection.nodeIds.length === 1 ? editor.selection.nodeIds[0] : undefined;
      const layout = nodeId ? editor.scene.nodes.get(nodeId) : undefined;
      if (!layout || !stage.current) return;
      if (session.machine.state.name !== 'idle') {
        window.addEventListener('pointerup', () => requestAnimationFrame(() => revealSelected(whenOutside)), {
          once: true,
        });
        return;
      }
      const covered = coveredAreas(stage.current);
      const { width, height } = editor.viewport;
      const zoom = editor.camera.zoom;
      const topLeft = {
        x: layout.rect.x * zoom + editor.camera.x,
        y: layout.rect.y * zoom + editor.camera.y,
      };
      const onScreen = { ...topLeft, width: layout.rect.width * zoom, height: layout.rect.height * zoom };
      const hidden = covered.some(
        (area) =>
          onScreen.x < area.x + area.width &&
          area.x < onScreen.x + onScreen.width &&
          onScreen.y < area.y + area.height &&
          area.y < onScreen.y + onScreen.height,
      );
      const view = { x: 0, y: 0, width, height };
      const outside = revealOffset(onScreen, view);
      if (!hidden && !(whenOutside && (outside.x !== 0 || outside.y !== 0))) return;
      const offset = revealOffset(onScreen, uncoveredView(view, covered), 12);
      if (offset.x !== 0 || offset.y !== 0) editor.pan(offset);
    },
    [editor, session],
  );

  // The sheet opening, growing with a node's controls or showing another node never hides it.
  useEffect(() => {
    const element = sheet.current;
    if (!element || !selectedNodeId) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealSelected(false));
    };
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [revealSelected, selectedNodeId, sheetOpen]);

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
                void session
                  .addNode(type, version, menu.world, {
                    from: menu.from,
                    to: menu.to,
                    centred: menu.centred,
                    covered: coveredAreas(stage.current),
                  })
                  .then(() => requestAnimationFrame(() => revealSelected(true)));
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
        <div className="editor-sheet" ref={sheet} data-open={sheetOpen}>
          <div className="editor-sheet-bar">
            <button
              type="button"
              className="button editor-sheet-toggle"
              data-variant="ghost"
              aria-expanded={sheetOpen}
              aria-controls="editor-sheet-body"
              onClick={() => setSheetOpen((open) => !open)}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d={sheetOpen ? 'm4 6 4 4 4-4' : 'm4 10 4-4 4 4'}
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {sheetOpen ? t('controlsSheet.hide') : t('controlsSheet.show')}
            </button>
            {selectedTitle ? (
              <span className="editor-sheet-node">{translateLabel(i18n, selectedTitle)}</span>
            ) : null}
          </div>
          <div className="editor-sheet-body" id="editor-sheet-body">
            <ControlsPanel session={session} exporter={exporter} />
          </div>
        </div>
        {history}
      </div>
      {detailNodeId ? (
        <DetailView session={session} nodeId={detailNodeId} onClose={() => setDetailNodeId(undefined)} />
      ) : null}
    </div>
  );
}
