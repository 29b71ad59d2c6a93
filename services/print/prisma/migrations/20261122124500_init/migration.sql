-- The print service's first tables: print orders and their items, in the schema "print".

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "print";

-- CreateTable
CREATE TABLE "print"."print_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'draft',
    "provider_order_id" TEXT,
    "recipient" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "print_orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "print_orders_state_check" CHECK ("state" IN ('draft', 'pending', 'failed', 'canceled', 'inprocess', 'onhold', 'partial', 'fulfilled', 'archived'))
);

-- CreateTable
CREATE TABLE "print"."print_order_items" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "order_id" UUID NOT NULL,
    "variant_id" INTEGER NOT NULL,
    "file_blob_key" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "print_order_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "print_order_items_quantity_check" CHECK ("quantity" > 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "print_orders_provider_order_id_key" ON "print"."print_orders"("provider_order_id");

-- CreateIndex
CREATE INDEX "print_orders_owner_id_created_at_idx" ON "print"."print_orders"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "print_order_items_order_id_idx" ON "print"."print_order_items"("order_id");

-- AddForeignKey
ALTER TABLE "print"."print_order_items" ADD CONSTRAINT "print_order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "print"."print_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
