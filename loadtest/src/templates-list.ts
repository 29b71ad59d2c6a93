// GET /templates, the marketplace list, over 10,000 published templates: once with free text
// (words matched anywhere in name, description and search words) and once with a category,
// through the gateway and gRPC at 50 concurrent clients, against the very same statement the
// template service runs sent straight to PostgreSQL in the same run. The product runs in this
// process on PostgreSQL; the clients run in a child process, so load generation does not share
// an event loop with the server. Prints a markdown table.
//
// Usage: node --import tsx loadtest/src/templates-list.ts [-- --templates 10000 --connections 50 --seconds 20]
// Needs PostgreSQL (DATABASE_URL, or a server on 127.0.0.1:5432).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { listTemplatesJsonQuery, type TemplateListFilters } from '@atelier/template-service';
import { createTestDatabase } from '@atelier/testing';
import pg from 'pg';
import { argument, load, runBenchmark, runChildClients, summarise, type Measured } from './measure';

/** One shape of the list: its query string, and the filters the service turns it into. */
interface Scenario {
  label: string;
  query: string;
  filters: TemplateListFilters;
}

interface LoadPlan {
  url: string;
  databaseUrl: string;
  scenarios: Scenario[];
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

type Measurements = Array<{ scenario: string; connections: number; gateway: Measured; postgres: Measured }>;

// ---------------------------------------------------------------------------------------------
// The clients (child process).

async function straightToPostgres(
  plan: LoadPlan,
  seconds: number,
  scenario: Scenario,
  connections: number,
): Promise<Measured> {
  const statement = listTemplatesJsonQuery(scenario.filters);
  const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const startedAt = performance.now();
        try {
          await pool.query(statement.text, statement.values);
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

/** Each scenario at one client, then at the plan's connections: the gateway, then its peer. */
async function runClients(plan: LoadPlan) {
  const results: Measurements = [];
  for (const scenario of plan.scenarios) {
    for (const connections of [1, plan.connections]) {
      const target = { url: `${plan.url}/templates?${scenario.query}`, connections };
      await load(target, plan.warmUpSeconds);
      const gateway = await load(target, plan.seconds);
      await straightToPostgres(plan, plan.warmUpSeconds, scenario, connections);
      const postgres = await straightToPostgres(plan, plan.seconds, scenario, connections);
      results.push({ scenario: scenario.label, connections, gateway, postgres });
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// The server side and the report (parent process).

const themes = [
  'floral',
  'geometric',
  'vintage',
  'minimal',
  'botanical',
  'retro',
  'nautical',
  'festive',
  'abstract',
  'kids',
];
const categories = [
  'three_d_elements',
  'photo',
  'vector_graphic',
  'text',
  'pattern',
  'embroidery',
  'knitting',
];

/**
 * Published templates by a few owners, as an admin team would make them: a name and description
 * with a theme word, search words, one of seven categories, a published version each.
 */
async function seed(databaseUrl: string, templates: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "template"."templates"
         (owner_id, name, description, search, category, type, price_tier, state, published_at,
          project_ids, versions, project_version_ids)
       SELECT ('00000000-0000-4000-8000-00000000000' || (n % 4))::uuid,
              initcap(($2::text[])[1 + n % 10]) || ' design ' || lpad(n::text, 5, '0'),
              'A ' || ($2::text[])[1 + n % 10] || ' layout for cards, posters and prints, ready to make your own.',
              ($2::text[])[1 + (n / 10) % 10] || ' ' || ($2::text[])[1 + (n / 100) % 10] || ' template',
              ($3::text[])[1 + n % 7], 'a4', (ARRAY['free', 'free', 'standard', 'premium'])[1 + n % 4], 'published',
              now() - n * interval '1 minute',
              ARRAY[gen_random_uuid()],
              jsonb_build_array(jsonb_build_object(
                'project_id', gen_random_uuid(), 'project_version_id', gen_random_uuid(),
                'source_project_id', gen_random_uuid(), 'has_preview', true)),
              ARRAY[gen_random_uuid()]
         FROM generate_series(1, $1) AS n`,
      [templates, themes, categories],
    );
    await client.query('ANALYZE "template"."templates"');
  } finally {
    await client.end();
  }
}

async function main() {
  const templates = argument('templates', 10_000);
  const connections = argument('connections', 50);
  const seconds = argument('seconds', 20);
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-templates-'));
  // The product's own pool, as `npm start` opens it against PostgreSQL.
  const database = await openDatabase({ databaseUrl: testDatabase.url! });
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    renderWorkers: 0,
    logger: createLogger({ name: 'bench', level: 'warn' }),
    // The per-address limit protects a real deployment; here every client is this machine.
    requestsPerMinute: 100_000_000,
  });
  try {
    await seed(testDatabase.url!, templates);
    const scenarios: Scenario[] = [
      {
        label: 'search "botanical"',
        query: 'search=botanical',
        filters: { search: 'botanical', limit: 100, offset: 0 },
      },
      {
        label: 'category photo',
        query: 'category=photo',
        filters: { category: 'photo', limit: 100, offset: 0 },
      },
    ];
    const sizes: number[] = [];
    for (const scenario of scenarios) {
      const check = await fetch(`${product.url}/templates?${scenario.query}`);
      const text = await check.text();
      const body = JSON.parse(text) as { templates: unknown[] };
      if (check.status !== 200 || body.templates.length !== 100)
        throw new Error(
          `${scenario.label}: expected 100 templates, got ${check.status} ${body.templates?.length}`,
        );
      sizes.push(text.length);
    }
    const plan: LoadPlan = {
      url: product.url,
      databaseUrl: testDatabase.url!,
      scenarios,
      connections,
      seconds,
      warmUpSeconds: 3,
    };
    const results = await runChildClients<LoadPlan, Measurements>(import.meta.url, plan);
    const row = (label: string, clients: number, measured: Measured) =>
      `| ${label} | ${clients} | ${measured.p50.toFixed(1)} | ${measured.p95.toFixed(1)} | ${measured.perSecond.toFixed(0)} | ${measured.requests} | ${measured.errors} |`;
    const lines = [
      `GET /templates over ${templates} published templates, a page of 100 (${sizes
        .map((size) => `${(size / 1024).toFixed(0)} KiB`)
        .join(' and ')} of JSON), ${seconds} s a row`,
      '',
      '| Path | Clients | p50 (ms) | p95 (ms) | Requests/s | Requests | Errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const result of results) {
      lines.push(
        row(
          `${result.scenario}: gateway → gRPC → template service → PostgreSQL`,
          result.connections,
          result.gateway,
        ),
        row(
          `${result.scenario}: the service’s statement straight to PostgreSQL`,
          result.connections,
          result.postgres,
        ),
      );
    }
    lines.push('');
    for (const result of results)
      lines.push(
        `Ratio ${result.scenario} at ${result.connections} client(s), p50: ${(result.gateway.p50 / result.postgres.p50).toFixed(2)}, p95: ${(result.gateway.p95 / result.postgres.p95).toFixed(2)}`,
      );
    lines.push('');
    process.stdout.write(lines.join('\n'));
  } finally {
    await product.stop();
    await database.close().catch(() => {});
    await testDatabase.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}

await runBenchmark(runClients, main);
