ALTER TABLE "tickets" ADD COLUMN "last_message_id" bigint;--> statement-breakpoint
-- Existing previews were written from each ticket's newest message: point them at it (messages_ticket_created_idx).
UPDATE "tickets" SET "last_message_id" = (SELECT "id" FROM "messages" WHERE "messages"."ticket_id" = "tickets"."id" ORDER BY "created_at" DESC, "id" DESC LIMIT 1);
