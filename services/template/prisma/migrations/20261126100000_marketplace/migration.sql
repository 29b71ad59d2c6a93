-- The marketplace: what a template published (its public copies), prices and licences that are
-- always set, acquired templates with their own project and name, template orders, and the
-- record of the starter set having been made.

-- Every template has a price tier (free unless priced) and a licence (personal unless commercial).
UPDATE "template"."templates" SET "price_tier" = 'free' WHERE "price_tier" IS NULL;
UPDATE "template"."templates" SET "license_type" = 'personal' WHERE "license_type" IS NULL;
ALTER TABLE "template"."templates"
    ALTER COLUMN "price_tier" SET DEFAULT 'free',
    ALTER COLUMN "price_tier" SET NOT NULL,
    ALTER COLUMN "license_type" SET DEFAULT 'personal',
    ALTER COLUMN "license_type" SET NOT NULL,
    ADD CONSTRAINT "templates_license_type_check" CHECK ("license_type" IN ('personal', 'commercial'));

-- What was published, one entry per attached project in the order of project_ids:
-- {"project_id", "project_version_id", "source_project_id", "has_preview"}. Kept on the row so
-- the marketplace list reads one table.
ALTER TABLE "template"."templates" ADD COLUMN "versions" JSONB NOT NULL DEFAULT '[]';

-- The marketplace list: published templates, newest first, of one category or of all.
CREATE INDEX "templates_published_idx" ON "template"."templates"("published_at" DESC, "id")
    WHERE "state" = 'published';
CREATE INDEX "templates_published_category_idx" ON "template"."templates"("category", "published_at" DESC, "id")
    WHERE "state" = 'published';

-- An acquired template: its name in "my templates", whether the user deleted it, the project
-- made for them (its id chosen before the copy is asked for, so a retry finds the same one)
-- and the order it was bought with.
ALTER TABLE "template"."user_templates"
    ADD COLUMN "name" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "state" TEXT NOT NULL DEFAULT 'active',
    ADD COLUMN "project_id" UUID,
    ADD COLUMN "order_id" UUID,
    ADD CONSTRAINT "user_templates_state_check" CHECK ("state" IN ('active', 'deleted'));
CREATE INDEX "user_templates_user_id_acquired_at_idx" ON "template"."user_templates"("user_id", "acquired_at" DESC);

-- CreateTable
CREATE TABLE "template"."template_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "template_id" UUID NOT NULL,
    "price_tier" TEXT NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "checkout_session_id" TEXT,
    "user_template_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMPTZ(3),

    CONSTRAINT "template_orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "template_orders_status_check" CHECK ("status" IN ('pending', 'paid', 'failed', 'canceled')),
    CONSTRAINT "template_orders_amount_check" CHECK ("amount_minor" > 0)
);
CREATE INDEX "template_orders_user_id_idx" ON "template"."template_orders"("user_id");
CREATE INDEX "template_orders_template_id_idx" ON "template"."template_orders"("template_id");
CREATE UNIQUE INDEX "template_orders_checkout_session_id_key" ON "template"."template_orders"("checkout_session_id");
ALTER TABLE "template"."template_orders" ADD CONSTRAINT "template_orders_template_id_fkey"
    FOREIGN KEY ("template_id") REFERENCES "template"."templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- An order makes at most one user template.
CREATE UNIQUE INDEX "user_templates_order_id_key" ON "template"."user_templates"("order_id");

-- Sets of templates made once per database (the starter set): claimed before they are made,
-- finished when every template of the set is published.
CREATE TABLE "template"."seeded_sets" (
    "name" TEXT NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "seeded_sets_pkey" PRIMARY KEY ("name")
);
