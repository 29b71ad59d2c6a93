// The process behind `npm run cluster` (deploy/bin/cluster.mjs): starts the cluster, prints each
// process's lines under its name and the gateway's address, and stops everything on Ctrl+C or
// SIGTERM.
import path from 'node:path';
import { environmentTypes, loadEnvironmentOrExit } from '@atelier/platform';
import { z } from 'zod';
import { startCluster, type ClusterPart, type RunningCluster } from './cluster';
import { repositoryRoot } from './environment';
import { readOrCreateSessionSecret } from './session-secret';

const environment = loadEnvironmentOrExit({
  DATABASE_URL: environmentTypes.optionalUrl(['postgres', 'postgresql']),
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  PORT: environmentTypes.port(8080),
  HOST: z.string().default('127.0.0.1'),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  DATA_DIR: z.string().default('.data/cluster'),
  BLOB_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  NODE_CODE_DIR: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CLUSTER_RENDER_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
});
if (!environment.DATABASE_URL || !environment.NATS_URL) {
  process.stderr.write('DATABASE_URL and NATS_URL must be set: the cluster runs on PostgreSQL and NATS.\n');
  process.exit(2);
}
const built = process.argv.includes('--built');
const dataDirectory = path.resolve(repositoryRoot, environment.DATA_DIR);
const width = 'render-10'.length;
const print = (part: ClusterPart | 'cluster', line: string) =>
  process.stdout.write(`${part.padEnd(width)} | ${line}\n`);

let cluster: RunningCluster | undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  print('cluster', `${signal}: stopping every process`);
  // While the cluster is still starting, the start stops what it started when it returns.
  if (!cluster) return;
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Settings this command reads itself are not handed on; everything else reaches every process.
const handedOn = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      ![
        'PORT',
        'HOST',
        'DATA_DIR',
        'BLOB_DIR',
        'WEB_DIST_DIR',
        'NODE_CODE_DIR',
        'CLUSTER_RENDER_WORKERS',
        'CLUSTER_BUILT',
        'GRPC_ADDRESS',
      ].includes(entry[0]),
  ),
);

try {
  cluster = await startCluster({
    databaseUrl: environment.DATABASE_URL!,
    natsUrl: environment.NATS_URL!,
    busPrefix: environment.BUS_PREFIX,
    port: environment.PORT,
    host: environment.HOST,
    renderWorkers: environment.CLUSTER_RENDER_WORKERS,
    dataDirectory,
    blobDirectory: environment.BLOB_DIR && path.resolve(repositoryRoot, environment.BLOB_DIR),
    webDistDirectory: environment.WEB_DIST_DIR && path.resolve(repositoryRoot, environment.WEB_DIST_DIR),
    nodeCodeDirectory: environment.NODE_CODE_DIR && path.resolve(repositoryRoot, environment.NODE_CODE_DIR),
    sessionSecret: environment.SESSION_SECRET ?? (await readOrCreateSessionSecret(dataDirectory)),
    logLevel: environment.LOG_LEVEL,
    built,
    environment: handedOn,
    onLine: print,
    onExit: (part, code, signal) =>
      print('cluster', `${part} ended (${signal ?? `exit ${code}`}); not restarted`),
  });
} catch (error) {
  print('cluster', `the cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopping) {
  await cluster.stop();
  process.exit(0);
}
print(
  'cluster',
  `running: ${cluster.parts.join(', ')} (${built ? 'built JavaScript' : 'sources through tsx'})`,
);
process.stdout.write(
  `\n  Atelier (cluster on one machine) is running at ${cluster.url}\n` +
    `  services: ${Object.entries(cluster.addresses)
      .map(([name, address]) => `${name} ${address}`)
      .join(', ')}\n` +
    `  blobs: ${cluster.blobDirectory}; Ctrl+C stops every process\n\n`,
);
