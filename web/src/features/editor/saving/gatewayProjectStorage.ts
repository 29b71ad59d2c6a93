// ProjectStorage over the gateway: graphs are saved encrypted for the signed-in user (spec
// section 5: AES-GCM, 12-byte IV prefix, key from the user id) and opened with the user's key
// or the zero id's.
import { decryptNodegraphWithFallback, encryptNodegraph } from '@atelier/contracts';
import type { AppDispatch } from '../../../app/store';
import { projectsApi } from '../../projects/projectsApi';
import { editorProjectApi, fromBase64, type NodegraphAnswer } from './editorProjectApi';
import type { OpenedGraph, ProjectStorage } from './projectStorage';

/**
 * A new random editing-session id (the `editing_session` field of a save): 32 hex digits. The
 * server folds saves of one session without a pause into one entry of the project's history.
 */
export function newEditingSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This tab's editing session: every save the tab makes names it, however often the editor opens. */
const tabEditingSession = newEditingSession();

export function createGatewayProjectStorage(
  dispatch: AppDispatch,
  userId: () => string | null,
  /** The editing session the saves name; the tab's own unless a save should stand apart (a restore). */
  editingSession: string = tabEditingSession,
): ProjectStorage {
  const endpoints = editorProjectApi.endpoints;

  async function graphText(answer: NodegraphAnswer): Promise<string> {
    const bytes = fromBase64(answer.base64);
    if (!answer.encrypted) return new TextDecoder().decode(bytes);
    const plain = await decryptNodegraphWithFallback(bytes, userId());
    if (!plain) throw new Error(`version ${answer.versionId} could not be decrypted for this user`);
    return new TextDecoder().decode(plain);
  }

  async function readVersion(versionId: string): Promise<OpenedGraph> {
    const subscription = dispatch(endpoints.editorReadNodegraph.initiate(versionId, { forceRefetch: true }));
    try {
      const answer = await subscription.unwrap();
      return {
        projectId: answer.projectId,
        versionId: answer.versionId,
        currentVersionId: answer.currentVersionId,
        nodegraph: answer.base64 === '' ? null : await graphText(answer),
      };
    } finally {
      subscription.unsubscribe();
    }
  }

  return {
    async createProject(name) {
      const answer = await dispatch(endpoints.editorCreateProject.initiate(name)).unwrap();
      return {
        projectId: answer.project.id,
        versionId: answer.version?.id ?? answer.project.current_project_version_id,
      };
    },
    async renameProject(projectId, name) {
      // The projects feature's own call, so the project lists show the new name when opened again.
      await dispatch(
        projectsApi.endpoints.updateProject.initiate({ id: projectId, changes: { name } }),
      ).unwrap();
    },
    async duplicateProject(projectId, name) {
      const copy = await dispatch(endpoints.editorDuplicateProject.initiate({ projectId, name })).unwrap();
      return { projectId: copy.id, versionId: copy.current_project_version_id, name: copy.name };
    },
    async openProject(projectId) {
      const subscription = dispatch(endpoints.editorReadProject.initiate(projectId, { forceRefetch: true }));
      let current: string | null;
      let name: string;
      let ownerId: string;
      try {
        const project = await subscription.unwrap();
        current = project.current_project_version_id;
        name = project.name;
        ownerId = project.owner_id;
      } finally {
        subscription.unsubscribe();
      }
      if (!current)
        return { projectId, versionId: null, currentVersionId: null, nodegraph: null, name, ownerId };
      return { ...(await readVersion(current)), name, ownerId };
    },
    async readCurrentVersionId(projectId) {
      const subscription = dispatch(
        endpoints.editorReadCurrentVersion.initiate(projectId, { forceRefetch: true }),
      );
      try {
        return (await subscription.unwrap()).current_project_version_id;
      } finally {
        subscription.unsubscribe();
      }
    },
    openVersion: readVersion,
    async readProjectName(projectId) {
      const subscription = dispatch(endpoints.editorReadProject.initiate(projectId, { forceRefetch: true }));
      try {
        const project = await subscription.unwrap();
        return { name: project.name, ownerId: project.owner_id };
      } catch (error) {
        console.error('Reading the project name failed', error);
        return { name: '' };
      } finally {
        subscription.unsubscribe();
      }
    },
    async saveVersion(projectId, nodegraph) {
      const encrypted = await encryptNodegraph(new TextEncoder().encode(nodegraph), userId());
      const body = new FormData();
      body.append('editing_session', editingSession);
      body.append('nodegraph', new Blob([encrypted], { type: 'application/octet-stream' }), 'nodegraph.json');
      body.append('presets', new Blob(['{}'], { type: 'application/json' }), 'presets.json');
      const answer = await dispatch(endpoints.editorCreateVersion.initiate({ projectId, body })).unwrap();
      return { versionId: answer.version.id };
    },
    async uploadProjectPreview(versionId, preview) {
      const body = new FormData();
      body.append('preview', preview.png, preview.fileName);
      await dispatch(endpoints.editorUploadProjectPreview.initiate({ versionId, body })).unwrap();
    },
    async uploadNodePreviews(projectId, previews) {
      const body = new FormData();
      for (const preview of previews)
        body.append(preview.nodeId ?? preview.fileName, preview.png, preview.fileName);
      await dispatch(endpoints.editorUploadNodePreviews.initiate({ projectId, body })).unwrap();
    },
    async uploadFile(projectId, file, name) {
      const body = new FormData();
      body.append('project_id', projectId);
      body.append('file', file, name);
      const answer = await dispatch(endpoints.editorUploadFile.initiate({ body })).unwrap();
      return { fileId: answer.id };
    },
    async readFile(fileId) {
      const subscription = dispatch(endpoints.editorReadFile.initiate(fileId, { forceRefetch: true }));
      try {
        return new Blob([fromBase64(await subscription.unwrap())]);
      } finally {
        subscription.unsubscribe();
      }
    },
  };
}
