-- The user's subscriptions as the payment service last announced them (the spec's
-- stripe_subscription_data), and when that announcement was made, so an older one arriving
-- late does not replace a newer one.

-- AlterTable
ALTER TABLE "user"."users" ADD COLUMN "stripe_subscription_data" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "user"."users" ADD COLUMN "subscriptions_changed_at" TIMESTAMPTZ(3);
