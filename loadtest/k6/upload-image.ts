// Upload an image: each virtual user uploads a 16 x 16 px PNG to a project of its own
// (POST /file/create, multipart) and reads it back (GET /file/{id}). VUS virtual users
// (default 4) for the whole duration.
import { check, group } from 'k6';
import { b64decode } from 'k6/encoding';
import http from 'k6/http';
import type { Options } from 'k6/options';
import {
  authorised,
  baseUrl,
  commonThresholds,
  createProject,
  duration,
  jsonOf,
  signInUsers,
  swatchPngBase64,
  userOf,
  type SetupData,
} from './lib/atelier.ts';

export const options: Options = {
  scenarios: {
    upload_image: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 4),
      duration,
    },
  },
  thresholds: {
    ...commonThresholds,
    'http_req_duration{group:::upload image}': ['p(95)<500'],
    'http_req_duration{name:GET /file/:id}': ['p(95)<300'],
  },
};

const png = b64decode(swatchPngBase64);

export function setup(): SetupData {
  return signInUsers();
}

let projectId: string | undefined;

export default function uploadImage(data: SetupData) {
  const user = userOf(data);
  if (!projectId) projectId = createProject(user, `k6 uploads ${__VU}`);
  const project = projectId;
  let fileId: string | undefined;
  group('upload image', () => {
    const uploaded = http.post(
      `${baseUrl}/file/create`,
      { project_id: project, file: http.file(png, 'swatch.png', 'image/png') },
      authorised(user, 'POST /file/create'),
    );
    fileId = jsonOf<{ id: string }>(uploaded)?.id;
    check(uploaded, { 'image uploaded': (response) => response.status === 201 && Boolean(fileId) });
  });
  if (!fileId) return;
  const id = fileId;
  group('read image', () => {
    const read = http.get(`${baseUrl}/file/${id}`, {
      ...authorised(user, 'GET /file/:id', {}, { Accept: 'image/png' }),
      responseType: 'binary',
    });
    check(read, {
      'the same bytes back': (response) =>
        response.status === 200 && (response.body as ArrayBuffer | null)?.byteLength === png.byteLength,
    });
  });
}
