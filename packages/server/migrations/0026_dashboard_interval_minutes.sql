-- The dashboard's intervals as generated columns, computed by PostgreSQL when a transition is
-- written (and here for every existing row) with the expression the queries evaluated on every
-- read, so the figures are the same values; the sample indexes carry them instead of the starts.
-- One ALTER TABLE: adding the three columns rewrites the table once.
DROP INDEX "ticket_transitions_resolutions_idx";--> statement-breakpoint
DROP INDEX "ticket_transitions_acceptances_idx";--> statement-breakpoint
ALTER TABLE "ticket_transitions"
  ADD COLUMN "service_minutes" double precision GENERATED ALWAYS AS (extract(epoch from (at - service_started_at)) / 60.0::float8) STORED,
  ADD COLUMN "first_response_minutes" double precision GENERATED ALWAYS AS (extract(epoch from (first_human_reply_at - first_customer_message_at)) / 60.0::float8) STORED,
  ADD COLUMN "wait_minutes" double precision GENERATED ALWAYS AS (extract(epoch from (at - wait_started_at)) / 60.0::float8) STORED;--> statement-breakpoint
CREATE INDEX "ticket_transitions_resolutions_idx" ON "ticket_transitions" USING btree ("company_id","at","to_user_id","to_queue_id","service_minutes","first_response_minutes") WHERE action in ('resolve', 'auto-close');--> statement-breakpoint
CREATE INDEX "ticket_transitions_acceptances_idx" ON "ticket_transitions" USING btree ("company_id","at","to_queue_id","wait_minutes") WHERE action in ('accept', 'transfer') and from_status = 'pending' and to_status = 'open';
