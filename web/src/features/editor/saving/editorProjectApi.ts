// The project calls the editor saves and loads through (spec section 7), injected into the
// app's one RTK Query API. Graph bytes never enter the query cache: the nodegraph arrives as
// base64 text with its headers, and uploads are mutations.
import {
  nodegraphHeaders,
  type ProjectJson,
  type ProjectVersionJson,
  type ProjectVersionPageJson,
} from '@atelier/contracts';
import { atelierApi } from '../../../app/api';

export interface NodegraphAnswer {
  projectId: string;
  versionId: string;
  currentVersionId: string | null;
  encrypted: boolean;
  /** The body's bytes, base64-encoded so the answer stays serialisable. */
  base64: string;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export const editorProjectApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    editorCreateProject: build.mutation<
      { project: ProjectJson; version: ProjectVersionJson | null },
      string | undefined
    >({
      query: (name) => ({
        url: 'project/version/create/new?environment=pro&state=active',
        method: 'POST',
        body: name ? { name } : {},
      }),
    }),
    editorDuplicateProject: build.mutation<ProjectJson, { projectId: string; name?: string }>({
      query: ({ projectId, name }) => ({
        url: `project/${encodeURIComponent(projectId)}/duplicate?project_versions=latest`,
        method: 'POST',
        body: name ? { name } : {},
      }),
    }),
    editorReadProject: build.query<ProjectJson, string>({
      query: (projectId) => `project/${encodeURIComponent(projectId)}`,
      keepUnusedDataFor: 0,
    }),
    // Signed-in only (unlike GET /project/{id}, which answers an expired session as a visitor's),
    // so a session that ran out while offline is renewed before the answer counts.
    editorReadCurrentVersion: build.query<ProjectVersionPageJson, string>({
      query: (projectId) => `project/version/${encodeURIComponent(projectId)}?limit=1`,
      keepUnusedDataFor: 0,
    }),
    editorReadNodegraph: build.query<NodegraphAnswer, string>({
      query: (versionId) => ({
        url: `project/version/${encodeURIComponent(versionId)}/nodegraph`,
        async responseHandler(response) {
          if (!response.ok) return response.json().catch(() => null);
          const bytes = new Uint8Array(await response.arrayBuffer());
          return {
            projectId: response.headers.get(nodegraphHeaders.projectId) ?? '',
            versionId: response.headers.get(nodegraphHeaders.projectVersionId) ?? versionId,
            currentVersionId: response.headers.get(nodegraphHeaders.currentProjectVersionId) || null,
            encrypted: response.headers.get(nodegraphHeaders.encrypted) === 'true',
            base64: toBase64(bytes),
          } satisfies NodegraphAnswer;
        },
      }),
      keepUnusedDataFor: 0,
    }),
    editorCreateVersion: build.mutation<
      { version: ProjectVersionJson; project: ProjectJson },
      { projectId: string; body: FormData }
    >({
      query: ({ projectId, body }) => ({
        url: `project/version/create/${encodeURIComponent(projectId)}`,
        method: 'POST',
        body,
      }),
    }),
    editorUploadProjectPreview: build.mutation<unknown, { versionId: string; body: FormData }>({
      query: ({ versionId, body }) => ({
        url: `project/version/${encodeURIComponent(versionId)}/preview`,
        method: 'PUT',
        body,
      }),
    }),
    editorUploadFile: build.mutation<{ id: string }, { body: FormData }>({
      query: ({ body }) => ({ url: 'file/create', method: 'POST', body }),
    }),
    editorReadFile: build.query<string, string>({
      // The bytes as base64: the store keeps serialisable values only.
      query: (fileId) => ({
        url: `file/${encodeURIComponent(fileId)}`,
        async responseHandler(response) {
          if (!response.ok) return response.json().catch(() => null);
          return toBase64(new Uint8Array(await response.arrayBuffer()));
        },
      }),
      keepUnusedDataFor: 0,
    }),
    editorUploadNodePreviews: build.mutation<unknown, { projectId: string; body: FormData }>({
      query: ({ projectId, body }) => ({
        url: `project/${encodeURIComponent(projectId)}/node-previews`,
        method: 'POST',
        body,
      }),
    }),
  }),
});
