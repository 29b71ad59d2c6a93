-- What render workers report back and what fair-share dispatch needs: the failure's reason as
-- a word the web app translates, the project version a job worked on, the worker holding it,
-- when it was queued (oldest first) and when it was put on the render queue.

-- AlterTable
ALTER TABLE "job"."jobs" ADD COLUMN "error_reason" TEXT,
ADD COLUMN "project_version_id" UUID,
ADD COLUMN "worker_id" TEXT,
ADD COLUMN "queued_at" TIMESTAMPTZ(3),
ADD COLUMN "dispatched_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "jobs_owner_id_state_queued_at_idx" ON "job"."jobs"("owner_id", "state", "queued_at");

-- CreateIndex
CREATE INDEX "jobs_state_finished_at_idx" ON "job"."jobs"("state", "finished_at");
