import { loadGraph } from '@atelier/graph';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { toasts } from '../../../ui/toast/toastService';
import { useAuth } from '../../auth/useAuth';
import { useNodeMenuQuery } from '../../engine/nodeApi';
import { yarnbooksResource, yarnbooksResourceId } from '../preview/yarnbooks';
import { AutosaveController } from '../saving/autosave';
import { createGatewayProjectStorage } from '../saving/gatewayProjectStorage';
import { OfflineQueue } from '../saving/offlineQueue';
import type { OpenedGraph, ProjectStorage } from '../saving/projectStorage';
import { renderPreviews } from '../saving/renderPreviews';
import { EditorScreen } from './EditorScreen';
import { EditorSession } from './EditorSession';
import { editorSettingsFromProfile } from './profileSettings';
import { SaveStatus } from './SaveStatus';

interface Opened {
  session: EditorSession;
  autosave: AutosaveController;
  storage: ProjectStorage;
  projectId: string | null;
  readOnly: boolean;
}

/**
 * /editor/{projectId?} and /editor/version/{projectVersionId?}: opens the project's current
 * graph (or a version, read-only), puts back an edit kept in the offline queue, and autosaves.
 * Without a project id, a new project is created on the first change.
 */
export default function EditorRoute() {
  const { projectId, projectVersionId } = useParams();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAuth();
  const userId = useRef<string | null>(null);
  userId.current = auth.user?.id ?? null;
  const createdHere = useRef<string | null>(null);
  const { sidebarStyle, automaticSaving, ...editorSettings } = editorSettingsFromProfile(
    auth.user?.profile.settings,
  );
  // Read when the editor opens, so an edit restored from the queue waits for Save when saving is manual.
  const automaticSavingNow = useRef(automaticSaving);
  automaticSavingNow.current = automaticSaving;
  const [opened, setOpened] = useState<Opened | undefined>();
  const [failed, setFailed] = useState(false);
  // Asked for as the editor opens, so the node menu is ready when first opened.
  useNodeMenuQuery();

  // A project created by this editor keeps its session when the address gains the new id, so
  // the effect is keyed by what was opened, not by the address alone.
  const openKey = projectVersionId
    ? `version:${projectVersionId}`
    : projectId && projectId === createdHere.current
      ? 'project:new'
      : `project:${projectId ?? 'new'}`;

  useEffect(() => {
    let cancelled = false;
    let current: Opened | undefined;
    setOpened(undefined);
    setFailed(false);
    void (async () => {
      const storage = createGatewayProjectStorage(dispatch, () => userId.current);
      const queue = new OfflineQueue(window.localStorage);
      const readOnly = projectVersionId !== undefined;
      let graph: OpenedGraph | undefined;
      let loadError: unknown;
      try {
        if (projectVersionId) graph = await storage.openVersion(projectVersionId);
        else if (projectId && openKey !== 'project:new') graph = await storage.openProject(projectId);
      } catch (error) {
        loadError = error;
      }
      const id = graph?.projectId || projectId || null;
      // An edit kept while saving was impossible wins over the server's copy: it is newer.
      const kept = readOnly ? undefined : queue.read(id);
      if (loadError && !kept) {
        console.error('Opening the graph failed', loadError);
        if (!cancelled) setFailed(true);
        return;
      }
      const text = kept?.nodegraph ?? graph?.nodegraph ?? null;
      const document = text ? loadGraph(text) : undefined;
      if (cancelled) return;
      const session = new EditorSession({ document });
      if (readOnly && document) session.editor.load(document, { readOnly: true });
      const autosave = new AutosaveController({
        editor: session.editor,
        storage,
        queue,
        projectId: id,
        baseVersionId: graph?.versionId ?? null,
        onProjectCreated: (created) => {
          createdHere.current = created;
          void navigate(`/editor/${created}`, { replace: true });
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
      if (kept) autosave.markUnsaved();
      void session.loadDefinitions().then(() => requestAnimationFrame(() => session.editor.zoomToFit()));
      current = { session, autosave, storage, projectId: id, readOnly };
      setOpened(current);
    })();
    return () => {
      cancelled = true;
      current?.autosave.destroy();
      current?.session.destroy();
    };
    // The user id is read when saving, not when opening; the ids are part of the key.
  }, [openKey]);

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

  if (failed) {
    return (
      <section className="screen-placeholder" aria-labelledby="editor-failed">
        <h1 id="editor-failed" className="screen-title">
          {t('editor.saving.loadFailed')}
        </h1>
      </section>
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
    if (!opened.projectId) return;
    try {
      const text = JSON.stringify(opened.session.editor.document);
      await opened.storage.saveVersion(opened.projectId, text);
      toasts.show({ message: t('editor.version.restored'), tone: 'success' });
      void navigate(`/editor/${opened.projectId}`);
    } catch (error) {
      console.error('Restoring the version failed', error);
      toasts.show({ id: 'editor-saving-error', message: t('editor.saving.error'), tone: 'error' });
    }
  };
  const status = opened.readOnly ? (
    <span className="editor-read-only-banner">
      {t('editor.version.readOnly')}
      <button type="button" className="button" data-variant="primary" onClick={() => void restore()}>
        {t('editor.version.restore')}
      </button>
    </span>
  ) : (
    <SaveStatus autosave={opened.autosave} />
  );
  return (
    <EditorScreen
      session={opened.session}
      status={status}
      sidebarStyle={sidebarStyle}
      onSave={opened.readOnly ? undefined : save}
    />
  );
}
