import { randomUUID } from 'node:crypto';
import { templateServiceRole } from '@atelier/contracts';
import {
  createIdentitySigner,
  createServiceClient,
  currentRequestContext,
  runWithRequestContext,
  ServiceError,
  type ServiceClient,
} from '@atelier/platform';
import { PaymentServiceService, ProjectServiceService } from '@atelier/proto';
import type { TemplateServiceSettings } from './settings';

export type ProjectClient = ServiceClient<typeof ProjectServiceService>;
export type PaymentClient = ServiceClient<typeof PaymentServiceService>;

/**
 * The services the template service calls, each call vouched for with a signed identity:
 * `asTemplateService` carries the role only the template service has (the project service
 * copies designs for it alone), `asUser` a given user (the starter set's owner saving its
 * designs), and `payments` the caller of the request being served (the buyer), as the gateway
 * stated them.
 */
export interface Peers {
  asTemplateService<Result>(call: (projects: ProjectClient) => Promise<Result>): Promise<Result>;
  asUser<Result>(userId: string, call: (projects: ProjectClient) => Promise<Result>): Promise<Result>;
  payments(): PaymentClient;
  close(): void;
}

const notSetUp = (what: string) =>
  new ServiceError(
    'FAILED_PRECONDITION',
    `The template marketplace cannot reach the ${what}: it is not set up.`,
  );

export function createPeers(settings: TemplateServiceSettings): Peers {
  const identity = settings.identityPrivateKey
    ? createIdentitySigner(settings.identityPrivateKey)
    : undefined;
  let projectClient: ProjectClient | undefined;
  let paymentClient: PaymentClient | undefined;

  function projects(): ProjectClient {
    if (projectClient) return projectClient;
    const address = settings.serviceAddress('project');
    if (!identity || !address) throw notSetUp('project service');
    projectClient = createServiceClient(ProjectServiceService, address, {
      serviceName: 'project service',
      identity,
      deadlineMilliseconds: 30_000,
    });
    return projectClient;
  }

  /** Runs a call under another caller, keeping the served request's id and deadline. */
  function as<Result>(
    caller: { userId?: string; role?: string },
    call: (projects: ProjectClient) => Promise<Result>,
  ): Promise<Result> {
    const client = projects();
    const served = currentRequestContext();
    return runWithRequestContext(
      {
        requestId: served?.requestId ?? randomUUID(),
        ...(served?.deadline !== undefined ? { deadline: served.deadline } : {}),
        ...caller,
      },
      () => call(client),
    );
  }

  return {
    asTemplateService: (call) => as({ role: templateServiceRole }, call),
    asUser: (userId, call) => as({ userId }, call),
    payments() {
      if (paymentClient) return paymentClient;
      const address = settings.serviceAddress('payment');
      if (!identity || !address) throw notSetUp('payment service');
      paymentClient = createServiceClient(PaymentServiceService, address, {
        serviceName: 'payment service',
        identity,
      });
      return paymentClient;
    },
    close() {
      projectClient?.close();
      paymentClient?.close();
    },
  };
}
