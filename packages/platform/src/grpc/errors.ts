import { status as GrpcStatus } from '@grpc/grpc-js';

/**
 * The error vocabulary shared by services and the gateway. The names are gRPC's status names,
 * so a service's error crosses the wire without translation and the gateway maps it to HTTP
 * in one place.
 */
export type ErrorCode =
  | 'CANCELLED'
  | 'UNKNOWN'
  | 'INVALID_ARGUMENT'
  | 'DEADLINE_EXCEEDED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'OUT_OF_RANGE'
  | 'UNIMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'DATA_LOSS'
  | 'UNAUTHENTICATED';

/** An error a caller may see: its message is written for the person who made the request. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.details = details;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

const grpcStatusByCode: Record<ErrorCode, GrpcStatus> = {
  CANCELLED: GrpcStatus.CANCELLED,
  UNKNOWN: GrpcStatus.UNKNOWN,
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  DEADLINE_EXCEEDED: GrpcStatus.DEADLINE_EXCEEDED,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  ALREADY_EXISTS: GrpcStatus.ALREADY_EXISTS,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  ABORTED: GrpcStatus.ABORTED,
  OUT_OF_RANGE: GrpcStatus.OUT_OF_RANGE,
  UNIMPLEMENTED: GrpcStatus.UNIMPLEMENTED,
  INTERNAL: GrpcStatus.INTERNAL,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  DATA_LOSS: GrpcStatus.DATA_LOSS,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
};

export function grpcStatusOf(code: ErrorCode): GrpcStatus {
  return grpcStatusByCode[code];
}

export function errorCodeOfGrpcStatus(status: number): ErrorCode {
  const entry = Object.entries(grpcStatusByCode).find(([, value]) => value === status);
  return (entry?.[0] as ErrorCode | undefined) ?? 'UNKNOWN';
}

/**
 * HTTP status for each code, following the mapping the gRPC HTTP/JSON transcoding gateways use
 * (google.rpc.Code documentation, grpc-gateway's HTTPStatusFromCode), so clients of the REST
 * surface meet the statuses they expect. CANCELLED becomes 499 as in nginx and grpc-gateway.
 */
const httpStatusByCode: Record<ErrorCode, number> = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export function httpStatusOf(code: ErrorCode): number {
  return httpStatusByCode[code];
}
