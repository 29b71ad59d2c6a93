import type { WorkQueueOptions } from './types';

export const defaultAckWaitMs = 30_000;
export const defaultMaxDeliver = 5;
// JetStream's own default duplicate window, so that both implementations forget ids alike.
export const defaultDedupWindowMs = 120_000;
export const defaultConcurrency = 1;

export type ResolvedQueueOptions = Required<WorkQueueOptions>;

/** Applies the defaults and refuses values that would make a queue misbehave silently. */
export function resolveQueueOptions(options: WorkQueueOptions = {}): ResolvedQueueOptions {
  const resolved = {
    ackWaitMs: options.ackWaitMs ?? defaultAckWaitMs,
    maxDeliver: options.maxDeliver ?? defaultMaxDeliver,
    dedupWindowMs: options.dedupWindowMs ?? defaultDedupWindowMs,
  };
  if (!(resolved.ackWaitMs > 0)) throw new Error(`ackWaitMs must be positive, got ${resolved.ackWaitMs}.`);
  if (!Number.isInteger(resolved.maxDeliver) || resolved.maxDeliver < 1) {
    throw new Error(`maxDeliver must be a whole number of at least 1, got ${resolved.maxDeliver}.`);
  }
  if (!(resolved.dedupWindowMs > 0)) {
    throw new Error(`dedupWindowMs must be positive, got ${resolved.dedupWindowMs}.`);
  }
  return resolved;
}

export function resolveConcurrency(concurrency: number | undefined): number {
  const resolved = concurrency ?? defaultConcurrency;
  if (!Number.isInteger(resolved) || resolved < 1) {
    throw new Error(`concurrency must be a whole number of at least 1, got ${resolved}.`);
  }
  return resolved;
}
