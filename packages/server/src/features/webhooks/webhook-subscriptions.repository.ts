import { asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import type { WebhookSubscriptionRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';

export async function listWebhookSubscriptions(executor: Executor, companyId: number): Promise<WebhookSubscriptionRow[]> {
  return executor.select().from(webhookSubscriptions).where(inCompany(webhookSubscriptions, companyId)).orderBy(asc(webhookSubscriptions.id));
}

/** Another company's subscription is not found (404). */
export async function findWebhookSubscription(executor: Executor, companyId: number, id: number): Promise<WebhookSubscriptionRow> {
  const [row] = await executor.select().from(webhookSubscriptions).where(inCompany(webhookSubscriptions, companyId, eq(webhookSubscriptions.id, id)));
  if (!row) throw new AppError('ERR_NO_WEBHOOK_SUBSCRIPTION_FOUND');
  return row;
}

const DELIVERY_PAGE = 20;

/** A subscription's deliveries, newest first, without their bodies. */
export async function pageWebhookDeliveries(executor: Executor, companyId: number, subscriptionId: number, pageNumber: number) {
  const where = inCompany(webhookDeliveries, companyId, eq(webhookDeliveries.subscriptionId, subscriptionId));
  const { body: _body, ...columns } = getTableColumns(webhookDeliveries);
  const [rows, [total]] = await Promise.all([
    executor
      .select(columns)
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(DELIVERY_PAGE)
      .offset((pageNumber - 1) * DELIVERY_PAGE),
    executor.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  const all = total?.total ?? 0;
  return { rows, count: all, hasMore: pageNumber * DELIVERY_PAGE < all };
}
