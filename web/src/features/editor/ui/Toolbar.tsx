import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maximumScale, minimumScale } from '../core/constants';
import { describeKeys, shortcuts } from '../core/shortcuts';
import { selectCanRedo, selectCanUndo } from '../core/editorSlice';
import { Tooltip } from '../../../ui/tooltip/Tooltip';
import type { EditorSession } from './EditorSession';
import { useCamera, useEditorState } from './useEditorState';

function ToolButton({
  label,
  onClick,
  disabled,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className="icon-button editor-tool"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </Tooltip>
  );
}

const icon = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/**
 * The project's name, undo/redo, add node, zoom, grid, export and help, with the saving state at
 * the end.
 */
export function Toolbar({
  session,
  projectName,
  onAddNode,
  onHelp,
  onExport,
  onHistory,
  historyOpen,
  status,
}: {
  session: EditorSession;
  /** The project's name (renamed in place); absent where the editor shows no project. */
  projectName?: ReactNode;
  onAddNode: () => void;
  onHelp: () => void;
  /** Opens the Export dialog; absent where nothing exports. */
  onExport?: () => void;
  /** Opens or closes the project history; absent where the editor has no project history. */
  onHistory?: () => void;
  /** Whether the project history is open. */
  historyOpen?: boolean;
  status: ReactNode;
}) {
  const { t } = useTranslation();
  const editor = session.editor;
  const canUndo = useEditorState(editor, selectCanUndo);
  const canRedo = useEditorState(editor, selectCanRedo);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const camera = useCamera(editor);
  const centre = () => ({ x: editor.viewport.width / 2, y: editor.viewport.height / 2 });
  const exportKeys = describeKeys(
    shortcuts.find((shortcut) => shortcut.command === 'export')!.keys[0]!,
    /Mac|iPhone|iPad/.test(navigator.platform),
  ).join('+');
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
      {projectName ? <div className="editor-toolbar-group editor-toolbar-title">{projectName}</div> : null}
      <div className="editor-toolbar-group">
        <ToolButton label={t('editor.toolbar.undo')} disabled={!canUndo} onClick={() => editor.undo()}>
          <svg {...icon}>
            <path d="M5.5 3.5 2.5 6.5l3 3" />
            <path d="M2.5 6.5h7a4 4 0 0 1 0 8h-2" />
          </svg>
        </ToolButton>
        <ToolButton label={t('editor.toolbar.redo')} disabled={!canRedo} onClick={() => editor.redo()}>
          <svg {...icon}>
            <path d="m10.5 3.5 3 3-3 3" />
            <path d="M13.5 6.5h-7a4 4 0 0 0 0 8h2" />
          </svg>
        </ToolButton>
      </div>
      <div className="editor-toolbar-group">
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={readOnly}
          onClick={onAddNode}
        >
          {t('editor.toolbar.addNode')}
        </button>
      </div>
      <div className="editor-toolbar-group">
        <ToolButton
          label={t('editor.toolbar.zoomOut')}
          disabled={camera.zoom <= minimumScale}
          onClick={() => editor.zoomAround(centre(), 1 / 1.25)}
        >
          <svg {...icon}>
            <path d="M3.5 8h9" />
          </svg>
        </ToolButton>
        <Tooltip content={t('editor.toolbar.zoomReset')}>
          <button
            type="button"
            className="button editor-zoom"
            data-variant="ghost"
            onClick={() => editor.zoomAround(centre(), 1 / camera.zoom)}
          >
            {Math.round(camera.zoom * 100)}%
          </button>
        </Tooltip>
        <ToolButton
          label={t('editor.toolbar.zoomIn')}
          disabled={camera.zoom >= maximumScale}
          onClick={() => editor.zoomAround(centre(), 1.25)}
        >
          <svg {...icon}>
            <path d="M3.5 8h9M8 3.5v9" />
          </svg>
        </ToolButton>
        <ToolButton label={t('editor.toolbar.zoomToFit')} onClick={() => editor.zoomToFit()}>
          <svg {...icon}>
            <path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10" />
          </svg>
        </ToolButton>
      </div>
      {onExport ? (
        <div className="editor-toolbar-group">
          <Tooltip content={`${t('editorExport.command')} (${exportKeys})`}>
            <button
              type="button"
              className="button editor-export-button"
              aria-label={t('editorExport.command')}
              aria-keyshortcuts="Control+Shift+E Meta+Shift+E"
              onClick={onExport}
            >
              <svg {...icon}>
                <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" />
              </svg>
              <span className="editor-toolbar-label">{t('editorExport.command')}</span>
            </button>
          </Tooltip>
        </div>
      ) : null}
      {onHistory ? (
        <div className="editor-toolbar-group">
          <Tooltip content={`${t('versionHistory.open')} (H)`}>
            <button
              type="button"
              className="button editor-history-button"
              aria-label={t('versionHistory.open')}
              aria-pressed={historyOpen ?? false}
              aria-keyshortcuts="H"
              onClick={onHistory}
            >
              <svg {...icon}>
                <path d="M2.8 8a5.2 5.2 0 1 0 1.5-3.7" />
                <path d="M2.5 2.5v2.3h2.3" />
                <path d="M8 5v3l2 1.5" />
              </svg>
              <span className="editor-toolbar-label">{t('versionHistory.open')}</span>
            </button>
          </Tooltip>
        </div>
      ) : null}
      <div className="editor-toolbar-group">
        <ToolButton label={t('editor.toolbar.help')} onClick={onHelp}>
          <svg {...icon}>
            <circle cx="8" cy="8" r="6" />
            <path d="M6.4 6.2a1.7 1.7 0 0 1 3.2.6c0 1.2-1.6 1.4-1.6 2.4M8 11.3v.1" />
          </svg>
        </ToolButton>
      </div>
      <div className="editor-toolbar-status">{status}</div>
    </div>
  );
}
