import type { ProjectJson, ProjectVersionJson } from '@atelier/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isPermanentRefusal, serverErrorMessage } from '../../ui/serverError';
import { useToast } from '../../ui/toast/toastService';
import { StarIcon } from './icons';
import {
  useDuplicateProjectVersionMutation,
  useLazyListProjectVersionsQuery,
  useUpdateProjectVersionMutation,
} from './projectsApi';
import { useProjectText } from './useProjectText';

const pageSize = 20;

/**
 * The project history panel: every saved version, newest first, paged; milestones set and
 * unset in place (the answer of PATCH replaces the entry, spec section 7); a version opened
 * in the editor or made into a new project.
 */
export function ProjectHistory({ project, close }: { project: ProjectJson; close: () => void }) {
  const { t, relative, displayName } = useProjectText();
  const toast = useToast();
  const navigate = useNavigate();
  const [loadPage] = useLazyListProjectVersionsQuery();
  const [updateVersion] = useUpdateProjectVersionMutation();
  const [duplicateVersion] = useDuplicateProjectVersionMutation();
  const [versions, setVersions] = useState<ProjectVersionJson[]>([]);
  const [total, setTotal] = useState(0);
  const [currentId, setCurrentId] = useState<string | null>(project.current_project_version_id);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Why the history cannot be shown when the server refused it (someone else's project), in
  // the user's language; a failure that may pass shows the general text.
  const [refusal, setRefusal] = useState<string | undefined>();
  const [onlyMilestones, setOnlyMilestones] = useState(false);

  const loadMore = useCallback(
    async (offset: number) => {
      setStatus('loading');
      try {
        const page = await loadPage({ projectId: project.id, limit: pageSize, offset }).unwrap();
        setVersions((shown) => [...shown.slice(0, offset), ...page.versions]);
        setTotal(page.total);
        setCurrentId(page.current_project_version_id);
        setStatus('ready');
      } catch (error) {
        console.error('Project data is not available when fetching history', error);
        setRefusal(isPermanentRefusal(error) ? serverErrorMessage(t, error) : undefined);
        setStatus('failed');
      }
    },
    [loadPage, project.id, t],
  );

  useEffect(() => {
    void loadMore(0);
  }, [loadMore]);

  async function toggleMilestone(version: ProjectVersionJson) {
    try {
      const updated = await updateVersion({ id: version.id, milestone: !version.milestone }).unwrap();
      setVersions((shown) => shown.map((entry) => (entry.id === updated.id ? updated : entry)));
    } catch (error) {
      console.error('Project version not found when updating it', error);
      toast.show({ message: t('projectHistory.updateFailed'), tone: 'error' });
    }
  }

  async function newProjectFrom(version: ProjectVersionJson) {
    try {
      const copy = await duplicateVersion({
        versionId: version.id,
        name: t('projects.copyName', { name: displayName(project) }),
      }).unwrap();
      toast.show({ message: t('projects.toasts.duplicated', { name: displayName(copy) }), tone: 'success' });
      close();
    } catch (error) {
      toast.show({
        message: t('projects.toasts.failed', { message: serverErrorMessage(t, error) }),
        tone: 'error',
      });
    }
  }

  const shown = onlyMilestones ? versions.filter((version) => version.milestone) : versions;
  return (
    <div className="history">
      <label className="history-filter">
        <input
          type="checkbox"
          checked={onlyMilestones}
          onChange={(event) => setOnlyMilestones(event.target.checked)}
        />
        {t('projectHistory.onlyMilestones')}
      </label>
      {status === 'failed' ? (
        <p className="history-message" role="alert">
          {refusal ?? t('projectHistory.loadFailed')}
        </p>
      ) : null}
      {status === 'ready' && shown.length === 0 ? (
        <p className="history-message">
          {onlyMilestones ? t('projectHistory.noMilestones') : t('projectHistory.empty')}
        </p>
      ) : null}
      <ol className="history-list" aria-label={t('projectHistory.title', { name: displayName(project) })}>
        {shown.map((version) => {
          const title = t('projectHistory.version', { number: version.number });
          return (
            <li key={version.id} className="history-entry" data-milestone={version.milestone || undefined}>
              <button
                type="button"
                className="icon-button history-milestone"
                aria-pressed={version.milestone}
                aria-label={
                  version.milestone
                    ? `${t('projectHistory.unsetMilestone')}: ${title}`
                    : `${t('projectHistory.setMilestone')}: ${title}`
                }
                onClick={() => void toggleMilestone(version)}
              >
                <StarIcon filled={version.milestone} />
              </button>
              <div className="history-text">
                <span className="history-title">
                  {title}
                  {version.name ? <span className="history-label"> · {version.name}</span> : null}
                </span>
                <span className="history-meta">
                  {t('projectHistory.saved', { time: relative(version.created_at) })}
                  {version.id === currentId ? (
                    <span className="badge">{t('projectHistory.current')}</span>
                  ) : null}
                  {version.milestone ? (
                    <span className="badge" data-tone="accent">
                      {t('projectHistory.milestone')}
                    </span>
                  ) : null}
                </span>
              </div>
              <div className="history-actions">
                <button
                  type="button"
                  className="button"
                  data-variant="ghost"
                  onClick={() => {
                    close();
                    void navigate(`/editor/version/${version.id}`);
                  }}
                >
                  {t('projectHistory.openVersion')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-variant="ghost"
                  onClick={() => void newProjectFrom(version)}
                >
                  {t('projectHistory.duplicateVersion')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {versions.length < total ? (
        <button
          type="button"
          className="button history-more"
          disabled={status === 'loading'}
          onClick={() => void loadMore(versions.length)}
        >
          {t('projectHistory.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
