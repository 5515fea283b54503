import { sql, type SQL } from 'drizzle-orm';

/**
 * The samples every figure is computed from, read from the transition log (never from `updatedAt`):
 *
 * - a **resolution** is a move to closed (`resolve`, `auto-close`) in the period; its service time
 *   runs from the latest move into open before it (an acceptance, a transfer to a user, a reopening,
 *   a ticket created open) to the resolution; it is credited to the user and queue it closed with;
 * - an **acceptance** is a move from pending to open in the period; its waiting time runs from the
 *   latest move into pending that changed status or queue (creation, return, transfer to a queue,
 *   the bot's queue choice), so a transfer between queues restarts the wait in the new queue;
 * - a resolution's **first response** runs from the customer's first message after the attendance
 *   began (created or reopened) to the first reply a person wrote after it (not an automatic text).
 *
 * Every lookup behind a sample is one ticket's rows, found through `ticket_transitions_ticket_idx`
 * and `messages_ticket_created_idx`; the samples themselves through `ticket_transitions_company_action_at_idx`.
 */
export interface SampleWindow {
  companyId: number;
  from: Date;
  to: Date;
}

const minutesBetween = (start: SQL, end: SQL) => sql`extract(epoch from (${end} - ${start})) / 60.0`;

export function resolutions(window: SampleWindow, { firstResponse = false } = {}): SQL {
  const { companyId, from, to } = window;
  const firstResponseJoins = firstResponse
    ? sql`
      left join lateral (
        select p.at from ticket_transitions p
        where p.company_id = ${companyId} and p.ticket_id = r.ticket_id and p.at <= r.at and p.id < r.id and p.action in ('create', 'reopen')
        order by p.at desc, p.id desc limit 1
      ) began on true
      left join lateral (
        select min(m.created_at) as at from messages m
        where m.company_id = ${companyId} and m.ticket_id = r.ticket_id and m.created_at >= began.at and m.created_at <= r.at and not m.from_me
      ) asked on true
      left join lateral (
        select min(m.created_at) as at from messages m
        where m.company_id = ${companyId} and m.ticket_id = r.ticket_id and m.created_at >= asked.at and m.created_at <= r.at and m.from_me and not m.is_automatic
      ) answered on true`
    : sql``;
  const firstResponseColumn = firstResponse ? minutesBetween(sql`asked.at`, sql`answered.at`) : sql`null::float8`;
  return sql`(
    select r.ticket_id, r.at, r.to_user_id as user_id, r.to_queue_id as queue_id,
           ${minutesBetween(sql`served.at`, sql`r.at`)}::float8 as service_minutes,
           ${firstResponseColumn}::float8 as first_response_minutes
    from ticket_transitions r
    left join lateral (
      select p.at from ticket_transitions p
      where p.company_id = ${companyId} and p.ticket_id = r.ticket_id and p.at <= r.at and p.id < r.id
        and p.to_status = 'open' and p.from_status is distinct from 'open'
      order by p.at desc, p.id desc limit 1
    ) served on true
    ${firstResponseJoins}
    where r.company_id = ${companyId} and r.action in ('resolve', 'auto-close') and r.at >= ${from} and r.at < ${to}
  )`;
}

export function acceptances(window: SampleWindow): SQL {
  const { companyId, from, to } = window;
  return sql`(
    select a.ticket_id, a.at, a.to_user_id as user_id, a.to_queue_id as queue_id,
           ${minutesBetween(sql`queued.at`, sql`a.at`)}::float8 as wait_minutes
    from ticket_transitions a
    left join lateral (
      select p.at from ticket_transitions p
      where p.company_id = ${companyId} and p.ticket_id = a.ticket_id and p.at <= a.at and p.id < a.id
        and p.to_status = 'pending' and (p.from_status is distinct from 'pending' or p.from_queue_id is distinct from p.to_queue_id)
      order by p.at desc, p.id desc limit 1
    ) queued on true
    where a.company_id = ${companyId} and a.action in ('accept', 'transfer') and a.from_status = 'pending' and a.to_status = 'open'
      and a.at >= ${from} and a.at < ${to}
  )`;
}

/** Tickets created in the period (the `create` transitions). */
export function creations(window: SampleWindow): SQL {
  const { companyId, from, to } = window;
  return sql`(
    select c.ticket_id, c.at from ticket_transitions c
    where c.company_id = ${companyId} and c.action = 'create' and c.at >= ${from} and c.at < ${to}
  )`;
}
