import path from 'node:path';
import { blobStoreEnvironment, environmentTypes } from '@atelier/platform';
import { z } from 'zod';
import type { RenderWorkerLimits } from './worker';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The limits of a render worker, also read by the one-machine product for its own workers. */
export const renderLimitsEnvironment = {
  RENDER_CONCURRENCY: environmentTypes.positiveInteger(1),
  RENDER_JOB_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
  RENDER_JOB_MEMORY_MB: environmentTypes.positiveInteger(1024),
  RENDER_ACK_WAIT_SECONDS: z.coerce.number().positive().default(60),
  RENDER_MAX_DELIVER: environmentTypes.positiveInteger(3),
  RENDER_DRAIN_SECONDS: z.coerce.number().nonnegative().default(30),
};

/** The render worker process's settings (README.md lists them). */
export const renderWorkerEnvironment = {
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  JOB_SERVICE_ADDRESS: z.string({ message: 'must be set: host:port of the job service' }).min(1),
  PROJECT_SERVICE_ADDRESS: z.string({ message: 'must be set: host:port of the project service' }).min(1),
  SERVICE_IDENTITY_PRIVATE_KEY: environmentTypes.identityKey('private'),
  BLOB_DIR: z.string().default('.data/blobs'),
  ...blobStoreEnvironment,
  NODE_CODE_DIR: z.string().default('packages/nodes/dist/node-code'),
  ...renderLimitsEnvironment,
  WORKER_ID: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
};

type Parsed = {
  RENDER_CONCURRENCY: number;
  RENDER_JOB_TIMEOUT_SECONDS: number;
  RENDER_JOB_MEMORY_MB: number;
  RENDER_ACK_WAIT_SECONDS: number;
  RENDER_MAX_DELIVER: number;
  RENDER_DRAIN_SECONDS: number;
};

/** The worker limits from parsed settings (also those of the product's in-process workers). */
export function renderWorkerLimits(environment: Parsed): Required<Omit<RenderWorkerLimits, 'retryDelayMs'>> {
  return {
    concurrency: environment.RENDER_CONCURRENCY,
    jobTimeoutMs: environment.RENDER_JOB_TIMEOUT_SECONDS * 1000,
    memoryMb: environment.RENDER_JOB_MEMORY_MB,
    ackWaitMs: environment.RENDER_ACK_WAIT_SECONDS * 1000,
    maxDeliver: environment.RENDER_MAX_DELIVER,
    drainMs: environment.RENDER_DRAIN_SECONDS * 1000,
  };
}
