import { z } from 'zod';
import { idParams, webhookDeliveryListQuerySchema, webhookDeliveryPageSchema, webhookSubscriptionBodySchema, webhookSubscriptionListSchema, webhookSubscriptionSchema, webhookSubscriptionUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentWebhookDelivery, presentWebhookSubscription } from './webhook-subscription.presenter.js';
import { findWebhookSubscription, listWebhookSubscriptions, pageWebhookDeliveries } from './webhook-subscriptions.repository.js';
import { createWebhookSubscription, deleteWebhookSubscription, updateWebhookSubscription } from './webhook-subscriptions.service.js';

const tags = ['webhook-subscriptions'];
/** Admins of a plan with `useIntegrations`: the records hold signing secrets. */
const config = { role: 'admin', feature: 'useIntegrations' } as const;

/** Outgoing webhooks: the company's own systems hear about its messages, tickets and contacts. */
export function webhookSubscriptionsRoutes(app: App, ctx: AppContext): void {
  app.get('/webhook-subscriptions', { config, schema: { tags, response: { 200: webhookSubscriptionListSchema } } }, async (request) => {
    return { webhookSubscriptions: (await listWebhookSubscriptions(ctx.db, authOf(request).companyId)).map(presentWebhookSubscription) };
  });

  app.post('/webhook-subscriptions', { config, schema: { tags, body: webhookSubscriptionBodySchema, response: { 200: webhookSubscriptionSchema } } }, async (request) => {
    return presentWebhookSubscription(await createWebhookSubscription(ctx, authOf(request).companyId, request.body));
  });

  app.put('/webhook-subscriptions/:id', { config, schema: { tags, params: idParams, body: webhookSubscriptionUpdateSchema, response: { 200: webhookSubscriptionSchema } } }, async (request) => {
    return presentWebhookSubscription(await updateWebhookSubscription(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/webhook-subscriptions/:id', { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteWebhookSubscription(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Webhook subscription deleted' };
  });

  app.get('/webhook-subscriptions/:id/deliveries', { config, schema: { tags, params: idParams, querystring: webhookDeliveryListQuerySchema, response: { 200: webhookDeliveryPageSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    await findWebhookSubscription(ctx.db, companyId, request.params.id);
    const page = await pageWebhookDeliveries(ctx.db, companyId, request.params.id, request.query.pageNumber);
    return { deliveries: page.rows.map(presentWebhookDelivery), count: page.count, hasMore: page.hasMore };
  });
}
