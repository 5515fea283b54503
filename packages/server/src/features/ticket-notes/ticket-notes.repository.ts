import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { ticketNotes, tickets, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { TicketNoteWithAuthor } from './ticket-note.presenter.js';
import { inCompany } from '../../db/company-scope.js';

/** A note of the company; another company's is not found. */
export async function findTicketNote(executor: Executor, companyId: number, id: number) {
  const [row] = await executor
    .select()
    .from(ticketNotes)
    .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.id, id)));
  if (!row) throw new AppError('ERR_NO_TICKET_NOTE_FOUND');
  return row;
}

/**
 * Notes of the company matching `filter`, newest first (the reference orders by `createdAt DESC`),
 * each with its author's name and the placement of its ticket, so the caller can apply the ticket
 * visibility rule without another query.
 */
export function listTicketNotes(executor: Executor, companyId: number, filter: { ticketId?: number; contactId?: number }) {
  const conditions: SQL[] = [];
  if (filter.ticketId !== undefined) conditions.push(eq(ticketNotes.ticketId, filter.ticketId));
  if (filter.contactId !== undefined) conditions.push(eq(ticketNotes.contactId, filter.contactId));
  return executor
    .select({ ...getTableColumns(ticketNotes), userName: users.name, ticket: { userId: tickets.userId, queueId: tickets.queueId } })
    .from(ticketNotes)
    .innerJoin(tickets, eq(tickets.id, ticketNotes.ticketId))
    .leftJoin(users, eq(users.id, ticketNotes.userId))
    .where(inCompany(ticketNotes, companyId, ...conditions))
    .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
}

/** One note with its author's name (after an insert, for the answer). */
export async function noteWithAuthor(executor: Executor, row: typeof ticketNotes.$inferSelect): Promise<TicketNoteWithAuthor> {
  if (row.userId === null) return { ...row, userName: null };
  const [author] = await executor.select({ name: users.name }).from(users).where(inCompany(users, row.companyId, eq(users.id, row.userId)));
  return { ...row, userName: author?.name ?? null };
}
