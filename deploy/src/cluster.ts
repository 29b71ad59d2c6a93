// The cluster on one machine: every service, the gateway and the render workers as processes of
// their own on their own ports, against one PostgreSQL database and one NATS JetStream server,
// sharing one blob directory, as a cluster runs them. `npm run cluster` starts it
// (deploy/bin/cluster.mjs); integration tests and benchmarks start it through `startCluster`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { acceptsTcpConnection, createIdentityKeys, freePort, type IdentityKeys } from '@atelier/platform';
import { repositoryRoot } from './environment';

/** The six gRPC services, in start order. */
export const clusterServices = ['user', 'project', 'template', 'job', 'payment', 'print'] as const;
export type ClusterServiceName = (typeof clusterServices)[number];

/** A part of the cluster: a service, the gateway, or render worker n (`render-1`, `render-2`, ...). */
export type ClusterPart = ClusterServiceName | 'gateway' | `render-${number}`;

/** The source entry of each kind of process, relative to the repository root. */
const sourceEntries = {
  gateway: 'services/gateway/src/main.ts',
  render: 'workers/render/src/main.ts',
  ...Object.fromEntries(clusterServices.map((name) => [name, `services/${name}/src/main.ts`])),
} as Record<ClusterServiceName | 'gateway' | 'render', string>;

export interface EntryCommand {
  command: string;
  args: string[];
}

/**
 * How one process of the cluster is started: its TypeScript source through tsx, or with `built`
 * the compiled JavaScript beside it (`<workspace>/dist/main.js` for `<workspace>/src/main.ts`),
 * run by plain node. The one place to change when the build's layout does.
 */
export function entryCommand(
  kind: ClusterServiceName | 'gateway' | 'render',
  options: { built?: boolean; root?: string } = {},
): EntryCommand {
  const root = options.root ?? repositoryRoot;
  const source = sourceEntries[kind];
  if (options.built) {
    const built = path.join(root, source.replace(/\/src\/main\.ts$/, '/dist/main.js'));
    if (!existsSync(built))
      throw new Error(`${path.relative(root, built)} is missing: run npm run build first`);
    return { command: process.execPath, args: ['--enable-source-maps', built] };
  }
  return { command: process.execPath, args: ['--import', 'tsx', path.join(root, source)] };
}

export interface ClusterOptions {
  /** The PostgreSQL database every service keeps its schema in. */
  databaseUrl: string;
  /** The NATS server with JetStream that carries events and the render queue. */
  natsUrl: string;
  /** Namespace of bus subjects and streams (default atelier). */
  busPrefix?: string;
  /** Port of the gateway (default 8080; 0 picks a free one). */
  port?: number;
  /** Address the gateway listens on (default 127.0.0.1). */
  host?: string;
  /** Render worker processes (default 2). */
  renderWorkers?: number;
  /** Where the run keeps its files: the shared blob directory unless `blobDirectory` says otherwise. */
  dataDirectory: string;
  blobDirectory?: string;
  webDistDirectory?: string;
  nodeCodeDirectory?: string;
  /** Signs access tokens; a random one when unset (sessions then end with the run). */
  sessionSecret?: string;
  /** The identity key pair of this run; a fresh one when unset. */
  identityKeys?: IdentityKeys;
  /** LOG_LEVEL of every process (default info). */
  logLevel?: string;
  /** Run the compiled JavaScript instead of the sources (see `entryCommand`). */
  built?: boolean;
  /** Further variables for every process (RENDER_*, GATEWAY_*, ...). */
  environment?: Record<string, string>;
  /** Each line a process writes, as it comes (the command prints them). */
  onLine?: (part: ClusterPart, line: string) => void;
  /** Called when a process ends without having been told to stop. */
  onExit?: (part: ClusterPart, code: number | null, signal: NodeJS.Signals | null) => void;
  /** How long one process may take to become ready (default 90 s). */
  startTimeoutMilliseconds?: number;
}

export interface ClusterProcess {
  part: ClusterPart;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface RunningCluster {
  /** The gateway's address, e.g. http://localhost:8080. */
  url: string;
  port: number;
  /** host:port of each service's gRPC server. */
  addresses: Record<ClusterServiceName, string>;
  identityKeys: IdentityKeys;
  blobDirectory: string;
  parts: ClusterPart[];
  /** The process of a part while it runs. */
  process(part: ClusterPart): ClusterProcess | undefined;
  /** Everything a part's processes have written in this run (the last megabyte). */
  output(part: ClusterPart): string;
  /** Sends a signal to a part's process group and resolves when it has ended (default SIGKILL). */
  kill(part: ClusterPart, signal?: NodeJS.Signals): Promise<void>;
  /**
   * Stops a running part's processes without ending them (SIGSTOP), as a hung process looks from
   * outside: its port still accepts connections and nothing answers. `thaw` lets it go on.
   */
  freeze(part: ClusterPart): void;
  /** Lets a frozen part go on (SIGCONT). */
  thaw(part: ClusterPart): void;
  /** Starts a part that is not running, with the same settings and port, and waits until it is ready. */
  start(part: ClusterPart): Promise<void>;
  /** Stops every process: SIGTERM, then SIGKILL to what is left after `graceMilliseconds`. */
  stop(graceMilliseconds?: number): Promise<void>;
}

const outputLimit = 1024 * 1024;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function kindOf(part: ClusterPart): ClusterServiceName | 'gateway' | 'render' {
  return part.startsWith('render-') ? 'render' : (part as ClusterServiceName | 'gateway');
}

/**
 * Starts the cluster: the schema migrations of each service once (`--migrate-only`), then the
 * services, the gateway and the render workers, each a process group of its own. Resolves when
 * every process is ready; on failure stops what it started and rejects with the output of the
 * part that failed.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const dataDirectory = path.resolve(options.dataDirectory);
  const blobDirectory = path.resolve(options.blobDirectory ?? path.join(dataDirectory, 'blobs'));
  await mkdir(blobDirectory, { recursive: true, mode: 0o700 });
  const identityKeys = options.identityKeys ?? createIdentityKeys();
  const sessionSecret = options.sessionSecret ?? randomBytes(32).toString('base64url');
  const host = options.host ?? '127.0.0.1';
  // Known before anything starts: the user service builds sign-in links on the gateway's address.
  const gatewayPort = options.port === 0 ? await freePort() : (options.port ?? 8080);
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
  const url = `http://${shownHost}:${gatewayPort}`;
  const logLevel = options.logLevel ?? 'info';
  const startTimeout = options.startTimeoutMilliseconds ?? 90_000;
  const servicePorts = Object.fromEntries(
    await Promise.all(clusterServices.map(async (name) => [name, await freePort()] as const)),
  ) as Record<ClusterServiceName, number>;
  const addresses = Object.fromEntries(
    clusterServices.map((name) => [name, `127.0.0.1:${servicePorts[name]}`]),
  ) as Record<ClusterServiceName, string>;
  const nodeCodeDirectory =
    options.nodeCodeDirectory ?? path.join(repositoryRoot, 'packages', 'nodes', 'dist', 'node-code');
  const webDistDirectory = options.webDistDirectory ?? path.join(repositoryRoot, 'web', 'dist');
  const renderWorkers = options.renderWorkers ?? 2;
  const parts: ClusterPart[] = [
    ...clusterServices,
    'gateway',
    ...Array.from({ length: renderWorkers }, (_, index) => `render-${index + 1}` as const),
  ];

  const shared = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    LOG_LEVEL: logLevel,
    NATS_URL: options.natsUrl,
    BUS_PREFIX: options.busPrefix ?? 'atelier',
    BLOB_DIR: blobDirectory,
    DATA_DIR: dataDirectory,
  };
  const environmentOf = (part: ClusterPart): Record<string, string> => {
    const kind = kindOf(part);
    if (kind === 'gateway')
      return {
        ...shared,
        PORT: String(gatewayPort),
        HOST: host,
        ...Object.fromEntries(
          clusterServices.map((name) => [`${name.toUpperCase()}_SERVICE_ADDRESS`, addresses[name]]),
        ),
        WEB_DIST_DIR: webDistDirectory,
        NODE_CODE_DIR: nodeCodeDirectory,
        PUBLIC_URL: url,
        SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
        ...options.environment,
      };
    if (kind === 'render')
      return {
        ...shared,
        JOB_SERVICE_ADDRESS: addresses.job,
        PROJECT_SERVICE_ADDRESS: addresses.project,
        SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
        NODE_CODE_DIR: nodeCodeDirectory,
        WORKER_ID: part,
        ...options.environment,
      };
    return {
      ...shared,
      GRPC_ADDRESS: addresses[kind],
      DATABASE_URL: options.databaseUrl,
      SERVICE_IDENTITY_PUBLIC_KEY: identityKeys.publicKey,
      ...(kind === 'user' ? { SESSION_SECRET: sessionSecret, PUBLIC_URL: url } : {}),
      // The template service signs its own calls to the project and payment services.
      ...(kind === 'template'
        ? {
            PROJECT_SERVICE_ADDRESS: addresses.project,
            PAYMENT_SERVICE_ADDRESS: addresses.payment,
            SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
          }
        : {}),
      ...options.environment,
    };
  };

  const running = new Map<ClusterPart, ClusterProcess>();
  const outputs = new Map<ClusterPart, string>();
  const stopping = new Set<ClusterPart>();
  let stoppingAll = false;

  const spawnPart = (part: ClusterPart, extraArguments: string[] = []): ClusterProcess => {
    const entry = entryCommand(kindOf(part), { built: options.built });
    const child = spawn(entry.command, [...entry.args, ...extraArguments], {
      cwd: repositoryRoot,
      env: environmentOf(part),
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own: a signal reaches the process and anything it started, and
      // Ctrl+C in the terminal reaches only the command, which stops the parts in order.
      detached: true,
    });
    let pending = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      const kept = (outputs.get(part) ?? '') + text;
      outputs.set(part, kept.length > outputLimit ? kept.slice(-outputLimit) : kept);
      if (!options.onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(part, line);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { part, child, exited };
  };

  const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };

  const waitUntilReady = async (part: ClusterPart, started: ClusterProcess) => {
    const kind = kindOf(part);
    const deadline = Date.now() + startTimeout;
    let ended = false;
    void started.exited.then(() => (ended = true));
    const logsReady = ['trace', 'debug', 'info'].includes(logLevel);
    for (;;) {
      if (ended)
        throw new Error(`the ${part} process ended before it was ready:\n${outputs.get(part) ?? ''}`);
      if (Date.now() > deadline) {
        signalGroup(started.child, 'SIGKILL');
        throw new Error(
          `the ${part} process was not ready within ${startTimeout} ms:\n${outputs.get(part) ?? ''}`,
        );
      }
      if (kind === 'gateway') {
        const answer = await fetch(`http://127.0.0.1:${gatewayPort}/healthz`, {
          signal: AbortSignal.timeout(1000),
        }).catch(() => undefined);
        if (answer?.status === 200) return;
      } else if (kind === 'render') {
        // A worker says when it takes jobs; with quieter logs it is taken as ready once started.
        if (!logsReady || (outputs.get(part) ?? '').includes('render worker ready')) return;
      } else if (await acceptsTcpConnection('127.0.0.1', servicePorts[kind], 500)) return;
      await pause(100);
    }
  };

  const startPart = async (part: ClusterPart) => {
    if (running.has(part)) throw new Error(`the ${part} process is already running`);
    const started = spawnPart(part);
    running.set(part, started);
    stopping.delete(part);
    void started.exited.then(({ code, signal }) => {
      if (running.get(part) === started) running.delete(part);
      if (!stoppingAll && !stopping.has(part)) options.onExit?.(part, code, signal);
    });
    await waitUntilReady(part, started);
  };

  const migrate = async (name: ClusterServiceName) => {
    const migration = spawnPart(name, ['--migrate-only']);
    const { code, signal } = await migration.exited;
    if (code !== 0)
      throw new Error(
        `migrating the ${name} service failed (${signal ?? `exit ${code}`}):\n${outputs.get(name) ?? ''}`,
      );
  };

  const stop = async (graceMilliseconds = 10_000) => {
    stoppingAll = true;
    // The front first, so nothing new comes in while the services behind it stop.
    const order: ClusterPart[][] = [
      parts.filter((part) => part === 'gateway' || part.startsWith('render-')),
      [...clusterServices],
    ];
    for (const group of order) {
      const ending = group.flatMap((part) => {
        const current = running.get(part);
        return current ? [current] : [];
      });
      for (const current of ending) signalGroup(current.child, 'SIGTERM');
      const timer = setTimeout(() => {
        for (const current of ending) signalGroup(current.child, 'SIGKILL');
      }, graceMilliseconds);
      await Promise.all(ending.map((current) => current.exited));
      clearTimeout(timer);
      // What a part started in its group goes with it.
      for (const current of ending) signalGroup(current.child, 'SIGKILL');
    }
  };

  try {
    // Each service's schema once, before any of them serves (what a release's migration job does).
    await Promise.all(clusterServices.map((name) => migrate(name)));
    await Promise.all(clusterServices.map((name) => startPart(name)));
    await startPart('gateway');
    await Promise.all(parts.filter((part) => part.startsWith('render-')).map((part) => startPart(part)));
  } catch (error) {
    await stop(2000);
    throw error;
  }

  return {
    url,
    port: gatewayPort,
    addresses,
    identityKeys,
    blobDirectory,
    parts,
    process: (part) => running.get(part),
    output: (part) => outputs.get(part) ?? '',
    async kill(part, signal = 'SIGKILL') {
      const current = running.get(part);
      if (!current) return;
      stopping.add(part);
      signalGroup(current.child, signal);
      await current.exited;
    },
    freeze(part) {
      const current = running.get(part);
      if (current) signalGroup(current.child, 'SIGSTOP');
    },
    thaw(part) {
      const current = running.get(part);
      if (current) signalGroup(current.child, 'SIGCONT');
    },
    start: startPart,
    stop,
  };
}
