// A render worker in a process of its own (workers/render/src/main.ts), as a cluster runs one,
// for tests and benchmarks that drive jobs through NATS to a real worker process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export interface RenderWorkerProcessSettings {
  natsUrl: string;
  busPrefix: string;
  jobServiceAddress: string;
  projectServiceAddress: string;
  /** The product's identity signing key (`identityKeys.privateKey` given to startProduct). */
  identityPrivateKey: string;
  blobDirectory: string;
  nodeCodeDirectory?: string;
  concurrency?: number;
  workerId?: string;
  /** Further variables (RENDER_* limits, LOG_LEVEL). */
  environment?: Record<string, string>;
}

export interface RenderWorkerProcess {
  child: ChildProcess;
  /** What the process has written so far. */
  output(): string;
  /** Sends SIGTERM and resolves when the process has ended. */
  stop(): Promise<void>;
}

/** Starts a render worker process and resolves once it logs that it takes jobs. */
export async function startRenderWorkerProcess(
  settings: RenderWorkerProcessSettings,
  timeoutMs = 60_000,
): Promise<RenderWorkerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('workers', 'render', 'src', 'main.ts')],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NATS_URL: settings.natsUrl,
        BUS_PREFIX: settings.busPrefix,
        JOB_SERVICE_ADDRESS: settings.jobServiceAddress,
        PROJECT_SERVICE_ADDRESS: settings.projectServiceAddress,
        SERVICE_IDENTITY_PRIVATE_KEY: settings.identityPrivateKey,
        BLOB_DIR: settings.blobDirectory,
        ...(settings.nodeCodeDirectory ? { NODE_CODE_DIR: settings.nodeCodeDirectory } : {}),
        RENDER_CONCURRENCY: String(settings.concurrency ?? 1),
        ...(settings.workerId ? { WORKER_ID: settings.workerId } : {}),
        LOG_LEVEL: 'info',
        ...settings.environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the render worker did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      if (output.includes('render worker ready')) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the render worker ended with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
