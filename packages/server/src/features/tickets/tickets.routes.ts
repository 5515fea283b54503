import { z } from 'zod';
import { idParams, ticketListQuerySchema, ticketListSchema, ticketSchema, waitingWithoutQueueSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { ticketForCaller } from './ticket-access.js';
import { presentTicket, presentTickets } from './ticket.presenter.js';
import { pageTickets, ticketIdByUuid } from './tickets.repository.js';
import { searchMatches } from './ticket-search-matches.js';
import { waitingWithoutQueue } from './waiting-without-queue.js';

const tags = ['tickets'];
/** A malformed uuid is a validation error (400), like a non-numeric id on `/tickets/{id}`. */
const uuidParams = z.object({ uuid: z.guid({ error: 'Invalid uuid' }) });

/** Reading tickets; changes live in `ticket-actions.routes.ts`. */
export function ticketsRoutes(app: App, ctx: AppContext): void {
  app.get('/tickets', { schema: { tags, querystring: ticketListQuerySchema, response: { 200: ticketListSchema } } }, async (request) => {
    const auth = authOf(request);
    const page = await pageTickets(ctx.db, auth, request.query);
    const tickets = await presentTickets(ctx.db, page.rows);
    const matches = await searchMatches(ctx.db, auth.companyId, page.rows.map((row) => row.id), request.query.searchParam);
    return { tickets: matches.size === 0 ? tickets : tickets.map((ticket) => ({ ...ticket, searchMatch: matches.get(ticket.id) })), count: page.count, hasMore: page.hasMore };
  });

  // The tickets page warns admins when customers wait where most agents cannot see them.
  app.get('/tickets/waiting-without-queue', { config: { role: 'admin' }, schema: { tags, response: { 200: waitingWithoutQueueSchema } } }, async (request) => {
    return waitingWithoutQueue(ctx.db, authOf(request).companyId);
  });

  app.get('/tickets/:id', { schema: { tags, params: idParams, response: { 200: ticketSchema } } }, async (request) => {
    return presentTicket(ctx.db, await ticketForCaller(ctx.db, authOf(request), request.params.id));
  });

  app.get('/tickets/u/:uuid', { schema: { tags, params: uuidParams, response: { 200: ticketSchema } } }, async (request) => {
    const auth = authOf(request);
    const id = await ticketIdByUuid(ctx.db, auth.companyId, request.params.uuid);
    if (id === undefined) throw new AppError('ERR_NO_TICKET_FOUND');
    return presentTicket(ctx.db, await ticketForCaller(ctx.db, auth, id));
  });
}
