-- Print files rendered from a project by a job, payment and fulfilment of an order, and the
-- orders of the sandbox provider that stands in for Printful on one machine.

-- AlterTable
ALTER TABLE "print"."print_orders"
    ADD COLUMN "shipping" TEXT NOT NULL DEFAULT 'STANDARD',
    ADD COLUMN "shipments" JSONB NOT NULL DEFAULT '[]',
    ADD COLUMN "checkout_session_id" TEXT,
    ADD COLUMN "paid_at" TIMESTAMPTZ(3),
    ADD COLUMN "confirmed_at" TIMESTAMPTZ(3),
    ADD COLUMN "synced_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "print"."print_order_items"
    ALTER COLUMN "file_blob_key" DROP NOT NULL,
    ADD COLUMN "name" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "placement" TEXT NOT NULL DEFAULT 'default',
    ADD COLUMN "unit_price_minor" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "currency" TEXT NOT NULL DEFAULT 'eur',
    ADD COLUMN "file_name" TEXT,
    ADD COLUMN "file_content_type" TEXT,
    ADD COLUMN "file_size" BIGINT,
    ADD COLUMN "file_state" TEXT NOT NULL DEFAULT 'ready',
    ADD COLUMN "file_error" TEXT,
    ADD COLUMN "render_job_id" UUID,
    ADD COLUMN "project_id" UUID,
    ADD COLUMN "project_version_id" UUID,
    ADD COLUMN "print_area" JSONB,
    ADD CONSTRAINT "print_order_items_file_state_check" CHECK ("file_state" IN ('rendering', 'ready', 'failed')),
    ADD CONSTRAINT "print_order_items_ready_file_check" CHECK ("file_state" <> 'ready' OR "file_blob_key" IS NOT NULL);

-- CreateIndex
CREATE UNIQUE INDEX "print_order_items_render_job_id_key" ON "print"."print_order_items"("render_job_id");

-- CreateTable
CREATE TABLE "print"."sandbox_orders" (
    "id" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "order" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),

    CONSTRAINT "sandbox_orders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sandbox_orders_external_id_key" ON "print"."sandbox_orders"("external_id");
