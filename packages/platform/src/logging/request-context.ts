import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What travels with one request from the gateway through every gRPC hop: the request id for
 * the logs, and who is asking. Services read the caller from here, never from message bodies.
 */
export interface RequestContext {
  requestId: string;
  userId?: string;
  role?: string;
  /**
   * The caller's plan (free, composer, pro, studio, enterprise) and whether it is a trial, as the
   * gateway vouches for it from the user's subscriptions; read with standingOf in contracts' tiers.
   */
  tier?: string;
  trial?: boolean;
  developer?: string;
  /** Epoch milliseconds by which the whole request must be answered; outgoing calls never wait longer. */
  deadline?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller-supplied request id only when it is safe to log; otherwise makes a new one. */
export function acceptRequestId(candidate: string | undefined | null): string {
  return candidate && requestIdPattern.test(candidate) ? candidate : randomUUID();
}
