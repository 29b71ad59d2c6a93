// What the load benchmarks share: their command-line numbers, the figures of one measured run
// (p50 and p95 by the nearest rank of every answer's latency), autocannon against one address,
// and the child process the clients run in, so load generation does not share an event loop with
// the servers it measures.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The number given as `--name value` on the command line, or the fallback. */
export function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
}

/** The q-quantile of latencies by the nearest-rank method. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** One measured run: answered requests, failures, latencies in ms and answers per second. */
export interface Measured {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  perSecond: number;
}

/** The figures of a run from the latencies (ms) of its answers and the failures it counted. */
export function summarise(latencies: number[], errors: number, seconds: number): Measured {
  const sorted = [...latencies].sort((first, second) => first - second);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    perSecond: latencies.length / seconds,
  };
}

/** An address under load: its clients ask for JSON, signed in with the token where there is one. */
export interface LoadTarget {
  url: string;
  /** Concurrent clients. */
  connections: number;
  accessToken?: string;
}

/**
 * GET requests to the target from its concurrent clients for the given seconds. Only 200 answers
 * count as requests; any other status, and any request that failed, counts as an error.
 */
export async function load(target: LoadTarget, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: target.connections,
        duration: seconds,
        headers: {
          accept: 'application/json',
          ...(target.accessToken ? { authorization: `Bearer ${target.accessToken}` } : {}),
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // Every answer's own latency, so p95 is exact rather than read off a histogram's buckets.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
  });
  return summarise(latencies, errors + result.errors, seconds);
}

/** Each target in turn: warmed up unmeasured, then measured, so no two share the machine. */
export async function loadEach(
  targets: LoadTarget[],
  seconds: number,
  warmUpSeconds: number,
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const target of targets) {
    await load(target, warmUpSeconds);
    results.push(await load(target, seconds));
  }
  return results;
}

/**
 * Runs a benchmark's clients in a child process: starts the benchmark's own module (its
 * `import.meta.url`) again with `--clients`, hands it the plan and answers what it measured.
 */
export function runChildClients<Plan extends object, Result>(moduleUrl: string, plan: Plan): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(moduleUrl), ['--clients'], { execArgv: process.execArgv });
    child.once('message', (message) => resolve(message as Result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the client process ended with ${code}`));
    });
    child.send(plan);
  });
}

/**
 * A benchmark module's start: in the child process of runChildClients, runs the clients on the
 * plan it is sent and sends back what they measured; otherwise runs the benchmark.
 */
export async function runBenchmark<Plan, Result>(
  runClients: (plan: Plan) => Promise<Result>,
  main: () => Promise<void>,
): Promise<void> {
  if (!process.argv.includes('--clients')) return main();
  process.once('message', (plan) => {
    void runClients(plan as Plan).then(
      (result) => {
        process.send!(result, () => process.exit(0));
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
