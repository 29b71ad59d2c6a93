// List projects: GET /project/read-all for signed-in users with PROJECTS projects each (default
// 20), at a constant arrival rate (RATE per second, default 40) whatever the answer times, by
// up to VUS virtual users (default 20).
import { check, group } from 'k6';
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
  userOf,
  type SetupData,
} from './lib/atelier.ts';

const projectsPerUser = Number(__ENV.PROJECTS || 20);

export const options: Options = {
  scenarios: {
    list_projects: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 40),
      timeUnit: '1s',
      duration,
      // Every virtual user started before the load, so none is started while it is measured.
      preAllocatedVUs: Number(__ENV.VUS || 20),
      maxVUs: Number(__ENV.VUS || 20),
    },
  },
  thresholds: {
    ...commonThresholds,
    'http_req_duration{group:::list projects}': ['p(95)<500', 'avg<250'],
  },
};

export function setup(): SetupData {
  const data = signInUsers();
  group('create projects', () => {
    for (const user of data.users)
      for (let index = 0; index < projectsPerUser; index += 1) createProject(user, `k6 project ${index + 1}`);
  });
  return data;
}

export default function listProjects(data: SetupData) {
  const user = userOf(data);
  group('list projects', () => {
    const listed = http.get(`${baseUrl}/project/read-all`, authorised(user, 'GET /project/read-all'));
    check(listed, {
      'projects listed': (response) => response.status === 200,
      'every project of the user': (response) =>
        (jsonOf<{ projects: unknown[] }>(response)?.projects.length ?? 0) >= projectsPerUser,
    });
  });
}
