// The print service: print-on-demand orders of printed goods.
import type { ServiceModule } from '@atelier/platform';
import { PrintServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createPrintService } from './service';

export const printServiceModule: ServiceModule<typeof PrintServiceService> = {
  name: 'print',
  schema: schemaName,
  migrationsDirectory,
  definition: PrintServiceService,
  create: createPrintService,
};
