import { ServiceError } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { orderMessage, orderWithItems, ownOrder } from '../orders';

/**
 * How an item's render job ended. The print file is copied under the order's own key, so it
 * outlives the job's files (which expire) until the provider has printed it. Recording an
 * outcome a second time changes nothing.
 */
export const recordPrintFile: RpcFactory<'recordPrintFile'> = (dependencies) => async (request, context) => {
  const order = await ownOrder(dependencies, request.orderId, context);
  const item = order.items.find((candidate) => candidate.id === request.itemId);
  if (!item || item.renderJobId !== request.renderJobId) {
    throw new ServiceError('NOT_FOUND', 'Print order item not found.');
  }
  if (item.fileState === 'rendering') {
    if (request.succeeded && request.file) {
      const bytes = await dependencies.blobs.read(request.file.blobKey);
      const key = `print-files/${order.id}/${item.id}.png`;
      const stored = await dependencies.blobs.put(key, bytes, { contentType: request.file.contentType });
      await dependencies.prisma.printOrderItem.updateMany({
        where: { id: item.id, fileState: 'rendering' },
        data: {
          fileState: 'ready',
          fileBlobKey: key,
          fileName: request.file.name,
          fileContentType: request.file.contentType,
          fileSize: BigInt(stored.size),
        },
      });
    } else {
      await dependencies.prisma.printOrderItem.updateMany({
        where: { id: item.id, fileState: 'rendering' },
        data: { fileState: 'failed', fileError: request.failureReason || 'worker_error' },
      });
    }
  }
  const updated = await dependencies.prisma.printOrder.findUniqueOrThrow({
    where: { id: order.id },
    include: orderWithItems,
  });
  return { order: orderMessage(updated) };
};
