import { ServiceError } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { assertDraft, orderCosts, orderMessage, ownOrder } from '../orders';

/**
 * POST /printful/order/{id}/checkout: the lines to pay for, once every print file of the draft
 * is ready. The order goes to the provider only when the payment event arrives.
 */
export const prepareCheckout: RpcFactory<'prepareCheckout'> = (dependencies) => async (request, context) => {
  const order = await ownOrder(dependencies, request.orderId, context);
  assertDraft(order);
  if (order.items.length === 0) {
    throw new ServiceError('FAILED_PRECONDITION', 'The order has no items yet.', { reason: 'order_empty' });
  }
  if (order.items.some((item) => item.fileState === 'failed')) {
    throw new ServiceError(
      'FAILED_PRECONDITION',
      'A print file of this order could not be rendered: start a new order without it.',
      { reason: 'print_file_failed' },
    );
  }
  if (order.items.some((item) => item.fileState !== 'ready')) {
    throw new ServiceError('FAILED_PRECONDITION', 'The print files are still being rendered.', {
      reason: 'print_file_rendering',
    });
  }
  const costs = orderCosts(order);
  const lines = order.items.map((item) => ({
    name: `${item.name} – ${item.placement}`,
    unitPrice: { amountMinor: item.unitPriceMinor, currency: item.currency },
    quantity: item.quantity,
  }));
  lines.push({ name: `Shipping (${order.shipping.toLowerCase()})`, unitPrice: costs.shipping!, quantity: 1 });
  return { order: orderMessage(order), lines };
};
