import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WebhookSubscriptionBody } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { webhookSubscriptions } from '../../db/schema/index.js';
import type { WebhookSubscriptionRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { emitWebhookSubscriptionDeleted, emitWebhookSubscriptionSaved } from './webhook-subscriptions.events.js';
import { findWebhookSubscription } from './webhook-subscriptions.repository.js';

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export async function createWebhookSubscription(ctx: AppContext, companyId: number, body: WebhookSubscriptionBody): Promise<WebhookSubscriptionRow> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(webhookSubscriptions)
    .values({ companyId, url: body.url, events: body.events, active: body.active ?? true, secret: newSecret(), createdAt: now, updatedAt: now })
    .returning();
  await emitWebhookSubscriptionSaved(ctx, 'create', row!);
  return row!;
}

/** Switching a subscription back on clears the notice of why it was switched off. */
export async function updateWebhookSubscription(ctx: AppContext, companyId: number, id: number, body: Partial<WebhookSubscriptionBody>): Promise<WebhookSubscriptionRow> {
  const current = await findWebhookSubscription(ctx.db, companyId, id);
  const reenabled = body.active === true && !current.active;
  const [row] = await ctx.db
    .update(webhookSubscriptions)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(reenabled ? { disabledAt: null, disabledReason: null } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(inCompany(webhookSubscriptions, companyId, eq(webhookSubscriptions.id, id)))
    .returning();
  await emitWebhookSubscriptionSaved(ctx, 'update', row!);
  return row!;
}

/** Its pending deliveries go with it (their jobs find nothing and end). */
export async function deleteWebhookSubscription(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await findWebhookSubscription(ctx.db, companyId, id);
  await ctx.db.delete(webhookSubscriptions).where(inCompany(webhookSubscriptions, companyId, eq(webhookSubscriptions.id, id)));
  await emitWebhookSubscriptionDeleted(ctx, companyId, id);
}
