ALTER TABLE "jobs" ADD COLUMN "whatsapp_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bot_invalid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_session_due_idx" ON "jobs" USING btree ("whatsapp_id","status","run_at") WHERE whatsapp_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_outbox_message_uq" ON "simulator_outbox" USING btree ("whatsapp_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "tickets_company_status_idx" ON "tickets" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "tickets_company_created_idx" ON "tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_company_updated_idx" ON "tickets" USING btree ("company_id","updated_at");