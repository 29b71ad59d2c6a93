-- The job service's first tables: jobs and job files, in the schema "job".

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "job";

-- CreateTable
CREATE TABLE "job"."jobs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "target" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "state" TEXT NOT NULL DEFAULT 'created',
    "progress" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "progress_message" TEXT NOT NULL DEFAULT '',
    "error" TEXT,
    "result" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "jobs_state_check" CHECK ("state" IN ('created', 'queued', 'inprogress', 'success', 'failed', 'canceled')),
    CONSTRAINT "jobs_progress_check" CHECK ("progress" >= 0 AND "progress" <= 1),
    CONSTRAINT "jobs_attempts_check" CHECK ("attempts" >= 0)
);

-- CreateTable
CREATE TABLE "job"."job_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "job_id" UUID NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'input',
    "blob_key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_files_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_files_role_check" CHECK ("role" IN ('input', 'output')),
    CONSTRAINT "job_files_size_check" CHECK ("size" >= 0)
);

-- CreateIndex
CREATE INDEX "jobs_owner_id_created_at_idx" ON "job"."jobs"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "jobs_owner_id_state_idx" ON "job"."jobs"("owner_id", "state");

-- CreateIndex
CREATE INDEX "job_files_job_id_idx" ON "job"."job_files"("job_id");

-- AddForeignKey
ALTER TABLE "job"."job_files" ADD CONSTRAINT "job_files_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "job"."jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
