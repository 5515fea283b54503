import { eq, ne } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.js';
import type { TicketRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { markFirstTicket } from '../tickets/first-ticket.js';

/**
 * Where a campaign message is stored: the contact's ticket on that connection that is not closed,
 * or else a new ticket created closed, with no user and no queue, so the campaign fills no agent's
 * list; the contact's reply then opens a pending ticket as any message to a closed ticket does.
 */
export async function ticketForCampaign(tx: Tx, companyId: number, contactId: number, whatsappId: number, now: Date): Promise<TicketRow> {
  const [current] = await tx
    .select()
    .from(tickets)
    .where(inCompany(tickets, companyId, eq(tickets.contactId, contactId), eq(tickets.whatsappId, whatsappId), ne(tickets.status, 'closed')))
    .limit(1);
  if (current) return current;
  const [created] = await tx
    .insert(tickets)
    .values({ companyId, contactId, whatsappId, status: 'closed', userId: null, queueId: null, isGroup: false, lastMessageAt: now, closedAt: now, createdAt: now, updatedAt: now })
    .returning();
  await markFirstTicket(tx, created!);
  return created!;
}
