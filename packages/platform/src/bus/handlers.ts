import { describeError } from './logger';
import { decodeJson } from './payload';
import type { BusEvent, BusLogger, EventHandler, WorkItem } from './types';

/** Runs one event handler so that its failure is logged and reaches nobody else. */
export async function runEventHandler(
  handler: EventHandler,
  event: BusEvent,
  logger: BusLogger,
): Promise<void> {
  try {
    await handler(event);
  } catch (error) {
    logger.error({ ...describeError(error), subject: event.subject }, 'Event handler failed');
  }
}

/** What an implementation does for each outcome of one delivery. */
export interface DeliveryActions {
  ack(): Promise<void>;
  nak(delayMs: number): Promise<void>;
  working(): Promise<void>;
}

/**
 * Builds the WorkItem for one delivery. The first ack or nak settles the delivery and later
 * calls on the same item do nothing, as JetStream treats a message's first acknowledgement as
 * final; working() may be called any number of times until then.
 */
export function createWorkItem(
  delivery: { id: string; data: Uint8Array; deliveryCount: number },
  actions: DeliveryActions,
): { item: WorkItem; isSettled(): boolean } {
  let settled = false;
  const item: WorkItem = {
    id: delivery.id,
    data: delivery.data,
    deliveryCount: delivery.deliveryCount,
    json: <T>() => decodeJson<T>(delivery.data),
    async ack() {
      if (settled) return;
      settled = true;
      await actions.ack();
    },
    async nak(delayMs = 0) {
      if (settled) return;
      settled = true;
      await actions.nak(delayMs);
    },
    async working() {
      if (settled) return;
      await actions.working();
    },
  };
  return { item, isSettled: () => settled };
}

/**
 * Runs a work handler. A handler that throws without settling its item gets the item naked
 * for immediate redelivery, so a failure costs one delivery attempt rather than a whole ack
 * wait; maxDeliver bounds how often that can repeat.
 */
export async function runWorkHandler(
  handler: (item: WorkItem) => Promise<void>,
  delivery: { item: WorkItem; isSettled(): boolean },
  context: { queue: string; logger: BusLogger },
): Promise<void> {
  try {
    await handler(delivery.item);
  } catch (error) {
    context.logger.error(
      {
        ...describeError(error),
        queue: context.queue,
        itemId: delivery.item.id,
        deliveryCount: delivery.item.deliveryCount,
      },
      'Work handler failed; the item will be delivered again',
    );
    if (!delivery.isSettled()) {
      await delivery.item.nak().catch((nakError: unknown) => {
        context.logger.warn(
          { ...describeError(nakError), queue: context.queue },
          'Could not return a failed item',
        );
      });
    }
  }
}
