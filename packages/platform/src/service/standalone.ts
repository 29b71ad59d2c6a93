import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DirectoryBlobStore } from '../blobs/blob-store';
import { createBus } from '../bus';
import { environmentTypes, loadEnvironmentOrExit } from '../config/environment';
import { openDatabase } from '../db';
import type { AnyServiceDefinition } from '../grpc/definitions';
import { ShutdownCoordinator } from '../lifecycle/shutdown';
import { createLogger } from '../logging/logger';
import { startService, type ServiceModule } from './host';

/** What one service needs when it runs as its own process (a cluster, or one service alone). */
export const standaloneServiceEnvironment = {
  GRPC_ADDRESS: z
    .string()
    .regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port, e.g. 0.0.0.0:50051')
    .default('127.0.0.1:0'),
  DATABASE_URL: environmentTypes.optionalUrl(['postgres', 'postgresql']),
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  DATA_DIR: z.string().default('.data'),
  BLOB_DIR: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
  // The gateway's public identity key: the service believes only callers the gateway signed.
  SERVICE_IDENTITY_PUBLIC_KEY: environmentTypes.identityKey('public'),
};

/** Runs one service as a process: configuration from the environment, clean stop on SIGTERM. */
export async function runStandaloneService<Definition extends AnyServiceDefinition>(
  module: ServiceModule<Definition>,
  healthDefinition: AnyServiceDefinition,
): Promise<void> {
  const environment = loadEnvironmentOrExit(standaloneServiceEnvironment);
  const logger = createLogger({ name: module.name, level: environment.LOG_LEVEL });
  const dataDirectory = path.resolve(environment.DATA_DIR);
  const shutdown = new ShutdownCoordinator(logger);
  if (!environment.DATABASE_URL) await mkdir(path.join(dataDirectory, 'postgres'), { recursive: true });
  const database = await openDatabase(
    environment.DATABASE_URL
      ? { databaseUrl: environment.DATABASE_URL }
      : { dataDir: path.join(dataDirectory, 'postgres') },
  );
  const bus = await createBus({ natsUrl: environment.NATS_URL, prefix: environment.BUS_PREFIX, logger });
  const blobs = new DirectoryBlobStore(
    path.resolve(environment.BLOB_DIR ?? path.join(dataDirectory, 'blobs')),
  );
  const running = await startService(module, {
    resources: { database, bus, blobs, logger, clock: () => new Date() },
    address: environment.GRPC_ADDRESS,
    healthDefinition,
    identityPublicKey: environment.SERVICE_IDENTITY_PUBLIC_KEY,
  });
  shutdown.add('grpc', () => running.stop());
  shutdown.add('bus', () => bus.close());
  shutdown.add('database', () => database.close());
  shutdown.listenForSignals();
  process.stdout.write(`${module.name} service listening on ${running.address}\n`);
}
