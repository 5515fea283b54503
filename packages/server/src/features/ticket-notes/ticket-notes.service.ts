import { eq } from 'drizzle-orm';
import { isAdmin, TEXT } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { ticketNotes } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { findContact } from '../contacts/contacts.repository.js';
import { callerMaySee, ticketForCaller } from '../tickets/ticket-access.js';
import { queueIdsOfUser } from '../users/user-queues.js';
import { findTicketNote, listTicketNotes, noteWithAuthor } from './ticket-notes.repository.js';
import type { TicketNoteWithAuthor } from './ticket-note.presenter.js';
import { inCompany } from '../../db/company-scope.js';

export interface NoteInput {
  note: string;
  ticketId: number;
  contactId?: number | undefined;
}

/** Issue text when `contactId` names someone other than the ticket's contact. */
export const NOT_TICKET_CONTACT = 'Not the ticket’s contact';

/**
 * `POST /ticket-notes`: on a ticket the caller may see, about the ticket's contact, by the caller.
 * `contactId` may be left out (the ticket names its contact); another contact is a 400, so a note
 * can never hang on a ticket of one contact while showing up under another.
 */
export async function createTicketNote(ctx: AppContext, auth: RequestAuth, input: NoteInput): Promise<TicketNoteWithAuthor> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await ticketForCaller(tx, auth, input.ticketId);
    if (input.contactId !== undefined && input.contactId !== ticket.contactId) {
      throw new AppError('ERR_VALIDATION', { extra: { issues: { contactId: NOT_TICKET_CONTACT } } });
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(ticketNotes)
      .values({ companyId: auth.companyId, ticketId: ticket.id, contactId: ticket.contactId, userId: auth.userId, note: input.note, createdAt: now, updatedAt: now })
      .returning();
    return noteWithAuthor(tx, row!);
  });
}

/** `DELETE /ticket-notes/{id}`: the author or an admin. */
export async function deleteTicketNote(ctx: AppContext, auth: RequestAuth, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const note = await findTicketNote(tx, auth.companyId, id);
    if (note.userId !== auth.userId && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
    await tx.delete(ticketNotes).where(inCompany(ticketNotes, auth.companyId, eq(ticketNotes.id, id)));
  });
}

/**
 * `GET /ticket-notes/list`, newest first. With `ticketId` the caller must see that ticket (404/403
 * as everywhere) and `contactId` narrows further; with only `contactId` the contact's notes across
 * its tickets, keeping those on tickets the caller may see.
 */
export async function listNotes(ctx: AppContext, auth: RequestAuth, query: { ticketId?: number | undefined; contactId?: number | undefined }): Promise<TicketNoteWithAuthor[]> {
  const { ticketId, contactId } = query;
  if (ticketId !== undefined) {
    await ticketForCaller(ctx.db, auth, ticketId);
    return strip(await listTicketNotes(ctx.db, auth.companyId, { ticketId, contactId }));
  }
  if (contactId === undefined) throw new AppError('ERR_VALIDATION', { extra: { issues: { ticketId: TEXT.required } } });
  await findContact(ctx.db, auth.companyId, contactId);
  const rows = await listTicketNotes(ctx.db, auth.companyId, { contactId });
  const queueIds = isAdmin(auth) ? [] : await queueIdsOfUser(ctx.db, auth.userId);
  return strip(rows.filter((row) => callerMaySee(auth, queueIds, row.ticket)));
}

function strip(rows: Awaited<ReturnType<typeof listTicketNotes>>): TicketNoteWithAuthor[] {
  return rows.map(({ ticket: _ticket, ...note }) => note);
}
