// GET /project/read-all for a user with 1,000 projects, through the gateway and gRPC, at 50
// concurrent clients, against the very same query sent straight to PostgreSQL in the same run
// (the list as JSON, which the service sends), and against the list as plain rows.
// The product (gateway, user and project services) runs in this process on PostgreSQL; the
// clients run in a child process, so load generation does not share an event loop with the
// server. Prints a markdown table.
//
// Usage: npm run bench -w @atelier/loadtest [-- --projects 1000 --connections 50 --seconds 20]
// Needs PostgreSQL (DATABASE_URL, or a server on 127.0.0.1:5432).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestUser, startProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { listProjectsJsonQuery, listProjectsQuery } from '@atelier/project-service';
import { createTestDatabase } from '@atelier/testing';
import pg from 'pg';
import { argument, load, runBenchmark, runChildClients, summarise, type Measured } from './measure';

interface LoadPlan {
  url: string;
  accessToken: string;
  databaseUrl: string;
  parameters: unknown[];
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

// ---------------------------------------------------------------------------------------------
// The clients (child process).

function throughGateway(plan: LoadPlan, seconds: number): Promise<Measured> {
  const target = {
    url: `${plan.url}/project/read-all`,
    connections: plan.connections,
    accessToken: plan.accessToken,
  };
  return load(target, seconds);
}

async function straightToPostgres(plan: LoadPlan, seconds: number, query: string): Promise<Measured> {
  const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.connections }, async () => {
      while (performance.now() < until) {
        const startedAt = performance.now();
        try {
          await pool.query(query, plan.parameters);
          latencies.push(performance.now() - startedAt);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  await pool.end();
  return summarise(latencies, errors, seconds);
}

async function runClients(plan: LoadPlan) {
  await throughGateway(plan, plan.warmUpSeconds);
  const gateway = await throughGateway(plan, plan.seconds);
  await straightToPostgres(plan, plan.warmUpSeconds, listProjectsJsonQuery);
  const postgres = await straightToPostgres(plan, plan.seconds, listProjectsJsonQuery);
  await straightToPostgres(plan, plan.warmUpSeconds, listProjectsQuery);
  const rows = await straightToPostgres(plan, plan.seconds, listProjectsQuery);
  return { gateway, postgres, rows };
}

// ---------------------------------------------------------------------------------------------
// The server side and the report (parent process).

async function seed(databaseUrl: string, ownerId: string, projects: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const graph = Buffer.from('{"version":"1.0.0","nodes":[],"connections":[],"groups":[]}');
    // Other people's projects around the measured user's, so the owner index has work to do.
    for (const owner of [
      ownerId,
      ...Array.from({ length: 5 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`),
    ]) {
      await client.query(
        `WITH made AS (
           INSERT INTO "project"."projects" (owner_id, name, tags, category, visibility, created_at, modified_at)
           SELECT $1, 'Project ' || lpad(n::text, 4, '0'), ARRAY['bench', 'tag' || (n % 10)],
                  (ARRAY['photo', 'pattern', 'text'])[1 + n % 3], 'private',
                  now() - n * interval '1 minute', now() - n * interval '1 minute'
             FROM generate_series(1, $2) AS n
           RETURNING id)
         INSERT INTO "project"."project_versions" (project_id, number, nodegraph, created_by, preview_blob_key)
         SELECT id, 1, $3, $1, 'previews/' || id || '.png' FROM made`,
        [owner, owner === ownerId ? projects : 2 * projects, graph],
      );
    }
    await client.query(
      `UPDATE "project"."projects" p SET current_project_version_id = v.id
         FROM "project"."project_versions" v WHERE v.project_id = p.id`,
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

type Measurements = { gateway: Measured; postgres: Measured; rows: Measured };

async function main() {
  const projects = argument('projects', 1000);
  const connections = argument('connections', 50);
  const seconds = argument('seconds', 20);
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-read-all-'));
  // The product's own pool, as `npm start` opens it against PostgreSQL.
  const database = await openDatabase({ databaseUrl: testDatabase.url! });
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    logger: createLogger({ name: 'bench', level: 'warn' }),
    // The per-address limit protects a real deployment; here every client is this machine.
    requestsPerMinute: 100_000_000,
  });
  try {
    const user = await createTestUser(product, database, { email: 'bench@example.com' });
    await seed(testDatabase.url!, user.id, projects);
    const check = await fetch(`${product.url}/project/read-all`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    const body = (await check.json()) as { projects: unknown[] };
    if (body.projects.length !== projects)
      throw new Error(`expected ${projects} projects, got ${body.projects.length}`);
    const responseBytes = JSON.stringify(body).length;

    const plan: LoadPlan = {
      url: product.url,
      accessToken: user.accessToken,
      databaseUrl: testDatabase.url!,
      parameters: [user.id, ['active', 'draft', 'duplicating'], false],
      connections,
      seconds,
      warmUpSeconds: 3,
    };
    const { gateway, postgres, rows } = await runChildClients<LoadPlan, Measurements>(import.meta.url, plan);
    const row = (label: string, measured: Measured) =>
      `| ${label} | ${measured.p50.toFixed(1)} | ${measured.p95.toFixed(1)} | ${measured.perSecond.toFixed(0)} | ${measured.requests} | ${measured.errors} |`;
    process.stdout.write(
      [
        `GET /project/read-all, ${projects} projects (${(responseBytes / 1024).toFixed(0)} KiB of JSON), ${connections} concurrent clients, ${seconds} s each`,
        '',
        '| Path | p50 (ms) | p95 (ms) | Requests/s | Requests | Errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        row('Gateway → gRPC → project service → PostgreSQL', gateway),
        row('The service’s query (the list as JSON) straight to PostgreSQL', postgres),
        row('The list as rows straight to PostgreSQL', rows),
        '',
        `Ratio against the service’s query p50: ${(gateway.p50 / postgres.p50).toFixed(1)}, p95: ${(gateway.p95 / postgres.p95).toFixed(1)}`,
        `Ratio against the rows p50: ${(gateway.p50 / rows.p50).toFixed(1)}, p95: ${(gateway.p95 / rows.p95).toFixed(1)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await product.stop();
    await database.close().catch(() => {});
    await testDatabase.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}

await runBenchmark(runClients, main);
