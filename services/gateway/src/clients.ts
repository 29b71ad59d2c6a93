import { createIdentitySigner, createServiceClient, type ServiceClient } from '@atelier/platform';
import {
  HealthService,
  JobServiceService,
  PaymentServiceService,
  PrintServiceService,
  ProjectServiceService,
  TemplateServiceService,
  UserServiceService,
} from '@atelier/proto';

export type ServiceName = 'user' | 'project' | 'template' | 'job' | 'payment' | 'print';

/** host:port of each service's gRPC server. */
export type GatewayServiceAddresses = Record<ServiceName, string>;

export interface ServiceClients {
  user: ServiceClient<typeof UserServiceService>;
  project: ServiceClient<typeof ProjectServiceService>;
  template: ServiceClient<typeof TemplateServiceService>;
  job: ServiceClient<typeof JobServiceService>;
  payment: ServiceClient<typeof PaymentServiceService>;
  print: ServiceClient<typeof PrintServiceService>;
  health: Record<ServiceName, ServiceClient<typeof HealthService>>;
  close(): void;
}

/**
 * A client per service. Every call carries the request's caller in a token signed with the
 * gateway's private identity key, the one thing services believe about who is asking.
 */
export function createServiceClients(
  addresses: GatewayServiceAddresses,
  identityPrivateKey: string,
): ServiceClients {
  const identity = createIdentitySigner(identityPrivateKey);
  const named = <Definition extends Parameters<typeof createServiceClient>[0]>(
    definition: Definition,
    name: ServiceName,
  ) => createServiceClient(definition, addresses[name], { serviceName: `${name} service`, identity });
  const clients = {
    user: named(UserServiceService, 'user'),
    project: named(ProjectServiceService, 'project'),
    template: named(TemplateServiceService, 'template'),
    job: named(JobServiceService, 'job'),
    payment: named(PaymentServiceService, 'payment'),
    print: named(PrintServiceService, 'print'),
  };
  const health = Object.fromEntries(
    (Object.keys(addresses) as ServiceName[]).map((name) => [name, named(HealthService, name)]),
  ) as Record<ServiceName, ServiceClient<typeof HealthService>>;
  return {
    ...clients,
    health,
    close() {
      for (const client of [...Object.values(clients), ...Object.values(health)]) client.close();
    },
  };
}
