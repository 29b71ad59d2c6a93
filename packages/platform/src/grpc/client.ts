import { Client, credentials, type Metadata, type ServiceError as GrpcServiceError } from '@grpc/grpc-js';
import { currentRequestContext } from '../logging/request-context';
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

/**
 * A promise-returning client for a service definition. Each call carries the current request's
 * id, caller and developer header as metadata and a deadline, and fails with a ServiceError whose
 * code is the gRPC status name, so callers handle one error type whatever the transport did.
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
  });
  const defaultDeadline = options.deadlineMilliseconds ?? 10_000;
  const methods: Record<string, unknown> = {};

  for (const [methodName, method] of Object.entries(definition)) {
    if (method.requestStream) continue;
    const unary = method as UnaryMethodDefinition<unknown, unknown>;
    methods[methodName] = (request: unknown, callOptions?: CallOptions) => {
      const context = currentRequestContext();
      const ownDeadline = Date.now() + (callOptions?.deadlineMilliseconds ?? defaultDeadline);
      const deadline =
        context?.deadline !== undefined ? Math.min(context.deadline, ownDeadline) : ownDeadline;
      return new Promise((resolve, reject) => {
        client.makeUnaryRequest(
          unary.path,
          (value: unknown) => unary.requestSerialize(value),
          (buffer: Buffer) => unary.responseDeserialize(buffer),
          request,
          metadataFromContext(context),
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
