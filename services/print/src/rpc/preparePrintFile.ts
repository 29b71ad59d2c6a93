import type { RpcFactory } from '../dependencies';
import { assertDraft, ownOrder, printableVariant } from '../orders';

/**
 * Before a print file is rendered from a project: the order must be the caller's draft and the
 * variant in stock with that placement; answers the print area the file is rendered at.
 */
export const preparePrintFile: RpcFactory<'preparePrintFile'> =
  (dependencies) => async (request, context) => {
    const order = await ownOrder(dependencies, request.orderId, context);
    assertDraft(order);
    const { variant, printArea } = await printableVariant(dependencies, request.variantId, request.placement);
    return { printArea, variant };
  };
