import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { dialogs } from '../../../ui/dialog/dialogService';
import type { AutosaveController } from '../saving/autosave';

/** Addresses inside the editor: a new project gaining its id or a copy opening stay in the editor. */
export function isEditorAddress(pathname: string): boolean {
  return pathname === '/editor' || pathname.startsWith('/editor/');
}

/**
 * Warns before the user leaves the editor while changes are unsaved, being saved, or failing to
 * save: the browser's own question when the tab is closed or reloaded, and a dialog (Stay /
 * Leave) when a link in the app leads away from the editor.
 */
export function useLeaveWarning(autosave: AutosaveController | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!autosave) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (autosave.hasUnsavedChanges) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [autosave]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      autosave?.hasUnsavedChanges === true &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isEditorAddress(nextLocation.pathname),
  );
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    void dialogs
      .confirm({
        title: t('editorProject.leaveTitle'),
        message: t('editorProject.leaveMessage'),
        confirmLabel: t('editorProject.leave'),
        cancelLabel: t('editorProject.stay'),
      })
      .then((choice) => {
        if (answered) return;
        answered = true;
        if (choice === 'confirm') current.current.proceed?.();
        else current.current.reset?.();
      });
    return () => {
      answered = true;
    };
  }, [blocker.state, t]);
}
