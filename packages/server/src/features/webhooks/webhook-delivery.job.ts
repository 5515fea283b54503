import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { assertAddressAllowed } from '../bot-integrations/address-guard.js';
import { signatureHeader } from '../bot-integrations/webhook-signature.js';
import { emitWebhookSubscriptionSaved } from './webhook-subscriptions.events.js';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
const payload = z.object({ companyId: z.number().int(), deliveryId: z.number().int() });

/**
 * Waits between attempts: quick at first (a receiver restarting), then hours apart, about 24 h in
 * all; after the last one the subscription is switched off.
 */
export const DELIVERY_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000];
export const DELIVERY_ATTEMPTS = DELIVERY_RETRY_DELAYS_MS.length + 1;
/** A receiver has this long to answer; a slow one never holds the job runner. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export function enqueueWebhookDelivery(executor: Executor, companyId: number, deliveryId: number, now: Date) {
  return enqueueJob(executor, { name: WEBHOOK_DELIVERY_JOB, payload: { companyId, deliveryId }, runAt: now, maxAttempts: DELIVERY_ATTEMPTS, dedupeKey: `webhook-delivery:${deliveryId}` });
}

/** Posts the stored body, signed now; resolves with the status code, throws with what went wrong. */
async function post(url: string, secret: string, event: string, deliveryId: number, body: string, now: Date, config: EngineContext['config']): Promise<number> {
  await assertAddressAllowed(url, config);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-prosa-event': event, 'x-prosa-delivery': String(deliveryId), 'x-prosa-signature': signatureHeader(secret, body, now) },
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

export function webhookDeliveryJob(ctx: EngineContext) {
  return defineJob({
    name: WEBHOOK_DELIVERY_JOB,
    payload,
    maxAttempts: DELIVERY_ATTEMPTS,
    backoff: (attempt) => DELIVERY_RETRY_DELAYS_MS[attempt - 1] ?? DELIVERY_RETRY_DELAYS_MS.at(-1)!,
    handler: async (job, run) => {
      const [delivery] = await ctx.db.select().from(webhookDeliveries).where(inCompany(webhookDeliveries, job.companyId, eq(webhookDeliveries.id, job.deliveryId)));
      if (!delivery || delivery.status !== 'pending') return;
      const [subscription] = await ctx.db.select().from(webhookSubscriptions).where(inCompany(webhookSubscriptions, job.companyId, eq(webhookSubscriptions.id, delivery.subscriptionId)));
      // Switched off meanwhile: what was pending is not sent (it stays pending, visible in the list).
      if (!subscription?.active) return;
      const now = ctx.clock.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        statusCode = await post(subscription.url, subscription.secret, delivery.event, delivery.id, delivery.body, now, ctx.config);
        if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const where = inCompany(webhookDeliveries, job.companyId, eq(webhookDeliveries.id, delivery.id));
      if (error === null) {
        await ctx.db.update(webhookDeliveries).set({ status: 'delivered', attempts: delivery.attempts + 1, statusCode, error: null, deliveredAt: now }).where(where);
        return;
      }
      const last = run.attempt >= run.maxAttempts;
      await ctx.db.update(webhookDeliveries).set({ status: last ? 'failed' : 'pending', attempts: delivery.attempts + 1, statusCode, error }).where(where);
      if (!last) throw new Error(`webhook delivery ${delivery.id}: ${error}`);
      // A day of failures: the URL is switched off, and the admins see why on the page.
      const [disabled] = await ctx.db
        .update(webhookSubscriptions)
        .set({ active: false, disabledAt: now, disabledReason: `Desativado após ${DELIVERY_ATTEMPTS} tentativas em 24 h sem sucesso (${error})`, updatedAt: now })
        .where(inCompany(webhookSubscriptions, job.companyId, eq(webhookSubscriptions.id, subscription.id), eq(webhookSubscriptions.active, true)))
        .returning();
      if (disabled) await emitWebhookSubscriptionSaved(ctx, 'update', disabled);
    },
  });
}
