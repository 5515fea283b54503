import { z } from 'zod';
import { idSchema, kanbanTicketsQuerySchema, ticketListSchema, ticketSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentTickets } from '../tickets/ticket.presenter.js';
import { pageTickets } from '../tickets/tickets.repository.js';
import { addTicketTag, removeKanbanTags } from './ticket-kanban-tags.js';

const tags = ['kanban'];
const config = { feature: 'useKanban' } as const;
const ticketParams = z.object({ ticketId: idSchema });
const ticketTagParams = z.object({ ticketId: idSchema, tagId: idSchema });

/**
 * The kanban board: the tickets of `GET /tickets` that are open or pending, with
 * their tags, seen by the same rules as the list; cards move by changing the ticket's kanban tag.
 */
export function kanbanRoutes(app: App, ctx: AppContext): void {
  app.get('/ticket/kanban', { config, schema: { tags, querystring: kanbanTicketsQuerySchema, response: { 200: ticketListSchema } } }, async (request) => {
    const { lane, ...query } = request.query;
    const page = await pageTickets(ctx.db, authOf(request), query, { lane: lane ?? null });
    return { tickets: await presentTickets(ctx.db, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.delete('/ticket-tags/:ticketId', { config, schema: { tags, params: ticketParams, response: { 200: ticketSchema } } }, async (request) => {
    return removeKanbanTags(ctx, authOf(request), request.params.ticketId);
  });

  app.put('/ticket-tags/:ticketId/:tagId', { config, schema: { tags, params: ticketTagParams, response: { 200: ticketSchema } } }, async (request) => {
    return addTicketTag(ctx, authOf(request), request.params.ticketId, request.params.tagId);
  });
}
