// A k6 scenario for the runner's own test (loadtest/src/k6-node/runner.test.ts), against a
// small local server: setup() signs in, each iteration makes four requests, and two thresholds
// are set to fail (one answer in four is a 500; /slow answers after 50 ms).
import { check, group } from 'k6';
import { b64decode } from 'k6/encoding';
import http from 'k6/http';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';

const base = __ENV.BASE_URL;
const uploads = new Counter('uploads');

export const options: Options = {
  scenarios: {
    tiny: { executor: 'per-vu-iterations', vus: 2, iterations: 3 },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{group:::fast}': ['p(95)<1000'],
    'http_req_duration{name:slow}': ['p(95)<20'],
    checks: ['rate==1'],
    uploads: ['count==6'],
  },
};

export function setup() {
  const answer = http.post(`${base}/sign-in`, JSON.stringify({ email: 'k6@example.com' }), {
    headers: { 'Content-Type': 'application/json' },
  });
  return { token: answer.json('token') as string };
}

export default function tiny(data: { token: string }) {
  group('fast', () => {
    const answer = http.get(`${base}/fast?vu=${__VU}&iteration=${__ITER}`, {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    check(answer, { 'fast answers 200': (response) => response.status === 200 });
  });
  http.post(`${base}/upload`, {
    note: 'swatch',
    file: http.file(b64decode('iVBORw0KGgo='), 'swatch.png', 'image/png'),
  });
  uploads.add(1);
  http.get(`${base}/slow`, { tags: { name: 'slow' } });
  http.get(`${base}/broken`);
}
