/**
 * The shape of one unary method in a grpc-js service definition, as ts-proto generates it.
 * Typing servers and clients from the definition keeps the handler and call signatures in step
 * with the .proto files without hand-written interfaces.
 */
export interface UnaryMethodDefinition<Request, Response> {
  path: string;
  requestStream: false;
  responseStream: false;
  requestSerialize(value: Request): Buffer;
  requestDeserialize(value: Buffer): Request;
  responseSerialize(value: Response): Buffer;
  responseDeserialize(value: Buffer): Response;
}

// Request and response types differ per method; `any` lets every generated definition fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyUnaryMethod = UnaryMethodDefinition<any, any>;
export type AnyServiceDefinition = Record<string, AnyUnaryMethod | { requestStream: boolean }>;

export type RequestOf<Method> = Method extends { requestDeserialize(value: Buffer): infer Request }
  ? Request
  : never;
export type ResponseOf<Method> = Method extends { responseDeserialize(value: Buffer): infer Response }
  ? Response
  : never;
