import { z } from 'zod';
import { idParams, ticketCreateSchema, ticketSchema, ticketUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { createTicket } from './create-ticket.js';
import { deleteTicket } from './delete-ticket.js';
import { presentTicket } from '../tickets/ticket.presenter.js';
import { updateTicket } from './update-ticket.js';

const tags = ['tickets'];

/** Changing tickets: start, transitions and transfer, delete. */
export function ticketActionsRoutes(app: App, ctx: AppContext): void {
  app.post('/tickets', { schema: { tags, body: ticketCreateSchema, response: { 200: ticketSchema } } }, async (request) => {
    return presentTicket(ctx.db, await createTicket(ctx, authOf(request), request.body));
  });

  app.put('/tickets/:id', { schema: { tags, params: idParams, body: ticketUpdateSchema, response: { 200: ticketSchema } } }, async (request) => {
    return presentTicket(ctx.db, await updateTicket(ctx, authOf(request), request.params.id, request.body));
  });

  app.delete('/tickets/:id', { config: { permission: 'ticket-options:deleteTicket' }, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteTicket(ctx, authOf(request), request.params.id);
    return { message: 'Ticket deleted' };
  });
}
