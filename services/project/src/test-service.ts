// A running project service for the integration tests: its own database (PostgreSQL when the
// machine has one), a blob directory, the real gRPC server and a client that calls as a user.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBus,
  createIdentityKeys,
  createIdentitySigner,
  createLogger,
  createServiceClient,
  DirectoryBlobStore,
  newBlobKey,
  parseEnvironment,
  runWithRequestContext,
  startService,
  type Database,
  type ServiceClient,
} from '@atelier/platform';
import { health, ProjectServiceService } from '@atelier/proto';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { createPrismaClient } from './db';
import type { ProjectServiceDependencies } from './dependencies';
import { createProjectServiceModule } from './index';
import { purgeExpiredDeletedProjects } from './retention';
import {
  defaultHistorySettings,
  projectServiceEnvironment,
  projectServiceSettingsFrom,
  type HistorySettings,
} from './settings';

export type ProjectClient = ServiceClient<typeof ProjectServiceService>;

export interface TestProjectService {
  database: Database;
  blobs: DirectoryBlobStore;
  /** The client calling as this user (undefined: anonymous), with a role when given. */
  as(userId: string | undefined, role?: string): ProjectClient;
  /** Runs the purge of expired Recently Deleted projects, as the service's hourly timer does. */
  purgeExpired(): Promise<number>;
  /** Runs work with the service's own dependencies (its clock and settings) on a fresh Prisma client. */
  withDependencies<Result>(
    work: (dependencies: ProjectServiceDependencies) => Promise<Result>,
  ): Promise<Result>;
  /** Stores bytes the way the gateway stores an upload, returning the blob reference. */
  upload(
    prefix: string,
    bytes: Buffer | string,
    contentType?: string,
  ): Promise<{ blobKey: string; name: string; contentType: string; sizeBytes: number }>;
  stop(): Promise<void>;
}

export interface TestProjectServiceOptions {
  /** The service's clock (default: the real time). */
  clock?: () => Date;
  history?: HistorySettings;
}

export async function startTestProjectService(
  options: TestProjectServiceOptions = {},
): Promise<TestProjectService> {
  const clock = options.clock ?? (() => new Date());
  const history = options.history ?? defaultHistorySettings;
  const testDatabase: TestDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const blobDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-project-'));
  const blobs = new DirectoryBlobStore(blobDirectory);
  const logger = createLogger({ name: 'test', level: 'silent' });
  const bus = await createBus({ logger, prefix: 'project_test' });
  // The test plays the gateway: it holds the private key and signs each call's caller.
  const identityKeys = createIdentityKeys();
  const settings = {
    ...projectServiceSettingsFrom(parseEnvironment(projectServiceEnvironment, {})),
    history,
  };
  const running = await startService(createProjectServiceModule(settings), {
    resources: { database, bus, blobs, logger, clock },
    address: '127.0.0.1:0',
    healthDefinition: health.HealthService,
    identityPublicKey: identityKeys.publicKey,
  });
  const client = createServiceClient(ProjectServiceService, running.address, {
    serviceName: 'project service',
    identity: createIdentitySigner(identityKeys.privateKey),
  });

  async function withDependencies<Result>(
    work: (dependencies: ProjectServiceDependencies) => Promise<Result>,
  ): Promise<Result> {
    const prisma = createPrismaClient(database);
    try {
      return await work({ prisma, sql: database.sql, blobs, logger, clock, history });
    } finally {
      await prisma.$disconnect();
    }
  }

  return {
    database,
    blobs,
    as(userId, role) {
      return new Proxy(client, {
        get(target, property) {
          const method = target[property as keyof ProjectClient];
          if (typeof method !== 'function') return method;
          return (request: unknown) =>
            runWithRequestContext(
              { requestId: randomUUID(), ...(userId ? { userId } : {}), ...(role ? { role } : {}) },
              () => (method as (request: unknown) => Promise<unknown>)(request),
            );
        },
      });
    },
    purgeExpired: () => withDependencies(purgeExpiredDeletedProjects),
    withDependencies,
    async upload(prefix, bytes, contentType = 'application/octet-stream') {
      const key = newBlobKey(prefix);
      const stored = await blobs.put(key, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), {
        contentType,
      });
      return { blobKey: key, name: 'upload', contentType, sizeBytes: stored.size };
    },
    async stop() {
      client.close();
      await running.stop();
      await bus.close();
      await testDatabase.drop();
      await rm(blobDirectory, { recursive: true, force: true });
    },
  };
}
