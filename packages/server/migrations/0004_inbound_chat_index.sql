DROP INDEX "inbound_events_pending_idx";--> statement-breakpoint
CREATE INDEX "inbound_events_chat_idx" ON "inbound_events" USING btree ("whatsapp_id","chat_key","id");