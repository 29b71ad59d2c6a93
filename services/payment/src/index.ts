// The payment service: subscriptions, checkout sessions, the customer portal and provider webhooks.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { PaymentServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createPaymentService } from './service';
import {
  paymentServiceEnvironment,
  paymentServiceSettingsFrom,
  type PaymentServiceSettings,
} from './settings';

/**
 * The payment service with settings given by its host, or, unset, read from its environment
 * (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, DATA_DIR for the test-mode secret)
 * when it is created; a bad value stops the start with the variable named.
 */
export function createPaymentServiceModule(
  settings?: PaymentServiceSettings,
): ServiceModule<typeof PaymentServiceService> {
  return {
    name: 'payment',
    schema: schemaName,
    migrationsDirectory,
    definition: PaymentServiceService,
    create: (resources) =>
      createPaymentService(
        resources,
        settings ?? paymentServiceSettingsFrom(parseEnvironment(paymentServiceEnvironment)),
      ),
  };
}

export const paymentServiceModule = createPaymentServiceModule();

export {
  paymentServiceEnvironment,
  paymentServiceSettingsFrom,
  type PaymentServiceSettings,
  type StripeSettings,
} from './settings';
export { testWebhookSecretFileName } from './providers/webhook-secret';
