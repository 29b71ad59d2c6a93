// The render worker process: `node --import tsx workers/render/src/main.ts`.
import path from 'node:path';
import {
  createBus,
  createIdentitySigner,
  createLogger,
  createServiceClient,
  createBlobStore,
  loadEnvironmentOrExit,
} from '@atelier/platform';
import { JobServiceService, ProjectServiceService } from '@atelier/proto';
import { renderWorkerEnvironment, renderWorkerLimits, repositoryRoot } from './environment';
import { createRenderWorker } from './worker';

const environment = loadEnvironmentOrExit(renderWorkerEnvironment);
const logger = createLogger({ name: 'render-worker', level: environment.LOG_LEVEL });
const identity = createIdentitySigner(environment.SERVICE_IDENTITY_PRIVATE_KEY);
const bus = await createBus({ natsUrl: environment.NATS_URL, prefix: environment.BUS_PREFIX, logger });
const jobService = createServiceClient(JobServiceService, environment.JOB_SERVICE_ADDRESS, {
  serviceName: 'job service',
  identity,
});
const projectService = createServiceClient(ProjectServiceService, environment.PROJECT_SERVICE_ADDRESS, {
  serviceName: 'project service',
  identity,
  deadlineMilliseconds: 60_000,
});

const worker = await createRenderWorker({
  ...renderWorkerLimits(environment),
  bus,
  jobService,
  projectService,
  blobs: await createBlobStore(environment, path.resolve(repositoryRoot, environment.BLOB_DIR)),
  nodeCodeDirectory: path.resolve(repositoryRoot, environment.NODE_CODE_DIR),
  logger,
  workerId: environment.WORKER_ID,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'render worker stopping');
  try {
    await worker.stop();
    jobService.close();
    projectService.close();
    await bus.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'render worker did not stop cleanly');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
