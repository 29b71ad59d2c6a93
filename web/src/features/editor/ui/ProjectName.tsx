import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toasts } from '../../../ui/toast/toastService';
import type { AutosaveController } from '../saving/autosave';

/**
 * The project's name at the start of the editor's toolbar, renamed in place: a click (or focus)
 * edits it, Enter or leaving the field saves it, Escape puts the old name back. A project without
 * a name is "Untitled" (the projects screen's word), before its first save and after it; a new one
 * without an id yet is created when named. Read-only where nothing saves (an older version).
 */
export function ProjectName({ autosave, readOnly }: { autosave: AutosaveController; readOnly: boolean }) {
  const { t } = useTranslation();
  const name = useSyncExternalStore(
    (listener) => autosave.subscribe(listener),
    () => autosave.projectName,
  );
  const shown = name || t('editorProject.untitled');
  const [draft, setDraft] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const cancelled = useRef(false);

  if (readOnly)
    return (
      <span className="editor-project-name" data-read-only="true" title={shown}>
        {shown}
      </span>
    );

  const commit = () => {
    const value = draft;
    setDraft(undefined);
    if (cancelled.current || value === undefined) {
      cancelled.current = false;
      return;
    }
    if (value.trim() === '' || value.trim() === name) return;
    autosave.rename(value).catch((error: unknown) => {
      console.error('Renaming the project failed', error);
      toasts.show({ id: 'editor-rename-error', message: t('editorProject.renameFailed'), tone: 'error' });
    });
  };

  return (
    <input
      ref={input}
      className="editor-project-name"
      aria-label={t('editorProject.nameLabel')}
      title={t('editorProject.rename')}
      value={draft ?? name}
      placeholder={shown}
      maxLength={200}
      size={Math.max(8, Math.min(32, (draft ?? shown).length + 1))}
      spellCheck={false}
      onFocus={(event) => {
        setDraft(name);
        event.currentTarget.select();
      }}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        else if (event.key === 'Escape') {
          cancelled.current = true;
          event.currentTarget.blur();
        }
        // The editor's own shortcuts (delete, undo, …) stay out of typing a name.
        event.stopPropagation();
      }}
      onBlur={commit}
    />
  );
}
