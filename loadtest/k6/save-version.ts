// Open a project and save a new version: each virtual user makes a project of its own on its
// first iteration, then opens it as the editor does (the project, its history, the current
// version's graph) and saves the graph with another colour as a new version. Virtual users ramp
// up to VUS (default 4), hold, and ramp down.
import { check, group, sleep } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import {
  authorised,
  baseUrl,
  commonThresholds,
  createProject,
  duration,
  jsonOf,
  saveVersion,
  signInUsers,
  swatchGraph,
  userOf,
  type SetupData,
} from './lib/atelier.ts';
import { stagesOver } from './lib/stages.ts';

const vus = Number(__ENV.VUS || 4);

export const options: Options = {
  scenarios: {
    open_and_save: {
      executor: 'ramping-vus',
      startVUs: 1,
      stages: stagesOver(duration, vus),
      gracefulRampDown: '5s',
    },
  },
  thresholds: {
    ...commonThresholds,
    'http_req_duration{group:::open project}': ['p(95)<400'],
    'http_req_duration{group:::save version}': ['p(95)<800'],
    'group_duration{group:::save version}': ['avg<600'],
  },
};

export function setup(): SetupData {
  return signInUsers();
}

// Init context: one per virtual user, kept across its iterations.
let projectId: string | undefined;
let saves = 0;

export default function openAndSave(data: SetupData) {
  const user = userOf(data);
  if (!projectId) {
    projectId = createProject(user, `k6 editor ${__VU}`);
    saveVersion(user, projectId, swatchGraph());
  }
  const id = projectId;
  group('open project', () => {
    const project = http.get(`${baseUrl}/project/${id}`, authorised(user, 'GET /project/:id'));
    const current = jsonOf<{ current_project_version_id: string | null }>(
      project,
    )?.current_project_version_id;
    check(project, { 'project opened': (response) => response.status === 200 && Boolean(current) });
    const history = http.get(
      `${baseUrl}/project/version/${id}?limit=20`,
      authorised(user, 'GET /project/version/:projectId'),
    );
    check(history, { 'history listed': (response) => response.status === 200 });
    if (current) {
      const graph = http.get(
        `${baseUrl}/project/version/${current}/nodegraph`,
        authorised(user, 'GET /project/version/:id/nodegraph'),
      );
      check(graph, {
        'graph read': (response) =>
          response.status === 200 && (jsonOf<{ nodes: unknown[] }>(graph)?.nodes.length ?? 0) === 2,
      });
    }
  });
  group('save version', () => {
    saves += 1;
    const version = saveVersion(user, id, swatchGraph(saves % 256, (saves * 7) % 256, 128));
    check(version, { 'new version id': (value) => typeof value === 'string' });
  });
  // An editor saves after a pause in editing; a short one here keeps the load on the server.
  sleep(0.1);
}
