import { z } from 'zod';
import { idParams, promptBodySchema, promptListQuerySchema, promptPageSchema, promptSchema, promptUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import type { PromptRow } from '../../db/schema/index.js';
import { presentPrompts } from './prompt.presenter.js';
import { findPrompt, pagePrompts } from './prompts.repository.js';
import { createPrompt, deletePrompt, updatePrompt } from './prompts.service.js';

const tags = ['prompts'];
/** Admins of a plan with `useOpenAi`. */
const config = { role: 'admin', feature: 'useOpenAi' } as const;

/** Prompts: AI assistants answering on a queue. */
export function promptsRoutes(app: App, ctx: AppContext): void {
  const present = async (row: PromptRow) => (await presentPrompts(ctx.db, ctx.config.jwtSecret, [row]))[0]!;

  app.get('/prompt', { config, schema: { tags, querystring: promptListQuerySchema, response: { 200: promptPageSchema } } }, async (request) => {
    const page = await pagePrompts(ctx.db, authOf(request).companyId, request.query.searchParam, request.query.pageNumber);
    return { prompts: await presentPrompts(ctx.db, ctx.config.jwtSecret, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/prompt/:id', { config, schema: { tags, params: idParams, response: { 200: promptSchema } } }, async (request) => {
    return present(await findPrompt(ctx.db, authOf(request).companyId, request.params.id));
  });

  app.post('/prompt', { config, schema: { tags, body: promptBodySchema, response: { 200: promptSchema } } }, async (request) => {
    return present(await createPrompt(ctx, authOf(request).companyId, request.body));
  });

  app.put('/prompt/:id', { config, schema: { tags, params: idParams, body: promptUpdateSchema, response: { 200: promptSchema } } }, async (request) => {
    return present(await updatePrompt(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/prompt/:id', { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deletePrompt(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Prompt deleted' };
  });
}
