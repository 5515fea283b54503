import { z } from 'zod';
import { checkoutBodySchema, pixChargeSchema, pixWebhookBodySchema, pixWebhookQuerySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { createPixCharge } from './pix-charge.js';
import { receivePixNotification } from './pix-webhook.js';

const schemaTags = ['subscription'];
const webhookAnswer = z.object({ paid: z.number().int() });

/** Checkout and the payment provider's notifications. */
export function subscriptionRoutes(app: App, ctx: AppContext): void {
  app.post('/subscription', { config: { role: 'admin' }, schema: { tags: schemaTags, body: checkoutBodySchema, response: { 200: pixChargeSchema } } }, async (request) =>
    createPixCharge(ctx, authOf(request).companyId, request.body),
  );

  // Efí appends `/pix` to the registered URL; both answer the same way.
  for (const url of ['/subscription/webhook', '/subscription/webhook/pix']) {
    app.post(url, { config: { public: true }, schema: { tags: schemaTags, querystring: pixWebhookQuerySchema, body: pixWebhookBodySchema, response: { 200: webhookAnswer } } }, async (request) => ({
      paid: await receivePixNotification(ctx, request.query.hmac, request.body),
    }));
  }
}
