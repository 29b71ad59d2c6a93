// The k6 scenarios of loadtest/k6, each run for 10 s through the Node shim of k6 (k6-run.ts, in
// a child process, so load generation does not share an event loop with the product) against
// the product started in this process on PostgreSQL (and NATS with JetStream when one is
// reachable), with its one in-process render worker for the export jobs. Prints markdown tables:
// requests per second and p95 per scenario and group, and every threshold with its value. A 3 s
// run of the project list first warms the product up and is not recorded.
//
// Usage: npm run bench:k6 -w @atelier/loadtest (or node --import tsx src/k6-bench.ts
//        [--seconds 10] [--only export-job]). Needs PostgreSQL (DATABASE_URL, or 127.0.0.1:5432).
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '@atelier/deploy';
import { createLogger, openDatabase } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import type { RunSummary } from './k6-node/runner';

const scenarios = ['list-projects', 'save-version', 'upload-image', 'export-job'];
const k6Directory = fileURLToPath(new URL('../k6', import.meta.url));
const runner = fileURLToPath(new URL('./k6-run.ts', import.meta.url));

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function runScenario(script: string, env: Record<string, string>, quiet = false): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    let summary: RunSummary | undefined;
    const child = fork(
      runner,
      [script, ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`])],
      {
        execArgv: process.execArgv,
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
      },
    );
    child.on('message', (message) => (summary = message as RunSummary));
    child.once('error', reject);
    child.once('exit', (code) => {
      // 99: a threshold failed, which the table reports.
      if (summary && (code === 0 || code === 99)) resolve(summary);
      else reject(new Error(`the k6 run of ${script} ended with ${code}`));
    });
  });
}

async function main() {
  const seconds = Number(argument('seconds') ?? 10);
  const only = argument('only');
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-k6-'));
  const database = await openDatabase({ databaseUrl: testDatabase.url! });
  const natsUrl = await natsUrlForTests();
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix: uniqueTestPrefix('bench-k6'),
    // Requests still on their way when a scenario ends fail as the product stops: not news.
    logger: createLogger({ name: 'bench', level: 'fatal' }),
    // The per-address limit protects a real deployment; here every virtual user is this machine.
    requestsPerMinute: 100_000_000,
  });
  const results: RunSummary[] = [];
  try {
    // A warm-up, not recorded: the first requests of a fresh product pay for loading its code.
    await runScenario(
      path.join(k6Directory, 'list-projects.ts'),
      { BASE_URL: product.url, DURATION: '3s' },
      true,
    );
    for (const name of scenarios.filter((scenario) => !only || scenario === only))
      results.push(
        await runScenario(path.join(k6Directory, `${name}.ts`), {
          BASE_URL: product.url,
          DURATION: `${seconds}s`,
        }),
      );
  } finally {
    await product.stop();
    await database.close().catch(() => {});
    await testDatabase.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }

  const ms = (value: number) => value.toFixed(1);
  const groupP95 = (summary: RunSummary) =>
    Object.entries(summary.groups)
      .map(([group, stats]) => `${group.replace(/^::/, '')} ${ms(stats.p95)}`)
      .join('; ');
  const lines = [
    `k6 scenarios through the Node shim of k6, ${seconds} s each (PostgreSQL${natsUrl ? ', NATS' : ''}, one process)`,
    '',
    '| Scenario | Executor | Requests | Requests/s | p50 (ms) | p95 (ms) | p95 per group (ms) | Iterations | Checks failed | Thresholds passed |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...results.map(
      (summary, index) =>
        `| ${scenarios.filter((scenario) => !only || scenario === only)[index]} | ${summary.scenarios.map((scenario) => scenario.executor).join(', ')} | ${summary.requests} | ${summary.requestsPerSecond.toFixed(0)} | ${ms(summary.duration.med)} | ${ms(summary.duration.p95)} | ${groupP95(summary)} | ${summary.iterations}${summary.droppedIterations ? ` (${summary.droppedIterations} dropped)` : ''} | ${summary.checks.failed} of ${summary.checks.passed + summary.checks.failed} | ${summary.thresholds.filter((result) => result.passed).length} of ${summary.thresholds.length} |`,
    ),
    '',
    '| Scenario | Threshold | Value | Passed |',
    '| --- | --- | ---: | --- |',
    ...results.flatMap((summary, index) =>
      summary.thresholds.map(
        (result) =>
          `| ${scenarios.filter((scenario) => !only || scenario === only)[index]} | \`${result.key}\` \`${result.source}\` | ${result.value < 1 && result.value > 0 ? result.value.toFixed(4) : result.value.toFixed(1)} | ${result.passed ? 'yes' : '**no**'} |`,
      ),
    ),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

await main();
