ALTER TABLE "contacts" ADD COLUMN "first_ticket_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transitions" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "ticket_transitions" ADD COLUMN "rated_user_id" integer;--> statement-breakpoint
-- Backfill (hand-written): what the engine writes from now on (features/tickets/first-ticket.ts,
-- features/tickets/ticket-ratings.ts). A contact's first ticket is the earliest of its tickets; a
-- rating goes on every resolution of its ticket, with the user it was recorded for.
UPDATE "contacts" c SET "first_ticket_at" = f.first_at
FROM (SELECT "contact_id", min("created_at") AS first_at FROM "tickets" GROUP BY "contact_id") f
WHERE f."contact_id" = c."id";--> statement-breakpoint
UPDATE "ticket_transitions" r SET "rating" = ur."rate", "rated_user_id" = ur."user_id"
FROM "user_ratings" ur
WHERE ur."ticket_id" = r."ticket_id" AND r."action" in ('resolve', 'auto-close');--> statement-breakpoint
CREATE INDEX "contacts_company_first_ticket_idx" ON "contacts" USING btree ("company_id","first_ticket_at") WHERE first_ticket_at is not null;--> statement-breakpoint
CREATE INDEX "ticket_transitions_ratings_idx" ON "ticket_transitions" USING btree ("company_id","at","rated_user_id","ticket_id","rating") WHERE action in ('resolve', 'auto-close') and rating is not null;