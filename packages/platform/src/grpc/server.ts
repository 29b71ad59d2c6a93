import {
  Server,
  ServerCredentials,
  status as GrpcStatus,
  Metadata,
  type ServerUnaryCall,
  type sendUnaryData,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import type { Logger } from '../logging/logger';
import { runWithRequestContext, type RequestContext } from '../logging/request-context';
import type { AnyServiceDefinition, RequestOf, ResponseOf } from './definitions';
import { grpcStatusOf, isServiceError } from './errors';
import type { IdentityVerifier } from './identity';
import { anonymousContextFromMetadata, metadataKeys, verifiedContextFromMetadata } from './metadata';

/** What a handler knows about the call besides its request message. */
export interface CallContext extends RequestContext {
  logger: Logger;
  /** Aborted when the caller cancels or the deadline passes, so long work can stop early. */
  signal: AbortSignal;
}

export type UnaryHandler<Request, Response> = (request: Request, context: CallContext) => Promise<Response>;

/** Handlers for a service; a method left out answers UNIMPLEMENTED with a clear message. */
export type ServiceHandlers<Definition extends AnyServiceDefinition> = {
  [Method in keyof Definition]?: UnaryHandler<RequestOf<Definition[Method]>, ResponseOf<Definition[Method]>>;
};

export interface GrpcServer {
  addService<Definition extends AnyServiceDefinition>(
    definition: Definition,
    handlers: ServiceHandlers<Definition>,
    options?: AddServiceOptions,
  ): void;
  /** Binds and starts; resolves with the bound port (useful with port 0). */
  listen(address: string): Promise<number>;
  /** Stops taking calls, lets in-flight calls finish within the grace period, then forces. */
  shutdown(graceMilliseconds?: number): Promise<void>;
}

export interface AddServiceOptions {
  /**
   * Answer calls that carry no identity (the standard health check, which orchestrators and the
   * gateway's readiness probe call). Everything else refuses them.
   */
  open?: boolean;
}

export interface GrpcServerOptions {
  logger: Logger;
  /**
   * Checks the identity token every call carries (see identity.ts). A call without a valid one
   * is refused with UNAUTHENTICATED before its handler runs, on every service but an open one.
   */
  identity: IdentityVerifier;
  /** Upper bound on a message, so one oversized request cannot exhaust memory. */
  maxMessageBytes?: number;
}

const secondsToMilliseconds = 1000;

export function createGrpcServer(options: GrpcServerOptions): GrpcServer {
  const maxMessageBytes = options.maxMessageBytes ?? 64 * 1024 * 1024;
  const server = new Server({
    'grpc.max_receive_message_length': maxMessageBytes,
    'grpc.max_send_message_length': maxMessageBytes,
  });

  function wrap(methodName: string, handler: UnaryHandler<unknown, unknown> | undefined, open: boolean) {
    return (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const verified = open
        ? anonymousContextFromMetadata(call.metadata)
        : verifiedContextFromMetadata(call.metadata, options.identity);
      if (verified instanceof Error) {
        options.logger.warn(
          { method: methodName, reason: verified.message },
          'call refused: identity not vouched for',
        );
        callback({ code: GrpcStatus.UNAUTHENTICATED, details: verified.message });
        return;
      }
      const requestContext = verified;
      const deadline = call.getDeadline();
      const deadlineMilliseconds =
        deadline instanceof Date
          ? deadline.getTime()
          : Number.isFinite(deadline)
            ? Number(deadline)
            : undefined;
      if (deadlineMilliseconds !== undefined) requestContext.deadline = deadlineMilliseconds;
      const abort = new AbortController();
      call.on('cancelled', () => abort.abort());
      const logger = options.logger.child({ method: methodName });
      const context: CallContext = { ...requestContext, logger, signal: abort.signal };

      if (!handler) {
        callback({ code: GrpcStatus.UNIMPLEMENTED, details: `${methodName} is not available yet.` });
        return;
      }
      const startedAt = performance.now();
      runWithRequestContext(requestContext, () =>
        handler(call.request, context).then(
          (response) => {
            logger.debug({ durationMs: Math.round(performance.now() - startedAt) }, 'call answered');
            callback(null, response);
          },
          (error: unknown) => {
            if (isServiceError(error)) {
              const trailer = new Metadata();
              if (error.details) trailer.set(metadataKeys.errorDetails, JSON.stringify(error.details));
              logger.info({ code: error.code, err: error.message }, 'call refused');
              callback({ code: grpcStatusOf(error.code), details: error.message, metadata: trailer });
              return;
            }
            // Anything unexpected is logged with its stack here and leaves as a bare INTERNAL,
            // so no stack trace or SQL text ever reaches a caller.
            logger.error({ err: error }, 'call failed');
            callback({ code: GrpcStatus.INTERNAL, details: 'Internal error.' });
          },
        ),
      );
    };
  }

  return {
    addService(definition, handlers, addOptions = {}) {
      const implementation: UntypedServiceImplementation = {};
      for (const methodName of Object.keys(definition)) {
        const handler = (handlers as Record<string, UnaryHandler<unknown, unknown> | undefined>)[methodName];
        implementation[methodName] = wrap(methodName, handler, addOptions.open === true);
      }
      server.addService(definition as unknown as ServiceDefinition, implementation);
    },
    listen(address) {
      return new Promise((resolve, reject) => {
        server.bindAsync(address, ServerCredentials.createInsecure(), (error, port) => {
          if (error) reject(error);
          else resolve(port);
        });
      });
    },
    shutdown(graceMilliseconds = 10 * secondsToMilliseconds) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMilliseconds);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
