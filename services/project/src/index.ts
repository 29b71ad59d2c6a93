// The project service: projects, version history, folders, files and the public gallery.
import type { ServiceModule } from '@atelier/platform';
import { ProjectServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createProjectService } from './service';

export const projectServiceModule: ServiceModule<typeof ProjectServiceService> = {
  name: 'project',
  schema: schemaName,
  migrationsDirectory,
  definition: ProjectServiceService,
  create: createProjectService,
};

/** The SQL of GET /project/read-all, so a benchmark can send the very same query to PostgreSQL. */
export { listProjectsQuery } from './queries';
