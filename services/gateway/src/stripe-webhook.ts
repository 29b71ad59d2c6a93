import express, { Router } from 'express';
import type { ServiceClients } from './clients';

/** Where Stripe (and the test-mode provider) deliver payment events. */
export const stripeWebhookPath = '/stripe/webhook';

/**
 * The payment provider's webhook. The body is kept as the exact bytes received, since the
 * signature covers them (JSON parsed and written again would not verify); the payment service
 * checks the signature and applies the event once. A refused signature answers 400 with the
 * reason, a repeated event 200 without effect, so Stripe stops retrying either.
 */
export function stripeWebhookRouter(clients: ServiceClients): Router {
  const router = Router();
  router.post(
    stripeWebhookPath,
    express.raw({ type: () => true, limit: '1mb' }),
    async (request, response) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await clients.payment.handleWebhook({
        payload,
        signature: request.get('stripe-signature') ?? '',
      });
      response.json({ received: true, event_id: answer.eventId, handled: answer.handled });
    },
  );
  return router;
}
