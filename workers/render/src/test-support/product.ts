// A running product for the render worker's tests: every service on real PostgreSQL (or
// PGlite) and the bus (NATS when one answers), with helpers to make a user's project version
// from a graph file, run jobs and watch them, and to start render worker processes against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct, type RunningProduct } from '@atelier/deploy';
import {
  createIdentityKeys,
  createLogger,
  createServiceClient,
  DirectoryBlobStore,
  runWithRequestContext,
  type Database,
  type IdentityKeys,
  type ServiceClient,
} from '@atelier/platform';
import { common, job, JobServiceService, project, ProjectServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import type { RenderWorkerLimits } from '../worker';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export const realNodeCodeDirectory = path.join(repositoryRoot, 'packages', 'nodes', 'dist', 'node-code');

export interface TestProductOptions {
  /** The queue's ack wait in whole seconds, for the job service and the workers alike. */
  ackWaitSeconds: number;
  maxDeliver?: number;
  userConcurrency?: number;
  renderWorkers?: number;
  renderWorkerLimits?: RenderWorkerLimits;
  nodeCodeDirectory?: string;
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Every log line so far, parsed. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  waitForLog(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export interface TestProduct {
  product: RunningProduct;
  database: Database;
  natsUrl: string | undefined;
  busPrefix: string;
  blobs: DirectoryBlobStore;
  identityKeys: IdentityKeys;
  /** Calls the job service as a user. */
  jobsAs(userId: string): ServiceClient<typeof JobServiceService>;
  projectsAs(userId: string): ServiceClient<typeof ProjectServiceService>;
  createProject(userId: string, name: string): Promise<string>;
  /** Saves the graph file's bytes (encrypted for the user when asked) as the project's current version. */
  saveVersion(userId: string, projectId: string, bytes: Uint8Array, encrypted?: boolean): Promise<string>;
  /** Uploads a file into the project, as the editor's file controls do; answers its id. */
  addFile(
    userId: string,
    projectId: string,
    bytes: Uint8Array,
    name: string,
    contentType: string,
  ): Promise<string>;
  /** A new project of the user whose current version is the graph file. */
  saveProject(
    userId: string,
    graphPath: string,
    name: string,
  ): Promise<{ projectId: string; versionId: string }>;
  /** Creates and starts a job as the user. */
  runJob(
    userId: string,
    request: { target: string; type: string; name?: string; parameters?: Record<string, unknown> },
  ): Promise<job.Job>;
  getJob(userId: string, jobId: string): Promise<job.Job>;
  /** Polls the job until the predicate holds, failing after the time given. */
  waitForJob(
    userId: string,
    jobId: string,
    until: (current: job.Job) => boolean,
    timeoutMs?: number,
  ): Promise<job.Job>;
  /** Starts `node --import tsx workers/render/src/main.ts` with this product's settings. */
  spawnWorker(environment?: Record<string, string>): WorkerProcess;
  stop(): Promise<void>;
}

export const finished = (current: job.Job) =>
  [job.JobState.SUCCESS, job.JobState.FAILED, job.JobState.CANCELED].includes(current.state);

export async function startTestProduct(options: TestProductOptions): Promise<TestProduct> {
  process.env.RENDER_ACK_WAIT_SECONDS = String(options.ackWaitSeconds);
  process.env.RENDER_MAX_DELIVER = String(options.maxDeliver ?? 3);
  process.env.JOB_USER_CONCURRENCY = String(options.userConcurrency ?? 2);
  const natsUrl = await natsUrlForTests();
  const busPrefix = uniqueTestPrefix('render');
  const testDatabase: TestDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-render-'));
  const identityKeys = createIdentityKeys();
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix,
    identityKeys,
    renderWorkers: options.renderWorkers ?? 0,
    renderWorkerLimits: {
      ackWaitMs: options.ackWaitSeconds * 1000,
      maxDeliver: options.maxDeliver ?? 3,
      ...options.renderWorkerLimits,
    },
    nodeCodeDirectory: options.nodeCodeDirectory,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  const blobs = new DirectoryBlobStore(product.blobDirectory);
  const jobService = createServiceClient(JobServiceService, product.addresses.job!, {
    serviceName: 'job service',
    identity: product.identity,
  });
  const projectService = createServiceClient(ProjectServiceService, product.addresses.project!, {
    serviceName: 'project service',
    identity: product.identity,
  });
  const as = <Client extends object>(client: Client, userId: string): Client =>
    new Proxy(client, {
      get(target, property) {
        const method = (target as Record<PropertyKey, unknown>)[property];
        if (typeof method !== 'function') return method;
        return (...args: unknown[]) =>
          runWithRequestContext({ requestId: randomUUID(), userId, role: 'user' }, () =>
            (method as (...inner: unknown[]) => unknown).apply(target, args),
          );
      },
    });
  const workers = new Set<WorkerProcess>();

  const testProduct: TestProduct = {
    product,
    database,
    natsUrl,
    busPrefix,
    blobs,
    identityKeys,
    jobsAs: (userId) => as(jobService, userId),
    projectsAs: (userId) => as(projectService, userId),
    async createProject(userId, name) {
      const created = await as(projectService, userId).createProject({
        environment: common.Edition.PRO,
        state: project.ProjectState.ACTIVE,
        name,
      });
      return created.project!.id;
    },
    async saveVersion(userId, projectId, bytes, encrypted = false) {
      const key = `uploads/${randomUUID()}.json`;
      await blobs.put(key, Buffer.from(bytes), {
        contentType: encrypted ? 'application/octet-stream' : 'application/json',
      });
      const saved = await as(projectService, userId).createProjectVersion({
        projectId,
        nodegraph: {
          blobKey: key,
          name: 'nodegraph.json',
          contentType: encrypted ? 'application/octet-stream' : 'application/json',
          sizeBytes: bytes.byteLength,
        },
        encrypted,
        presets: {},
        name: '',
        milestone: false,
        editingSession: '',
      });
      return saved.version!.id;
    },
    async addFile(userId, projectId, bytes, name, contentType) {
      const key = `files/${randomUUID()}`;
      await blobs.put(key, Buffer.from(bytes), { contentType });
      const created = await as(projectService, userId).createFile({
        projectId,
        content: { blobKey: key, name, contentType, sizeBytes: bytes.byteLength },
      });
      return created.file!.id;
    },
    async saveProject(userId, graphPath, name) {
      const projectId = await testProduct.createProject(userId, name);
      const versionId = await testProduct.saveVersion(userId, projectId, await readFile(graphPath));
      return { projectId, versionId };
    },
    async runJob(userId, request) {
      const jobs = as(jobService, userId);
      const created = await jobs.createJob({
        target: request.target,
        type: request.type,
        name: request.name ?? request.type,
        parameters: request.parameters ?? {},
      });
      return (await jobs.startJob({ jobId: created.job!.id })).job!;
    },
    async getJob(userId, jobId) {
      return (await as(jobService, userId).getJob({ jobId })).job!;
    },
    async waitForJob(userId, jobId, until, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await testProduct.getJob(userId, jobId);
        if (until(current)) return current;
        if (Date.now() > deadline)
          throw new Error(
            `job ${jobId} is ${job.JobState[current.state]} (${current.progressMessage}, ${current.errorMessage}) after ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    spawnWorker(environment = {}) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(repositoryRoot, 'workers/render/src/main.ts')],
        {
          cwd: repositoryRoot,
          env: {
            PATH: process.env.PATH,
            ...(natsUrl ? { NATS_URL: natsUrl } : {}),
            BUS_PREFIX: busPrefix,
            JOB_SERVICE_ADDRESS: product.addresses.job!,
            PROJECT_SERVICE_ADDRESS: product.addresses.project!,
            SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
            BLOB_DIR: product.blobDirectory,
            NODE_CODE_DIR: options.nodeCodeDirectory ?? realNodeCodeDirectory,
            RENDER_ACK_WAIT_SECONDS: String(options.ackWaitSeconds),
            RENDER_MAX_DELIVER: String(options.maxDeliver ?? 3),
            LOG_LEVEL: 'info',
            ...environment,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const lines: Array<Record<string, unknown>> = [];
      const listeners = new Set<() => void>();
      let buffered = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            lines.push({ msg: line });
          }
          for (const listener of listeners) listener();
        }
      });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
      });
      const exited = new Promise<number | string | null>((resolve) => {
        child.once('exit', (code, signal) => {
          workers.delete(worker);
          for (const listener of listeners) listener();
          resolve(code ?? signal);
        });
      });
      const worker: WorkerProcess = {
        child,
        lines,
        exited,
        waitForLog(message, timeoutMs = 60_000) {
          return new Promise((resolve, reject) => {
            const check = () => {
              const found = lines.find((line) => line.msg === message);
              if (found) {
                cleanup();
                resolve(found);
              } else if (child.exitCode !== null || child.signalCode !== null) {
                cleanup();
                reject(new Error(`the worker ended before logging "${message}": ${stderr.slice(-2000)}`));
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              reject(
                new Error(`the worker did not log "${message}" in ${timeoutMs} ms: ${stderr.slice(-2000)}`),
              );
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              listeners.delete(check);
            };
            listeners.add(check);
            check();
          });
        },
      };
      workers.add(worker);
      return worker;
    },
    async stop() {
      for (const worker of workers) worker.child.kill('SIGKILL');
      await Promise.all([...workers].map((worker) => worker.exited));
      jobService.close();
      projectService.close();
      await product.stop();
      await testDatabase.drop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
  return testProduct;
}

/** A user the services know: a row in the user service's schema. */
export async function createUser(database: Database, name: string): Promise<string> {
  const id = randomUUID();
  await database.sql.query(
    `INSERT INTO "user"."users" (id, email, accepted_terms_at) VALUES ($1, $2, now())`,
    [id, `${name}-${id.slice(0, 8)}@example.com`],
  );
  return id;
}
