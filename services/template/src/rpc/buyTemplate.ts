import { priceOfTier, templateRefusals, type CheckoutMetadata, type PriceTierName } from '@atelier/contracts';
import { callerOf, ServiceError } from '@atelier/platform';
import { payment } from '@atelier/proto';
import { requireComposerTemplates, requireId } from '../access';
import type { RpcFactory } from '../dependencies';
import { orderMessage } from '../mapping';
import { checkPriceTier, visibleTemplate } from '../templates';

/** The return address with one more query parameter. */
function withParameter(returnUrl: string, parameter: string): string {
  const [address] = returnUrl.split('#', 1);
  return `${address}${address!.includes('?') ? '&' : '?'}${parameter}`;
}

function checkedReturnUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServiceError('INVALID_ARGUMENT', 'returnUrl must be an absolute http or https URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ServiceError('INVALID_ARGUMENT', 'returnUrl must be an absolute http or https URL.');
  return value;
}

/**
 * POST /templates/buy {templateId, priceTier, returnUrl}: records a pending order and asks the
 * payment service for a checkout of the template at its tier's price; answers where to pay.
 * The order is fulfilled only when the payment provider reports the payment (the
 * template-order-paid queue, `fulfilment.ts`), never on the browser's return.
 */
export const buyTemplate: RpcFactory<'buyTemplate'> = (dependencies) => async (request, context) => {
  const callerId = callerOf(context);
  const templateId = requireId(request.templateId, 'templateId');
  const returnUrl = checkedReturnUrl(request.returnUrl);
  const row = await visibleTemplate(dependencies, templateId, callerId);
  checkPriceTier(row, request.priceTier, 'buy');
  if (row.requiresSubscription) requireComposerTemplates(context);
  const held = await dependencies.prisma.userTemplate.findUnique({
    where: { userId_templateId: { userId: callerId, templateId: row.id } },
  });
  if (held?.state === 'active')
    throw new ServiceError('ALREADY_EXISTS', 'You have this template already.', {
      reason: templateRefusals.alreadyAcquired,
      user_template_id: held.id,
    });
  // A copy the user bought and then deleted is theirs still: it comes back instead of being
  // charged a second time.
  if (held?.state === 'deleted' && held.orderId !== null) {
    await dependencies.prisma.userTemplate.update({ where: { id: held.id }, data: { state: 'active' } });
    throw new ServiceError('ALREADY_EXISTS', 'You bought this template before: your copy is back.', {
      reason: templateRefusals.alreadyAcquired,
      user_template_id: held.id,
    });
  }
  const price = priceOfTier(row.priceTier as PriceTierName)!;
  const payments = dependencies.peers.payments();
  const order = await dependencies.prisma.templateOrder.create({
    data: {
      userId: callerId,
      templateId: row.id,
      priceTier: row.priceTier,
      amountMinor: price.amount,
      currency: price.currency,
    },
  });
  const metadata: CheckoutMetadata = { kind: 'template', order_id: order.id, template_id: row.id };
  let session: payment.CheckoutSession | undefined;
  try {
    const answer = await payments.createCheckoutSession({
      mode: payment.CheckoutMode.PAYMENT,
      lineItems: [
        { name: row.name, unitPrice: { amountMinor: price.amount, currency: price.currency }, quantity: 1 },
      ],
      // The payment service adds checkoutSessionId={CHECKOUT_SESSION_ID} for the provider to fill in.
      successUrl: returnUrl,
      cancelUrl: withParameter(returnUrl, 'canceled=true'),
      metadata: metadata as Record<string, string>,
    });
    session = answer.checkoutSession;
    if (!session?.id || !session.url)
      throw new ServiceError('UNAVAILABLE', 'The payment service did not open a checkout.');
  } catch (error) {
    // The order never reached a checkout: it can never be paid.
    await dependencies.prisma.templateOrder.update({ where: { id: order.id }, data: { status: 'failed' } });
    throw error;
  }
  const updated = await dependencies.prisma.templateOrder.update({
    where: { id: order.id },
    data: { checkoutSessionId: session.id },
  });
  return { order: orderMessage(updated), checkoutSessionId: session.id, checkoutUrl: session.url };
};
