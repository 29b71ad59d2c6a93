import { callerOf } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { orderMessage, orderWithItems, refreshedOrder } from '../orders';

/** Most orders listed. */
const listLimit = 100;

/** GET /printful/orders: the caller's orders, newest first. */
export const listOrders: RpcFactory<'listOrders'> = (dependencies) => async (_request, context) => {
  const rows = await dependencies.prisma.printOrder.findMany({
    where: { ownerId: callerOf(context) },
    include: orderWithItems,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: listLimit,
  });
  const orders = [];
  for (const row of rows) orders.push(orderMessage(await refreshedOrder(dependencies, row)));
  return { orders };
};
