import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { verifyStripeEvent, type PaymentProvider } from './provider';

/** Where the gateway serves the test-mode checkout page of a session. */
export const testCheckoutPath = (sessionId: string) => `/stripe/test-mode/checkout/${sessionId}`;

/** Where the gateway serves the test-mode customer portal. */
export const testPortalPath = (returnUrl: string) =>
  `/stripe/test-mode/portal?return_url=${encodeURIComponent(returnUrl)}`;

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * The built-in provider for installs without Stripe keys: checkout and portal are pages of the
 * gateway marked "Test mode: no real payment". What a user does there becomes Stripe-shaped
 * events, signed with the install's own webhook secret exactly as Stripe signs, and delivered to
 * the same webhook route, so everything after the payment runs the path it runs with Stripe.
 */
export function createTestModeProvider(webhookSecret: string): PaymentProvider {
  return {
    kind: 'test',
    async createCustomer() {
      return randomId('cus');
    },
    async createCheckout() {
      const id = randomId('cs');
      return { id, url: testCheckoutPath(id) };
    },
    async createPortal(_customerId, returnUrl) {
      return testPortalPath(returnUrl);
    },
    verifyEvent(payload, signature, nowSeconds) {
      return verifyStripeEvent(payload, signature, webhookSecret, nowSeconds);
    },
    signEvent(payload, nowSeconds) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        timestamp: nowSeconds,
      });
    },
  };
}
