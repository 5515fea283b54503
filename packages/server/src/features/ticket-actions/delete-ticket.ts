import { and, eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { tickets } from '../../db/schema/index.js';
import { cancelTicketTimers } from '../tickets/ticket-timers.js';
import { recomputeFirstTicket } from '../tickets/first-ticket.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { emitTicketDelete } from '../tickets/ticket.events.js';

/** `DELETE /tickets/{id}` (`ticket-options:deleteTicket`): the ticket and its messages go; timers stop. */
export async function deleteTicket(ctx: EngineContext, auth: RequestAuth, ticketId: number): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tickets)
      .where(and(eq(tickets.companyId, auth.companyId), eq(tickets.id, ticketId)))
      .returning();
    if (!row) throw new AppError('ERR_NO_TICKET_FOUND');
    await cancelTicketTimers(tx, row.id);
    // The contact's first ticket may have been this one: its next one becomes the first.
    await recomputeFirstTicket(tx, row.companyId, row.contactId);
    return row;
  });
  emitTicketDelete(ctx, deleted);
}
