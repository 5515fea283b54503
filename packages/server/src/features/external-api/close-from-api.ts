import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { tickets, whatsapps } from '../../db/schema/index.js';
import type { TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { sendAutomatic, type AutomaticSend } from '../messages/automatic-message.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { cancelTicketTimers } from '../tickets/ticket-timers.js';

/**
 * `closeTicket` of an external send: the ticket is resolved by nobody (no user acts through a
 * token), its timers stop, and the connection's completion message follows the sent message. No
 * rating survey: a rating is of the agent who closed, and there is none.
 */
export async function closeFromApi(tx: Tx, ticket: TicketRow, settings: CompanySettings, now: Date): Promise<{ ticket: TicketRow; sent: AutomaticSend[] }> {
  const [closed] = await tx
    .update(tickets)
    .set({ status: 'closed', closedAt: now, chatbot: false, queueOptionId: null, useIntegration: false, promptId: null, integrationId: null, unreadMessages: 0, updatedAt: now })
    .where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id)))
    .returning();
  await recordTransition(tx, ticket, closed!, 'resolve', null, now);
  await cancelTicketTimers(tx, ticket.id);
  const [connection] = ticket.whatsappId === null ? [] : await tx.select({ complationMessage: whatsapps.complationMessage }).from(whatsapps).where(inCompany(whatsapps, ticket.companyId, eq(whatsapps.id, ticket.whatsappId)));
  const completion = connection ? await sendAutomatic(tx, closed!, connection.complationMessage, settings, now) : undefined;
  return completion ? { ticket: completion.ticket, sent: [completion] } : { ticket: closed!, sent: [] };
}
