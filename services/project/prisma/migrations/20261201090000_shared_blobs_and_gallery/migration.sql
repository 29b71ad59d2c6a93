-- Blobs are immutable and shared: a duplicated project or file points at the same preview and
-- file blobs as its original, and a blob is deleted only once no row refers to it any more.
-- These indexes make that reference check cheap. The GIN index serves the gallery's tag filter,
-- the partial index its listing of public, active projects per edition, newest first.

-- CreateIndex
CREATE INDEX "project_versions_preview_blob_key_idx" ON "project"."project_versions"("preview_blob_key");

-- CreateIndex
CREATE INDEX "node_previews_blob_key_idx" ON "project"."node_previews"("blob_key");

-- CreateIndex
CREATE INDEX "files_blob_key_idx" ON "project"."files"("blob_key");

-- CreateIndex
CREATE INDEX "projects_tags_idx" ON "project"."projects" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "projects_gallery_idx" ON "project"."projects"("environment", "modified_at" DESC)
    WHERE "visibility" = 'public' AND "state" = 'active';

-- Folder names are 1 to 100 characters; the service trims them first.
ALTER TABLE "project"."folders" ADD CONSTRAINT "folders_name_check" CHECK (char_length("name") BETWEEN 1 AND 100);
