import path from 'node:path';
import { z } from 'zod';

/** Stripe's keys: the API key and the signing secret of the webhook endpoint. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/** Everything the payment service is configured with besides its shared resources. */
export interface PaymentServiceSettings {
  /** Payments go to Stripe when set; otherwise to the built-in test-mode provider. */
  stripe?: StripeSettings;
  /**
   * Where the test-mode provider keeps the install's webhook signing secret (made once, kept
   * readable by its owner only, so events signed before a restart still verify after it).
   */
  dataDirectory: string;
}

/** The variables the payment service reads, whether it runs alone or in the one-machine product. */
export const paymentServiceEnvironment = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
};

export interface PaymentServiceEnvironment {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  DATA_DIR: string;
}

/** Both Stripe keys or neither: one alone would take payments nobody could confirm, or none at all. */
export function paymentServiceSettingsFrom(environment: PaymentServiceEnvironment): PaymentServiceSettings {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = environment;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new Error(
      `${secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: must be set too, since ` +
        `${secretKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'} is (set both for Stripe, neither for test mode)`,
    );
  }
  return {
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined,
    dataDirectory: path.resolve(environment.DATA_DIR),
  };
}
