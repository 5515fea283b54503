import type { TicketNote } from '@prosa/contract';
import type { TicketNoteRow } from '../../db/schema/index.js';


/** A note with its author's name joined (null once the author was deleted). */
export type TicketNoteWithAuthor = TicketNoteRow & { userName: string | null };

/** The note's wire shape (the client shows `user.name`). */
export function presentTicketNote(row: TicketNoteWithAuthor): TicketNote {
  return {
    id: row.id,
    note: row.note,
    ticketId: row.ticketId,
    contactId: row.contactId,
    userId: row.userId,
    user: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
