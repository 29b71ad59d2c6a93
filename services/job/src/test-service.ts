// A running job service for the integration tests: its own database (PostgreSQL when the
// machine has one), a blob directory, a bus (NATS when NATS_URL is set, else in-process), the
// real gRPC server and clients that call as a user or as a render worker.
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
  runWithRequestContext,
  startService,
  type Bus,
  type BusEvent,
  type Database,
  type RunningService,
  type ServiceClient,
  type WorkQueue,
} from '@atelier/platform';
import { health, JobServiceService } from '@atelier/proto';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { createJobServiceModule } from './index';
import { jobEvents, renderQueueName, type JobChangedEvent } from './service';
import type { JobServiceSettings } from './settings';

export type JobClient = ServiceClient<typeof JobServiceService>;

export interface TestJobService {
  database: Database;
  blobs: DirectoryBlobStore;
  bus: Bus;
  settings: JobServiceSettings;
  /** The render queue as a worker declares it. */
  queue: WorkQueue;
  /** Every `job.changed` event so far, in order. */
  changes: JobChangedEvent[];
  /** The client calling as this user. */
  as(userId: string): JobClient;
  /** The client calling as a render worker. */
  worker(): JobClient;
  /** Moves the service's clock. */
  setNow(now: Date): void;
  /**
   * Stops the service and starts it again on the same database, bus and blobs; `whileStopped`
   * runs in between (e.g. to throw the render queue away, as a restart of the in-process bus does).
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export const defaultTestSettings: JobServiceSettings = {
  userConcurrency: 2,
  retentionMilliseconds: 7 * 24 * 60 * 60 * 1000,
  retentionIntervalMilliseconds: 60 * 60 * 1000,
  renderQueue: { ackWaitMs: 60_000, maxDeliver: 3 },
};

export async function startTestJobService(
  settings: Partial<JobServiceSettings> = {},
): Promise<TestJobService> {
  const fullSettings = { ...defaultTestSettings, ...settings };
  const testDatabase: TestDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  const blobDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-job-'));
  const blobs = new DirectoryBlobStore(blobDirectory);
  const logger = createLogger({ name: 'test', level: 'silent' });
  const natsUrl = process.env.NATS_URL || undefined;
  const bus = await createBus({ logger, prefix: uniqueTestPrefix('job'), ...(natsUrl ? { natsUrl } : {}) });
  let queue = await bus.workQueue(renderQueueName, fullSettings.renderQueue);
  const changes: JobChangedEvent[] = [];
  const subscription = await bus.subscribe(jobEvents.changed, (event: BusEvent) => {
    changes.push(event.json<JobChangedEvent>());
  });
  // The test plays the gateway and the workers: it holds the private key and signs each call.
  const identityKeys = createIdentityKeys();
  let now: Date | undefined;
  const start = () =>
    startService(createJobServiceModule(fullSettings), {
      resources: { database, bus, blobs, logger, clock: () => now ?? new Date() },
      address: '127.0.0.1:0',
      healthDefinition: health.HealthService,
      identityPublicKey: identityKeys.publicKey,
    });
  let running: RunningService = await start();
  const clientFor = (address: string) =>
    createServiceClient(JobServiceService, address, {
      serviceName: 'job service',
      identity: createIdentitySigner(identityKeys.privateKey),
    });
  let client = clientFor(running.address);

  function calling(context: { userId?: string; role?: string }): JobClient {
    return new Proxy({} as JobClient, {
      get(_target, property) {
        const method = client[property as keyof JobClient];
        if (typeof method !== 'function') return method;
        return (request: unknown) =>
          runWithRequestContext({ requestId: randomUUID(), ...context }, () =>
            (method as (request: unknown) => Promise<unknown>).call(client, request),
          );
      },
    });
  }

  return {
    database,
    blobs,
    bus,
    settings: fullSettings,
    get queue() {
      return queue;
    },
    changes,
    as: (userId) => calling({ userId, role: 'user' }),
    worker: () => calling({ role: 'worker' }),
    setNow(value) {
      now = value;
    },
    async restart(whileStopped) {
      client.close();
      await running.stop();
      await whileStopped?.();
      queue = await bus.workQueue(renderQueueName, fullSettings.renderQueue);
      running = await start();
      client = clientFor(running.address);
    },
    async stop() {
      client.close();
      await running.stop();
      await subscription.unsubscribe();
      await queue.destroy();
      await bus.close();
      await testDatabase.drop();
      await rm(blobDirectory, { recursive: true, force: true });
    },
  };
}
