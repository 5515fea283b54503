import { z } from 'zod';
import { idParams, queueIntegrationBodySchema, queueIntegrationListQuerySchema, queueIntegrationPageSchema, queueIntegrationSchema, queueIntegrationTestSessionAnswerSchema, queueIntegrationTestSessionSchema, queueIntegrationUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentQueueIntegration } from './queue-integration.presenter.js';
import { findQueueIntegration, pageQueueIntegrations } from './queue-integrations.repository.js';
import { createQueueIntegration, deleteQueueIntegration, testDialogflowSession, updateQueueIntegration } from './queue-integrations.service.js';

const tags = ['queue-integrations'];
/** Admins of a plan with `useIntegrations`: the records hold webhook secrets and service keys. */
const config = { role: 'admin', feature: 'useIntegrations' } as const;

/** Queue integrations: the automations a queue hands its conversations to. */
export function queueIntegrationsRoutes(app: App, ctx: AppContext): void {
  app.get('/queueIntegration', { config, schema: { tags, querystring: queueIntegrationListQuerySchema, response: { 200: queueIntegrationPageSchema } } }, async (request) => {
    const page = await pageQueueIntegrations(ctx.db, authOf(request).companyId, request.query.searchParam, request.query.pageNumber);
    return { queueIntegrations: page.rows.map((row) => presentQueueIntegration(row, ctx.config.jwtSecret)), count: page.count, hasMore: page.hasMore };
  });

  app.get('/queueIntegration/:id', { config, schema: { tags, params: idParams, response: { 200: queueIntegrationSchema } } }, async (request) => {
    return presentQueueIntegration(await findQueueIntegration(ctx.db, authOf(request).companyId, request.params.id), ctx.config.jwtSecret);
  });

  app.post('/queueIntegration', { config, schema: { tags, body: queueIntegrationBodySchema, response: { 200: queueIntegrationSchema } } }, async (request) => {
    return presentQueueIntegration(await createQueueIntegration(ctx, authOf(request).companyId, request.body), ctx.config.jwtSecret);
  });

  app.post('/queueIntegration/testSession', { config, schema: { tags, body: queueIntegrationTestSessionSchema, response: { 200: queueIntegrationTestSessionAnswerSchema } } }, async (request) => {
    return testDialogflowSession(ctx, authOf(request).companyId, request.body);
  });

  app.put('/queueIntegration/:id', { config, schema: { tags, params: idParams, body: queueIntegrationUpdateSchema, response: { 200: queueIntegrationSchema } } }, async (request) => {
    return presentQueueIntegration(await updateQueueIntegration(ctx, authOf(request).companyId, request.params.id, request.body), ctx.config.jwtSecret);
  });

  app.delete('/queueIntegration/:id', { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteQueueIntegration(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Integration deleted' };
  });
}
