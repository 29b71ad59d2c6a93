-- The template service's first tables: templates and user-acquired templates, in the
-- schema "template".

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "template";

-- CreateTable
CREATE TABLE "template"."templates" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'design',
    "type" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "search" TEXT NOT NULL DEFAULT '',
    "price_tier" TEXT,
    "license_type" TEXT,
    "state" TEXT NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "project_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "project_version_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "presets" JSONB NOT NULL DEFAULT '{}',
    "requires_subscription" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "templates_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "templates_state_check" CHECK ("state" IN ('draft', 'published', 'deleted')),
    CONSTRAINT "templates_published_at_check" CHECK ("state" <> 'published' OR "published_at" IS NOT NULL)
);

-- CreateTable
CREATE TABLE "template"."user_templates" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "template_id" UUID NOT NULL,
    "project_version_id" UUID,
    "presets" JSONB NOT NULL DEFAULT '{}',
    "acquired_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "templates_state_category_idx" ON "template"."templates"("state", "category");

-- CreateIndex
CREATE INDEX "templates_owner_id_state_idx" ON "template"."templates"("owner_id", "state");

-- CreateIndex
CREATE UNIQUE INDEX "user_templates_user_id_template_id_key" ON "template"."user_templates"("user_id", "template_id");

-- CreateIndex
CREATE INDEX "user_templates_template_id_idx" ON "template"."user_templates"("template_id");

-- AddForeignKey
ALTER TABLE "template"."user_templates" ADD CONSTRAINT "user_templates_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "template"."templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
