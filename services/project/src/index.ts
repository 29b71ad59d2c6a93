// The project service: projects, version history, folders, files and the public gallery.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { ProjectServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createProjectService } from './service';
import {
  projectServiceEnvironment,
  projectServiceSettingsFrom,
  type ProjectServiceSettings,
} from './settings';

/**
 * The project service with settings given by its host, or, unset, read from its environment
 * variables when it is created (a bad value stops the start with the variable named).
 */
export function createProjectServiceModule(
  settings?: ProjectServiceSettings,
): ServiceModule<typeof ProjectServiceService> {
  return {
    name: 'project',
    schema: schemaName,
    migrationsDirectory,
    definition: ProjectServiceService,
    create: (resources) =>
      createProjectService(
        resources,
        settings ?? projectServiceSettingsFrom(parseEnvironment(projectServiceEnvironment)),
      ),
  };
}

export const projectServiceModule = createProjectServiceModule();

export {
  projectServiceEnvironment,
  projectServiceSettingsFrom,
  type HistorySettings,
  type LeftoverSweepSettings,
  type ProjectServiceSettings,
} from './settings';

/** The SQL of GET /project/read-all, so a benchmark can send the very same query to PostgreSQL. */
export { listProjectsJsonQuery, listProjectsQuery } from './queries';
