-- Checkout sessions for print orders as well as plans and templates, with what the checkout
-- page shows (line items, amount, trial) and what the selling service attached (metadata);
-- subscriptions with their customer, price and the provider time of the last event applied to
-- them, so an event that arrives late never overwrites a later state; webhook events with
-- their provider time.

-- AlterTable
ALTER TABLE "payment"."checkout_sessions" DROP CONSTRAINT "checkout_sessions_kind_check";
ALTER TABLE "payment"."checkout_sessions" DROP CONSTRAINT "checkout_sessions_template_check";
ALTER TABLE "payment"."checkout_sessions" ADD CONSTRAINT "checkout_sessions_kind_check" CHECK ("kind" IN ('subscription', 'template', 'print'));
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "mode" TEXT NOT NULL DEFAULT 'subscription';
ALTER TABLE "payment"."checkout_sessions" ADD CONSTRAINT "checkout_sessions_mode_check" CHECK ("mode" IN ('payment', 'subscription'));
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "payment_status" TEXT NOT NULL DEFAULT 'unpaid';
ALTER TABLE "payment"."checkout_sessions" ADD CONSTRAINT "checkout_sessions_payment_status_check" CHECK ("payment_status" IN ('paid', 'unpaid', 'no_payment_required'));
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "url" TEXT NOT NULL DEFAULT '';
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "cancel_url" TEXT NOT NULL DEFAULT '';
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "amount_total" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'eur';
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "line_items" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "metadata" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "trial_days" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "payment"."checkout_sessions" ADD COLUMN "provider_customer_id" TEXT;

-- AlterTable
ALTER TABLE "payment"."subscriptions" ADD COLUMN "provider_customer_id" TEXT;
ALTER TABLE "payment"."subscriptions" ADD COLUMN "current_period_start" TIMESTAMPTZ(3);
ALTER TABLE "payment"."subscriptions" ADD COLUMN "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "payment"."subscriptions" ADD COLUMN "amount" INTEGER;
ALTER TABLE "payment"."subscriptions" ADD COLUMN "currency" TEXT;
ALTER TABLE "payment"."subscriptions" ADD COLUMN "interval" TEXT;
ALTER TABLE "payment"."subscriptions" ADD COLUMN "event_created_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "payment"."webhook_events" ADD COLUMN "event_created_at" TIMESTAMPTZ(3);
