// The job calls an export needs (spec section 7): create and start an export job, read it, and
// fetch one of its files. Injected into the app's one RTK Query API; a file's bytes travel as
// base64 text, as the store keeps serialisable values only.
import type { JobJson } from '@atelier/contracts';
import { atelierApi } from '../../../app/api';
import type { AppDispatch } from '../../../app/store';
import { fromBase64 } from '../saving/editorProjectApi';

export interface JobRequest {
  target: string;
  type: 'export' | 'production';
  name: string;
  parameters: Record<string, unknown>;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

export const exportJobApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    exportCreateJob: build.mutation<JobJson, JobRequest>({
      query: (body) => ({ url: 'job/create', method: 'POST', body }),
    }),
    exportStartJob: build.mutation<JobJson, string>({
      query: (jobId) => ({ url: `job/${encodeURIComponent(jobId)}/start`, method: 'POST', body: {} }),
    }),
    exportReadJob: build.query<JobJson, string>({
      query: (jobId) => `job/${encodeURIComponent(jobId)}`,
      keepUnusedDataFor: 0,
    }),
    exportReadJobFile: build.query<string, { jobId: string; fileId: string }>({
      query: ({ jobId, fileId }) => ({
        url: `job/${encodeURIComponent(jobId)}/file/${encodeURIComponent(fileId)}`,
        async responseHandler(response) {
          if (!response.ok) return response.json().catch(() => null);
          return toBase64(new Uint8Array(await response.arrayBuffer()));
        },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Creates a job and starts it (POST /job/create, then POST /job/{id}/start). */
export async function runJob(dispatch: AppDispatch, request: JobRequest): Promise<JobJson> {
  const created = await dispatch(exportJobApi.endpoints.exportCreateJob.initiate(request)).unwrap();
  return dispatch(exportJobApi.endpoints.exportStartJob.initiate(created.id)).unwrap();
}

/** GET /job/{id}. */
export async function readJob(dispatch: AppDispatch, jobId: string): Promise<JobJson> {
  const subscription = dispatch(exportJobApi.endpoints.exportReadJob.initiate(jobId, { forceRefetch: true }));
  try {
    return await subscription.unwrap();
  } finally {
    subscription.unsubscribe();
  }
}

/** GET /job/{id}/file/{fileId}: the file's bytes. */
export async function readJobFile(dispatch: AppDispatch, jobId: string, fileId: string): Promise<Uint8Array> {
  const subscription = dispatch(
    exportJobApi.endpoints.exportReadJobFile.initiate({ jobId, fileId }, { forceRefetch: true }),
  );
  try {
    return fromBase64(await subscription.unwrap());
  } finally {
    subscription.unsubscribe();
  }
}
