import { z } from 'zod';
import { boundedText, idParams, idSchema, TICKET_NOTE_MAX, TICKET_NOTE_MIN, ticketNoteSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentTicketNote } from './ticket-note.presenter.js';
import { createTicketNote, deleteTicketNote, listNotes } from './ticket-notes.service.js';

const schemaTags = ['ticket-notes'];

/** `POST /ticket-notes` (seed 000 §5, §7): the note is required, trimmed, at least 2 characters. */
const noteBody = z.object({
  note: boundedText(TICKET_NOTE_MIN, TICKET_NOTE_MAX),
  ticketId: idSchema,
  contactId: idSchema.optional(),
});

const listQuery = z.object({ ticketId: idSchema.optional(), contactId: idSchema.optional() });

/** Ticket notes (seed 000 §2 contact drawer): whoever sees the ticket reads and adds notes. */
export function ticketNotesRoutes(app: App, ctx: AppContext): void {
  app.post('/ticket-notes', { schema: { tags: schemaTags, body: noteBody, response: { 200: ticketNoteSchema } } }, async (request) => {
    return presentTicketNote(await createTicketNote(ctx, authOf(request), request.body));
  });

  app.get('/ticket-notes/list', { schema: { tags: schemaTags, querystring: listQuery, response: { 200: z.array(ticketNoteSchema) } } }, async (request) => {
    return (await listNotes(ctx, authOf(request), request.query)).map(presentTicketNote);
  });

  app.delete('/ticket-notes/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteTicketNote(ctx, authOf(request), request.params.id);
    return { message: 'Ticket note deleted' };
  });
}
