ALTER TABLE "jobs" ADD COLUMN "whatsapp_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bot_invalid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_session_due_idx" ON "jobs" USING btree ("whatsapp_id","status","run_at") WHERE whatsapp_id is not null;