// The service kit: everything a service or the gateway needs that is not about the product.
export {
  ConfigurationError,
  environmentTypes,
  loadEnvironmentOrExit,
  parseEnvironment,
  type ConfigurationProblem,
} from './config/environment';
export { createLogger, type Logger, type LoggerOptions } from './logging/logger';
export {
  acceptRequestId,
  currentRequestContext,
  runWithRequestContext,
  type RequestContext,
} from './logging/request-context';
export {
  errorCodeOfGrpcStatus,
  grpcStatusOf,
  httpStatusOf,
  isServiceError,
  ServiceError,
  type ErrorCode,
} from './grpc/errors';
export { callerOf, isUuid } from './grpc/caller';
export {
  anonymousContextFromMetadata,
  metadataFromContext,
  metadataKeys,
  verifiedContextFromMetadata,
} from './grpc/metadata';
export {
  createIdentityKeys,
  createIdentitySigner,
  createIdentityVerifier,
  identityTokenLifetimeSeconds,
  type IdentityClaims,
  type IdentityKeys,
  type IdentitySigner,
  type IdentityVerifier,
} from './grpc/identity';
export type { AnyServiceDefinition, RequestOf, ResponseOf, UnaryMethodDefinition } from './grpc/definitions';
export {
  createGrpcServer,
  type CallContext,
  type GrpcServer,
  type GrpcServerOptions,
  type ServiceHandlers,
  type UnaryHandler,
} from './grpc/server';
export {
  createServiceClient,
  type CallOptions,
  type ServiceClient,
  type ServiceClientOptions,
} from './grpc/client';
export { createHealth, type Health, type HealthCheck, type ReadinessReport } from './health/health';
export { ShutdownCoordinator, type ShutdownStep } from './lifecycle/shutdown';
export { acceptsTcpConnection, freePort } from './net/ports';
export {
  DirectoryBlobStore,
  newBlobKey,
  type BlobBody,
  type BlobStore,
  type ListedBlob,
  type PutOptions,
  type StoredBlob,
} from './blobs/blob-store';
export { checkUploadKey } from './blobs/upload-key';
// Types only: the AWS SDK is loaded by createBlobStore when a bucket is configured.
export type { S3BlobStoreOptions } from './blobs/s3-blob-store';
export { blobStoreEnvironment, createBlobStore, type BlobStoreSettings } from './blobs/create-blob-store';
export {
  startService,
  type HealthServiceDefinition,
  type RunningService,
  type ServiceInstance,
  type ServiceModule,
  type ServiceResources,
  type StartServiceOptions,
} from './service/host';
export {
  migrateOnlyFlag,
  migrateStandaloneService,
  runStandaloneService,
  standaloneMigrationEnvironment,
  standaloneServiceEnvironment,
} from './service/standalone';
export {
  openDatabase,
  migrate,
  MigrationError,
  findModelTableMismatches,
  readPrismaModels,
  parsePrismaSchema,
  type PrismaModel,
  type Database,
  type DatabaseKind,
  type SqlClient,
} from './db';
export {
  createBus,
  readDeadLetter,
  type Bus,
  type DeadLetter,
  type EnqueueResult,
  type BusEvent,
  type Consumer,
  type EventHandler,
  type Subscription,
  type WorkItem,
  type WorkQueue,
  type WorkQueueOptions,
} from './bus';
