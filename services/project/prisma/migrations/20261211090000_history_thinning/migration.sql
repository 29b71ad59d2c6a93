-- The hourly thinning of old autosaves finds the projects with saves older than thirty days by
-- their save time, and keeps every version another project was started from.

-- CreateIndex
CREATE INDEX "project_versions_created_at_idx" ON "project"."project_versions"("created_at");

-- CreateIndex
CREATE INDEX "projects_template_project_version_id_idx" ON "project"."projects"("template_project_version_id");
