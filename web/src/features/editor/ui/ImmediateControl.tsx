import { effectiveControlValues } from '@atelier/graph';
import { useTranslation } from 'react-i18next';
import { worldToScreen } from '../core/camera';
import { controlSelected } from '../core/editorSlice';
import { ControlInput, controlDotsPerInch, setControlValue } from './ControlsPanel';
import type { EditorSession } from './EditorSession';
import { controlRowsInMode, currentModeOf } from './controlModes';
import { translateLabel } from './labels';
import { useCamera, useDefinitionsVersion, useEditorState } from './useEditorState';

/** Below the node, room for the message line the canvas draws there (in world units). */
const messageRoom = 20;
const minimumWidth = 220;

/**
 * Immediate mode (spec section 4): the control last selected in the controls panel shows on
 * the canvas under its node, so it can be changed while looking at the node's preview. Only
 * for the one selected node, not in the detail view; Escape or the close button leaves it.
 */
export function ImmediateControl({ session }: { session: EditorSession }) {
  const editor = session.editor;
  const nodeId = useEditorState(editor, (state) => {
    const selected = state.selection.nodeIds;
    const uiNode = selected.length === 1 ? state.uiNodes[selected[0]!] : undefined;
    return uiNode?.isInImmediateMode && uiNode.selectedControlId ? selected[0] : undefined;
  });
  // Only a node in immediate mode follows the camera; the rest of the time no pan or zoom
  // re-renders anything here.
  return nodeId ? <ControlUnderNode session={session} nodeId={nodeId} /> : null;
}

function ControlUnderNode({ session, nodeId }: { session: EditorSession; nodeId: string }) {
  const { t, i18n } = useTranslation();
  const editor = session.editor;
  useDefinitionsVersion(editor);
  const camera = useCamera(editor);
  const controlId = useEditorState(editor, (state) => state.uiNodes[nodeId]?.selectedControlId);
  const document = useEditorState(editor, (state) => state.history.present);
  const readOnly = useEditorState(editor, (state) => state.readOnly);
  const node = document.nodes.find((candidate) => candidate.id === nodeId);
  const definition = node ? editor.registry.get(node.type, node.version) : undefined;
  const control = definition
    ? controlRowsInMode(definition, currentModeOf(definition, node?.currentMode))
        .flat()
        .find((item) => item.id === controlId)
    : undefined;
  const layout = editor.scene.nodes.get(nodeId);
  if (!node || node.detailView || !definition || !control || !layout) return null;
  if (document.connections.some((wire) => wire.to.nodeId === nodeId && wire.to.input === control.id))
    return null;

  const corner = worldToScreen(camera, {
    x: layout.rect.x,
    y: layout.rect.y + layout.rect.height + messageRoom,
  });
  const width = Math.max(minimumWidth, layout.rect.width * camera.zoom);
  const viewport = editor.viewport;
  if (corner.x > viewport.width || corner.x + width < 0 || corner.y > viewport.height || corner.y < -40)
    return null;
  const values = effectiveControlValues(node, definition);
  const label = translateLabel(i18n, control.label);
  const leave = () =>
    editor.store.dispatch(controlSelected({ nodeId, controlId: undefined, detailView: false }));
  return (
    <div
      className="editor-immediate"
      role="group"
      aria-label={t('editor.immediate.title', { control: label })}
      style={{ left: corner.x, top: corner.y, width }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          leave();
        }
      }}
    >
      <div className="editor-immediate-header">
        <label htmlFor={`immediate-${control.id}`}>{label}</label>
        <button
          type="button"
          className="editor-immediate-close"
          aria-label={t('editor.immediate.close')}
          title={t('editor.immediate.close')}
          onClick={leave}
        >
          ×
        </button>
      </div>
      <ControlInput
        idPrefix="immediate"
        control={control}
        value={values[control.id]}
        disabled={readOnly}
        onChange={(value) => setControlValue(editor, nodeId, control.id, value)}
        onCommit={() => editor.endGesture()}
        session={session}
        dotsPerInch={controlDotsPerInch(values)}
      />
    </div>
  );
}
