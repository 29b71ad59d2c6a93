import { isUuid, ServiceError } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import {
  assertDraft,
  maxQuantity,
  orderMessage,
  orderWithItems,
  ownOrder,
  printableVariant,
} from '../orders';

const printFileTypes = ['image/png', 'image/jpeg'];

/**
 * POST /printful/order/{id}/order-item/{variantId}: a variant of the caller's draft order, with
 * its print file ready, or with the render job that is making it from a project.
 */
export const addOrderItem: RpcFactory<'addOrderItem'> = (dependencies) => async (request, context) => {
  const order = await ownOrder(dependencies, request.orderId, context);
  assertDraft(order);
  const quantity = request.quantity === 0 ? 1 : request.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    throw new ServiceError('INVALID_ARGUMENT', `quantity must be a whole number from 1 to ${maxQuantity}.`, {
      field: 'quantity',
    });
  }
  const { variant, printArea } = await printableVariant(dependencies, request.variantId, request.placement);
  const rendered = request.renderJobId !== '';
  if (rendered === (request.file !== undefined)) {
    throw new ServiceError('INVALID_ARGUMENT', 'Send either a print file or a project to render it from.', {
      field: 'file',
    });
  }
  if (rendered && (!isUuid(request.renderJobId) || !isUuid(request.projectId))) {
    throw new ServiceError('INVALID_ARGUMENT', 'project_id must be a project id.', { field: 'project_id' });
  }
  if (request.file && !printFileTypes.includes(request.file.contentType)) {
    throw new ServiceError('INVALID_ARGUMENT', 'The print file must be a PNG or JPEG image.', {
      field: 'file',
    });
  }
  const item = await dependencies.prisma.printOrderItem.create({
    data: {
      orderId: order.id,
      variantId: variant.id,
      name: variant.name,
      unitPriceMinor: variant.price?.amountMinor ?? 0,
      currency: variant.price?.currency ?? 'eur',
      quantity,
      placement: printArea.placement,
      printArea: { ...printArea },
      ...(request.file
        ? {
            fileState: 'ready',
            fileBlobKey: request.file.blobKey,
            fileName: request.file.name,
            fileContentType: request.file.contentType,
            fileSize: BigInt(request.file.sizeBytes),
          }
        : {
            fileState: 'rendering',
            renderJobId: request.renderJobId,
            projectId: request.projectId,
            projectVersionId: isUuid(request.projectVersionId) ? request.projectVersionId : null,
          }),
    },
  });
  const updated = await dependencies.prisma.printOrder.update({
    where: { id: order.id },
    data: { updatedAt: dependencies.clock() },
    include: orderWithItems,
  });
  const message = orderMessage(updated);
  return { order: message, item: message.items.find((entry) => entry.id === item.id) };
};
