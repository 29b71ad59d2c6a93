import type { ProjectJson, ProjectVersionJson } from '@atelier/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { isPermanentRefusal, serverErrorMessage } from '../../ui/serverError';
import { useToast } from '../../ui/toast/toastService';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { useAuth } from '../auth/useAuth';
import { translateLabel } from '../editor/ui/labels';
import { useNodeMenuQuery } from '../engine/nodeApi';
import { promptForName } from './dialogs';
import {
  entryOf,
  entryPreview,
  foldVersions,
  summariseChanges,
  type HistoryEntry,
  type NodeTypeCount,
} from './historyEntries';
import { StarIcon } from './icons';
import {
  useDuplicateProjectVersionMutation,
  useLazyListProjectVersionsQuery,
  useUpdateProjectVersionMutation,
} from './projectsApi';
import { restoreVersion } from './restoreVersion';
import { useProjectText } from './useProjectText';
import './projects.css';

const pageSize = 20;
/** The most versions one call gives (the gateway's limit), for reloading what is shown. */
const largestPage = 100;
/** Node names a summary lists before saying how many more. */
const namesShown = 4;

export interface ProjectHistoryProps {
  project: Pick<ProjectJson, 'id' | 'name'>;
  /** Closes the dialog or panel holding the history. */
  close: () => void;
  /** Opens a version read-only; by default the history closes and the editor opens it. */
  onOpen?: (version: ProjectVersionJson) => void;
  /** Called before a restore (the editor saves its edits first); a rejection stops the restore. */
  beforeRestore?: () => Promise<void>;
  /** Called once a version was restored as the new current one. */
  onRestored?: (newVersionId: string) => void;
  /** The version the editor shows read-only: its entry opens, and its save is marked. */
  shownVersionId?: string;
  /** Changes when the project was saved meanwhile (the editor's autosave): the list is asked again. */
  refreshKey?: string;
}

async function fetchPreview(url: string): Promise<Blob | undefined> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the preview answered ${response.status}`);
  return response.blob();
}

/** The picture of an entry: the design's output, or a neutral frame when none was rendered. */
function Thumbnail({ url, label }: { url: string | null; label: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  return (
    <span className="history-thumbnail">
      {url && !failed ? (
        <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="history-thumbnail-empty" role="img" aria-label={label}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="14" height="12" rx="2" />
            <path d="m3.5 13.5 4-4 3 3 2-2 4 4" />
            <circle cx="13" cy="8" r="1.2" />
          </svg>
        </span>
      )}
    </span>
  );
}

function PencilIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10.5 2.5 13.5 5.5 5.5 13.5H2.5v-3z" />
      <path d="m9 4 3 3" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg
      className="history-chevron"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m4.5 2.5 3.5 3.5-3.5 3.5" />
    </svg>
  );
}

/**
 * The project history: the saves of one editing stretch folded into one entry, newest first,
 * each with the picture of its design, when and by whom it was saved, and what it changed; an
 * entry opens to the saves it folds, each of which can be opened read-only or restored. Milestones
 * are set, unset and named in place (the answer of PATCH replaces the save, spec section 7). Pages
 * of saves load as the user asks; a stretch cut by a page's end is completed by the next page.
 */
export function ProjectHistory({
  project,
  close,
  onOpen,
  beforeRestore,
  onRestored,
  shownVersionId,
  refreshKey,
}: ProjectHistoryProps) {
  const { t, language, relative, displayName } = useProjectText();
  const { i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const auth = useAuth();
  const userId = useRef<string | null>(null);
  userId.current = auth.user?.id ?? null;
  const { data: menu } = useNodeMenuQuery();
  const [loadPage] = useLazyListProjectVersionsQuery();
  const [updateVersion] = useUpdateProjectVersionMutation();
  const [duplicateVersion] = useDuplicateProjectVersionMutation();
  const [versions, setVersions] = useState<ProjectVersionJson[]>([]);
  const [total, setTotal] = useState(0);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Why the history cannot be shown when the server refused it (someone else's project), in
  // the user's language; a failure that may pass shows the general text.
  const [refusal, setRefusal] = useState<string | undefined>();
  const [onlyMilestones, setOnlyMilestones] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [restoring, setRestoring] = useState<string | undefined>();
  const listId = useId();
  const shownCount = useRef(0);
  shownCount.current = versions.length;

  const load = useCallback(
    async (offset: number, limit: number) => {
      setStatus('loading');
      try {
        const page = await loadPage({ projectId: project.id, limit, offset }).unwrap();
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

  // The newest saves again, as many as were shown, when the project was saved meanwhile.
  useEffect(() => {
    void load(0, Math.min(largestPage, Math.max(pageSize, shownCount.current)));
  }, [load, refreshKey]);

  const nodeTitles = useMemo(() => {
    const titles = new Map<string, string>();
    for (const family of menu?.families ?? [])
      for (const category of family.categories)
        for (const node of category.nodes) titles.set(node.id, node.title);
    return titles;
  }, [menu]);

  const entries = useMemo<HistoryEntry[]>(
    () =>
      onlyMilestones
        ? versions
            .filter((version) => version.milestone)
            .map((version) => ({ id: version.id, versions: [version] }))
        : foldVersions(versions),
    [versions, onlyMilestones],
  );

  // The entry of the version shown in the editor opens by itself, so its save can be seen.
  const shownEntry = shownVersionId ? entryOf(entries, shownVersionId)?.id : undefined;
  useEffect(() => {
    if (shownEntry) setExpanded((open) => (open.has(shownEntry) ? open : new Set([...open, shownEntry])));
  }, [shownEntry]);

  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const clock = useMemo(() => new Intl.DateTimeFormat(language, { timeStyle: 'medium' }), [language]);
  const list = useMemo(
    () => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }),
    [language],
  );

  const nodeName = (type: string) => translateLabel(i18n, nodeTitles.get(type) ?? type);
  const nodeNames = (items: NodeTypeCount[]) => {
    const names = items
      .slice(0, namesShown)
      .map(({ type, count }) =>
        count > 1 ? t('versionHistory.nodeCount', { name: nodeName(type), count }) : nodeName(type),
      );
    const hidden = items.length - namesShown;
    if (hidden > 0) names.push(t('versionHistory.moreNodes', { count: hidden }));
    return list.format(names);
  };

  function summary(entry: HistoryEntry): string {
    const changes = summariseChanges(entry.versions);
    const parts: string[] = [];
    if (changes.added.length > 0) parts.push(t('versionHistory.added', { nodes: nodeNames(changes.added) }));
    if (changes.removed.length > 0)
      parts.push(t('versionHistory.removed', { nodes: nodeNames(changes.removed) }));
    if (changes.parametersChanged > 0)
      parts.push(t('versionHistory.settingsChanged', { count: changes.parametersChanged }));
    if (changes.connectionsChanged > 0)
      parts.push(t('versionHistory.connectionsChanged', { count: changes.connectionsChanged }));
    if (!changes.recorded)
      parts.push(
        entry.versions.some((version) => version.number === 1)
          ? t('versionHistory.started')
          : t('versionHistory.notRecorded'),
      );
    else if (parts.length === 0) parts.push(t('versionHistory.noChanges'));
    return parts.join(' · ');
  }

  function when(entry: HistoryEntry): string {
    const newest = new Date(entry.versions[0]!.created_at);
    const oldest = new Date(entry.versions[entry.versions.length - 1]!.created_at);
    return entry.versions.length > 1 ? dateTime.formatRange(oldest, newest) : dateTime.format(newest);
  }

  function titleOf(entry: HistoryEntry): string {
    const newest = entry.versions[0]!;
    const oldest = entry.versions[entry.versions.length - 1]!;
    return entry.versions.length > 1
      ? t('versionHistory.versions', { first: oldest.number, last: newest.number })
      : t('versionHistory.version', { number: newest.number });
  }

  const replace = (updated: ProjectVersionJson) =>
    setVersions((shown) => shown.map((entry) => (entry.id === updated.id ? updated : entry)));

  async function toggleMilestone(version: ProjectVersionJson) {
    try {
      replace(await updateVersion({ id: version.id, milestone: !version.milestone }).unwrap());
    } catch (error) {
      console.error('Project version not found when updating it', error);
      toast.show({ message: t('projectHistory.updateFailed'), tone: 'error' });
    }
  }

  async function nameVersion(version: ProjectVersionJson) {
    const name = await promptForName({
      title: t('versionHistory.nameTitle'),
      label: t('versionHistory.nameField'),
      initial: version.name,
      submitLabel: t('projects.dialogs.save'),
    });
    if (name === null || name === version.name) return;
    try {
      // A name is given to keep a version: it becomes a milestone too.
      replace(await updateVersion({ id: version.id, name, ...(name ? { milestone: true } : {}) }).unwrap());
    } catch (error) {
      console.error('Project version not found when updating it', error);
      toast.show({ message: t('projectHistory.updateFailed'), tone: 'error' });
    }
  }

  function open(version: ProjectVersionJson) {
    if (onOpen) return onOpen(version);
    close();
    void navigate(`/editor/version/${version.id}`);
  }

  async function restore(version: ProjectVersionJson) {
    setRestoring(version.id);
    try {
      await beforeRestore?.();
      const restored = await restoreVersion(dispatch, () => userId.current, {
        id: version.id,
        project_id: version.project_id,
        preview: version.preview ? () => fetchPreview(version.preview!) : undefined,
      });
      toast.show({ message: t('versionHistory.restored', { number: version.number }), tone: 'success' });
      if (onRestored) onRestored(restored);
      else await load(0, Math.min(largestPage, Math.max(pageSize, shownCount.current + 1)));
    } catch (error) {
      console.error('Restoring the version failed', error);
      toast.show({
        message: isPermanentRefusal(error) ? serverErrorMessage(t, error) : t('versionHistory.restoreFailed'),
        tone: 'error',
      });
    } finally {
      setRestoring(undefined);
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

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Open and Restore for one save (Restore only where it is not the current version). */
  function saveActions(version: ProjectVersionJson) {
    const number = version.number;
    return (
      <>
        <button
          type="button"
          className="button"
          data-variant="ghost"
          aria-label={t('versionHistory.openLabel', { number })}
          aria-current={version.id === shownVersionId || undefined}
          onClick={() => open(version)}
        >
          {t('versionHistory.openSave')}
        </button>
        {version.id === currentId ? null : (
          <button
            type="button"
            className="button"
            data-variant="ghost"
            aria-label={t('versionHistory.restoreLabel', { number })}
            disabled={restoring !== undefined}
            onClick={() => void restore(version)}
          >
            {t('versionHistory.restoreSave')}
          </button>
        )}
      </>
    );
  }

  function milestoneButton(version: ProjectVersionJson) {
    const title = t('versionHistory.version', { number: version.number });
    return (
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
    );
  }

  function badges(version: ProjectVersionJson) {
    return (
      <>
        {version.id === currentId ? <span className="badge">{t('projectHistory.current')}</span> : null}
        {version.id === shownVersionId ? (
          <span className="badge" data-tone="accent">
            {t('versionHistory.shown')}
          </span>
        ) : null}
      </>
    );
  }

  const savedBy = (version: ProjectVersionJson) =>
    version.created_by && version.created_by === auth.user?.id
      ? t('versionHistory.you')
      : t('versionHistory.someoneElse');

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
      {status === 'loading' && versions.length === 0 ? (
        <p className="history-message" role="status">
          {t('versionHistory.loading')}
        </p>
      ) : null}
      {status === 'ready' && entries.length === 0 ? (
        <p className="history-message">
          {onlyMilestones ? t('projectHistory.noMilestones') : t('projectHistory.empty')}
        </p>
      ) : null}
      <ol className="history-list" aria-label={t('projectHistory.title', { name: displayName(project) })}>
        {entries.map((entry) => {
          const newest = entry.versions[0]!;
          const title = titleOf(entry);
          const isOpen = expanded.has(entry.id);
          const savesId = `${listId}-${entry.id}`;
          const named = entry.versions.filter((version) => version.name);
          return (
            <li
              key={entry.id}
              className="history-entry"
              data-milestone={newest.milestone || undefined}
              data-current={entry.versions.some((version) => version.id === currentId) || undefined}
            >
              <div className="history-entry-main">
                <Thumbnail url={entryPreview(entry)} label={t('versionHistory.noPreview')} />
                <div className="history-text">
                  <span className="history-title">
                    {milestoneButton(newest)}
                    <span>
                      {named.length > 0 ? (
                        <span className="history-name">
                          {named.map((version) => version.name).join(', ')}
                        </span>
                      ) : null}
                      <span className={named.length > 0 ? 'history-label' : undefined}>
                        {named.length > 0 ? ` · ${title}` : title}
                      </span>
                    </span>
                  </span>
                  <span className="history-summary">{summary(entry)}</span>
                  <span className="history-meta">
                    <span>{savedBy(newest)}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={newest.created_at} title={relative(newest.created_at)}>
                      {when(entry)}
                    </time>
                    {badges(newest)}
                    {newest.milestone && !newest.name ? (
                      <span className="badge" data-tone="accent">
                        {t('projectHistory.milestone')}
                      </span>
                    ) : null}
                  </span>
                  <div className="history-actions">
                    {entry.versions.length > 1 ? (
                      <button
                        type="button"
                        className="button history-disclosure"
                        data-variant="ghost"
                        aria-expanded={isOpen}
                        aria-controls={savesId}
                        onClick={() => toggle(entry.id)}
                      >
                        <ChevronIcon />
                        {t('versionHistory.saves', { count: entry.versions.length })}
                      </button>
                    ) : null}
                    <span className="history-actions-end">
                      {saveActions(newest)}
                      <Tooltip content={t('versionHistory.nameTitle')}>
                        <button
                          type="button"
                          className="icon-button history-icon-action"
                          aria-label={t('versionHistory.nameLabel', { number: newest.number })}
                          onClick={() => void nameVersion(newest)}
                        >
                          <PencilIcon />
                        </button>
                      </Tooltip>
                      <Tooltip content={t('projectHistory.duplicateVersion')}>
                        <button
                          type="button"
                          className="icon-button history-icon-action"
                          aria-label={t('versionHistory.newProjectLabel', { number: newest.number })}
                          onClick={() => void newProjectFrom(newest)}
                        >
                          <CopyIcon />
                        </button>
                      </Tooltip>
                    </span>
                  </div>
                </div>
              </div>
              {entry.versions.length > 1 ? (
                <ol
                  id={savesId}
                  className="history-saves"
                  hidden={!isOpen}
                  aria-label={t('versionHistory.saves', { count: entry.versions.length })}
                >
                  {entry.versions.map((version) => (
                    <li
                      key={version.id}
                      className="history-save"
                      data-shown={version.id === shownVersionId || undefined}
                    >
                      {milestoneButton(version)}
                      <span className="history-save-text">
                        <time dateTime={version.created_at}>
                          {clock.format(new Date(version.created_at))}
                        </time>
                        <span className="history-save-number">
                          {t('versionHistory.version', { number: version.number })}
                          {version.name ? ` · ${version.name}` : ''}
                        </span>
                        {badges(version)}
                      </span>
                      <span className="history-save-actions">{saveActions(version)}</span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
      {versions.length < total ? (
        <button
          type="button"
          className="button history-more"
          disabled={status === 'loading'}
          onClick={() => void load(versions.length, pageSize)}
        >
          {t('projectHistory.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
