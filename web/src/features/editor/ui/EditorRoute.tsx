import { loadGraph, type GraphDocument } from '@atelier/graph';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { homePath } from '../../../app/routes/routeTable';
import '../../../app/routes/screens.css';
import { isPermanentRefusal, serverErrorMessage } from '../../../ui/serverError';
import { toasts } from '../../../ui/toast/toastService';
import { useAuth } from '../../auth/useAuth';
import { useNodeMenuQuery } from '../../engine/nodeApi';
import type { ExportTarget } from '../export/exporter';
import { yarnbooksResource, yarnbooksResourceId } from '../preview/yarnbooks';
import { AutosaveController } from '../saving/autosave';
import { editorProjectApi } from '../saving/editorProjectApi';
import { createGatewayProjectStorage } from '../saving/gatewayProjectStorage';
import { OfflineQueue } from '../saving/offlineQueue';
import type { OpenedGraph, ProjectStorage } from '../saving/projectStorage';
import { renderPreviews } from '../saving/renderPreviews';
import { restoreVersion } from '../../projects/restoreVersion';
import { EditorHistoryPanel } from './EditorHistory';
import { EditorScreen } from './EditorScreen';
import { EditorSession } from './EditorSession';
import { ForeignProject } from './ForeignProject';
import { editorSettingsFromProfile } from './profileSettings';
import { ProjectName } from './ProjectName';
import { SaveConflict } from './SaveConflict';
import { SaveRefusal } from './SaveRefusal';
import { SaveStatus } from './SaveStatus';
import { useLeaveWarning } from './useLeaveWarning';

interface Opened {
  session: EditorSession;
  autosave: AutosaveController;
  storage: ProjectStorage;
  projectId: string | null;
  readOnly: boolean;
  /** Another user's public or shared project: read-only, with the way to a copy of one's own. */
  foreign: boolean;
}

/**
 * What the editor shows when it cannot open the graph: for a project that does not exist or that
 * the user may not see, that it was not found; for anything else (no connection), that it could
 * not be opened, with a retry. Both offer the way back to the projects, focused, so a keyboard
 * user is not left on a dead end.
 */
function EditorOpenFailed({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const back = useRef<HTMLAnchorElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <section className="screen-placeholder" aria-labelledby="editor-failed">
      {notFound ? (
        <p className="screen-code" aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 id="editor-failed" className="screen-title">
        {notFound ? t('editor.opening.notFoundTitle') : t('editor.saving.loadFailed')}
      </h1>
      <p className="screen-lead">
        {notFound ? t('editor.opening.notFoundMessage') : t('editor.opening.failedMessage')}
      </p>
      <div className="editor-open-failed-actions">
        {notFound ? null : (
          <button type="button" className="button" onClick={onRetry}>
            {t('editor.opening.retry')}
          </button>
        )}
        <Link ref={back} className="button" data-variant="primary" to={homePath}>
          {t('editor.opening.backToProjects')}
        </Link>
      </div>
    </section>
  );
}

/**
 * A version shown read-only in a screen of its own (the template viewer): its banner takes the
 * place of the save status and of the restore offer, and nothing is saved or kept.
 */
export interface EditorPreview {
  projectVersionId: string;
  banner: React.ReactNode;
  /** Changes the version's graph before it is shown (a template's presets over its design). */
  adjust?: (document: GraphDocument) => GraphDocument;
}

/**
 * /editor/{projectId?} and /editor/version/{projectVersionId?}: opens the project's current
 * graph (or a version, read-only), puts back an edit kept in the offline queue, and autosaves.
 * Without a project id, a new project is created on the first change.
 */
export default function EditorRoute({ preview }: { preview?: EditorPreview } = {}) {
  const parameters = useParams();
  // A preview (the template viewer) names its version itself: its route's id is no editor's.
  const projectVersionId = preview ? preview.projectVersionId : parameters.projectVersionId;
  const projectId = preview ? undefined : parameters.projectId;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The history panel is open while the address says so, so it stays open as versions open.
  const [searchParams, setSearchParams] = useSearchParams();
  const historyOpen = searchParams.get('history') === 'open';
  const toggleHistory = useCallback(
    () =>
      setSearchParams(
        (shown) => {
          const next = new URLSearchParams(shown);
          if (next.get('history') === 'open') next.delete('history');
          else next.set('history', 'open');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const auth = useAuth();
  const userId = useRef<string | null>(null);
  userId.current = auth.user?.id ?? null;
  // Projects this editor made while open (a new project's first save, a copy of a project whose
  // save was refused), with the key the editor was opened under: the address gains the new id,
  // and the open session goes on, undo history included.
  const carriedOver = useRef(new Map<string, string>());
  const { sidebarStyle, automaticSaving, ...editorSettings } = editorSettingsFromProfile(
    auth.user?.profile.settings,
  );
  // Read when the editor opens, so an edit restored from the queue waits for Save when saving is manual.
  const automaticSavingNow = useRef(automaticSaving);
  automaticSavingNow.current = automaticSaving;
  const [opened, setOpened] = useState<Opened | undefined>();
  const [failed, setFailed] = useState<'notFound' | 'failed' | false>(false);
  const [attempt, setAttempt] = useState(0);
  // Asked for as the editor opens, so the node menu is ready when first opened.
  useNodeMenuQuery();
  useLeaveWarning(opened?.autosave);

  // A project created by this editor keeps its session when the address gains the new id, so
  // the effect is keyed by what was opened, not by the address alone.
  const openKey = projectVersionId
    ? `version:${projectVersionId}`
    : ((projectId && carriedOver.current.get(projectId)) ?? `project:${projectId ?? 'new'}`);

  useEffect(() => {
    let cancelled = false;
    let current: Opened | undefined;
    const openedKey = openKey;
    setOpened(undefined);
    setFailed(false);
    void (async () => {
      const storage = createGatewayProjectStorage(dispatch, () => userId.current);
      // The signed-in user's kept edits only: another user's on this browser are never offered.
      const queue = new OfflineQueue(window.localStorage, userId.current);
      const readOnly = projectVersionId !== undefined;
      let graph: OpenedGraph | undefined;
      let loadError: unknown;
      try {
        if (projectVersionId) graph = await storage.openVersion(projectVersionId);
        // A project this editor made is read from the server too whenever it opens again (back
        // from one of its versions, after a restore or a retry): only the open session is carried.
        else if (projectId) graph = await storage.openProject(projectId);
      } catch (error) {
        loadError = error;
      }
      const id = graph?.projectId || projectId || null;
      // An older version is shown under its project's name too (read apart: the version has none).
      const project = readOnly && id && !graph?.name ? await storage.readProjectName(id) : undefined;
      const ownerId = graph?.ownerId ?? project?.ownerId;
      // Another user's project (public or shared) opens read-only, its current version as well as
      // one opened by its address: nothing is saved, nothing kept, nothing restored.
      const foreign = ownerId !== undefined && userId.current !== null && ownerId !== userId.current;
      // An edit kept while saving was impossible is put back, checked against the server's version.
      const kept = readOnly || foreign ? undefined : queue.claim(id);
      if (loadError && !kept) {
        console.error('Opening the graph failed', loadError);
        // Not found and not allowed look alike on purpose (the server does not say which exists).
        if (!cancelled) setFailed(isPermanentRefusal(loadError) ? 'notFound' : 'failed');
        return;
      }
      const projectName = graph?.name ?? project?.name ?? '';
      const text = kept?.nodegraph ?? graph?.nodegraph ?? null;
      const loaded = text ? loadGraph(text) : undefined;
      const document = loaded && preview?.adjust ? preview.adjust(loaded) : loaded;
      if (cancelled) return;
      const session = new EditorSession({ document });
      if (readOnly && document) session.editor.load(document, { readOnly: true });
      if (foreign) session.editor.load(session.editor.document, { readOnly: true });
      const autosave = new AutosaveController({
        editor: session.editor,
        storage,
        queue,
        projectId: id,
        projectName,
        baseVersionId: graph?.versionId ?? null,
        onProjectCreated: (created) => {
          carriedOver.current.set(created, openedKey);
          void navigate(`/editor/${created}`, { replace: true });
        },
        onProjectCopied: (copyId) => {
          carriedOver.current.set(copyId, openedKey);
          void navigate(`/editor/${copyId}`, { replace: true });
        },
        onSavingError: () =>
          toasts.show({ id: 'editor-saving-error', message: t('editor.saving.error'), tone: 'error' }),
        renderPreviews: () => renderPreviews(session.editor, session.previews),
        automatic: automaticSavingNow.current,
      });
      session.files.attach({
        upload: async (file, name) =>
          (await storage.uploadFile(await autosave.ensureProject(), file, name)).fileId,
        read: (fileId) => storage.readFile(fileId),
      });
      // Not read from the server (offline): checked against it before it is sent.
      if (kept)
        autosave.restoreKept(
          kept,
          graph ? { versionId: graph.versionId, nodegraph: graph.nodegraph } : undefined,
        );
      void session.loadDefinitions().then(() => requestAnimationFrame(() => session.editor.zoomToFit()));
      current = { session, autosave, storage, projectId: id, readOnly, foreign };
      setOpened(current);
    })();
    return () => {
      cancelled = true;
      current?.autosave.destroy();
      current?.session.destroy();
    };
    // The user id is read when saving, not when opening; the ids are part of the key.
  }, [openKey, attempt]);

  // The company's yarnbooks, for the thread-match node: given to the engine when the editor
  // opens and again whenever they change in the profile.
  const yarnbooks = useMemo(() => yarnbooksResource(auth.user?.profile), [auth.user?.profile]);
  const yarnbooksKey = JSON.stringify(yarnbooks);
  useEffect(() => {
    opened?.session.previews.putResource(yarnbooksResourceId, yarnbooks);
    // The key stands for the books' content: a refetched but equal profile changes nothing.
  }, [opened, yarnbooksKey]);

  // The editor settings of the profile (spec section 2), applied as they change. Given on every
  // render: the editor ignores values equal to those it has, so only a real change redraws.
  useEffect(() => {
    opened?.session.editor.updateSettings(editorSettings);
  });

  useEffect(() => opened?.autosave.setAutomatic(automaticSaving), [opened, automaticSaving]);
  const save = useCallback(() => void opened?.autosave.flush(), [opened]);
  // What exports on the server read: the edits saved first, then the version they were saved as.
  const exportTarget = useMemo<ExportTarget | undefined>(() => {
    if (!opened) return undefined;
    const { autosave, readOnly } = opened;
    return {
      projectId: () => autosave.currentProjectId,
      async projectName() {
        const id = autosave.currentProjectId;
        if (!id) return '';
        const query = dispatch(
          editorProjectApi.endpoints.editorReadProject.initiate(id, { forceRefetch: true }),
        );
        try {
          return (await query.unwrap()).name;
        } finally {
          query.unsubscribe();
        }
      },
      async savedVersionId() {
        if (!readOnly) {
          await autosave.flush();
          if (autosave.status !== 'saved') throw new Error(`the edits are not saved (${autosave.status})`);
        }
        const versionId = autosave.currentVersionId;
        if (!versionId) throw new Error('the project has no saved version yet');
        return versionId;
      },
    };
  }, [opened, dispatch]);

  if (failed) {
    return (
      <EditorOpenFailed notFound={failed === 'notFound'} onRetry={() => setAttempt((count) => count + 1)} />
    );
  }
  if (!opened) {
    return (
      <p className="editor-loading" role="status">
        {t('editor.saving.loading')}
      </p>
    );
  }
  const restore = async () => {
    if (!opened.projectId || !projectVersionId) return;
    try {
      // The preview is rendered from the graph shown, so the history shows the restored state.
      await restoreVersion(dispatch, () => userId.current, {
        id: projectVersionId,
        project_id: opened.projectId,
        preview: async () =>
          (await renderPreviews(opened.session.editor, opened.session.previews)).project?.png,
      });
      toasts.show({ message: t('editor.version.restored'), tone: 'success' });
      void navigate({ pathname: `/editor/${opened.projectId}`, search: window.location.search });
    } catch (error) {
      console.error('Restoring the version failed', error);
      // A refusal for good (someone else's project) says why; anything else may pass, as the text says.
      toasts.show({
        id: 'editor-saving-error',
        message: isPermanentRefusal(error) ? serverErrorMessage(t, error) : t('editor.saving.error'),
        tone: 'error',
      });
    }
  };
  const historyPanel = historyOpen ? (
    <EditorHistoryPanel
      autosave={opened.autosave}
      shownVersionId={opened.readOnly ? projectVersionId : undefined}
      onClose={toggleHistory}
      onOpen={(version) =>
        void navigate({ pathname: `/editor/version/${version.id}`, search: window.location.search })
      }
      beforeRestore={async () => {
        // The edits so far are saved first: they stay in the history, and nothing saves after the restore.
        if (opened.readOnly) return;
        await opened.autosave.flush();
        if (opened.autosave.status !== 'saved')
          throw new Error(`the edits are not saved (${opened.autosave.status})`);
      }}
      onRestored={() => {
        if (opened.readOnly && opened.projectId)
          void navigate({ pathname: `/editor/${opened.projectId}`, search: window.location.search });
        else setAttempt((count) => count + 1);
      }}
    />
  ) : undefined;
  const status = preview ? (
    preview.banner
  ) : opened.readOnly && !opened.foreign ? (
    <span className="editor-read-only-banner">
      {t('editor.version.readOnly')}
      <button type="button" className="button" data-variant="primary" onClick={() => void restore()}>
        {t('editor.version.restore')}
      </button>
    </span>
  ) : opened.foreign ? (
    <span className="editor-save-state" data-state="read-only" role="status">
      {t('offline.readOnly.status')}
    </span>
  ) : (
    <SaveStatus autosave={opened.autosave} />
  );
  const notice = preview ? undefined : opened.foreign && opened.projectId ? (
    <ForeignProject
      storage={opened.storage}
      projectId={opened.projectId}
      projectName={opened.autosave.projectName}
    />
  ) : opened.readOnly ? undefined : (
    <>
      <SaveRefusal autosave={opened.autosave} />
      <SaveConflict autosave={opened.autosave} />
    </>
  );
  const editable = !opened.readOnly && !opened.foreign;
  return (
    <EditorScreen
      session={opened.session}
      projectName={<ProjectName autosave={opened.autosave} readOnly={!editable} />}
      status={status}
      notice={notice}
      sidebarStyle={sidebarStyle}
      onSave={editable ? save : undefined}
      exportTarget={exportTarget}
      onHistory={preview ? undefined : toggleHistory}
      history={preview ? undefined : historyPanel}
    />
  );
}
