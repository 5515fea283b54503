ALTER TABLE "plans" ADD COLUMN "media_quota_mb" integer DEFAULT 5120 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "media_bytes" bigint DEFAULT 0 NOT NULL;