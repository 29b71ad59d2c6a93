// Runs a k6 script under Node: each virtual user is a worker thread that imports the script with
// k6's modules resolved to the shim (./shim) and makes its HTTP requests synchronously, as in k6,
// by waiting while this thread sends them with fetch. Scenarios are scheduled by their executors
// (constant-vus, ramping-vus, constant-arrival-rate, per-vu-iterations, shared-iterations), the
// script's setup() runs first in a virtual user of its own and teardown() last, and the
// thresholds of its options are evaluated on the samples as k6 evaluates them at the end.
import path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { durationMilliseconds } from './durations';
import {
  evaluateThresholds,
  summariseTrend,
  type Sample,
  type ThresholdOption,
  type ThresholdResult,
  type TrendSummary,
} from './metrics';
import type { RunCommand, RunDone, WireRequest, WireResponse } from './protocol';

export interface RunOptions {
  /** Path of the k6 script. */
  script: string;
  /** __ENV of the script (k6's -e), on top of this process's environment. */
  env?: Record<string, string>;
  /** Leave out this process's environment from __ENV (k6's --include-system-env-vars=false). */
  systemEnv?: boolean;
}

export interface RunSummary {
  script: string;
  scenarios: Array<{ name: string; executor: string }>;
  /** Seconds from the first scenario's start to the last one's end (setup and teardown excluded). */
  loadSeconds: number;
  /** Requests made by the scenarios (setup's excluded) and their rate over loadSeconds. */
  requests: number;
  requestsPerSecond: number;
  iterations: number;
  droppedIterations: number;
  /** http_req_duration of the scenarios' requests, overall and per group. */
  duration: TrendSummary;
  groups: Record<string, TrendSummary>;
  checks: { passed: number; failed: number };
  failedRequests: number;
  thresholds: ThresholdResult[];
  passed: boolean;
  /** Errors thrown by iterations, counted. */
  iterationErrors: number;
  setupError?: string;
}

interface ScenarioOptions {
  executor: string;
  exec?: string;
  env?: Record<string, string>;
  tags?: Record<string, string>;
  startTime?: string;
  gracefulStop?: string;
  vus?: number;
  duration?: string;
  iterations?: number;
  maxDuration?: string;
  startVUs?: number;
  stages?: Array<{ duration: string; target: number }>;
  rate?: number;
  timeUnit?: string;
  preAllocatedVUs?: number;
  maxVUs?: number;
}

interface ScriptOptions {
  scenarios?: Record<string, ScenarioOptions>;
  thresholds?: Record<string, ThresholdOption[]>;
  vus?: number;
  duration?: string;
  iterations?: number;
  stages?: Array<{ duration: string; target: number }>;
}

const hooks = new URL('./hooks.mjs', import.meta.url).href;
const workerEntry = new URL('./vu-worker.mjs', import.meta.url);

/** Sends one request of a virtual user with fetch and measures it as k6 does. */
async function perform(request: WireRequest): Promise<WireResponse> {
  let body: string | ArrayBuffer | FormData | undefined;
  let sentBytes = 0;
  const { body: wire } = request;
  if (wire.kind === 'text') {
    body = wire.text;
    sentBytes = Buffer.byteLength(wire.text);
  } else if (wire.kind === 'bytes') {
    body = wire.bytes;
    sentBytes = wire.bytes.byteLength;
  } else if (wire.kind === 'multipart') {
    const form = new FormData();
    for (const part of wire.parts) {
      if ('file' in part) {
        const blob = new Blob([part.file.data], { type: part.file.contentType });
        form.append(part.name, blob, part.file.filename);
        sentBytes += blob.size;
      } else {
        form.append(part.name, part.value);
        sentBytes += Buffer.byteLength(part.value);
      }
    }
    body = form;
  }
  const startedAt = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      redirect: request.followRedirects ? 'follow' : 'manual',
      signal: AbortSignal.timeout(request.timeoutMilliseconds),
    });
    const headersAt = performance.now();
    const bytes = await response.arrayBuffer();
    const endedAt = performance.now();
    return {
      status: response.status,
      url: response.url || request.url,
      headers: Object.fromEntries(response.headers),
      body: bytes,
      error: '',
      timings: {
        duration: endedAt - startedAt,
        waiting: headersAt - startedAt,
        receiving: endedAt - headersAt,
        sending: 0,
      },
      sentBytes,
    };
  } catch (error) {
    const elapsed = performance.now() - startedAt;
    return {
      status: 0,
      url: request.url,
      headers: {},
      body: new ArrayBuffer(0),
      error:
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error),
      timings: { duration: elapsed, waiting: elapsed, receiving: 0, sending: 0 },
      sentBytes,
    };
  }
}

/** One virtual user: a worker thread with the script imported. */
class VirtualUser {
  busy = false;
  private pending?: (done: RunDone) => void;
  private constructor(
    readonly id: number,
    private readonly worker: Worker,
  ) {}

  static async start(id: number, script: string, env: Record<string, string>): Promise<VirtualUser> {
    const channel = new MessageChannel();
    const signal = new SharedArrayBuffer(4);
    const flag = new Int32Array(signal);
    channel.port1.on('message', (request: WireRequest) => {
      void perform(request).then((response) => {
        channel.port1.postMessage(response);
        Atomics.store(flag, 0, 1);
        Atomics.notify(flag, 0);
      });
    });
    const worker = new Worker(workerEntry, {
      workerData: { script, vu: id, env, signal, hooks, port: channel.port2 },
      transferList: [channel.port2],
    });
    const user = new VirtualUser(id, worker);
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`virtual user ${id} ended with ${code} while starting`)),
      );
      worker.once('message', () => resolve());
    });
    worker.removeAllListeners('error').removeAllListeners('exit');
    worker.on('message', (message: RunDone) => {
      if (message.type === 'done') user.settle(message);
    });
    worker.on('error', (error) => user.settle({ type: 'done', samples: [], error: String(error) }));
    worker.on('exit', () => user.settle({ type: 'done', samples: [], error: 'interrupted' }));
    channel.port1.unref();
    return user;
  }

  private settle(done: RunDone) {
    const pending = this.pending;
    this.pending = undefined;
    this.busy = false;
    pending?.(done);
  }

  run(command: RunCommand): Promise<RunDone> {
    this.busy = true;
    return new Promise((resolve) => {
      this.pending = resolve;
      this.worker.postMessage(command);
    });
  }

  options(): Promise<ScriptOptions> {
    return new Promise((resolve) => {
      const listener = (message: { type: string; options?: ScriptOptions }) => {
        if (message.type !== 'options') return;
        this.worker.off('message', listener);
        resolve(message.options ?? {});
      };
      this.worker.on('message', listener);
      this.worker.postMessage({ type: 'options' });
    });
  }

  async stop() {
    await this.worker.terminate();
  }
}

const wait = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** The scenarios of the options, the shortcuts (vus, duration, iterations, stages) as k6 reads them. */
export function scenariosOf(options: ScriptOptions): Record<string, ScenarioOptions> {
  if (options.scenarios && Object.keys(options.scenarios).length > 0) return options.scenarios;
  if (options.stages) return { default: { executor: 'ramping-vus', startVUs: 1, stages: options.stages } };
  if (options.iterations)
    return {
      default: { executor: 'shared-iterations', vus: options.vus ?? 1, iterations: options.iterations },
    };
  if (options.duration)
    return { default: { executor: 'constant-vus', vus: options.vus ?? 1, duration: options.duration } };
  return { default: { executor: 'per-vu-iterations', vus: 1, iterations: 1 } };
}

/** Virtual users at a moment of a ramping-vus scenario, interpolated along its stages. */
export function rampingTarget(
  startVUs: number,
  stages: Array<{ duration: string; target: number }>,
  elapsed: number,
) {
  let from = startVUs;
  let stageStart = 0;
  for (const stage of stages) {
    const length = durationMilliseconds(stage.duration);
    if (elapsed < stageStart + length)
      return Math.floor(from + ((stage.target - from) * (elapsed - stageStart)) / length);
    from = stage.target;
    stageStart += length;
  }
  return from;
}

export async function runK6Script(options: RunOptions): Promise<RunSummary> {
  const script = path.resolve(options.script);
  const env: Record<string, string> = {
    ...(options.systemEnv === false ? {} : (process.env as Record<string, string>)),
    ...options.env,
  };
  const samples: Sample[] = [];
  const users: VirtualUser[] = [];
  let nextVu = 1;
  let iterationErrors = 0;
  const startUser = async () => {
    const user = await VirtualUser.start(nextVu++, script, env);
    users.push(user);
    return user;
  };
  const record = (done: RunDone) => {
    for (const sample of done.samples) samples.push(sample);
    if (done.error !== undefined) iterationErrors += 1;
  };

  const testStartedAt = performance.now();
  try {
    const setupUser = await VirtualUser.start(0, script, env);
    users.push(setupUser);
    const scriptOptions = await setupUser.options();
    const scenarios = scenariosOf(scriptOptions);
    const thresholds = scriptOptions.thresholds ?? {};
    const setup = await setupUser.run({
      type: 'run',
      exec: 'setup',
      data: null,
      scenario: '',
      iteration: 0,
      env: {},
      tags: {},
    });
    for (const sample of setup.samples) samples.push(sample);
    if (setup.error !== undefined) {
      return summarise(
        script,
        scenarios,
        thresholds,
        samples,
        0,
        iterationErrors,
        (performance.now() - testStartedAt) / 1000,
        setup.error,
      );
    }

    // The load lasts from the first scenario's start, its virtual users started, to the last one's end.
    const spans = await Promise.all(
      Object.entries(scenarios).map(async ([name, scenario]) => {
        await wait(durationMilliseconds(scenario.startTime ?? '0s'));
        return runScenario(name, scenario, setup.result, startUser, record);
      }),
    );
    const loadSeconds =
      (Math.max(...spans.map((span) => span.end)) - Math.min(...spans.map((span) => span.start))) / 1000;
    record(
      await setupUser.run({
        type: 'run',
        exec: 'teardown',
        data: setup.result,
        scenario: '',
        iteration: 0,
        env: {},
        tags: {},
      }),
    );
    return summarise(
      script,
      scenarios,
      thresholds,
      samples,
      loadSeconds,
      iterationErrors,
      (performance.now() - testStartedAt) / 1000,
    );
  } finally {
    await Promise.all(users.map((user) => user.stop()));
  }
}

async function runScenario(
  name: string,
  scenario: ScenarioOptions,
  data: unknown,
  startUser: () => Promise<VirtualUser>,
  record: (done: RunDone) => void,
): Promise<{ start: number; end: number }> {
  const exec = scenario.exec ?? 'default';
  const command = (iteration: number): RunCommand => ({
    type: 'run',
    exec,
    data,
    scenario: name,
    iteration,
    env: scenario.env ?? {},
    tags: scenario.tags ?? {},
  });
  const iterate = async (user: VirtualUser, iteration: number) => record(await user.run(command(iteration)));
  const gracefulStop = durationMilliseconds(scenario.gracefulStop ?? '30s');
  const allocate = (count: number) => Promise.all(Array.from({ length: count }, () => startUser()));
  /** Waits for the loops, giving running iterations gracefulStop after the end before stopping them. */
  const finish = async (loops: Promise<unknown>, end: number, running: VirtualUser[], start: number) => {
    const stopped = await Promise.race([
      loops.then(() => false),
      wait(end + gracefulStop - performance.now()).then(() => true),
    ]);
    if (stopped) await Promise.all(running.filter((user) => user.busy).map((user) => user.stop()));
    await loops;
    return { start, end: performance.now() };
  };

  switch (scenario.executor) {
    case 'constant-vus': {
      const users = await allocate(scenario.vus ?? 1);
      const start = performance.now();
      const end = start + durationMilliseconds(scenario.duration ?? '0s');
      const loops = Promise.all(
        users.map(async (user) => {
          for (let iteration = 0; performance.now() < end; iteration += 1) await iterate(user, iteration);
        }),
      );
      return finish(loops, end, users, start);
    }
    case 'ramping-vus': {
      const stages = scenario.stages ?? [];
      const startVUs = scenario.startVUs ?? 1;
      const users = await allocate(Math.max(startVUs, ...stages.map((stage) => stage.target)));
      const startedAt = performance.now();
      const end =
        startedAt + stages.reduce((total, stage) => total + durationMilliseconds(stage.duration), 0);
      const loops = Promise.all(
        users.map(async (user, index) => {
          let iteration = 0;
          while (performance.now() < end) {
            if (index < rampingTarget(startVUs, stages, performance.now() - startedAt))
              await iterate(user, iteration++);
            else await wait(20);
          }
        }),
      );
      return finish(loops, end, users, startedAt);
    }
    case 'constant-arrival-rate': {
      const rate = scenario.rate ?? 1;
      const interval = durationMilliseconds(scenario.timeUnit ?? '1s') / rate;
      const maxVUs = Math.max(scenario.maxVUs ?? 0, scenario.preAllocatedVUs ?? 1);
      const all = await allocate(scenario.preAllocatedVUs ?? 1);
      const idle = [...all];
      const inFlight = new Set<Promise<void>>();
      const startedAt = performance.now();
      const end = startedAt + durationMilliseconds(scenario.duration ?? '0s');
      let iteration = 0;
      let starting = 0;
      for (let index = 0; startedAt + index * interval < end; index += 1) {
        await wait(startedAt + index * interval - performance.now());
        const user = idle.pop();
        if (!user) {
          // As k6 does: the iteration is dropped, and another virtual user is started if allowed.
          record({
            type: 'done',
            samples: [{ metric: 'dropped_iterations', type: 'counter', value: 1, tags: { scenario: name } }],
          });
          if (all.length + starting < maxVUs) {
            starting += 1;
            void startUser().then((started) => {
              starting -= 1;
              all.push(started);
              idle.push(started);
            });
          }
          continue;
        }
        const running: Promise<void> = iterate(user, iteration++).then(() => {
          inFlight.delete(running);
          idle.push(user);
        });
        inFlight.add(running);
      }
      return finish(Promise.all([...inFlight]), end, all, startedAt);
    }
    case 'per-vu-iterations':
    case 'shared-iterations': {
      const users = await allocate(scenario.vus ?? 1);
      const total = scenario.iterations ?? 1;
      const start = performance.now();
      const end = start + durationMilliseconds(scenario.maxDuration ?? '10m');
      let shared = 0;
      const loops = Promise.all(
        users.map(async (user) => {
          for (let iteration = 0; performance.now() < end; iteration += 1) {
            if (scenario.executor === 'per-vu-iterations' ? iteration >= total : shared++ >= total) return;
            await iterate(user, iteration);
          }
        }),
      );
      return finish(loops, end, users, start);
    }
    default:
      throw new Error(`the ${scenario.executor} executor is not implemented by the Node shim of k6`);
  }
}

function summarise(
  script: string,
  scenarios: Record<string, ScenarioOptions>,
  thresholds: Record<string, ThresholdOption[]>,
  samples: Sample[],
  loadSeconds: number,
  iterationErrors: number,
  testSeconds: number,
  setupError?: string,
): RunSummary {
  const load = samples.filter((sample) => sample.tags.scenario);
  const durations = load.filter((sample) => sample.metric === 'http_req_duration');
  const groups: Record<string, number[]> = {};
  for (const sample of durations) (groups[sample.tags.group || '(no group)'] ??= []).push(sample.value);
  const checks = samples.filter((sample) => sample.metric === 'checks');
  const count = (metric: string) =>
    load.filter((sample) => sample.metric === metric).reduce((total, sample) => total + sample.value, 0);
  const thresholdResults = setupError ? [] : evaluateThresholds(thresholds, samples, testSeconds);
  return {
    script: path.relative(process.cwd(), script),
    scenarios: Object.entries(scenarios).map(([name, scenario]) => ({ name, executor: scenario.executor })),
    loadSeconds,
    requests: durations.length,
    requestsPerSecond: loadSeconds > 0 ? durations.length / loadSeconds : 0,
    iterations: count('iterations'),
    droppedIterations: count('dropped_iterations'),
    duration: summariseTrend(durations.map((sample) => sample.value)),
    groups: Object.fromEntries(
      Object.entries(groups).map(([group, values]) => [group, summariseTrend(values)]),
    ),
    checks: {
      passed: checks.filter((sample) => sample.value !== 0).length,
      failed: checks.filter((sample) => sample.value === 0).length,
    },
    failedRequests: samples.filter((sample) => sample.metric === 'http_req_failed' && sample.value !== 0)
      .length,
    thresholds: thresholdResults,
    passed: !setupError && thresholdResults.every((result) => result.passed),
    iterationErrors,
    ...(setupError ? { setupError } : {}),
  };
}

/** The end-of-test summary, shaped like k6's. */
export function formatSummary(summary: RunSummary): string {
  const ms = (value: number) => `${value.toFixed(2)}ms`;
  const trend = (stats: TrendSummary) =>
    `avg=${ms(stats.avg)} min=${ms(stats.min)} med=${ms(stats.med)} max=${ms(stats.max)} p(90)=${ms(stats.p90)} p(95)=${ms(stats.p95)}`;
  const lines = [
    `  ${summary.script}: ${summary.scenarios.map((scenario) => `${scenario.name} (${scenario.executor})`).join(', ')}`,
    '',
  ];
  if (summary.setupError) lines.push(`  setup failed: ${summary.setupError}`, '');
  lines.push('  THRESHOLDS', '');
  let key = '';
  for (const result of summary.thresholds) {
    if (result.key !== key) lines.push(`    ${(key = result.key)}`);
    const shown = /^(p\(|avg|min|max|med)/.test(result.source) ? ms(result.value) : result.value.toFixed(4);
    lines.push(
      `    ${result.passed ? '✓' : '✗'} '${result.source}' ${result.source.split(/[<>=!]/)[0]}=${shown} (${result.samples} samples)`,
    );
  }
  lines.push(
    '',
    `    http_reqs......................: ${summary.requests} ${summary.requestsPerSecond.toFixed(1)}/s over ${summary.loadSeconds.toFixed(1)}s`,
    `    http_req_duration..............: ${trend(summary.duration)}`,
    ...Object.entries(summary.groups).map(([group, stats]) => `      { group:${group} }: ${trend(stats)}`),
    `    checks.........................: ${summary.checks.passed} passed, ${summary.checks.failed} failed`,
    `    http_req_failed................: ${summary.failedRequests}`,
    `    iterations.....................: ${summary.iterations} (${summary.droppedIterations} dropped, ${summary.iterationErrors} with errors)`,
    '',
    `  ${summary.passed ? 'thresholds passed' : 'THRESHOLDS FAILED'}`,
    '',
  );
  return lines.join('\n');
}
