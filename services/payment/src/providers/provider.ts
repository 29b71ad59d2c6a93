import Stripe from 'stripe';

/** How old a signed webhook may be, as Stripe's own default. */
export const webhookToleranceSeconds = 300;

/** One line of a checkout, with its price in minor units; `interval` makes it a plan. */
export interface CheckoutLine {
  name: string;
  amount: number;
  currency: string;
  quantity: number;
  interval?: 'month' | 'year';
  /** The plan, kept on the subscription so its events name it. */
  plan?: string;
}

export interface CheckoutInput {
  userId: string;
  customerId: string;
  mode: 'payment' | 'subscription';
  lines: CheckoutLine[];
  trialDays: number;
  /** The result page; the provider adds the checkout session id. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/**
 * A card payment provider as the payment service uses it: customers, checkouts and the
 * customer portal. Both providers deliver Stripe-shaped events to the same webhook, checked
 * with Stripe's own verifier and the provider's signing secret.
 */
export interface PaymentProvider {
  kind: 'stripe' | 'test';
  createCustomer(userId: string): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** The event the payload states, or a WebhookRefusal saying why it is not believed. */
  verifyEvent(payload: Buffer, signature: string, nowSeconds: number): Stripe.Event;
  /** The signing secret's use for the test-mode provider's own events. */
  signEvent?(payload: string, nowSeconds: number): string;
}

/** A webhook whose signature does not hold; the message says why, for the 400 answer. */
export class WebhookRefusal extends Error {}

/**
 * Checks a webhook with the Stripe SDK: the HMAC-SHA256 of "timestamp.payload" under the
 * endpoint secret must match one of the header's v1 signatures, and the timestamp must be at
 * most `webhookToleranceSeconds` away from now (so a captured delivery cannot be replayed later).
 */
export function verifyStripeEvent(
  payload: Buffer,
  signature: string,
  secret: string,
  nowSeconds: number,
): Stripe.Event {
  if (!signature) throw new WebhookRefusal('The webhook carries no Stripe-Signature header.');
  const timestamp = /(?:^|,)t=(\d+)/.exec(signature)?.[1];
  if (timestamp && Math.abs(nowSeconds - Number(timestamp)) > webhookToleranceSeconds) {
    throw new WebhookRefusal(
      `The webhook signature is too old: its timestamp is more than ${webhookToleranceSeconds} seconds from now.`,
    );
  }
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret, webhookToleranceSeconds);
  } catch (error) {
    const signatureError = error instanceof Stripe.errors.StripeSignatureVerificationError;
    const message = error instanceof Error ? error.message : '';
    if (!signatureError) throw new WebhookRefusal('The webhook body is not a JSON event.');
    if (/tolerance/i.test(message))
      throw new WebhookRefusal(
        `The webhook signature is too old: its timestamp is more than ${webhookToleranceSeconds} seconds from now.`,
      );
    throw new WebhookRefusal('The webhook signature does not match its body and the endpoint secret.');
  }
}
