import { ServiceError } from './errors';
import type { CallContext } from './server';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else is refused before it reaches a query. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * The signed-in caller's user id, from the identity token the gateway signed. Services read the
 * caller only from here, never from a message body.
 */
export function callerOf(context: Pick<CallContext, 'userId'>): string {
  if (!context.userId) throw new ServiceError('UNAUTHENTICATED', 'Please sign in to continue.');
  return context.userId;
}
