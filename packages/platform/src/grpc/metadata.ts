import { Metadata } from '@grpc/grpc-js';
import { acceptRequestId, type RequestContext } from '../logging/request-context';

/** gRPC metadata keys carrying the request context between processes. */
export const metadataKeys = {
  requestId: 'x-request-id',
  userId: 'x-user-id',
  role: 'x-user-role',
  developer: 'x-developer',
  errorDetails: 'x-error-details',
} as const;

export function metadataFromContext(context: RequestContext | undefined): Metadata {
  const metadata = new Metadata();
  if (!context) return metadata;
  metadata.set(metadataKeys.requestId, context.requestId);
  if (context.userId) metadata.set(metadataKeys.userId, context.userId);
  if (context.role) metadata.set(metadataKeys.role, context.role);
  if (context.developer) metadata.set(metadataKeys.developer, context.developer);
  return metadata;
}

function firstString(metadata: Metadata, key: string): string | undefined {
  const value = metadata.get(key)[0];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function contextFromMetadata(metadata: Metadata): RequestContext {
  const context: RequestContext = {
    requestId: acceptRequestId(firstString(metadata, metadataKeys.requestId)),
  };
  const userId = firstString(metadata, metadataKeys.userId);
  const role = firstString(metadata, metadataKeys.role);
  const developer = firstString(metadata, metadataKeys.developer);
  if (userId) context.userId = userId;
  if (role) context.role = role;
  if (developer) context.developer = developer;
  return context;
}
