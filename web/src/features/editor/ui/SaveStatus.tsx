import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveController } from '../saving/autosave';
import { savingStage } from '../saving/savingState';

const stageKeys = {
  creating: 'editor.saving.creating',
  loading: 'editor.saving.loading',
  saving: 'editor.saving.saving',
  renderingProjectPreview: 'editor.saving.renderingProjectPreview',
  renderingNodePreviews: 'editor.saving.renderingNodePreviews',
} as const;

/**
 * The saving stage, or whether everything is saved, with a retry while saving fails (not after a
 * refusal for good: retrying would be refused again).
 */
export function SaveStatus({ autosave }: { autosave: AutosaveController }) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () =>
      `${autosave.status}|${savingStage(autosave.savingState)}|${autosave.isAutomatic}|${autosave.currentProjectId !== null}`,
  );
  const [status, stage, automatic, exists] = snapshot.split('|') as [
    string,
    keyof typeof stageKeys | 'idle',
    string,
    string,
  ];
  const manual = automatic === 'false';
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  let text: string;
  let state = status;
  if (status === 'conflict') {
    // Saved elsewhere meanwhile: nothing is saved until the user chooses (SaveConflict).
    text = t('offline.conflict.status');
    state = 'error';
  } else if (status === 'refused') {
    // Why, and what to do, is said under the toolbar (SaveRefusal); here only that it is unsaved.
    text = t('editor.saving.pending');
    state = 'error';
  } else if (status === 'error') {
    text = offline ? t('editor.saving.offline') : t('editor.saving.error');
    if (offline) state = 'offline';
  } else if (stage !== 'idle') {
    text = t(stageKeys[stage]);
    state = 'saving';
  } else if (status === 'saved' && exists === 'false') {
    // A new project before anything is in it: nothing exists yet that could be "saved".
    text = t('editorProject.notSavedYet');
    state = 'new';
  } else {
    text = status === 'pending' ? t('editor.saving.pending') : t('editor.saving.saved');
  }
  return (
    <span className="editor-save-state" data-state={state} role="status" aria-live="polite">
      {text}
      {manual && status === 'pending' && stage === 'idle' ? (
        <button
          type="button"
          className="button"
          data-variant="primary"
          title={t('editor.saving.manual')}
          onClick={() => void autosave.flush()}
        >
          {t('editor.saving.save')}
        </button>
      ) : null}
      {status === 'error' ? (
        <button type="button" className="button" data-variant="ghost" onClick={() => void autosave.flush()}>
          {t('editor.saving.retry')}
        </button>
      ) : null}
    </span>
  );
}
