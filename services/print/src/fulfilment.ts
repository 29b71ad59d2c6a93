// Paid orders go to the print provider. The payment service enqueues an OrderPaidEvent once the
// payment provider's webhook says the order is paid (never on the browser's return from
// checkout); this handler marks the order paid, creates it at the provider as a draft and
// confirms it. Every step is kept as it is done, so a redelivered event (the queue delivers at
// least once) or a retry after the provider failed picks up where the last attempt stopped, and
// an order is never paid or confirmed twice.
import { paymentQueues, type OrderPaidEvent } from '@atelier/contracts';
import { isUuid, type Bus, type Consumer, type WorkItem } from '@atelier/platform';
import type { PrintServiceDependencies } from './dependencies';
import { orderWithItems, type OrderRow } from './orders';
import type { Prisma } from './generated/prisma/client';
import type { RecipientRecord } from './providers/provider';

/** Delay before an order the provider could not take is tried again. */
const retryDelayMs = 30_000;

/** What became of a paid event. */
export type PaidOutcome = 'confirmed' | 'already-confirmed' | 'unknown-order';

/** Marks the order paid and sends it to the provider; throws when the provider fails (to retry). */
export async function fulfilPaidOrder(
  dependencies: PrintServiceDependencies,
  event: OrderPaidEvent,
): Promise<PaidOutcome> {
  const { prisma, provider, clock, logger } = dependencies;
  if (!isUuid(event.orderId) || !isUuid(event.userId)) return 'unknown-order';
  // One conditional update: the first delivery marks the order paid, later ones change nothing.
  await prisma.printOrder.updateMany({
    where: { id: event.orderId, ownerId: event.userId, paidAt: null, state: 'draft' },
    data: {
      paidAt: new Date(event.paidAt || clock().toISOString()),
      checkoutSessionId: event.checkoutSessionId,
      state: 'pending',
    },
  });
  let order: OrderRow | null = await prisma.printOrder.findFirst({
    where: { id: event.orderId, ownerId: event.userId },
    include: orderWithItems,
  });
  if (!order || !order.paidAt) {
    logger.warn(
      { orderId: event.orderId },
      'a payment arrived for a print order that does not exist or is not a draft',
    );
    return 'unknown-order';
  }
  if (order.confirmedAt) return 'already-confirmed';
  const total = order.items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
  if (event.amountTotal < total) {
    logger.warn(
      { orderId: order.id, paid: event.amountTotal, total },
      'a print order was paid less than its items cost',
    );
  }

  if (!order.providerOrderId) {
    const created = await provider.createDraftOrder({
      externalId: order.id,
      shipping: order.shipping,
      recipient: order.recipient as unknown as RecipientRecord,
      items: order.items
        .filter((item) => item.fileBlobKey)
        .map((item) => ({
          variantId: item.variantId,
          quantity: item.quantity,
          placement: item.placement,
          fileUrl: dependencies.fileUrl(item.fileBlobKey!),
          name: item.name,
        })),
    });
    order = await prisma.printOrder.update({
      where: { id: order.id },
      data: { providerOrderId: created.id },
      include: orderWithItems,
    });
  }
  const confirmed = await provider.confirmOrder(order.providerOrderId!);
  await prisma.printOrder.updateMany({
    where: { id: order.id, confirmedAt: null },
    data: {
      confirmedAt: clock(),
      syncedAt: clock(),
      state: confirmed.status === 'draft' ? 'pending' : confirmed.status,
      shipments: confirmed.shipments as unknown as Prisma.InputJsonValue,
    },
  });
  logger.info(
    { orderId: order.id, providerOrderId: order.providerOrderId },
    'print order sent to the provider',
  );
  return 'confirmed';
}

/** Takes paid print orders off the payment service's queue until stopped. */
export async function consumePaidOrders(dependencies: PrintServiceDependencies, bus: Bus): Promise<Consumer> {
  const queue = await bus.workQueue(paymentQueues.printOrderPaid);
  return queue.consume(async (item: WorkItem) => {
    let event: OrderPaidEvent;
    try {
      event = item.json<OrderPaidEvent>();
    } catch {
      dependencies.logger.warn({ itemId: item.id }, 'dropped a paid print order event that is not JSON');
      await item.ack();
      return;
    }
    try {
      await fulfilPaidOrder(dependencies, event);
      await item.ack();
    } catch (error) {
      dependencies.logger.warn(
        { err: error, orderId: event.orderId },
        'the print provider did not take a paid order; trying again',
      );
      await item.nak(retryDelayMs);
    }
  });
}
