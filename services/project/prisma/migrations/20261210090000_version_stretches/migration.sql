-- The readable history: each save records the editor tab it came from, the editing stretch it
-- belongs to (the id of the stretch's first version still kept) and what it changed against the
-- version before it. Versions saved before this have none of them: each is a stretch of its own
-- with unknown changes.

-- AlterTable
ALTER TABLE "project"."project_versions"
    ADD COLUMN "editing_session" TEXT,
    ADD COLUMN "stretch_id" UUID,
    ADD COLUMN "changes" JSONB;

-- An editing session is the editor tab's random id: 1 to 64 letters, digits, "-" or "_".
ALTER TABLE "project"."project_versions" ADD CONSTRAINT "project_versions_editing_session_check"
    CHECK ("editing_session" ~ '^[A-Za-z0-9_-]{1,64}$');
