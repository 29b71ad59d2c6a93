import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rampingTarget, runK6Script, scenariosOf } from './runner';

interface Seen {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

const script = fileURLToPath(new URL('../../k6/test/tiny.ts', import.meta.url));
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({
        method: request.method!,
        path: request.url!,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const path = request.url!.split('?')[0];
      if (path === '/sign-in')
        response.setHeader('content-type', 'application/json').end('{"token":"t0k3n"}');
      else if (path === '/broken') response.writeHead(500).end('no');
      else if (path === '/slow') setTimeout(() => response.end('late'), 50);
      else response.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server?.close();
});

describe('a k6 script run under Node', () => {
  it('makes the requests the script describes and fails the thresholds it violates', async () => {
    const summary = await runK6Script({ script, env: { BASE_URL: baseUrl }, systemEnv: false });

    // setup() once, then 2 virtual users x 3 iterations x 4 requests.
    expect(seen.filter((request) => request.path === '/sign-in')).toHaveLength(1);
    expect(seen[0]!.body).toBe('{"email":"k6@example.com"}');
    const fast = seen.filter((request) => request.path.startsWith('/fast'));
    expect(fast).toHaveLength(6);
    expect(new Set(fast.map((request) => request.authorization))).toEqual(new Set(['Bearer t0k3n']));
    expect(new Set(fast.map((request) => request.path))).toEqual(
      new Set([1, 2].flatMap((vu) => [0, 1, 2].map((iteration) => `/fast?vu=${vu}&iteration=${iteration}`))),
    );
    const uploads = seen.filter((request) => request.path === '/upload');
    expect(uploads).toHaveLength(6);
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]!.body).toContain('filename="swatch.png"');
    expect(uploads[0]!.body).toContain('Content-Type: image/png');
    expect(uploads[0]!.body).toContain('\x89PNG');
    expect(uploads[0]!.body).toMatch(/name="note"\r\n\r\nswatch/);
    expect(seen.filter((request) => request.path === '/slow')).toHaveLength(6);
    expect(seen.filter((request) => request.path === '/broken')).toHaveLength(6);

    expect(summary.requests).toBe(24);
    expect(summary.iterations).toBe(6);
    expect(summary.checks).toEqual({ passed: 6, failed: 0 });
    const verdicts = Object.fromEntries(
      summary.thresholds.map((result) => [`${result.key} ${result.source}`, result.passed]),
    );
    expect(verdicts).toEqual({
      'http_req_failed rate<0.01': false,
      'http_req_duration{group:::fast} p(95)<1000': true,
      'http_req_duration{name:slow} p(95)<20': false,
      'checks rate==1': true,
      'uploads count==6': true,
    });
    const failed = summary.thresholds.find((result) => result.key === 'http_req_failed')!;
    expect(failed.value).toBeCloseTo(6 / 25);
    expect(summary.passed).toBe(false);
  }, 60_000);

  it('reads the shortcut options and ramps virtual users along the stages', () => {
    expect(scenariosOf({ vus: 3, duration: '5s' })).toEqual({
      default: { executor: 'constant-vus', vus: 3, duration: '5s' },
    });
    const stages = [
      { duration: '10s', target: 4 },
      { duration: '10s', target: 4 },
      { duration: '10s', target: 0 },
    ];
    expect([0, 5_000, 10_000, 15_000, 25_000, 31_000].map((at) => rampingTarget(1, stages, at))).toEqual([
      1, 2, 4, 4, 2, 0,
    ]);
  });
});
