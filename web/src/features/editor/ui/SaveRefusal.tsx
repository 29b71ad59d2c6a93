import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readServerFailure, serverErrorMessage } from '../../../ui/serverError';
import { toasts } from '../../../ui/toast/toastService';
import type { AutosaveController } from '../saving/autosave';

/**
 * Shown under the toolbar once the server refused to save for good: why, in plain words (for
 * someone else's project, that it is theirs), that nothing is lost, and "Save a copy to my
 * projects", which saves the graph into a project of the user's own and goes on there.
 */
export function SaveRefusal({ autosave }: { autosave: AutosaveController }) {
  const { t } = useTranslation();
  useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => `${autosave.status}|${autosave.isCopying}`,
  );
  const [copyFailed, setCopyFailed] = useState(false);
  const refusal = autosave.refusal;
  if (!refusal) return null;
  const copying = autosave.isCopying;
  const message =
    readServerFailure(refusal.failure).status === 403
      ? t('editor.refusal.notOwner')
      : t('editor.refusal.refused', { reason: serverErrorMessage(t, refusal.failure) });

  const saveCopy = async () => {
    setCopyFailed(false);
    try {
      await autosave.saveCopy(
        t('projects.copyName', { name: autosave.projectName || t('editorProject.untitled') }),
      );
      toasts.show({ message: t('editor.refusal.copySaved'), tone: 'success' });
    } catch (error) {
      console.error('Saving a copy failed', error);
      setCopyFailed(true);
    }
  };

  return (
    <div className="editor-refusal" role="alert">
      <p className="editor-refusal-text">
        <strong>{message}</strong> {copyFailed ? t('editor.refusal.copyFailed') : t('editor.refusal.kept')}
      </p>
      <button
        type="button"
        className="button"
        data-variant="primary"
        disabled={copying}
        onClick={() => void saveCopy()}
      >
        {copying ? t('editor.refusal.savingCopy') : t('editor.refusal.saveCopy')}
      </button>
    </div>
  );
}
