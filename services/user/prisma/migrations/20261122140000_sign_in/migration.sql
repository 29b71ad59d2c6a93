-- Sign-in: sessions hold a refresh token's hash and where they were opened; passkeys get a
-- name and last use; one-time codes can also be redeemed through an e-mailed link; Google
-- accounts are linked by their subject; challenges of the Google and passkey flows and the
-- events that sign-in rate limits count are kept until they expire.

-- AlterTable
ALTER TABLE "user"."users" ADD COLUMN "google_subject" TEXT;

-- AlterTable
ALTER TABLE "user"."sessions" ADD COLUMN "user_agent" TEXT NOT NULL DEFAULT '',
ADD COLUMN "ip_address" TEXT NOT NULL DEFAULT '',
ADD COLUMN "last_refreshed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "user"."passkeys" ADD COLUMN "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN "last_used_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "user"."one_time_codes" ADD COLUMN "link_token_hash" TEXT,
ADD COLUMN "ip_address" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "user"."feedback" ADD COLUMN "page_url" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "user"."sign_in_challenges" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    "challenge_hash" TEXT NOT NULL,
    "user_id" UUID,
    "code_verifier" TEXT,
    "nonce" TEXT,
    "redirect_uri" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_challenges_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sign_in_challenges_kind_check" CHECK ("kind" IN ('google', 'passkey_registration', 'passkey_authentication'))
);

-- CreateTable
CREATE TABLE "user"."rate_limit_events" (
    "id" BIGSERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_limit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_google_subject_key" ON "user"."users"("google_subject");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_codes_link_token_hash_key" ON "user"."one_time_codes"("link_token_hash");

-- CreateIndex
CREATE INDEX "one_time_codes_ip_address_created_at_idx" ON "user"."one_time_codes"("ip_address", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_challenges_challenge_hash_key" ON "user"."sign_in_challenges"("challenge_hash");

-- CreateIndex
CREATE INDEX "rate_limit_events_bucket_created_at_idx" ON "user"."rate_limit_events"("bucket", "created_at");

-- AddForeignKey
ALTER TABLE "user"."sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"."users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
