// The job service: production jobs, their state machine, files and the render work queue.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { JobServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createJobService } from './service';
import { jobServiceEnvironment, jobServiceSettingsFrom, type JobServiceSettings } from './settings';

/**
 * The job service with settings given by its host, or, unset, read from its environment
 * variables when it is created (a bad value stops the start with the variable named).
 */
export function createJobServiceModule(
  settings?: JobServiceSettings,
): ServiceModule<typeof JobServiceService> {
  return {
    name: 'job',
    schema: schemaName,
    migrationsDirectory,
    definition: JobServiceService,
    create: (resources) =>
      createJobService(
        resources,
        settings ?? jobServiceSettingsFrom(parseEnvironment(jobServiceEnvironment)),
      ),
  };
}

export const jobServiceModule = createJobServiceModule();

export { jobEvents, renderQueueName, type JobChangedEvent } from './service';
export { renderItemId, type RenderQueueItem } from './dispatch';
export { jobBlobPrefix } from './retention';
export {
  jobServiceEnvironment,
  jobServiceSettingsFrom,
  type JobServiceEnvironment,
  type JobServiceSettings,
} from './settings';
