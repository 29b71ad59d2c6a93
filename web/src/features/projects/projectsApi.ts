import type {
  EditionName,
  FileJson,
  FolderDetailJson,
  FolderJson,
  GalleryJson,
  ProjectCategoryName,
  ProjectJson,
  ProjectVersionJson,
  ProjectVersionPageJson,
  VisibilityName,
} from '@atelier/contracts';
import { atelierApi } from '../../app/api';

export interface ProjectChanges {
  state?: 'active' | 'draft' | 'deleted';
  name?: string;
  visibility?: VisibilityName;
  category?: ProjectCategoryName | null;
  tags?: string[];
}

export interface NewProject {
  name: string;
  folderId?: string;
  environment?: EditionName;
}

/**
 * The Projects, Folders and Files calls of spec section 7, injected into the app's one API.
 * Lists are cached under tags and refetched after any change that can alter them.
 */
export const projectsApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Projects', 'Folders', 'Gallery'] })
  .injectEndpoints({
    endpoints: (build) => ({
      readAllProjects: build.query<ProjectJson[], { state?: 'deleted' } | void>({
        query: (argument) => ({
          url: '/project/read-all',
          params: argument?.state ? { state: argument.state } : {},
        }),
        transformResponse: (body: { projects: ProjectJson[] }) => body.projects,
        providesTags: ['Projects'],
      }),
      getProject: build.query<ProjectJson, string>({
        query: (id) => `/project/${id}`,
        providesTags: ['Projects'],
        extraOptions: { expectedStatuses: [404] },
      }),
      createProject: build.mutation<{ project: ProjectJson; version: ProjectVersionJson }, NewProject>({
        query: ({ name, folderId, environment }) => ({
          url: '/project/version/create/new',
          method: 'POST',
          params: { environment: environment ?? 'pro', state: 'active' },
          body: { name, ...(folderId ? { folder_id: folderId } : {}) },
        }),
        invalidatesTags: ['Projects', 'Folders'],
      }),
      updateProject: build.mutation<ProjectJson, { id: string; changes: ProjectChanges }>({
        query: ({ id, changes }) => ({ url: `/project/${id}`, method: 'POST', body: changes }),
        invalidatesTags: ['Projects', 'Folders', 'Gallery'],
      }),
      duplicateProject: build.mutation<ProjectJson, { id: string; withHistory: boolean; name?: string }>({
        query: ({ id, withHistory, name }) => ({
          url: `/project/${id}/duplicate`,
          method: 'POST',
          params: { project_versions: withHistory ? 'all' : 'latest' },
          body: name === undefined ? {} : { name },
        }),
        extraOptions: { expectedStatuses: [401, 404] },
        invalidatesTags: ['Projects', 'Folders'],
      }),
      duplicateProjectVersion: build.mutation<ProjectJson, { versionId: string; name?: string }>({
        query: ({ versionId, name }) => ({
          url: `/project/version/${versionId}/duplicate`,
          method: 'POST',
          params: { project_versions: 'all' },
          body: name === undefined ? {} : { name },
        }),
        invalidatesTags: ['Projects', 'Folders'],
      }),
      deleteProjectsForGood: build.mutation<{ deleted_count: number }, string[]>({
        query: (ids) => ({ url: '/project/delete', method: 'DELETE', body: { project_ids: ids } }),
        invalidatesTags: ['Projects'],
      }),
      emptyRecentlyDeleted: build.mutation<{ deleted_count: number }, void>({
        query: () => ({ url: '/project/delete/all', method: 'DELETE' }),
        invalidatesTags: ['Projects'],
      }),
      listProjectVersions: build.query<
        ProjectVersionPageJson,
        { projectId: string; limit: number; offset: number }
      >({
        query: ({ projectId, limit, offset }) => ({
          url: `/project/version/${projectId}`,
          params: { limit, offset },
        }),
        // Each page is fetched once for the history panel, which keeps the pages it has shown.
        keepUnusedDataFor: 0,
      }),
      updateProjectVersion: build.mutation<
        ProjectVersionJson,
        { id: string; milestone?: boolean; name?: string }
      >({
        query: ({ id, ...changes }) => ({ url: `/project/version/${id}`, method: 'PATCH', body: changes }),
        invalidatesTags: ['Projects'],
      }),
      listFolders: build.query<FolderJson[], void>({
        query: () => '/folder',
        transformResponse: (body: { folders: FolderJson[] }) => body.folders,
        providesTags: ['Folders'],
      }),
      getFolder: build.query<FolderDetailJson, string>({
        query: (id) => `/folder/${id}`,
        providesTags: ['Folders', 'Projects'],
        extraOptions: { expectedStatuses: [404] },
      }),
      createFolder: build.mutation<FolderJson, { name: string; parentId?: string }>({
        query: ({ name, parentId }) => ({
          url: parentId ? `/folder/${parentId}/child` : '/folder',
          method: 'POST',
          body: { name },
        }),
        invalidatesTags: ['Folders'],
      }),
      renameFolder: build.mutation<FolderJson, { id: string; name: string }>({
        query: ({ id, name }) => ({ url: `/folder/${id}`, method: 'PUT', body: { name } }),
        invalidatesTags: ['Folders'],
      }),
      deleteFolder: build.mutation<void, { id: string; includeProjects: boolean }>({
        query: ({ id, includeProjects }) => ({
          url: `/folder/${id}`,
          method: 'DELETE',
          params: { include_projects: includeProjects },
        }),
        invalidatesTags: ['Folders', 'Projects'],
      }),
      moveProjectToFolder: build.mutation<unknown, { projectId: string; folderId: string | null }>({
        query: ({ projectId, folderId }) =>
          folderId === null
            ? { url: `/folder/project/${projectId}`, method: 'DELETE' }
            : { url: `/folder/${folderId}/project/${projectId}`, method: 'POST' },
        invalidatesTags: ['Folders', 'Projects'],
      }),
      moveFolder: build.mutation<FolderJson, { id: string; parentId: string | null }>({
        query: ({ id, parentId }) =>
          parentId === null
            ? { url: `/folder/${id}/parent`, method: 'DELETE' }
            : { url: `/folder/${id}/parent/${parentId}`, method: 'POST' },
        invalidatesTags: ['Folders'],
      }),
      gallery: build.query<
        GalleryJson,
        { environment: EditionName; category?: ProjectCategoryName; tag?: string }
      >({
        query: ({ environment, category, tag }) => ({
          url: '/project/public',
          params: { environment, ...(category ? { category } : {}), ...(tag ? { tag } : {}), limit: 120 },
        }),
        providesTags: ['Gallery'],
      }),
      deleteFile: build.mutation<void, string>({
        query: (id) => ({ url: `/file/${id}`, method: 'DELETE' }),
      }),
      duplicateFile: build.mutation<FileJson, { id: string; projectId: string }>({
        query: ({ id, projectId }) => ({
          url: `/file/${id}/duplicate`,
          method: 'POST',
          body: { project_id: projectId },
        }),
      }),
    }),
  });

export const {
  useReadAllProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDuplicateProjectMutation,
  useDuplicateProjectVersionMutation,
  useDeleteProjectsForGoodMutation,
  useEmptyRecentlyDeletedMutation,
  useLazyListProjectVersionsQuery,
  useUpdateProjectVersionMutation,
  useListFoldersQuery,
  useGetFolderQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useDeleteFolderMutation,
  useMoveProjectToFolderMutation,
  useMoveFolderMutation,
  useGalleryQuery,
} = projectsApi;

export function errorStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
