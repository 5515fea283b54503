import { eq } from 'drizzle-orm';
import type { WebhookEvent } from '@prosa/contract';
import type { EngineContext } from '../../engine-context.js';
import { companies, plans, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { enqueueWebhookDelivery } from './webhook-delivery.job.js';

type PublishContext = Pick<EngineContext, 'db' | 'clock' | 'jobs'>;

/**
 * An event of the company for its outgoing webhooks, after the change committed: one delivery per
 * active subscription that wants it, each a durable job. The body `{event, companyId, createdAt,
 * data}` is fixed here, so every retry sends (and signs) the same bytes. A company whose plan lacks
 * integrations sends nothing.
 */
export async function publishWebhookEvent(ctx: PublishContext, companyId: number, event: WebhookEvent, data: unknown): Promise<void> {
  const subscribed = (await ctx.db.select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events }).from(webhookSubscriptions).where(inCompany(webhookSubscriptions, companyId, eq(webhookSubscriptions.active, true)))).filter((row) => row.events.includes(event));
  if (subscribed.length === 0) return;
  const [plan] = await ctx.db.select({ useIntegrations: plans.useIntegrations }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
  if (!plan?.useIntegrations) return;
  const now = ctx.clock.now();
  const body = JSON.stringify({ event, companyId, createdAt: now.toISOString(), data });
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(webhookDeliveries)
      .values(subscribed.map((subscription) => ({ companyId, subscriptionId: subscription.id, event, body, createdAt: now })))
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) await enqueueWebhookDelivery(tx, companyId, row.id, now);
  });
  ctx.jobs.wake();
}
