// The cost of the hops: authenticated GET /user/read and GET /project/read-all (a user with 100
// projects) through the cluster on one machine (`npm run cluster`: the gateway and each service
// a process of its own, gRPC between them over loopback) against the one-process product
// (`npm start`: gateway and services in one Node process) in the same run, both on the same
// PostgreSQL database and NATS server. The clients run in a child process. Prints a markdown table.
//
// Usage: npm run bench:cluster-hops -w @atelier/loadtest [-- --projects 100 --connections 50
//        --seconds 10]. Needs PostgreSQL (DATABASE_URL, or 127.0.0.1:5432) and NATS (NATS_URL,
//        or 127.0.0.1:4222).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestUser, startCluster, startProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import { argument, loadEach, runBenchmark, runChildClients, type Measured } from './measure';

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

function runClients(plan: LoadPlan) {
  const targets = plan.targets.map((target) => ({ ...target, accessToken: plan.accessToken }));
  return loadEach(targets, plan.seconds, plan.warmUpSeconds);
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
    const oneProcess = await runChildClients<LoadPlan, Measured[]>(import.meta.url, {
      ...plan,
      targets: oneProcessTargets,
    });
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
    const clustered = await runChildClients<LoadPlan, Measured[]>(import.meta.url, {
      ...plan,
      targets: clusterTargets,
    });

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

await runBenchmark(runClients, main);
