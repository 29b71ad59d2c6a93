// The template service: the template marketplace, purchases and acquired templates.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { TemplateServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createTemplateService } from './service';
import {
  templateServiceEnvironment,
  templateServiceSettingsFrom,
  type TemplateServiceSettings,
} from './settings';

/**
 * The template service with settings given by its host (the one-machine product hands it the
 * signing key and the other services' addresses), or, unset, read from its environment when it
 * is created.
 */
export function createTemplateServiceModule(
  settings?: TemplateServiceSettings,
): ServiceModule<typeof TemplateServiceService> {
  return {
    name: 'template',
    schema: schemaName,
    migrationsDirectory,
    definition: TemplateServiceService,
    create: (resources) =>
      createTemplateService(
        resources,
        settings ?? templateServiceSettingsFrom(parseEnvironment(templateServiceEnvironment)),
      ),
  };
}

export const templateServiceModule = createTemplateServiceModule();

export {
  templateServiceEnvironment,
  templateServiceSettingsFrom,
  type TemplateServiceSettings,
} from './settings';
export { fulfilPaidOrder } from './fulfilment';
export { starterTemplates, type StarterTemplate } from './starter-set';

/** The SQL of GET /templates, so a benchmark can send the very same statement to PostgreSQL. */
export { listTemplatesJsonQuery, listTemplatesQuery, type TemplateListFilters } from './queries';
