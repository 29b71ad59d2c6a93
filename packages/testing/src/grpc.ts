import type { UnaryMethodDefinition } from '@atelier/platform';

/**
 * A unary gRPC method whose messages are JSON, for tests of the gRPC plumbing (server, client,
 * identity, request context) that need a service of their own rather than a generated one.
 */
export function jsonMethod<Request, Response>(path: string): UnaryMethodDefinition<Request, Response> {
  const serialize = (value: unknown) => Buffer.from(JSON.stringify(value));
  const deserialize = (buffer: Buffer) => JSON.parse(buffer.toString());
  return {
    path,
    requestStream: false,
    responseStream: false,
    requestSerialize: serialize,
    requestDeserialize: deserialize,
    responseSerialize: serialize,
    responseDeserialize: deserialize,
  };
}
