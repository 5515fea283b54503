import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { messages, tickets } from '../../db/schema/index.js';
import { emitUnreadReset } from '../tickets/ticket.events.js';
import { enqueueReadReceipt } from './read-receipt.job.js';
import type { TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * An agent opened the conversation: its inbound messages are read, the
 * count is reset, `updateUnread` goes out and WhatsApp gets the read receipt. Nothing happens when
 * nothing was unread.
 */
export async function markTicketRead(ctx: EngineContext, ticket: TicketRow): Promise<void> {
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ read: true })
      .where(inCompany(messages, ticket.companyId, eq(messages.ticketId, ticket.id), eq(messages.fromMe, false), eq(messages.read, false)))
      .returning({ providerMessageId: messages.providerMessageId });
    const [reset] = await tx
      .update(tickets)
      .set({ unreadMessages: 0 })
      .where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id)))
      .returning({ before: tickets.unreadMessages });
    const ids = read.flatMap((row) => (row.providerMessageId && !row.providerMessageId.startsWith('call:') ? [row.providerMessageId] : []));
    if (ids.length && ticket.whatsappId !== null) await enqueueReadReceipt(tx, { companyId: ticket.companyId, ticketId: ticket.id, providerMessageIds: ids.slice(-500) }, ticket.whatsappId, now);
    return read.length > 0 || (ticket.unreadMessages > 0 && reset !== undefined);
  });
  if (!changed) return;
  emitUnreadReset(ctx, ticket);
  ctx.jobs.wake();
}
