ALTER TABLE "ticket_transitions" ADD COLUMN "service_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transitions" ADD COLUMN "first_customer_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transitions" ADD COLUMN "first_human_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transitions" ADD COLUMN "wait_started_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: the rows already logged get the interval starts the dashboard used to look back for at
-- every read (the same conditions insertTransition applies when a row is written). Resolutions: the
-- latest move into open before each, and the first response of its attendance.
UPDATE "ticket_transitions" r
SET "service_started_at" = s.served_at, "first_customer_message_at" = s.asked_at, "first_human_reply_at" = s.answered_at
FROM (
  SELECT r.id, served.at AS served_at, asked.at AS asked_at, answered.at AS answered_at
  FROM "ticket_transitions" r
  LEFT JOIN LATERAL (
    SELECT p.at FROM "ticket_transitions" p
    WHERE p.company_id = r.company_id AND p.ticket_id = r.ticket_id AND p.at <= r.at AND p.id < r.id
      AND p.to_status = 'open' AND p.from_status IS DISTINCT FROM 'open'
    ORDER BY p.at DESC, p.id DESC LIMIT 1
  ) served ON true
  LEFT JOIN LATERAL (
    SELECT p.at FROM "ticket_transitions" p
    WHERE p.company_id = r.company_id AND p.ticket_id = r.ticket_id AND p.at <= r.at AND p.id < r.id AND p.action IN ('create', 'reopen')
    ORDER BY p.at DESC, p.id DESC LIMIT 1
  ) began ON true
  LEFT JOIN LATERAL (
    SELECT min(m.created_at) AS at FROM "messages" m
    WHERE m.company_id = r.company_id AND m.ticket_id = r.ticket_id AND m.created_at >= began.at AND m.created_at <= r.at AND NOT m.from_me
  ) asked ON true
  LEFT JOIN LATERAL (
    SELECT min(m.created_at) AS at FROM "messages" m
    WHERE m.company_id = r.company_id AND m.ticket_id = r.ticket_id AND m.created_at >= asked.at AND m.created_at <= r.at AND m.from_me AND NOT m.is_automatic
  ) answered ON true
  WHERE r.action IN ('resolve', 'auto-close')
) s
WHERE r.id = s.id;--> statement-breakpoint
-- Acceptances (pending to open by accept or transfer): the latest move into pending that changed status or queue.
UPDATE "ticket_transitions" a
SET "wait_started_at" = (
  SELECT p.at FROM "ticket_transitions" p
  WHERE p.company_id = a.company_id AND p.ticket_id = a.ticket_id AND p.at <= a.at AND p.id < a.id
    AND p.to_status = 'pending' AND (p.from_status IS DISTINCT FROM 'pending' OR p.from_queue_id IS DISTINCT FROM p.to_queue_id)
  ORDER BY p.at DESC, p.id DESC LIMIT 1
)
WHERE a.action IN ('accept', 'transfer') AND a.from_status = 'pending' AND a.to_status = 'open';--> statement-breakpoint
CREATE INDEX "ticket_transitions_resolutions_idx" ON "ticket_transitions" USING btree ("company_id","at","to_user_id","to_queue_id","ticket_id","service_started_at","first_customer_message_at","first_human_reply_at") WHERE action in ('resolve', 'auto-close');--> statement-breakpoint
CREATE INDEX "ticket_transitions_acceptances_idx" ON "ticket_transitions" USING btree ("company_id","at","to_queue_id","wait_started_at") WHERE action in ('accept', 'transfer') and from_status = 'pending' and to_status = 'open';