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
 * Each interval's start is on the sample's own row, written with it (`insertTransition` in
 * features/tickets/ticket-transitions.ts), and so is the interval in minutes (a generated column
 * computed from the start), so each sample set is one index-only range scan of
 * `ticket_transitions_resolutions_idx` or `ticket_transitions_acceptances_idx` with no arithmetic
 * per sample. The conditions on
 * `action` and the statuses are literals written as in those indexes' predicates, which the planner
 * must recognise to use them.
 */
export interface SampleWindow {
  companyId: number;
  from: Date;
  to: Date;
}

export function resolutions(window: SampleWindow): SQL {
  const { companyId, from, to } = window;
  return sql`(
    select r.to_user_id as user_id, r.to_queue_id as queue_id, r.service_minutes, r.first_response_minutes
    from ticket_transitions r
    where r.company_id = ${companyId} and r.action in ('resolve', 'auto-close') and r.at >= ${from} and r.at < ${to}
  )`;
}

export function acceptances(window: SampleWindow): SQL {
  const { companyId, from, to } = window;
  return sql`(
    select a.to_queue_id as queue_id, a.wait_minutes
    from ticket_transitions a
    where a.company_id = ${companyId} and a.action in ('accept', 'transfer') and a.from_status = 'pending' and a.to_status = 'open'
      and a.at >= ${from} and a.at < ${to}
  )`;
}

/**
 * Resolutions in the period of rated tickets, with the rating and the user it was recorded for
 * (copied onto the resolutions when the rating arrives: features/tickets/ticket-ratings.ts): one
 * index-only range scan of `ticket_transitions_ratings_idx`.
 */
export function ratedResolutions(window: SampleWindow): SQL {
  const { companyId, from, to } = window;
  return sql`(
    select g.ticket_id, g.rated_user_id as user_id, g.rating as rate from ticket_transitions g
    where g.company_id = ${companyId} and g.action in ('resolve', 'auto-close') and g.rating is not null and g.at >= ${from} and g.at < ${to}
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
