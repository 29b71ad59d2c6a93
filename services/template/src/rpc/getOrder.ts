import { callerOf } from '@atelier/platform';
import { isUuid, orderNotFound } from '../access';
import type { RpcFactory } from '../dependencies';
import { orderMessage } from '../mapping';

/** GET /order/{id}: the caller's own template order; anyone else's answers like a missing one. */
export const getOrder: RpcFactory<'getOrder'> = (dependencies) => async (request, context) => {
  const callerId = callerOf(context);
  if (!isUuid(request.orderId)) throw orderNotFound();
  const row = await dependencies.prisma.templateOrder.findUnique({ where: { id: request.orderId } });
  if (!row || row.userId !== callerId) throw orderNotFound();
  return { order: orderMessage(row) };
};
