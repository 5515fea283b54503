import { z } from 'zod';
import { idParams, idSchema, ticketNoteBodySchema, ticketNoteSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentTicketNote } from './ticket-note.presenter.js';
import { createTicketNote, deleteTicketNote, listNotes } from './ticket-notes.service.js';

const schemaTags = ['ticket-notes'];

const listQuery = z.object({ ticketId: idSchema.optional(), contactId: idSchema.optional() });

/** Ticket notes: whoever sees the ticket reads and adds notes. */
export function ticketNotesRoutes(app: App, ctx: AppContext): void {
  app.post('/ticket-notes', { schema: { tags: schemaTags, body: ticketNoteBodySchema, response: { 200: ticketNoteSchema } } }, async (request) => {
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
