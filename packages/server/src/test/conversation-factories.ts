import type { Db } from '../db/types.js';
import { messages, tickets } from '../db/schema/index.js';
import { insertConnection, insertContact } from '../features/contacts/contacts.fixtures.js';
import { markFirstTicket } from '../features/tickets/first-ticket.js';

export { insertConnection, insertContact };

/** A ticket row as the engine would leave it; defaults: pending, no queue, no user. */
export async function insertTicket(db: Db, values: Partial<typeof tickets.$inferInsert> & { companyId: number; contactId: number }) {
  const [row] = await db.insert(tickets).values(values).returning();
  await markFirstTicket(db, row!);
  return row!;
}

/** A stored message of a ticket (inbound unless `fromMe`). */
export async function insertMessage(db: Db, ticket: { id: number; companyId: number; contactId: number; whatsappId: number | null }, values: Partial<typeof messages.$inferInsert> = {}) {
  const [row] = await db
    .insert(messages)
    .values({ companyId: ticket.companyId, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: ticket.whatsappId, fromMe: false, body: 'olá', ...values })
    .returning();
  return row!;
}
