import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectStorage } from '../saving/projectStorage';
import './offline.css';

/**
 * Under the toolbar of another user's public or shared project, which opens read-only: whose it
 * is, and "Save a copy to edit", which copies the project (its current version and files) into
 * the user's own projects as "<name> (copy)" in the user's language and opens the copy, editable.
 */
export function ForeignProject({
  storage,
  projectId,
  projectName,
}: {
  storage: ProjectStorage;
  projectId: string;
  projectName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const [failed, setFailed] = useState(false);

  const saveCopy = async () => {
    setCopying(true);
    setFailed(false);
    try {
      const name = t('projects.copyName', { name: projectName || t('editorProject.untitled') });
      const copy = await storage.duplicateProject(projectId, name);
      await navigate(`/editor/${copy.projectId}`);
    } catch (error) {
      console.error('Saving a copy to edit failed', error);
      setCopying(false);
      setFailed(true);
    }
  };

  return (
    <div className="editor-refusal" data-tone="info" role="status">
      <p className="editor-refusal-text">
        <strong>{t('offline.readOnly.belongsTo', { owner: t('offline.readOnly.someoneElse') })}</strong>
        {failed ? <> {t('offline.readOnly.copyFailed')}</> : null}
      </p>
      <button
        type="button"
        className="button"
        data-variant="primary"
        disabled={copying}
        onClick={() => void saveCopy()}
      >
        {copying ? t('offline.readOnly.savingCopy') : t('offline.readOnly.saveCopy')}
      </button>
    </div>
  );
}
