// The payment service: subscriptions, checkout sessions, the customer portal and provider webhooks.
import type { ServiceModule } from '@atelier/platform';
import { PaymentServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createPaymentService } from './service';

export const paymentServiceModule: ServiceModule<typeof PaymentServiceService> = {
  name: 'payment',
  schema: schemaName,
  migrationsDirectory,
  definition: PaymentServiceService,
  create: createPaymentService,
};
