ALTER TABLE "tickets" ADD COLUMN "typebot_session_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "typebot_choices" jsonb;