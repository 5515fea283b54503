import type { WebhookDelivery, WebhookSubscription } from '@prosa/contract';
import type { WebhookDeliveryRow, WebhookSubscriptionRow } from '../../db/schema/index.js';

/** Admins only see these, so the signing secret is answered in full. */
export function presentWebhookSubscription(row: WebhookSubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    secret: row.secret,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentWebhookDelivery(row: Omit<WebhookDeliveryRow, 'body'>): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
