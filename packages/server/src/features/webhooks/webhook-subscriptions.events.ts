import type { AppContext } from '../../app-context.js';
import type { WebhookSubscriptionRow } from '../../db/schema/index.js';
import { adminIds } from '../quick-messages/quick-messages.repository.js';
import { presentWebhookSubscription } from './webhook-subscription.presenter.js';

type EventContext = Pick<AppContext, 'db' | 'realtime'>;

/** `company-{id}-webhookSubscription` to the company's admins (the secret is theirs to see). */
export async function emitWebhookSubscriptionSaved(ctx: EventContext, action: 'create' | 'update', row: WebhookSubscriptionRow): Promise<void> {
  const webhookSubscription = presentWebhookSubscription(row);
  for (const userId of await adminIds(ctx.db, row.companyId)) ctx.realtime.toUser(row.companyId, userId, 'webhookSubscription', { action, webhookSubscription });
}

export async function emitWebhookSubscriptionDeleted(ctx: EventContext, companyId: number, webhookSubscriptionId: number): Promise<void> {
  for (const userId of await adminIds(ctx.db, companyId)) ctx.realtime.toUser(companyId, userId, 'webhookSubscription', { action: 'delete', webhookSubscriptionId });
}
