-- The payment service's first tables: customers, subscriptions, checkout sessions and
-- handled webhook events, in the schema "payment".

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "payment";

-- CreateTable
CREATE TABLE "payment"."customers" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "provider_customer_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment"."subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "provider_subscription_id" TEXT NOT NULL,
    "product_identifier" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "current_period_end" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'))
);

-- CreateTable
CREATE TABLE "payment"."checkout_sessions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "product_identifier" TEXT,
    "template_id" UUID,
    "price_tier" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "return_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "checkout_sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "checkout_sessions_kind_check" CHECK ("kind" IN ('subscription', 'template')),
    CONSTRAINT "checkout_sessions_status_check" CHECK ("status" IN ('open', 'complete', 'expired')),
    CONSTRAINT "checkout_sessions_template_check" CHECK ("kind" <> 'template' OR "template_id" IS NOT NULL)
);

-- CreateTable
CREATE TABLE "payment"."webhook_events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "provider_event_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "customers_user_id_key" ON "payment"."customers"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_provider_customer_id_key" ON "payment"."customers"("provider_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_key" ON "payment"."subscriptions"("provider_subscription_id");

-- CreateIndex
CREATE INDEX "subscriptions_user_id_idx" ON "payment"."subscriptions"("user_id");

-- CreateIndex
CREATE INDEX "checkout_sessions_user_id_idx" ON "payment"."checkout_sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_events_provider_event_id_key" ON "payment"."webhook_events"("provider_event_id");
