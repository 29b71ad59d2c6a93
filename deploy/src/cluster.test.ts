import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphWithTestNode, testNodeCodeDirectory } from '../../workers/render/src/test-support/node-code';
import { startCluster, type RunningCluster } from './cluster';

// The cluster on one machine (`npm run cluster`): six service processes, the gateway and two
// render workers on PostgreSQL and NATS JetStream. A service is killed with kill -9 and
// restarted while clients keep saving through the gateway; a render worker is killed in the
// middle of a job. No request the client was told succeeded is lost, and none hangs.

const natsUrl = await natsUrlForTests();
let testDatabase: TestDatabase;
let database: Database;
let cluster: RunningCluster;
let dataDirectory: string;
let token: string;

type Json = Record<string, any>;

interface Answer {
  status: number;
  body: Json;
  bytes: Buffer;
  milliseconds: number;
}

/** One request to the gateway as the signed-in user; status 0 when it had no answer in time (8 s). */
async function call(
  method: string,
  route: string,
  options: { body?: unknown; form?: FormData; anonymous?: boolean; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!options.anonymous && token) headers.authorization = `Bearer ${token}`;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) body = options.form;
  const startedAt = performance.now();
  try {
    const response = await fetch(`${cluster.url}${route}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.startsWith('application/json') && bytes.length > 0;
    return {
      status: response.status,
      body: isJson ? (JSON.parse(bytes.toString()) as Json) : {},
      bytes,
      milliseconds: performance.now() - startedAt,
    };
  } catch {
    return { status: 0, body: {}, bytes: Buffer.alloc(0), milliseconds: performance.now() - startedAt };
  }
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in through the gateway with the code the user service's dev mailbox writes to its log. */
async function signIn(email: string): Promise<string> {
  await database.sql.query(
    `INSERT INTO "user"."users" (id, email, accepted_terms_at) VALUES (gen_random_uuid(), $1, now())`,
    [email],
  );
  const asked = await call('POST', '/user/emailsignup', {
    anonymous: true,
    body: { email, url: `${cluster.url}/loginresult` },
  });
  expect(asked.status).toBe(200);
  const code = await waitFor('the sign-in mail', async () => {
    for (const line of cluster.output('user').split('\n')) {
      if (!line.includes('dev mailbox: e-mail') || !line.includes(email)) continue;
      const text = (JSON.parse(line) as { text?: string }).text ?? '';
      const match = /^(\d{4})$/m.exec(text);
      if (match) return match[1]!;
    }
    return undefined;
  });
  const signedIn = await call('POST', '/user/one_time_password', {
    anonymous: true,
    body: { email, oneTimePassword: code },
  });
  expect(signedIn.status).toBe(200);
  return signedIn.body.data.token as string;
}

beforeAll(async () => {
  if (!natsUrl) return;
  testDatabase = await createTestDatabase({ kind: 'postgres' });
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-cluster-'));
  cluster = await startCluster({
    databaseUrl: testDatabase.url!,
    natsUrl,
    busPrefix: uniqueTestPrefix('cluster'),
    port: 0,
    dataDirectory,
    nodeCodeDirectory: await testNodeCodeDirectory(),
    renderWorkers: 2,
    // CLUSTER_BUILT=1 runs the compiled entries of `npm run build`, as `npm run cluster --built`.
    built: process.env.CLUSTER_BUILT === '1',
    environment: {
      // A killed worker's job is delivered again after 2 s, not a minute.
      RENDER_ACK_WAIT_SECONDS: '2',
      // Every client of the test is this machine.
      GATEWAY_REQUESTS_PER_MINUTE: '1000000',
    },
  });
  database = await openDatabase({ databaseUrl: testDatabase.url!, maxConnections: 2 });
  token = await signIn('ada@example.com');
}, 180_000);

afterAll(async () => {
  await cluster?.stop(5000);
  await database?.close();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

describe.skipIf(!natsUrl)('cluster on one machine', { timeout: 120_000 }, () => {
  it('answers through the gateway from every part, with the web build and node code', async () => {
    expect((await call('GET', '/readyz', { anonymous: true })).status).toBe(200);
    expect((await call('GET', '/user/read')).body).toMatchObject({ email: 'ada@example.com' });
    expect(cluster.parts).toEqual([
      'user',
      'project',
      'template',
      'job',
      'payment',
      'print',
      'gateway',
      'render-1',
      'render-2',
    ]);
    const pids = cluster.parts.map((part) => cluster.process(part)?.child.pid);
    expect(new Set(pids).size).toBe(cluster.parts.length);
    expect((await call('GET', '/node/menu', { anonymous: true })).status).toBe(200);
    const page = await fetch(`${cluster.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('loses no save it confirmed while the project service is killed and restarted, answering 503 in between, never hanging', async () => {
    interface Kept {
      /** The name the client was last told was saved. */
      confirmed: string;
      /** Names sent since, whose answers were not 2xx (they may or may not have been stored). */
      unconfirmed: string[];
    }
    const kept = new Map<string, Kept>();
    const answers: Array<Answer & { at: number; request: string }> = [];
    let flowing = true;
    const record = async (request: string, answer: Answer) => {
      answers.push({ ...answer, at: Date.now(), request });
      // A client that was refused tries again a moment later, as the web app does.
      if (answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 25));
      return answer;
    };
    const client = async (number: number) => {
      const mine: string[] = [];
      for (let round = 0; flowing; round += 1) {
        const name = `client ${number} project ${round}`;
        const created = await record(
          'create',
          await call('POST', '/project/version/create/new', { body: { name } }),
        );
        if (created.status === 201) {
          kept.set(created.body.project.id as string, { confirmed: name, unconfirmed: [] });
          mine.push(created.body.project.id as string);
        }
        if (mine.length > 0) {
          const id = mine[round % mine.length]!;
          const entry = kept.get(id)!;
          const renamed = `${name} renamed`;
          entry.unconfirmed.push(renamed);
          const saved = await record(
            'rename',
            await call('POST', `/project/${id}`, { body: { name: renamed } }),
          );
          if (saved.status === 200) kept.set(id, { confirmed: renamed, unconfirmed: [] });
        }
        await record('read-all', await call('GET', '/project/read-all'));
      }
    };
    const clients = [1, 2, 3].map((number) => client(number));

    await waitFor('saves flowing', async () => (kept.size >= 15 ? true : undefined));
    await cluster.kill('project', 'SIGKILL');
    const killedAt = Date.now();
    const notReady = await waitFor('/readyz to report the project service down', async () => {
      const ready = await call('GET', '/readyz', { anonymous: true });
      return ready.status === 503 ? ready : undefined;
    });
    expect(notReady.body).toMatchObject({
      status: 'unavailable',
      checks: { 'project service': { status: 'failing' }, 'user service': { status: 'ok' } },
    });
    // Down long enough that a channel backing off exponentially would wait seconds more.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await cluster.start('project');
    const restartedAt = Date.now();
    await waitFor('/readyz to report ready again', async () =>
      (await call('GET', '/readyz', { anonymous: true })).status === 200 ? true : undefined,
    );
    await waitFor('saves after the restart', async () =>
      answers.filter(
        (answer) => answer.request === 'create' && answer.status === 201 && answer.at > restartedAt,
      ).length >= 6
        ? true
        : undefined,
    );
    flowing = false;
    await Promise.all(clients);

    // The gateway's channel reconnects within a second or so of the service listening again,
    // instead of backing off for seconds: saves succeed again soon after the restart.
    const firstSaved = answers.find(
      (answer) => answer.request === 'create' && answer.status === 201 && answer.at > restartedAt,
    );
    expect(firstSaved!.at - restartedAt).toBeLessThan(1500);

    // Every request ended within a few seconds, and each was a success or a 503 with the error shape.
    const during = answers.filter((answer) => answer.at > killedAt && answer.at < restartedAt);
    expect(during.some((answer) => answer.status === 503)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.milliseconds))).toBeLessThan(5000);
    for (const answer of answers) {
      if (answer.status >= 200 && answer.status < 300) continue;
      expect({ request: answer.request, status: answer.status, body: answer.body }).toEqual({
        request: answer.request,
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'The project service is not reachable.' } },
      });
    }

    // Every save the client was told of is stored: read back one by one, and in the list.
    const listed = await call('GET', '/project/read-all');
    expect(listed.status).toBe(200);
    const listedIds = new Set(listed.body.projects.map((project: Json) => project.id as string));
    for (const [id, entry] of kept) {
      const read = await call('GET', `/project/${id}`);
      expect(read.status).toBe(200);
      expect([entry.confirmed, ...entry.unconfirmed]).toContain(read.body.name);
      expect(listedIds.has(id)).toBe(true);
    }
  });

  it('answers 504 in the error shape when a service hangs, while the other services still answer', async () => {
    cluster.freeze('project');
    try {
      const [hung, user] = await Promise.all([
        call('GET', '/project/read-all', { timeoutMs: 15_000 }),
        // Started a moment later, so it is not waiting behind the hung call.
        new Promise((resolve) => setTimeout(resolve, 200)).then(() => call('GET', '/user/read')),
      ]);
      expect(user.status).toBe(200);
      expect(user.milliseconds).toBeLessThan(2000);
      // The gateway gives up at the service call's deadline (10 s), not never.
      expect({ status: hung.status, body: hung.body }).toEqual({
        status: 504,
        body: {
          error: { code: 'DEADLINE_EXCEEDED', message: 'The project service did not answer in time.' },
        },
      });
      expect(hung.milliseconds).toBeGreaterThan(9000);
      expect(hung.milliseconds).toBeLessThan(12_000);
    } finally {
      cluster.thaw('project');
    }
    await waitFor('the project service to answer again', async () =>
      (await call('GET', '/project/read-all')).status === 200 ? true : undefined,
    );
  }, 60_000);

  it('finishes a job on the other render worker when the one running it is killed, its file downloadable', async () => {
    const graphs = await mkdtemp(path.join(tmpdir(), 'atelier-cluster-graphs-'));
    try {
      const created = await call('POST', '/project/version/create/new', { body: { name: 'Slow ellipse' } });
      expect(created.status).toBe(201);
      const projectId = created.body.project.id as string;
      const graph = await readFile(
        await graphWithTestNode(graphs, 'test.slow', [{ id: 'seconds', value: 3 }]),
      );
      const form = new FormData();
      form.append(
        'nodegraph',
        new Blob([new Uint8Array(graph)], { type: 'application/json' }),
        'nodegraph.json',
      );
      expect((await call('POST', `/project/version/create/${projectId}`, { form })).status).toBe(201);

      const job = await call('POST', '/job/create', {
        body: { target: projectId, type: 'export', name: 'DST' },
      });
      expect(job.status).toBe(201);
      const jobId = job.body.id as string;
      expect((await call('POST', `/job/${jobId}/start`)).status).toBe(200);
      await waitFor('the job evaluating', async () => {
        const current = await call('GET', `/job/${jobId}`);
        return current.body.state === 'inprogress' && current.body.progress_message === 'evaluating'
          ? true
          : undefined;
      });
      const tookIt = (part: string) =>
        cluster
          .output(part as 'render-1')
          .split('\n')
          .filter((line) => line.includes('"job taken"') && line.includes(jobId));
      const running = ['render-1', 'render-2'].find((part) => tookIt(part).length > 0) as
        'render-1' | 'render-2';
      expect(running).toBeDefined();
      const other = running === 'render-1' ? 'render-2' : 'render-1';
      await cluster.kill(running, 'SIGKILL');

      const done = await waitFor(
        'the job finished',
        async () => {
          const current = await call('GET', `/job/${jobId}`);
          return ['success', 'failed', 'canceled'].includes(current.body.state) ? current.body : undefined;
        },
        40_000,
      );
      expect(done).toMatchObject({ state: 'success', attempts: 1 });
      expect(tookIt(other).map((line) => (JSON.parse(line) as { delivery: number }).delivery)).toEqual([2]);
      const output = (done.files as Json[]).find((file) => file.role === 'output');
      expect(output).toBeDefined();
      const download = await call('GET', `/job/${jobId}/file/${output!.id}`);
      expect(download.status).toBe(200);
      expect(download.bytes.length).toBe(output!.size);
      expect(download.bytes.length).toBeGreaterThan(0);

      // The killed worker comes back when started again.
      await cluster.start(running);
      expect(cluster.process(running)).toBeDefined();
    } finally {
      await rm(graphs, { recursive: true, force: true });
    }
  });
});
