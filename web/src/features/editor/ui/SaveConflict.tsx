import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../ui/dialog/dialogService';
import { toasts } from '../../../ui/toast/toastService';
import type { AutosaveController } from '../saving/autosave';
import './offline.css';

type Choice = 'keepMine' | 'takeSaved' | 'keepCopy';

/** The copy's name in the user's language: "<name> (copy)", as the projects screen names copies. */
function useCopyName(autosave: AutosaveController): () => string {
  const { t } = useTranslation();
  return () => t('projects.copyName', { name: autosave.projectName || t('editorProject.untitled') });
}

/**
 * The three ways out of a conflict, each with what it does: keep mine as the newest version
 * (focused: nothing is lost either way), take the saved one, keep mine as a copy. A choice that
 * fails says so and leaves the dialog open, the edit still kept.
 */
function ConflictChoices({ autosave, close }: { autosave: AutosaveController; close: () => void }) {
  const { t } = useTranslation();
  const copyName = useCopyName(autosave);
  const [working, setWorking] = useState<Choice | undefined>();
  const [failed, setFailed] = useState(false);
  const id = useId();

  const choose = async (choice: Choice) => {
    setWorking(choice);
    setFailed(false);
    try {
      if (choice === 'keepMine') await autosave.keepMine();
      else if (choice === 'takeSaved') {
        await autosave.takeSaved();
        toasts.show({ message: t('offline.conflict.tookSaved'), tone: 'success' });
      } else {
        await autosave.saveCopy(copyName());
        toasts.show({ message: t('offline.conflict.copySaved'), tone: 'success' });
      }
      close();
    } catch (error) {
      console.error('Resolving the save conflict failed', error);
      setWorking(undefined);
      setFailed(true);
    }
  };

  const option = (choice: Choice, label: string, hint: string, primary = false) => (
    <li className="editor-conflict-choice">
      <button
        type="button"
        className="button"
        data-variant={primary ? 'primary' : undefined}
        aria-describedby={`${id}-${choice}`}
        disabled={working !== undefined}
        autoFocus={primary}
        onClick={() => void choose(choice)}
      >
        {working === choice ? t('offline.conflict.working') : label}
      </button>
      <span id={`${id}-${choice}`} className="editor-conflict-hint">
        {hint}
      </span>
    </li>
  );

  return (
    <div className="editor-conflict">
      <ul className="editor-conflict-choices">
        {option('keepMine', t('offline.conflict.keepMine'), t('offline.conflict.keepMineHint'), true)}
        {option('takeSaved', t('offline.conflict.takeSaved'), t('offline.conflict.takeSavedHint'))}
        {option('keepCopy', t('offline.conflict.keepCopy'), t('offline.conflict.keepCopyHint'))}
      </ul>
      {failed ? (
        <p className="editor-conflict-failed" role="alert">
          {t('offline.conflict.failed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * When the project was saved elsewhere while an edit waited in this browser: a dialog asks which
 * to keep as soon as that is found. Closed without a choice (Escape), a notice under the toolbar
 * says that nothing is saved until the user chooses, with a button that asks again.
 */
export function SaveConflict({ autosave }: { autosave: AutosaveController }) {
  const { t } = useTranslation();
  useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => autosave.conflict,
  );
  const conflict = autosave.conflict;
  const again = useRef<HTMLButtonElement>(null);
  const open = useRef<{ close(): void } | undefined>(undefined);

  const ask = () => {
    if (open.current) return;
    open.current = dialogs.open({
      title: t('offline.conflict.title'),
      description: t('offline.conflict.message'),
      width: 480,
      render: (close) => <ConflictChoices autosave={autosave} close={close} />,
      onClosed: () => {
        open.current = undefined;
        // Closed without a choice: the way to choose is where the focus goes.
        if (autosave.conflict) requestAnimationFrame(() => again.current?.focus());
      },
    });
  };

  // Asked once for each conflict found; the dialog goes with the editor. The saving error said
  // while offline no longer holds: the server answered, and the question is what to keep.
  useEffect(() => {
    if (!conflict) return;
    toasts.dismiss('editor-saving-error');
    ask();
    // `ask` reads the latest autosave and texts; a new conflict object is what asks again.
  }, [conflict]);
  useEffect(() => () => open.current?.close(), []);

  if (!conflict) return null;
  return (
    <div className="editor-refusal" data-tone="warning" role="status">
      <p className="editor-refusal-text">
        <strong>{t('offline.conflict.notice')}</strong>
      </p>
      <button ref={again} type="button" className="button" data-variant="primary" onClick={ask}>
        {t('offline.conflict.choose')}
      </button>
    </div>
  );
}
