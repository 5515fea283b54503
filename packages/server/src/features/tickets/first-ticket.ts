import { eq, sql } from 'drizzle-orm';
import { inCompany } from '../../db/company-scope.js';
import { contacts, tickets } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/**
 * `contacts.first_ticket_at` is the creation of the contact's earliest ticket (the dashboard's new
 * contacts, read by `contacts_company_first_ticket_idx`): written in the transaction that inserts
 * the ticket, by every place that does. Only a contact without an earlier ticket changes, so a
 * contact's later tickets leave its row alone (the condition is checked before any row is locked).
 */
export async function markFirstTicket(executor: Executor, ticket: { companyId: number; contactId: number; createdAt: Date }): Promise<void> {
  await executor
    .update(contacts)
    .set({ firstTicketAt: ticket.createdAt })
    .where(inCompany(contacts, ticket.companyId, eq(contacts.id, ticket.contactId), sql`(${contacts.firstTicketAt} is null or ${contacts.firstTicketAt} > ${ticket.createdAt})`));
}

/**
 * After the contact's tickets changed other than by a new one (a ticket deleted, tickets moved away
 * by a merge): its first ticket is again the earliest of those it has, or none.
 */
export async function recomputeFirstTicket(executor: Executor, companyId: number, contactId: number): Promise<void> {
  await executor
    .update(contacts)
    .set({ firstTicketAt: sql`(select min(${tickets.createdAt}) from ${tickets} where ${tickets.companyId} = ${companyId} and ${tickets.contactId} = ${contactId})` })
    .where(inCompany(contacts, companyId, eq(contacts.id, contactId)));
}
