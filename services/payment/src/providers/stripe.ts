import Stripe from 'stripe';
import type { StripeSettings } from '../settings';
import { verifyStripeEvent, type CheckoutInput, type PaymentProvider } from './provider';

/** Stripe puts the session id into the success address in place of this. */
const sessionIdPlaceholder = '{CHECKOUT_SESSION_ID}';

export function withCheckoutSessionId(url: string, sessionId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}checkoutSessionId=${sessionId}`;
}

/** Where the SDK sends its requests: Stripe's API unless a test points it at its own server. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Payments through Stripe with its SDK: hosted Checkout, the billing portal, signed webhooks. */
export function createStripeProvider(settings: StripeSettings, api?: StripeApiAddress): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
  return {
    kind: 'stripe',
    async createCustomer(userId) {
      const customer = await stripe.customers.create(
        { metadata: { user_id: userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },
    async createCheckout(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create({
        mode: input.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: line.currency,
            unit_amount: line.amount,
            product_data: { name: line.name, ...(line.plan ? { metadata: { plan: line.plan } } : {}) },
            ...(line.interval ? { recurring: { interval: line.interval } } : {}),
          },
        })),
        success_url: withCheckoutSessionId(input.successUrl, sessionIdPlaceholder),
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(input.mode === 'subscription'
          ? {
              subscription_data: {
                metadata: { ...input.metadata, user_id: input.userId },
                ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
              },
            }
          : { payment_intent_data: { metadata: { ...input.metadata, user_id: input.userId } } }),
      });
      return { id: session.id, url: session.url ?? '' };
    },
    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    verifyEvent(payload, signature, nowSeconds) {
      return verifyStripeEvent(payload, signature, settings.webhookSecret, nowSeconds);
    },
  };
}
