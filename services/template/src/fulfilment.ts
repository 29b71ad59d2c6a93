import { paymentQueues, type OrderPaidEvent } from '@atelier/contracts';
import type { Consumer, WorkItem } from '@atelier/platform';
import { isUuid } from './access';
import { acquireTemplate } from './acquisition';
import type { TemplateServiceDependencies } from './dependencies';

/** How long a failed fulfilment waits before it is tried again (the project service may be restarting). */
const retryDelayMilliseconds = 5_000;

/**
 * Fulfils one paid order: the order becomes paid, and the buyer gets their user template and
 * project. Safe to run any number of times for one order: the order is marked paid only while
 * it is not yet, the user template is claimed under the unique (user, template) pair, and the
 * project is copied with the id chosen at the claim, so a second delivery changes nothing.
 * Answers what happened, for the log.
 */
export async function fulfilPaidOrder(
  dependencies: TemplateServiceDependencies,
  event: OrderPaidEvent,
): Promise<'fulfilled' | 'unknown order'> {
  const { prisma, sql } = dependencies;
  if (!isUuid(event.orderId) || !isUuid(event.userId)) return 'unknown order';
  const order = await prisma.templateOrder.findUnique({
    where: { id: event.orderId },
    include: { template: true },
  });
  // An order is only ever fulfilled for the user who placed it.
  if (!order || order.userId !== event.userId) return 'unknown order';
  const paidAt = new Date(event.paidAt);
  await sql.query(
    `UPDATE "template"."template_orders"
        SET status = 'paid', paid_at = $2, checkout_session_id = coalesce(checkout_session_id, $3), updated_at = now()
      WHERE id = $1 AND status <> 'paid'`,
    [
      order.id,
      Number.isNaN(paidAt.getTime()) ? dependencies.clock() : paidAt,
      event.checkoutSessionId || null,
    ],
  );
  const userTemplate = await acquireTemplate(dependencies, {
    userId: order.userId,
    template: order.template,
    orderId: order.id,
  });
  await sql.query(
    `UPDATE "template"."template_orders" SET user_template_id = $2, updated_at = now()
      WHERE id = $1 AND user_template_id IS NULL`,
    [order.id, userTemplate.id],
  );
  return 'fulfilled';
}

/**
 * Consumes the template-order-paid work queue the payment service fills when the payment
 * provider reports a paid template checkout. An item is acked once fulfilled (or when it names
 * no order of ours), and tried again later when fulfilment fails.
 */
export async function consumePaidOrders(dependencies: TemplateServiceDependencies): Promise<Consumer> {
  const queue = await dependencies.bus.workQueue(paymentQueues.templateOrderPaid, { ackWaitMs: 60_000 });
  return queue.consume(async (item: WorkItem) => {
    let event: OrderPaidEvent;
    try {
      event = item.json<OrderPaidEvent>();
    } catch {
      dependencies.logger.error({ itemId: item.id }, 'a paid template order that is not JSON was dropped');
      await item.ack();
      return;
    }
    try {
      const outcome = await fulfilPaidOrder(dependencies, event);
      if (outcome === 'unknown order')
        dependencies.logger.warn(
          { orderId: event.orderId, checkoutSessionId: event.checkoutSessionId },
          'a payment named a template order this service does not have for that user',
        );
      else dependencies.logger.info({ orderId: event.orderId }, 'template order fulfilled');
      await item.ack();
    } catch (error) {
      dependencies.logger.warn(
        { err: error, orderId: event.orderId, delivery: item.deliveryCount },
        'template order not fulfilled yet; it will be tried again',
      );
      await item.nak(retryDelayMilliseconds);
    }
  });
}
