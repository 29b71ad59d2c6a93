// Authenticated GET /user/read through the gateway at 50 concurrent clients, against a bare
// Express handler answering a JSON body of the same size on the same machine in the same run,
// and against the same gateway asking the user service about the token on every request
// (GATEWAY_CALLER_MEMORY_MS=0, as before the gateway remembered callers). The servers run in
// this process on PostgreSQL; the clients run in a child process, so load generation does not
// share an event loop with them. Prints a markdown table.
//
// Usage: npm run bench -w @atelier/loadtest (or node --import tsx src/user-read.ts
//        [--connections 50 --seconds 10]). Needs PostgreSQL (DATABASE_URL, or 127.0.0.1:5432).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestUser, startProduct, type RunningProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { createTestDatabase } from '@atelier/testing';
import express from 'express';
import { argument, loadEach, runBenchmark, runChildClients, type LoadTarget, type Measured } from './measure';

interface Target extends LoadTarget {
  label: string;
}

interface LoadPlan {
  targets: Target[];
  seconds: number;
  warmUpSeconds: number;
}

function runClients(plan: LoadPlan) {
  return loadEach(plan.targets, plan.seconds, plan.warmUpSeconds);
}

// Both starts share the secret that signs access tokens, so one user's token works with both.
const sessionSecret = randomBytes(32).toString('base64url');

async function startGateway(databaseUrl: string, callerMemoryMilliseconds: number) {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-user-read-'));
  // The product's own pool, as `npm start` opens it against PostgreSQL; stopping closes it.
  const database = await openDatabase({ databaseUrl });
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    // Requests still on their way when a measurement ends fail as the product stops: not news.
    logger: createLogger({ name: 'bench', level: 'fatal' }),
    renderWorkers: 0,
    // The per-address limit protects a real deployment; here every client is this machine.
    requestsPerMinute: 100_000_000,
    callerMemoryMilliseconds,
    accounts: { sessionSecret },
  });
  return { product, dataDirectory, database };
}

async function main() {
  const connections = argument('connections', 50);
  const seconds = argument('seconds', 10);
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const started: Array<{ product: RunningProduct; dataDirectory: string }> = [];
  let bare: Server | undefined;
  try {
    const remembering = await startGateway(testDatabase.url!, 1000);
    started.push(remembering);
    const user = await createTestUser(remembering.product, remembering.database, {
      email: 'bench@example.com',
    });
    const check = await fetch(`${remembering.product.url}/user/read`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    if (check.status !== 200) throw new Error(`GET /user/read answered ${check.status}`);
    const body = await check.text();

    // The peer: the same answer from a bare Express handler, without authentication or gRPC.
    const app = express();
    app.get('/user/read', (_request, response) => {
      response.type('application/json').send(body);
    });
    bare = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => bare!.once('listening', resolve));
    const barePort = (bare.address() as { port: number }).port;

    // Each gateway at 50 clients (throughput) and at one (the cost of one request).
    const gatewayTargets = (label: string, url: string) => [
      { label, url, accessToken: user.accessToken, connections },
      { label, url, accessToken: user.accessToken, connections: 1 },
    ];
    const plan: LoadPlan = {
      targets: [
        {
          label: 'Bare Express handler, same body',
          url: `http://127.0.0.1:${barePort}/user/read`,
          connections,
        },
        ...gatewayTargets(
          'Gateway, caller remembered for 1 s (default)',
          `${remembering.product.url}/user/read`,
        ),
      ],
      seconds,
      warmUpSeconds: 3,
    };
    const results = await runChildClients<LoadPlan, Measured[]>(import.meta.url, plan);
    await remembering.product.stop();
    started.pop();

    // The same gateway asking the user service on every request, measured after the first
    // stopped, so the two never share the machine.
    const asking = await startGateway(testDatabase.url!, 0);
    started.push(asking);
    const askingTargets = gatewayTargets(
      'Gateway asking the user service on every request (memory 0)',
      `${asking.product.url}/user/read`,
    );
    const askingResults = await runChildClients<LoadPlan, Measured[]>(import.meta.url, {
      ...plan,
      targets: askingTargets,
    });

    const rows = [
      ...plan.targets.map((target, index) => [target, results[index]!] as const),
      ...askingTargets.map((target, index) => [target, askingResults[index]!] as const),
    ];
    const bareRate = results[0]!.perSecond;
    const line = ([target, measured]: readonly [Target, Measured]) =>
      `| ${target.label} | ${target.connections} | ${measured.p50.toFixed(1)} | ${measured.p95.toFixed(1)} | ${measured.perSecond.toFixed(0)} | ${target.connections === connections ? (measured.perSecond / bareRate).toFixed(2) : ''} | ${measured.errors} |`;
    process.stdout.write(
      [
        `Authenticated GET /user/read (${body.length} bytes of JSON), ${seconds} s each after a 3 s warm-up`,
        '',
        '| Path | Clients | p50 (ms) | p95 (ms) | Requests/s | Against bare | Errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows.map(line),
        '',
      ].join('\n'),
    );
  } finally {
    bare?.close();
    for (const { product, dataDirectory } of started) {
      await product.stop();
      await rm(dataDirectory, { recursive: true, force: true });
    }
    await testDatabase.drop();
  }
}

await runBenchmark(runClients, main);
