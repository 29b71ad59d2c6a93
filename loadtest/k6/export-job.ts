// Export job: each virtual user saves a small graph (an 8 x 8 px colour exported as PNG) once,
// then starts export jobs of it, polls each (GET /job/{id} every 100 ms) until it ends, and
// downloads the exported file. export_job_duration is the time from creating the job to the
// downloaded file. VUS virtual users (default 3) for the whole duration; the product needs a
// render worker.
import { check, fail, group, sleep } from 'k6';
import http from 'k6/http';
import { Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import {
  authorised,
  baseUrl,
  commonThresholds,
  createProject,
  duration,
  jsonOf,
  postJson,
  saveVersion,
  signInUsers,
  swatchGraph,
  userOf,
  type SetupData,
} from './lib/atelier.ts';

interface Job {
  id: string;
  state: string;
  error: string | null;
  files: Array<{ id: string; name: string; role: string }>;
}

const exportJobDuration = new Trend('export_job_duration', true);
const endedStates = ['success', 'failed', 'canceled'];
/** How long one job may take before the iteration gives it up. */
const jobTimeoutSeconds = Number(__ENV.JOB_TIMEOUT_SECONDS || 60);

export const options: Options = {
  scenarios: {
    export_job: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 3),
      duration,
      gracefulStop: '30s',
    },
  },
  thresholds: {
    ...commonThresholds,
    'http_req_duration{group:::export}': ['p(95)<300'],
    export_job_duration: ['p(95)<3000', 'med<1500'],
  },
};

export function setup(): SetupData {
  return signInUsers();
}

let versionId: string | undefined;

export default function exportJob(data: SetupData) {
  const user = userOf(data);
  if (!versionId) {
    versionId = saveVersion(user, createProject(user, `k6 export ${__VU}`), swatchGraph(20, 120, 200));
    if (!versionId) fail('the graph to export was not saved');
  }
  const target = versionId;
  group('export', () => {
    const startedAt = Date.now();
    const created = postJson(user, '/job/create', 'POST /job/create', {
      target,
      type: 'export',
      name: 'k6 export',
      parameters: {},
    });
    const id = jsonOf<Job>(created)?.id;
    check(created, { 'job created': (response) => response.status === 201 && Boolean(id) });
    if (!id) return;
    const started = http.post(`${baseUrl}/job/${id}/start`, null, authorised(user, 'POST /job/:id/start'));
    check(started, { 'job started': (response) => response.status === 200 });

    let job = jsonOf<Job>(started);
    while (job && !endedStates.includes(job.state) && Date.now() - startedAt < jobTimeoutSeconds * 1000) {
      sleep(0.1);
      job = jsonOf<Job>(http.get(`${baseUrl}/job/${id}`, authorised(user, 'GET /job/:id')));
    }
    check(job, { 'job succeeded': (value) => value?.state === 'success' });
    const file = job?.files.find((entry) => entry.role === 'output' && entry.name.endsWith('.png'));
    if (!file) return;
    const downloaded = http.get(`${baseUrl}/job/${id}/file/${file.id}`, {
      ...authorised(user, 'GET /job/:id/file/:fileId', {}, { Accept: 'image/png' }),
      responseType: 'binary',
    });
    check(downloaded, {
      'exported PNG downloaded': (response) =>
        response.status === 200 && ((response.body as ArrayBuffer | null)?.byteLength ?? 0) > 0,
    });
    exportJobDuration.add(Date.now() - startedAt);
  });
}
