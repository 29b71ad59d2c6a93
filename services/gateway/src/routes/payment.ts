import { ServiceError } from '@atelier/platform';
import type { payment } from '@atelier/proto';
import type { Request } from 'express';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { presentMoney, presentSubscription } from '../presenters';
import type { Route } from '../routing';

const checkoutSessionIdPattern = /^cs_[A-Za-z0-9_]{1,200}$/;

const buyBody = z.object({
  productIdentifier: z
    .string({
      message:
        'productIdentifier is required: composer, pro or studio (or composer_trial, pro_trial, studio_trial)',
    })
    .max(64, { message: 'productIdentifier is too long' }),
  returnUrl: z
    .string({ message: 'returnUrl is required: the page to come back to after paying' })
    .max(2048, { message: 'returnUrl is too long' }),
  cancelUrl: z.string().max(2048, { message: 'cancelUrl is too long' }).optional(),
});

const portalBody = z.object({
  returnUrl: z
    .string({ message: 'returnUrl is required: the page to come back to from the customer portal' })
    .max(2048, { message: 'returnUrl is too long' }),
});

const checkoutModes: Record<number, string> = { 1: 'payment', 2: 'subscription' };

export function presentCheckoutSession(value: payment.CheckoutSession) {
  return {
    id: value.id,
    mode: checkoutModes[value.mode] ?? 'payment',
    status: value.status,
    payment_status: value.paymentStatus,
    product_identifier: value.productIdentifier,
    amount_total: presentMoney(value.amountTotal),
    url: value.url,
    metadata: value.metadata,
    line_items: value.lineItems.map((item) => ({
      name: item.name,
      unit_price: presentMoney(item.unitPrice),
      quantity: item.quantity,
    })),
    trial_days: value.trialDays,
    created_at: value.createdAt?.toISOString() ?? null,
  };
}

/**
 * A page of the product the browser may be sent back to, as an absolute address: a path, or
 * an address on the product's own origin (its public address, or the one this request came
 * to). Anything else would let a link send a buyer from the payment page to another site.
 */
export function ownAddress(request: Request, value: string, field: string, publicUrl: () => string): string {
  const requestOrigin = `${request.protocol}://${request.get('host') ?? 'localhost'}`;
  const base = publicUrl() || requestOrigin;
  let url: URL;
  try {
    url = new URL(value, value.startsWith('/') && !value.startsWith('//') ? base : undefined);
  } catch {
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `${field} must be an address of this product (such as /get-pro/result).`,
    );
  }
  const allowed = new Set([new URL(base).origin, requestOrigin]);
  if (!allowed.has(url.origin))
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `${field} must be an address of this product, not of another site.`,
    );
  return url.href;
}

export interface PaymentRouteOptions {
  /** The product's public address (PUBLIC_URL or the address listened on). */
  publicUrl: () => string;
}

export function paymentRoutes(clients: ServiceClients, options: PaymentRouteOptions): Route[] {
  return [
    {
      method: 'get',
      path: '/stripe/subscriptions',
      access: 'caller',
      async handle() {
        const answer = await clients.payment.listSubscriptions({});
        return { subscriptions: answer.subscriptions.map(presentSubscription) };
      },
    },
    {
      method: 'get',
      path: '/stripe/checkout_session/:id',
      access: 'caller',
      async handle(request) {
        const id = String(request.params.id);
        if (!checkoutSessionIdPattern.test(id))
          throw new ServiceError('NOT_FOUND', 'Checkout session not found.');
        const answer = await clients.payment.getCheckoutSession({ checkoutSessionId: id });
        return { checkout_session: presentCheckoutSession(answer.checkoutSession!) };
      },
    },
    {
      method: 'post',
      path: '/stripe/buy',
      access: 'caller',
      async handle(request) {
        const body = buyBody.parse(request.body ?? {});
        const returnUrl = ownAddress(request, body.returnUrl, 'returnUrl', options.publicUrl);
        const cancelUrl = body.cancelUrl
          ? ownAddress(request, body.cancelUrl, 'cancelUrl', options.publicUrl)
          : '';
        const answer = await clients.payment.buyProduct({
          productIdentifier: body.productIdentifier,
          returnUrl,
          cancelUrl,
        });
        const session = presentCheckoutSession(answer.checkoutSession!);
        return { url: session.url, checkout_session: session };
      },
    },
    {
      method: 'post',
      path: '/stripe/customer_portal',
      access: 'caller',
      async handle(request) {
        const body = portalBody.parse(request.body ?? {});
        const returnUrl = ownAddress(request, body.returnUrl, 'returnUrl', options.publicUrl);
        const answer = await clients.payment.createCustomerPortalSession({ returnUrl });
        return { url: answer.url };
      },
    },
  ];
}
