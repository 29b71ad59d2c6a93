import { Client, credentials, type Metadata, type ServiceError as GrpcServiceError } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { currentRequestContext, type RequestContext } from '../logging/request-context';
import type { IdentitySigner } from './identity';
import type { AnyServiceDefinition, RequestOf, ResponseOf, UnaryMethodDefinition } from './definitions';
import { errorCodeOfGrpcStatus, ServiceError } from './errors';
import { metadataFromContext, metadataKeys } from './metadata';

export interface CallOptions {
  /** Milliseconds this call may take; never beyond the deadline of the request being served. */
  deadlineMilliseconds?: number;
}

export type ServiceClient<Definition extends AnyServiceDefinition> = {
  [Method in keyof Definition]: (
    request: RequestOf<Definition[Method]>,
    options?: CallOptions,
  ) => Promise<ResponseOf<Definition[Method]>>;
} & { close(): void };

export interface ServiceClientOptions {
  /** A name for error messages, e.g. "project service". */
  serviceName: string;
  deadlineMilliseconds?: number;
  maxMessageBytes?: number;
  /**
   * Signs the caller of each call (the gateway's key). Without it calls carry no identity, which
   * only a service's health check accepts.
   */
  identity?: IdentitySigner;
}

function parseDetails(metadata: Metadata | undefined): Record<string, unknown> | undefined {
  const raw = metadata?.get(metadataKeys.errorDetails)[0];
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** How much a service may send on a channel before this client has read it (HTTP/2 window). */
const flowControlWindowBytes = 16 * 1024 * 1024;

/**
 * A promise-returning client for a service definition. Each call carries the current request's
 * id, its caller and developer header in a signed identity token, and a deadline; it fails with a
 * ServiceError whose code is the gRPC status name, so callers handle one error type whatever the
 * transport did.
 */
export function createServiceClient<Definition extends AnyServiceDefinition>(
  definition: Definition,
  address: string,
  options: ServiceClientOptions,
): ServiceClient<Definition> {
  const maxMessageBytes = options.maxMessageBytes ?? 64 * 1024 * 1024;
  const client = new Client(address, credentials.createInsecure(), {
    'grpc.max_receive_message_length': maxMessageBytes,
    'grpc.max_send_message_length': maxMessageBytes,
    // A large answer (a list of a thousand projects is about 300 KB) arrives in one go instead of
    // stalling every 64 KB until this side has read it and granted the sender more window.
    'grpc-node.flow_control_window': flowControlWindowBytes,
    // After a service restarts, the channel tries again within a second instead of backing off
    // for up to two minutes, so callers get 503 only while the service is really down.
    'grpc.initial_reconnect_backoff_ms': 100,
    'grpc.max_reconnect_backoff_ms': 1000,
  });
  const defaultDeadline = options.deadlineMilliseconds ?? 10_000;
  const methods: Record<string, unknown> = {};

  for (const [methodName, method] of Object.entries(definition)) {
    if (method.requestStream) continue;
    const unary = method as UnaryMethodDefinition<unknown, unknown>;
    methods[methodName] = (request: unknown, callOptions?: CallOptions) => {
      // Outside a request (start-up, background work) a call is made for nobody in particular.
      const context: RequestContext = currentRequestContext() ?? { requestId: randomUUID() };
      const ownDeadline = Date.now() + (callOptions?.deadlineMilliseconds ?? defaultDeadline);
      const deadline = context.deadline !== undefined ? Math.min(context.deadline, ownDeadline) : ownDeadline;
      return new Promise((resolve, reject) => {
        client.makeUnaryRequest(
          unary.path,
          (value: unknown) => unary.requestSerialize(value),
          (buffer: Buffer) => unary.responseDeserialize(buffer),
          request,
          metadataFromContext(context, options.identity),
          { deadline },
          (error: GrpcServiceError | null, response?: unknown) => {
            if (!error) {
              resolve(response);
              return;
            }
            const code = errorCodeOfGrpcStatus(error.code);
            const message =
              code === 'DEADLINE_EXCEEDED'
                ? `The ${options.serviceName} did not answer in time.`
                : code === 'UNAVAILABLE'
                  ? `The ${options.serviceName} is not reachable.`
                  : error.details || error.message;
            reject(new ServiceError(code, message, parseDetails(error.metadata)));
          },
        );
      });
    };
  }
  methods.close = () => client.close();
  return methods as ServiceClient<Definition>;
}
