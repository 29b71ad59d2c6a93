-- The project service's first tables: projects, project versions, node previews, folders
-- and files, all in the schema "project".

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "project";

-- CreateTable
CREATE TABLE "project"."projects" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT 'active',
    "environment" TEXT NOT NULL DEFAULT 'pro',
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "category" TEXT,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "folder_id" UUID,
    "milestone" BOOLEAN NOT NULL DEFAULT false,
    "clone_of" UUID,
    "current_project_version_id" UUID,
    "template_project_version_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "projects_state_check" CHECK ("state" IN ('active', 'draft', 'deleted', 'duplicating')),
    CONSTRAINT "projects_environment_check" CHECK ("environment" IN ('composer', 'pro', 'studio')),
    CONSTRAINT "projects_visibility_check" CHECK ("visibility" IN ('public', 'shared', 'private')),
    CONSTRAINT "projects_category_check" CHECK ("category" IN ('three_d_elements', 'photo', 'vector_graphic', 'text', 'pattern', 'embroidery', 'knitting'))
);

-- CreateTable
CREATE TABLE "project"."project_versions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "project_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "nodegraph" BYTEA NOT NULL,
    "encrypted" BOOLEAN NOT NULL DEFAULT false,
    "presets" JSONB NOT NULL DEFAULT '{}',
    "preview_blob_key" TEXT,
    "milestone" BOOLEAN NOT NULL DEFAULT false,
    "label" TEXT,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_versions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "project_versions_number_check" CHECK ("number" > 0)
);

-- CreateTable
CREATE TABLE "project"."node_previews" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "project_version_id" UUID NOT NULL,
    "node_id" TEXT NOT NULL,
    "blob_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "node_previews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project"."folders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'active',
    "parent_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "folders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "folders_state_check" CHECK ("state" IN ('active', 'deleted')),
    CONSTRAINT "folders_parent_check" CHECK ("parent_id" <> "id")
);

-- CreateTable
CREATE TABLE "project"."files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "project_id" UUID,
    "template_id" UUID,
    "blob_key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "files_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "files_size_check" CHECK ("size" >= 0)
);

-- CreateIndex
CREATE INDEX "projects_owner_id_state_modified_at_idx" ON "project"."projects"("owner_id", "state", "modified_at");

-- CreateIndex
CREATE INDEX "projects_folder_id_idx" ON "project"."projects"("folder_id");

-- CreateIndex
CREATE INDEX "projects_visibility_environment_idx" ON "project"."projects"("visibility", "environment");

-- CreateIndex
CREATE UNIQUE INDEX "project_versions_project_id_number_key" ON "project"."project_versions"("project_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "node_previews_project_version_id_node_id_key" ON "project"."node_previews"("project_version_id", "node_id");

-- CreateIndex
CREATE INDEX "folders_owner_id_state_idx" ON "project"."folders"("owner_id", "state");

-- CreateIndex
CREATE INDEX "folders_parent_id_idx" ON "project"."folders"("parent_id");

-- CreateIndex
CREATE INDEX "files_owner_id_idx" ON "project"."files"("owner_id");

-- CreateIndex
CREATE INDEX "files_project_id_idx" ON "project"."files"("project_id");

-- CreateIndex
CREATE INDEX "files_template_id_idx" ON "project"."files"("template_id");

-- AddForeignKey
ALTER TABLE "project"."projects" ADD CONSTRAINT "projects_folder_id_fkey" FOREIGN KEY ("folder_id") REFERENCES "project"."folders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."projects" ADD CONSTRAINT "projects_clone_of_fkey" FOREIGN KEY ("clone_of") REFERENCES "project"."projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."projects" ADD CONSTRAINT "projects_current_project_version_id_fkey" FOREIGN KEY ("current_project_version_id") REFERENCES "project"."project_versions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."project_versions" ADD CONSTRAINT "project_versions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"."projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."node_previews" ADD CONSTRAINT "node_previews_project_version_id_fkey" FOREIGN KEY ("project_version_id") REFERENCES "project"."project_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."folders" ADD CONSTRAINT "folders_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "project"."folders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project"."files" ADD CONSTRAINT "files_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project"."projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
