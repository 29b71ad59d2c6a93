// The template service: the template marketplace, purchases and acquired templates.
import type { ServiceModule } from '@atelier/platform';
import { TemplateServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createTemplateService } from './service';

export const templateServiceModule: ServiceModule<typeof TemplateServiceService> = {
  name: 'template',
  schema: schemaName,
  migrationsDirectory,
  definition: TemplateServiceService,
  create: createTemplateService,
};
