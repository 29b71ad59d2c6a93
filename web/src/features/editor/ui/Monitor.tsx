import { useTranslation } from 'react-i18next';
import type { EditorSession } from './EditorSession';
import { ImageView } from './ImageView';
import { translateLabel } from './labels';
import { useEditorState } from './useEditorState';
import { usePreview } from './usePreview';

/** The monitor image: the result of the one monitored node, in the canvas's top right corner. */
export function Monitor({ session }: { session: EditorSession }) {
  const { t, i18n } = useTranslation();
  const editor = session.editor;
  const nodeId = useEditorState(editor, (state) => state.monitoredNodeId);
  const node = useEditorState(editor, (state) =>
    state.history.present.nodes.find((candidate) => candidate.id === nodeId),
  );
  const preview = usePreview(session, nodeId ?? undefined);
  if (!nodeId || !node) return null;
  const definition = editor.registry.get(node.type, node.version);
  const title = definition ? translateLabel(i18n, definition.title) : node.type;
  return (
    <section className="editor-monitor" aria-label={t('editor.monitor.label')}>
      <header>
        <span>{t('editor.monitor.title', { node: title })}</span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('editor.monitor.close')}
          onClick={() => editor.setMonitoredNode(null)}
        >
          ×
        </button>
      </header>
      <div className="editor-monitor-image checkerboard">
        <ImageView image={preview?.image} label={t('editor.monitor.image', { node: title })} />
        {!preview?.image ? <p>{t('editor.monitor.empty')}</p> : null}
      </div>
    </section>
  );
}
