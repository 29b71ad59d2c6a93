import type { RpcFactory } from '../dependencies';
import { orderMessage, ownOrder, refreshedOrder } from '../orders';

/** GET /printful/order/{id}: the caller's order, its state as the provider last said it. */
export const getOrder: RpcFactory<'getOrder'> = (dependencies) => async (request, context) => {
  const order = await refreshedOrder(dependencies, await ownOrder(dependencies, request.orderId, context));
  return { order: orderMessage(order) };
};
