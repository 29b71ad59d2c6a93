import { environmentTypes, type parseEnvironment } from '@atelier/platform';
import { z } from 'zod';

/** Where the services the template service calls are, and how its calls are vouched for. */
export interface TemplateServiceSettings {
  /**
   * The gateway's identity signing key (PEM or its base64 body). The template service signs its
   * own calls with it, as render workers do: to the project service with the role only it
   * carries, and to the payment service as the buyer. Unset: publishing, acquiring, buying and
   * the starter set answer that the marketplace is not set up; listing still works.
   */
  identityPrivateKey?: string;
  /**
   * host:port of a service, looked up when first needed: on one machine the services start one
   * after another, and the payment service's port is known only after the template service's.
   */
  serviceAddress(name: 'project' | 'payment'): string | undefined;
  /** Make the starter set of templates on start, once per database. */
  starterTemplates: boolean;
}

const serviceAddress = z
  .string()
  .regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port, e.g. project:50052')
  .optional();

/** The variables the template service reads when it runs as a process of its own. */
export const templateServiceEnvironment = {
  PROJECT_SERVICE_ADDRESS: serviceAddress,
  PAYMENT_SERVICE_ADDRESS: serviceAddress,
  SERVICE_IDENTITY_PRIVATE_KEY: environmentTypes.identityKey('private').optional(),
  STARTER_TEMPLATES: environmentTypes.flag(true),
};

export type TemplateServiceEnvironment = ReturnType<
  typeof parseEnvironment<typeof templateServiceEnvironment>
>;

export function templateServiceSettingsFrom(
  environment: TemplateServiceEnvironment,
): TemplateServiceSettings {
  const addresses = {
    project: environment.PROJECT_SERVICE_ADDRESS,
    payment: environment.PAYMENT_SERVICE_ADDRESS,
  };
  return {
    identityPrivateKey: environment.SERVICE_IDENTITY_PRIVATE_KEY,
    serviceAddress: (name) => addresses[name],
    starterTemplates: environment.STARTER_TEMPLATES,
  };
}
