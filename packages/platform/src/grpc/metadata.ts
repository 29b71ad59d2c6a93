import { Metadata } from '@grpc/grpc-js';
import { acceptRequestId, type RequestContext } from '../logging/request-context';
import type { IdentitySigner, IdentityVerifier } from './identity';

/**
 * gRPC metadata keys carrying the request context between processes. The caller travels only
 * inside the signed identity token; a service reads no bare user id or role from metadata.
 */
export const metadataKeys = {
  requestId: 'x-request-id',
  identity: 'x-atelier-identity',
  errorDetails: 'x-error-details',
} as const;

/** The request id, and the caller as a token signed by the signer when there is one. */
export function metadataFromContext(context: RequestContext, signer: IdentitySigner | undefined): Metadata {
  const metadata = new Metadata();
  metadata.set(metadataKeys.requestId, context.requestId);
  if (signer) metadata.set(metadataKeys.identity, signer.tokenFor(context));
  return metadata;
}

function firstString(metadata: Metadata, key: string): string | undefined {
  const value = metadata.get(key)[0];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The context of a call that needs no caller (the health check): its request id alone. */
export function anonymousContextFromMetadata(metadata: Metadata): RequestContext {
  return { requestId: acceptRequestId(firstString(metadata, metadataKeys.requestId)) };
}

/**
 * The context the call's identity token vouches for, or an Error saying why the call is not
 * believed: no token, or one that is forged, altered or expired.
 */
export function verifiedContextFromMetadata(
  metadata: Metadata,
  verifier: IdentityVerifier,
): RequestContext | Error {
  const token = firstString(metadata, metadataKeys.identity);
  if (!token) return new Error('The call carries no identity from the gateway.');
  const context = verifier.verify(token);
  if (context instanceof Error) return context;
  return { ...context, requestId: acceptRequestId(context.requestId) };
}
