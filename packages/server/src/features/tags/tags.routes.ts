import { z } from 'zod';
import { idParams, companyIdParam, kanbanTagsSchema, tagBodySchema, tagListQuerySchema, tagPageSchema, tagSchema, tagUpdateSchema, ticketSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentTag } from './tag.presenter.js';
import { findTag, listTags, pageTags, ticketCounts } from './tags.repository.js';
import { createTag, deleteTag, updateTag } from './tags.service.js';
import { syncTicketTags, tagsSyncBodySchema } from './tags-sync.js';

const schemaTags = ['tags'];
/** The seeds' client sends `companyId` to `/tags/list`; the session decides the company. */
const listQuery = z.object({ companyId: companyIdParam });

/** Tags: every signed-in user lists and creates; the service guards edits. */
export function tagsRoutes(app: App, ctx: AppContext): void {
  const present = async (rows: Parameters<typeof presentTag>[0][]) => {
    const counts = await ticketCounts(ctx.db, rows.map((row) => row.id));
    return rows.map((row) => presentTag(row, counts.get(row.id) ?? 0));
  };

  app.get('/tags', { schema: { tags: schemaTags, querystring: tagListQuerySchema, response: { 200: tagPageSchema } } }, async (request) => {
    const { searchParam, pageNumber } = request.query;
    const page = await pageTags(ctx.db, authOf(request).companyId, searchParam, pageNumber);
    return { tags: await present(page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/tags/list', { schema: { tags: schemaTags, querystring: listQuery, response: { 200: z.array(tagSchema) } } }, async (request) => {
    return present(await listTags(ctx.db, authOf(request).companyId));
  });

  app.get('/tags/kanban', { schema: { tags: schemaTags, response: { 200: kanbanTagsSchema } } }, async (request) => {
    return { lista: await present(await listTags(ctx.db, authOf(request).companyId, true)) };
  });

  app.get('/tags/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: tagSchema } } }, async (request) => {
    return (await present([await findTag(ctx.db, authOf(request).companyId, request.params.id)]))[0]!;
  });

  app.post('/tags', { schema: { tags: schemaTags, body: tagBodySchema, response: { 200: tagSchema } } }, async (request) => {
    return presentTag(await createTag(ctx, authOf(request), request.body));
  });

  // Answers the ticket (the reference's SyncTags returns it too): the client sees its tags at once.
  app.post('/tags/sync', { schema: { tags: schemaTags, body: tagsSyncBodySchema, response: { 200: ticketSchema } } }, async (request) => {
    return syncTicketTags(ctx, authOf(request), request.body.ticketId, request.body.tags);
  });

  app.put('/tags/:id', { schema: { tags: schemaTags, params: idParams, body: tagUpdateSchema, response: { 200: tagSchema } } }, async (request) => {
    return presentTag(await updateTag(ctx, authOf(request), request.params.id, request.body));
  });

  app.delete('/tags/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteTag(ctx, authOf(request), request.params.id);
    return { message: 'Tag deleted' };
  });
}
