import { z } from 'zod';
import { idParams, kanbanTagsSchema, tagBodySchema, tagListQuerySchema, tagPageSchema, tagSchema, tagUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentTag } from './tag.presenter.js';
import { findTag, listTags, pageTags } from './tags.repository.js';
import { createTag, deleteTag, updateTag } from './tags.service.js';

const schemaTags = ['tags'];
/** The seeds' client sends `companyId` to `/tags/list`; the session decides the company. */
const listQuery = z.object({ companyId: z.string().optional() });

/** Tags (seed 001 §2, §7): every signed-in user lists and creates; the service guards edits. */
export function tagsRoutes(app: App, ctx: AppContext): void {
  app.get('/tags', { schema: { tags: schemaTags, querystring: tagListQuerySchema, response: { 200: tagPageSchema } } }, async (request) => {
    const { searchParam, pageNumber } = request.query;
    const page = await pageTags(ctx.db, authOf(request).companyId, searchParam, pageNumber);
    return { tags: page.rows.map((row) => presentTag(row)), count: page.count, hasMore: page.hasMore };
  });

  app.get('/tags/list', { schema: { tags: schemaTags, querystring: listQuery, response: { 200: z.array(tagSchema) } } }, async (request) => {
    return (await listTags(ctx.db, authOf(request).companyId)).map((row) => presentTag(row));
  });

  app.get('/tags/kanban', { schema: { tags: schemaTags, response: { 200: kanbanTagsSchema } } }, async (request) => {
    return { lista: (await listTags(ctx.db, authOf(request).companyId, true)).map((row) => presentTag(row)) };
  });

  app.get('/tags/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: tagSchema } } }, async (request) => {
    return presentTag(await findTag(ctx.db, authOf(request).companyId, request.params.id));
  });

  app.post('/tags', { schema: { tags: schemaTags, body: tagBodySchema, response: { 200: tagSchema } } }, async (request) => {
    return presentTag(await createTag(ctx, authOf(request), request.body));
  });

  app.put('/tags/:id', { schema: { tags: schemaTags, params: idParams, body: tagUpdateSchema, response: { 200: tagSchema } } }, async (request) => {
    return presentTag(await updateTag(ctx, authOf(request), request.params.id, request.body));
  });

  app.delete('/tags/:id', { schema: { tags: schemaTags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteTag(ctx, authOf(request), request.params.id);
    return { message: 'Tag deleted' };
  });
}
