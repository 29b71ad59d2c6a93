import { callerOf } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { orderMessage, orderWithItems, validRecipient, validShipping } from '../orders';

/** POST /printful/order: a draft order of the caller, to be shipped to the recipient. */
export const createOrder: RpcFactory<'createOrder'> = (dependencies) => async (request, context) => {
  const ownerId = callerOf(context);
  const recipient = validRecipient(request.recipient);
  const shipping = validShipping(request.shipping);
  const order = await dependencies.prisma.printOrder.create({
    data: { ownerId, recipient: { ...recipient }, shipping },
    include: orderWithItems,
  });
  return { order: orderMessage(order) };
};
