import type { BlobStore } from '../blobs/blob-store';
import type { Bus } from '../bus';
import type { Database } from '../db';
import { migrate } from '../db';
import type { AnyServiceDefinition } from '../grpc/definitions';
import { createIdentityVerifier } from '../grpc/identity';
import { createGrpcServer, type ServiceHandlers } from '../grpc/server';
import { createHealth, type Health } from '../health/health';
import type { Logger } from '../logging/logger';

/** Everything a service is handed at start; it builds no connections of its own. */
export interface ServiceResources {
  database: Database;
  bus: Bus;
  blobs: BlobStore;
  logger: Logger;
  /** The time now; tests pass a fixed clock to reason about expiry and ordering. */
  clock: () => Date;
}

export interface ServiceInstance<Definition extends AnyServiceDefinition> {
  handlers: ServiceHandlers<Definition>;
  /** Background work (bus subscriptions, timers) started after the server listens. */
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** How a service package describes itself to the host that runs it. */
export interface ServiceModule<Definition extends AnyServiceDefinition> {
  name: string;
  /** Its own Postgres schema; no other service reads it. */
  schema: string;
  migrationsDirectory: string;
  definition: Definition;
  create(resources: ServiceResources): Promise<ServiceInstance<Definition>> | ServiceInstance<Definition>;
}

export interface HealthServiceDefinition extends AnyServiceDefinition {
  check: AnyServiceDefinition[string];
}

export interface RunningService {
  name: string;
  port: number;
  address: string;
  health: Health;
  stop(): Promise<void>;
}

export interface StartServiceOptions {
  resources: ServiceResources;
  /** host:port to bind; port 0 picks a free one. */
  address: string;
  /** The standard grpc.health.v1 definition, so orchestrators and the gateway can probe it. */
  healthDefinition: AnyServiceDefinition;
  /**
   * The gateway's public identity key (PEM or its base64 body): every call but the health check
   * must carry a caller token signed with the matching private key.
   */
  identityPublicKey: string;
}

const servingStatus = { SERVING: 1, NOT_SERVING: 2 } as const;

/**
 * Starts one service: migrates its schema, builds its handlers, serves them and the standard
 * gRPC health check on one port. The same path runs in a cluster (one service per process) and
 * on one machine (every service in one process, each on its own loopback port).
 */
export async function startService<Definition extends AnyServiceDefinition>(
  module: ServiceModule<Definition>,
  options: StartServiceOptions,
): Promise<RunningService> {
  const { resources } = options;
  const logger = resources.logger.child({ service: module.name });
  const migration = await migrate(resources.database, {
    schema: module.schema,
    migrationsDirectory: module.migrationsDirectory,
    logger,
  });
  if (migration.applied.length > 0) logger.info({ applied: migration.applied }, 'schema migrated');

  const instance = await module.create({ ...resources, logger });
  const health = createHealth({
    database: () => resources.database.ping(),
    bus: () => resources.bus.ping(),
  });

  const server = createGrpcServer({ logger, identity: createIdentityVerifier(options.identityPublicKey) });
  server.addService(module.definition, instance.handlers);
  server.addService(
    options.healthDefinition,
    {
      check: async () => {
        const report = await health.readiness();
        return { status: report.status === 'ready' ? servingStatus.SERVING : servingStatus.NOT_SERVING };
      },
    } as ServiceHandlers<AnyServiceDefinition>,
    { open: true },
  );
  const port = await server.listen(options.address);
  const host = options.address.slice(0, options.address.lastIndexOf(':'));
  await instance.start?.();
  logger.info({ port }, 'service listening');

  return {
    name: module.name,
    port,
    address: `${host}:${port}`,
    health,
    async stop() {
      await server.shutdown();
      await instance.stop?.();
    },
  };
}
