import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { placeholder, preparedStatement } from '../../db/prepared-statement.js';
import { ticketTransitions, tickets } from '../../db/schema/index.js';
import type { TicketRow } from '../../db/schema/index.js';

export type TransitionAction = (typeof ticketTransitions.$inferInsert)['action'];

/** Records who moved a ticket from where to where. */
export async function recordTransition(tx: Tx, before: Pick<TicketRow, 'status' | 'queueId' | 'userId'> | null, after: TicketRow, action: TransitionAction, actorUserId: number | null, at: Date): Promise<void> {
  await tx.insert(ticketTransitions).values({
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
    await recordTransition(tx, null, inserted, 'create', null, input.now);
    return { ticket: inserted, created: true };
  }
  const winner = await openTicketOf(tx, input.companyId, input.contactId, input.whatsappId);
  if (!winner) throw new Error('ticket insert conflicted but no open ticket was found');
  return { ticket: winner, created: false };
}
