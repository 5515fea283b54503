import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/types.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { messages, ticketTransitions, tickets, userRatings } from '../../db/schema/index.js';
import { markFirstTicket } from './first-ticket.js';
import type { TicketRow } from '../../db/schema/index.js';

export type TransitionAction = (typeof ticketTransitions.$inferInsert)['action'];

/** What a transition records; the interval starts and a resolution's rating are computed by `insertTransition`. */
export type TransitionValues = Omit<typeof ticketTransitions.$inferInsert, 'id' | 'serviceStartedAt' | 'firstCustomerMessageAt' | 'firstHumanReplyAt' | 'waitStartedAt' | 'rating' | 'ratedUserId'> & { at: Date };

/** The ticket's latest earlier transition matching `condition`, at or before `at` (through `ticket_transitions_ticket_idx`). */
const latestBefore = (row: TransitionValues, condition: SQL) =>
  sql`(select p.at from ${ticketTransitions} p where p.company_id = ${row.companyId} and p.ticket_id = ${row.ticketId} and p.at <= ${row.at} and ${condition} order by p.at desc, p.id desc limit 1)`;

/** The first message of the ticket from `start` to `at` that `condition` picks (through `messages_ticket_created_idx`). */
const firstMessageFrom = (row: TransitionValues, start: SQL, condition: SQL) =>
  sql`(select min(m.created_at) from ${messages} m where m.company_id = ${row.companyId} and m.ticket_id = ${row.ticketId} and m.created_at >= ${start} and m.created_at <= ${row.at} and ${condition})`;

/** A column of the ticket's rating, if it has one (through `user_ratings_ticket_uq`). */
const ratingOf = (row: TransitionValues, column: typeof userRatings.rate | typeof userRatings.userId) =>
  sql`(select ${column} from ${userRatings} where ${userRatings.companyId} = ${row.companyId} and ${userRatings.ticketId} = ${row.ticketId})`;

/**
 * The starts of the intervals the dashboard measures, computed when the row is written so a
 * period's figures are one index range of the log (docs/ARCHITECTURE.md "Dashboard and reports").
 * A resolution's service starts at the latest move into open; its first response runs from the
 * customer's first message since the attendance began (created or reopened) to the first reply a
 * person wrote after it. An acceptance's wait starts at the latest move into pending that changed
 * status or queue, so a transfer between queues restarts it. The ticket's earlier rows are all
 * before this one: its moves are serialized by the ticket's row lock.
 */
function intervalStarts(row: TransitionValues) {
  const resolves = row.action === 'resolve' || row.action === 'auto-close';
  const accepts = (row.action === 'accept' || row.action === 'transfer') && row.fromStatus === 'pending' && row.toStatus === 'open';
  if (accepts) return { waitStartedAt: latestBefore(row, sql`p.to_status = 'pending' and (p.from_status is distinct from 'pending' or p.from_queue_id is distinct from p.to_queue_id)`) };
  if (!resolves) return {};
  const began = latestBefore(row, sql`p.action in ('create', 'reopen')`);
  const asked = firstMessageFrom(row, began, sql`not m.from_me`);
  return {
    serviceStartedAt: latestBefore(row, sql`p.to_status = 'open' and p.from_status is distinct from 'open'`),
    firstCustomerMessageAt: asked,
    firstHumanReplyAt: firstMessageFrom(row, asked, sql`m.from_me and not m.is_automatic`),
    // A ticket rated before this resolution (then reopened): its rating counts here too (features/tickets/ticket-ratings.ts).
    rating: ratingOf(row, userRatings.rate),
    ratedUserId: ratingOf(row, userRatings.userId),
  };
}


/** Writes one transition with its interval starts: the only way rows enter the log. */
export async function insertTransition(executor: Executor, row: TransitionValues): Promise<void> {
  await executor.insert(ticketTransitions).values({ ...row, ...intervalStarts(row) });
}

/** Records who moved a ticket from where to where. */
export async function recordTransition(tx: Tx, before: Pick<TicketRow, 'status' | 'queueId' | 'userId'> | null, after: TicketRow, action: TransitionAction, actorUserId: number | null, at: Date): Promise<void> {
  await insertTransition(tx, {
    companyId: after.companyId,
    ticketId: after.id,
    action,
    fromStatus: before?.status ?? null,
    toStatus: after.status,
    fromQueueId: before?.queueId ?? null,
    toQueueId: after.queueId,
    fromUserId: before?.userId ?? null,
    toUserId: after.userId,
    actorUserId,
    at,
  });
}

/** The contact's ticket on this connection that is not closed, locked for the caller's transaction. */
// A literal, not a bound parameter: the plan may then use the partial one-open-ticket index.
const notClosed = sql`${tickets.status} <> 'closed'`;

// The inbound path asks this for every message: prepared once (db/prepared-statement.ts).
const openTicketOnConnection = preparedStatement('tickets_open_of_contact_on_connection', (tx) =>
  tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, placeholder('companyId')), eq(tickets.contactId, placeholder('contactId')), eq(tickets.whatsappId, placeholder('whatsappId')), notClosed))
    .for('update'),
);

export async function openTicketOf(tx: Tx, companyId: number, contactId: number, whatsappId: number | null): Promise<TicketRow | undefined> {
  if (whatsappId !== null) return (await openTicketOnConnection(tx, { companyId, contactId, whatsappId }))[0];
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId), ne(tickets.status, 'closed')))
    .for('update');
  return row;
}

/**
 * The contact's current attendance on a connection, or a new pending one: one open ticket per contact
 * and connection. The partial unique index decides races: a concurrent insert loses and reads the winner.
 */
export async function findOrOpenTicket(tx: Tx, input: { companyId: number; contactId: number; whatsappId: number; isGroup: boolean; now: Date }): Promise<{ ticket: TicketRow; created: boolean }> {
  const existing = await openTicketOf(tx, input.companyId, input.contactId, input.whatsappId);
  if (existing) return { ticket: existing, created: false };
  const [inserted] = await tx
    .insert(tickets)
    .values({ companyId: input.companyId, contactId: input.contactId, whatsappId: input.whatsappId, isGroup: input.isGroup, status: 'pending', lastMessageAt: input.now, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await markFirstTicket(tx, inserted);
    await recordTransition(tx, null, inserted, 'create', null, input.now);
    return { ticket: inserted, created: true };
  }
  const winner = await openTicketOf(tx, input.companyId, input.contactId, input.whatsappId);
  if (!winner) throw new Error('ticket insert conflicted but no open ticket was found');
  return { ticket: winner, created: false };
}
