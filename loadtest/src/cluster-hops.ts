// The cost of the hops: authenticated GET /user/read and GET /project/read-all (a user with 100
// projects) through the cluster on one machine (`npm run cluster`: the gateway and each service
// a process of its own, gRPC between them over loopback) against the one-process product
// (`npm start`: gateway and services in one Node process) in the same run, both on the same
// PostgreSQL database and NATS server. The clients run in a child process. Prints a markdown table.
//
// Usage: npm run bench:cluster-hops -w @atelier/loadtest [-- --projects 100 --connections 50
//        --seconds 10]. Needs PostgreSQL (DATABASE_URL, or 127.0.0.1:5432) and NATS (NATS_URL,
//        or 127.0.0.1:4222).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestUser, startCluster, startProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import autocannon from 'autocannon';

interface Target {
  label: string;
  url: string;
  connections: number;
}

interface LoadPlan {
  targets: Target[];
  accessToken: string;
  seconds: number;
  warmUpSeconds: number;
}

interface Measured {
  errors: number;
  p50: number;
  p95: number;
  perSecond: number;
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
}

/** The q-quantile of latencies by the nearest-rank method. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function load(target: Target, accessToken: string, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: target.connections,
        duration: seconds,
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
  });
  const sorted = latencies.sort((first, second) => first - second);
  return {
    errors: errors + result.errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    perSecond: sorted.length / seconds,
  };
}

async function runClients(plan: LoadPlan) {
  const results: Measured[] = [];
  for (const target of plan.targets) {
    await load(target, plan.accessToken, plan.warmUpSeconds);
    results.push(await load(target, plan.accessToken, plan.seconds));
  }
  return results;
}

function runChildClients(plan: LoadPlan): Promise<Measured[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: process.execArgv });
    child.once('message', (message) => resolve(message as Measured[]));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the client process ended with ${code}`));
    });
    child.send(plan);
  });
}

function targetsOf(base: string, topology: string, connections: number): Target[] {
  return ['/user/read', '/project/read-all'].flatMap((route) =>
    [connections, 1].map((clients) => ({
      label: `${route}, ${topology}`,
      url: `${base}${route}`,
      connections: clients,
    })),
  );
}

async function main() {
  const projects = argument('projects', 100);
  const connections = argument('connections', 50);
  const seconds = argument('seconds', 10);
  const natsUrl = await natsUrlForTests();
  if (!natsUrl) throw new Error('No NATS server: set NATS_URL or run one on 127.0.0.1:4222');
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-cluster-hops-'));
  // Both starts share the secret that signs access tokens, so one user's token works with both.
  const sessionSecret = randomBytes(32).toString('base64url');
  const busPrefix = uniqueTestPrefix('bench_hops');
  let stopProduct: (() => Promise<void>) | undefined;
  let stopCluster: (() => Promise<void>) | undefined;
  try {
    // The one process, as `npm start` runs it on PostgreSQL and NATS.
    const database = await openDatabase({ databaseUrl: testDatabase.url! });
    const product = await startProduct({
      port: 0,
      dataDirectory: path.join(dataDirectory, 'one-process'),
      database,
      natsUrl,
      busPrefix,
      logger: createLogger({ name: 'bench', level: 'fatal' }),
      renderWorkers: 0,
      // The per-address limit protects a real deployment; here every client is this machine.
      requestsPerMinute: 100_000_000,
      accounts: { sessionSecret },
    });
    stopProduct = () => product.stop();
    const user = await createTestUser(product, database, { email: 'bench@example.com' });
    for (let index = 0; index < projects; index += 1) {
      const created = await fetch(`${product.url}/project/version/create/new`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
        body: JSON.stringify({ name: `Project ${index + 1}` }),
      });
      if (created.status !== 201) throw new Error(`creating a project answered ${created.status}`);
    }
    const plan = { accessToken: user.accessToken, seconds, warmUpSeconds: 3 };
    const oneProcessTargets = targetsOf(product.url, 'one process', connections);
    const oneProcess = await runChildClients({ ...plan, targets: oneProcessTargets });
    await product.stop();
    stopProduct = undefined;

    // The same database and bus, each part a process of its own; measured after the one process
    // stopped, so the two never share the machine.
    const cluster = await startCluster({
      databaseUrl: testDatabase.url!,
      natsUrl,
      busPrefix,
      port: 0,
      dataDirectory: path.join(dataDirectory, 'cluster'),
      renderWorkers: 0,
      sessionSecret,
      logLevel: 'fatal',
      environment: { GATEWAY_REQUESTS_PER_MINUTE: '100000000' },
    });
    stopCluster = () => cluster.stop();
    const clusterTargets = targetsOf(cluster.url, 'cluster', connections);
    const clustered = await runChildClients({ ...plan, targets: clusterTargets });

    const line = (index: number) => {
      const [target, one, many] = [oneProcessTargets[index]!, oneProcess[index]!, clustered[index]!];
      const route = target.url.slice(target.url.indexOf('/', 'http://'.length));
      return `| ${route} | ${target.connections} | ${one.p50.toFixed(1)} | ${one.p95.toFixed(1)} | ${one.perSecond.toFixed(0)} | ${many.p50.toFixed(1)} | ${many.p95.toFixed(1)} | ${many.perSecond.toFixed(0)} | ${(many.perSecond / one.perSecond).toFixed(2)} | ${one.errors + many.errors} |`;
    };
    process.stdout.write(
      [
        `Authenticated reads (${projects} projects), ${seconds} s each after a 3 s warm-up, PostgreSQL and NATS`,
        '',
        '| Request | Clients | One process p50 (ms) | p95 (ms) | Requests/s | Cluster p50 (ms) | p95 (ms) | Requests/s | Cluster / one process | Errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...oneProcessTargets.map((_target, index) => line(index)),
        '',
      ].join('\n'),
    );
  } finally {
    await stopProduct?.();
    await stopCluster?.();
    await testDatabase.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}

if (process.argv.includes('--clients')) {
  process.once('message', (plan) => {
    void runClients(plan as LoadPlan).then(
      (result) => {
        process.send!(result, () => process.exit(0));
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
