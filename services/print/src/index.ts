// The print service: print-on-demand orders of printed goods.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { PrintServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createPrintService } from './service';
import { printServiceEnvironment, printServiceSettingsFrom, type PrintServiceSettings } from './settings';

/**
 * The print service with settings given by its host, or, unset, read from its environment
 * variables when it is created (a bad value stops the start with the variable named).
 */
export function createPrintServiceModule(
  settings?: PrintServiceSettings,
): ServiceModule<typeof PrintServiceService> {
  return {
    name: 'print',
    schema: schemaName,
    migrationsDirectory,
    definition: PrintServiceService,
    create: (resources) =>
      createPrintService(
        resources,
        settings ?? printServiceSettingsFrom(parseEnvironment(printServiceEnvironment)),
      ),
  };
}

export const printServiceModule = createPrintServiceModule();

export {
  printServiceEnvironment,
  printServiceSettingsFrom,
  type PrintServiceSettings,
  type ProviderSettings,
} from './settings';
export { productOffers, productTypes, type PrintArea, type ProductType } from './catalogue';
