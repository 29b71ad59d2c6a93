import type { ProjectVersionJson } from '@atelier/contracts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectHistory } from '../../projects/ProjectHistory';
import { matchShortcut } from '../core/shortcuts';
import type { AutosaveController } from '../saving/autosave';
import { savingStage } from '../saving/savingState';
import './editorHistory.css';

/**
 * The project history beside the editor (toolbar History, or H): the same entries as the
 * projects screen's history. A version opens read-only in the editor with the panel still open;
 * after a restore the editor opens the new current version. While the editor saves, the list is
 * asked again once the save and its previews are done, so the newest entry shows what was saved.
 */
export function EditorHistoryPanel({
  autosave,
  shownVersionId,
  onClose,
  onOpen,
  beforeRestore,
  onRestored,
}: {
  autosave: AutosaveController;
  /** The version shown read-only, if one is. */
  shownVersionId?: string;
  onClose: () => void;
  onOpen: (version: ProjectVersionJson) => void;
  beforeRestore: () => Promise<void>;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const projectId = useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => autosave.currentProjectId,
  );
  const projectName = useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => autosave.projectName,
  );
  // The version saved last, once its previews are uploaded too (null while a save is under way).
  const settled = useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => (savingStage(autosave.savingState) === 'idle' ? (autosave.currentVersionId ?? '') : null),
  );
  const [refreshKey, setRefreshKey] = useState(settled ?? '');
  useEffect(() => {
    if (settled !== null) setRefreshKey(settled);
  }, [settled]);
  useEffect(() => heading.current?.focus(), []);

  const close = () => {
    onClose();
    // Back to the button that opened the panel, so a keyboard user goes on from there.
    document.querySelector<HTMLElement>('.editor-history-button')?.focus();
  };

  return (
    <aside
      className="editor-history"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          close();
          return;
        }
        // Keys pressed in the history are for the history: Delete or the arrows must not change
        // the graph behind it. Only the history's own shortcut goes on, to close it.
        if (matchShortcut(event.nativeEvent) !== 'history') event.stopPropagation();
      }}
    >
      <div className="editor-history-header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="editor-history-title">
          {t('versionHistory.open')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('versionHistory.close')} onClick={close}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="m4 4 8 8M12 4l-8 8" />
          </svg>
        </button>
      </div>
      {projectId ? (
        <ProjectHistory
          key={projectId}
          project={{ id: projectId, name: projectName }}
          close={close}
          onOpen={onOpen}
          beforeRestore={beforeRestore}
          onRestored={onRestored}
          shownVersionId={shownVersionId}
          refreshKey={refreshKey}
        />
      ) : (
        <p className="history-message">{t('projectHistory.empty')}</p>
      )}
    </aside>
  );
}
