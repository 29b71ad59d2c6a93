// The job service: production jobs, their state machine, files and the render work queue.
import type { ServiceModule } from '@atelier/platform';
import { JobServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createJobService } from './service';

export const jobServiceModule: ServiceModule<typeof JobServiceService> = {
  name: 'job',
  schema: schemaName,
  migrationsDirectory,
  definition: JobServiceService,
  create: createJobService,
};

export { jobEvents, renderQueueName } from './service';
