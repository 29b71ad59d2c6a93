import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { blobStoreEnvironment, createBlobStore } from '../blobs/create-blob-store';
import { createBus } from '../bus';
import { environmentTypes, loadEnvironmentOrExit } from '../config/environment';
import { migrate, openDatabase } from '../db';
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
  ...blobStoreEnvironment,
  LOG_LEVEL: environmentTypes.logLevel(),
  // The gateway's public identity key: the service believes only callers the gateway signed.
  SERVICE_IDENTITY_PUBLIC_KEY: environmentTypes.identityKey('public'),
};

/**
 * The command-line flag that makes a service process migrate its schema and exit without serving:
 * what a cluster's release runs once before the new version's pods start.
 */
export const migrateOnlyFlag = '--migrate-only';

/** What a migration run needs: the database only (no identity key, no bus). */
export const standaloneMigrationEnvironment = {
  DATABASE_URL: standaloneServiceEnvironment.DATABASE_URL,
  DATA_DIR: standaloneServiceEnvironment.DATA_DIR,
  LOG_LEVEL: standaloneServiceEnvironment.LOG_LEVEL,
};

/**
 * Runs one service as a process: configuration from the environment, clean stop on SIGTERM.
 * With `--migrate-only` among the arguments it brings the service's schema up to date and returns.
 */
export async function runStandaloneService<Definition extends AnyServiceDefinition>(
  module: ServiceModule<Definition>,
  healthDefinition: AnyServiceDefinition,
  argumentsGiven: readonly string[] = process.argv.slice(2),
): Promise<void> {
  if (argumentsGiven.includes(migrateOnlyFlag)) {
    await migrateStandaloneService(module);
    return;
  }
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
  const blobs = await createBlobStore(
    environment,
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

/**
 * Applies the service's pending migrations (the same migrator a start runs) and closes the
 * database. Returns the names of the migrations applied; none when the schema was up to date.
 */
export async function migrateStandaloneService<Definition extends AnyServiceDefinition>(
  module: ServiceModule<Definition>,
  source: Record<string, string | undefined> = process.env,
): Promise<string[]> {
  const environment = loadEnvironmentOrExit(standaloneMigrationEnvironment, source);
  const logger = createLogger({ name: module.name, level: environment.LOG_LEVEL });
  const dataDirectory = path.resolve(environment.DATA_DIR);
  if (!environment.DATABASE_URL) await mkdir(path.join(dataDirectory, 'postgres'), { recursive: true });
  const database = await openDatabase(
    environment.DATABASE_URL
      ? { databaseUrl: environment.DATABASE_URL }
      : { dataDir: path.join(dataDirectory, 'postgres') },
  );
  try {
    const { applied } = await migrate(database, {
      schema: module.schema,
      migrationsDirectory: module.migrationsDirectory,
      logger,
    });
    logger.info(
      { schema: module.schema, applied },
      applied.length > 0 ? 'schema migrated' : 'schema up to date',
    );
    return applied;
  } finally {
    await database.close();
  }
}
