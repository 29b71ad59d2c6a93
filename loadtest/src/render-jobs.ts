// Production jobs through the whole farm: gateway -> job service -> NATS JetStream -> render
// worker processes -> success, on PostgreSQL and NATS. Measures
//   1. trivial jobs per second (an 8 x 8 px PNG export each) with 1 and with 3 worker processes;
//   2. the time from POST /job/{id}/start to the downloaded file for the 2048 x 2048 px PNG poster
//      (examples/image) and the 50,000-stitch design (examples/embroidery/large-fill), against
//      `npm run graph -- eval` of the same graph in the same run (the command, as a user types it,
//      and the same evaluation inside this process);
//   3. the worksheet PDF of that design through a job.
// Prints a markdown table.
//
// Usage: npm run bench -w @atelier/loadtest  (runs every bench of this workspace)
//        node --import tsx loadtest/src/render-jobs.ts [--jobs 400] [--rounds 3]
// Needs PostgreSQL (DATABASE_URL, or a server on 127.0.0.1:5432) and NATS with JetStream
// (NATS_URL, or a server on 127.0.0.1:4222).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestUser, startProduct, type TestUser } from '@atelier/deploy';
import { createNode, type GraphDocument } from '@atelier/graph';
import { nodeRegistry } from '@atelier/nodes';
import { evaluateGraphFile } from '@atelier/nodes/node';
import { createIdentityKeys, createLogger, openDatabase } from '@atelier/platform';
import {
  createTestDatabase,
  natsUrlForTests,
  startRenderWorkerProcess,
  uniqueTestPrefix,
  type RenderWorkerProcess,
} from '@atelier/testing';
import { argument } from './measure';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function trivialGraph(): GraphDocument {
  const colour = createNode(nodeRegistry.get('image.solid-colour', '1.0.0')!, 'swatch', { x: 0, y: 0 });
  for (const row of colour.controls ?? [])
    for (const control of row) if (control.id === 'width' || control.id === 'height') control.value = 8;
  const exported = createNode(nodeRegistry.get('image.export', '1.0.0')!, 'swatch-png', { x: 300, y: 0 });
  return {
    version: '1.0.0',
    nodes: [colour, exported],
    connections: [
      { id: 1000, from: { nodeId: 'swatch', output: 'image' }, to: { nodeId: 'swatch-png', input: 'title' } },
    ],
    groups: [],
  };
}

/** The large design with an embroidery worksheet beside its export. */
async function largeDesignWithWorksheet(): Promise<GraphDocument> {
  const graph = JSON.parse(
    await readFile(path.join(repositoryRoot, 'examples', 'embroidery', 'large-fill.json'), 'utf8'),
  ) as GraphDocument;
  const exportNode = graph.nodes.find((node) => node.type === 'embroidery.export')!;
  const planSource = graph.connections.find((connection) => connection.to.nodeId === exportNode.id)!.from;
  const worksheet = createNode(nodeRegistry.get('embroidery.worksheet', '1.0.0')!, 'large-worksheet', {
    x: exportNode.options.x,
    y: exportNode.options.y + 300,
  });
  for (const row of worksheet.controls ?? [])
    for (const control of row) if (control.id === 'date') control.value = '2026-11-25';
  graph.nodes.push(worksheet);
  graph.connections.push({
    id: Math.max(...graph.connections.map((connection) => connection.id)) + 1,
    from: planSource,
    to: { nodeId: worksheet.id, input: 'title' },
  });
  return graph;
}

interface Api {
  url: string;
  user: TestUser;
}

async function call<T>(api: Api, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${api.user.accessToken}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Saves a graph as a new project's version through the gateway; answers the version id. */
async function saveGraph(api: Api, name: string, graph: GraphDocument): Promise<string> {
  const created = await call<{ project: { id: string } }>(api, 'POST', '/project/version/create/new', {
    name,
  });
  const form = new FormData();
  form.set('nodegraph', new Blob([JSON.stringify(graph)], { type: 'application/json' }), 'nodegraph.json');
  const saved = await call<{ version: { id: string } }>(
    api,
    'POST',
    `/project/version/create/${created.project.id}`,
    form,
  );
  return saved.version.id;
}

interface JobAnswer {
  id: string;
  state: string;
  error: string | null;
  files: Array<{ id: string; name: string; role: string }>;
}

async function startJob(api: Api, target: string, parameters: Record<string, unknown>): Promise<JobAnswer> {
  const job = await call<JobAnswer>(api, 'POST', '/job/create', {
    target,
    type: 'export',
    name: 'bench',
    parameters,
  });
  return call<JobAnswer>(api, 'POST', `/job/${job.id}/start`);
}

async function waitForEnd(api: Api, jobId: string, everyMilliseconds = 10): Promise<JobAnswer> {
  for (;;) {
    const job = await call<JobAnswer>(api, 'GET', `/job/${jobId}`);
    if (['success', 'failed', 'canceled'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, everyMilliseconds));
  }
}

/** Start to downloaded bytes of one job, in ms; checks that the job made the named file. */
async function timeJob(api: Api, target: string, parameters: Record<string, unknown>, extension: string) {
  const startedAt = performance.now();
  const started = await startJob(api, target, parameters);
  const ended = await waitForEnd(api, started.id);
  if (ended.state !== 'success') throw new Error(`job ${ended.id} ended ${ended.state}: ${ended.error}`);
  const file = ended.files.find((entry) => entry.role === 'output' && entry.name.endsWith(`.${extension}`));
  if (!file) throw new Error(`job ${ended.id} wrote no .${extension} file`);
  const response = await fetch(`${api.url}/job/${ended.id}/file/${file.id}`, {
    headers: { authorization: `Bearer ${api.user.accessToken}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const milliseconds = performance.now() - startedAt;
  if (bytes.byteLength === 0) throw new Error('empty download');
  return milliseconds;
}

/** `npm run graph -- eval` as a user runs it, wall time of the whole command. */
function timeCommand(graphPath: string, outputDirectory: string): number {
  const startedAt = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/nodes/src/cli/main.ts', 'eval', graphPath, '--out', outputDirectory],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`graph eval failed: ${result.stderr}${result.stdout}`);
  return performance.now() - startedAt;
}

async function timeInProcess(graphPath: string, outputDirectory: string): Promise<number> {
  const startedAt = performance.now();
  const evaluation = await evaluateGraphFile({ graphPath, outputDirectory });
  if (evaluation.exports.some((outcome) => !outcome.file))
    throw new Error(`an export of ${graphPath} failed`);
  return performance.now() - startedAt;
}

interface WorkerSettings {
  natsUrl: string;
  prefix: string;
  addresses: Record<string, string>;
  privateKey: string;
  blobDirectory: string;
  concurrency: number;
}

function startWorker(settings: WorkerSettings, index: number): Promise<RenderWorkerProcess> {
  return startRenderWorkerProcess({
    natsUrl: settings.natsUrl,
    busPrefix: settings.prefix,
    jobServiceAddress: settings.addresses['job']!,
    projectServiceAddress: settings.addresses['project']!,
    identityPrivateKey: settings.privateKey,
    blobDirectory: settings.blobDirectory,
    concurrency: settings.concurrency,
    workerId: `bench-${index}`,
  });
}

/** Jobs per second: `count` trivial jobs started by several users at once, until every one succeeded. */
async function throughput(apis: Api[], targets: string[], count: number): Promise<number> {
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const ids: Array<{ api: Api; id: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const index = next++;
        const api = apis[index % apis.length]!;
        const job = await startJob(api, targets[index % apis.length]!, {});
        ids.push({ api, id: job.id });
      }
    }),
  );
  for (const { api, id } of ids) {
    const ended = await waitForEnd(api, id, 20);
    if (ended.state !== 'success') throw new Error(`trivial job ${id} ended ${ended.state}: ${ended.error}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  lastCpuMillisecondsPerJob = (cpu.user + cpu.system) / 1000 / count;
  return count / ((performance.now() - startedAt) / 1000);
}

/** CPU time the product's process (gateway, services, database driver) spent per job in the last run. */
let lastCpuMillisecondsPerJob = 0;

async function main() {
  const jobs = argument('jobs', 400);
  const rounds = argument('rounds', 3);
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-jobs-'));
  const database = await openDatabase({ databaseUrl: testDatabase.url! });
  const identityKeys = createIdentityKeys();
  const prefix = uniqueTestPrefix('bench-jobs');
  const natsUrl = await natsUrlForTests();
  if (!natsUrl)
    throw new Error('This benchmark needs NATS with JetStream: set NATS_URL or run one on 127.0.0.1:4222.');
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix: prefix,
    renderWorkers: 0,
    identityKeys,
    logger: createLogger({ name: 'bench', level: 'warn' }),
    requestsPerMinute: 100_000_000,
  });
  const workers: RenderWorkerProcess[] = [];
  const settings: WorkerSettings = {
    natsUrl,
    prefix,
    addresses: product.addresses,
    privateKey: identityKeys.privateKey,
    blobDirectory: product.blobDirectory,
    concurrency: 4,
  };
  try {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createTestUser(product, database, { email: `bench-${index}@example.com` }),
      ),
    );
    const apis = users.map((user) => ({ url: product.url, user }));
    const trivialTargets = await Promise.all(apis.map((api) => saveGraph(api, 'Swatch', trivialGraph())));

    workers.push(await startWorker(settings, 0));
    await throughput(apis, trivialTargets, 40); // warm-up: node code loaded, pools filled
    // One trivial job at a time: start to downloaded file, the farm's fixed cost per job.
    const latencies: number[] = [];
    for (let index = 0; index < 20; index += 1)
      latencies.push(await timeJob(apis[0]!, trivialTargets[0]!, {}, 'png'));
    const trivialLatency = median(latencies);
    const oneWorker = await throughput(apis, trivialTargets, jobs);
    const oneWorkerCpu = lastCpuMillisecondsPerJob;
    workers.push(await startWorker(settings, 1), await startWorker(settings, 2));
    await throughput(apis, trivialTargets, 60);
    const threeWorkers = await throughput(apis, trivialTargets, jobs);
    const threeWorkersCpu = lastCpuMillisecondsPerJob;

    // Single large jobs, one at a time, with the three workers idle around them.
    const api = apis[0]!;
    const posterPath = path.join(repositoryRoot, 'examples', 'image', 'gradient-poster-2048.json');
    const posterTarget = await saveGraph(
      api,
      'Poster',
      JSON.parse(await readFile(posterPath, 'utf8')) as GraphDocument,
    );
    const designGraph = await largeDesignWithWorksheet();
    const designPath = path.join(dataDirectory, 'large-with-worksheet.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(designPath, JSON.stringify(designGraph)));
    const designTarget = await saveGraph(api, 'Large design', designGraph);
    const outputDirectory = path.join(dataDirectory, 'eval');

    const rows: string[] = [];
    const measure = async (
      label: string,
      graphPath: string,
      target: string,
      parameters: Record<string, unknown>,
      extension: string,
    ) => {
      const job: number[] = [];
      const command: number[] = [];
      const inProcess: number[] = [];
      await timeJob(api, target, parameters, extension); // warm-up
      for (let round = 0; round < rounds; round += 1) {
        job.push(await timeJob(api, target, parameters, extension));
        command.push(timeCommand(graphPath, outputDirectory));
        inProcess.push(await timeInProcess(graphPath, outputDirectory));
      }
      rows.push(
        `| ${label} | ${median(job).toFixed(0)} | ${median(command).toFixed(0)} | ${(median(job) / median(command)).toFixed(2)} | ${median(inProcess).toFixed(0)} | ${(median(job) / median(inProcess)).toFixed(1)} |`,
      );
    };
    await measure('2048 x 2048 px PNG poster', posterPath, posterTarget, {}, 'png');
    await measure('50,000-stitch design, VP3', designPath, designTarget, { nodeIds: ['large-vp3'] }, 'vp3');
    await measure('Its worksheet PDF', designPath, designTarget, { nodeIds: ['large-worksheet'] }, 'pdf');

    process.stdout.write(
      [
        `Render jobs through gateway -> job service -> NATS -> worker processes -> success (PostgreSQL, NATS; ${jobs} trivial jobs from 12 users, 4 jobs at a time per worker)`,
        '',
        '| Workers | Trivial jobs per second | CPU of the product process per job (ms) |',
        '| ---: | ---: | ---: |',
        `| 1 | ${oneWorker.toFixed(0)} | ${oneWorkerCpu.toFixed(1)} |`,
        `| 3 | ${threeWorkers.toFixed(0)} | ${threeWorkersCpu.toFixed(1)} |`,
        '',
        `One trivial job alone, start to downloaded file: ${trivialLatency.toFixed(0)} ms (median of 20).`,
        '',
        `Start to downloaded file, median of ${rounds} (ms), against \`npm run graph -- eval\` of the same graph:`,
        '',
        '| Output | Job (ms) | `npm run graph -- eval` command (ms) | Ratio | Same evaluation in-process (ms) | Ratio |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await product.stop();
    await database.close().catch(() => {});
    await testDatabase.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}

await main();
