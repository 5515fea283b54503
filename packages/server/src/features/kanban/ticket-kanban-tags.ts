import { and, eq, inArray } from 'drizzle-orm';
import type { Ticket } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/types.js';
import { tags, tickets, ticketTags } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { inCompany } from '../../db/company-scope.js';
import { ticketForCaller } from '../tickets/ticket-access.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { presentTicket } from '../tickets/ticket.presenter.js';
import { emitTagCounts } from '../tags/tags-sync.js';

/**
 * Changes a ticket's tags for the board, under the ticket's row lock (two boards dragging one card
 * apply one after the other), then tells every list and board: the ticket's `update` and the
 * changed tags' counts. A change that changes nothing tells nobody anything.
 */
async function changeTicketTags(ctx: AppContext, auth: RequestAuth, ticketId: number, change: (ticket: { id: number }, tx: Tx) => Promise<number[]>): Promise<Ticket> {
  const { ticket, changed } = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: tickets.id }).from(tickets).where(inCompany(tickets, auth.companyId, eq(tickets.id, ticketId))).for('update');
    const row = await ticketForCaller(tx, auth, ticketId);
    return { ticket: row, changed: await change(row, tx) };
  });
  if (changed.length === 0) return presentTicket(ctx.db, ticket);
  const presented = await emitTicketUpdate(ctx, ticket);
  await emitTagCounts(ctx, auth.companyId, changed);
  return presented;
}

/** `DELETE /ticket-tags/{ticketId}`: the ticket leaves its kanban lane; its other tags stay. */
export function removeKanbanTags(ctx: AppContext, auth: RequestAuth, ticketId: number): Promise<Ticket> {
  return changeTicketTags(ctx, auth, ticketId, async (ticket, tx) => {
    const kanbanTagIds = tx.select({ id: tags.id }).from(tags).where(inCompany(tags, auth.companyId, eq(tags.kanban, 1)));
    const removed = await tx.delete(ticketTags).where(and(eq(ticketTags.ticketId, ticket.id), inArray(ticketTags.tagId, kanbanTagIds))).returning({ tagId: ticketTags.tagId });
    return removed.map((row) => row.tagId);
  });
}

/** `PUT /ticket-tags/{ticketId}/{tagId}`: adds one tag of the company (another's is 404). */
export function addTicketTag(ctx: AppContext, auth: RequestAuth, ticketId: number, tagId: number): Promise<Ticket> {
  return changeTicketTags(ctx, auth, ticketId, async (ticket, tx) => {
    const [tag] = await tx.select({ id: tags.id }).from(tags).where(inCompany(tags, auth.companyId, eq(tags.id, tagId)));
    if (!tag) throw new AppError('ERR_NO_TAG_FOUND');
    const added = await tx.insert(ticketTags).values({ ticketId: ticket.id, tagId }).onConflictDoNothing().returning({ tagId: ticketTags.tagId });
    return added.map((row) => row.tagId);
  });
}
