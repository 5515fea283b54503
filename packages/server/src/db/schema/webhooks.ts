import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '@prosa/contract';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/** A company's outgoing webhooks: a URL and the events it wants, signed with its own secret. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: jsonb().$type<WebhookEvent[]>().notNull(),
    active: boolean().notNull().default(true),
    /** Signs every delivery (`X-Prosa-Signature`), like the integrations' posts. */
    secret: text().notNull(),
    /** When a delivery kept failing for a day and the subscription was switched off, and why. */
    disabledAt: timestamp({ withTimezone: true, mode: 'date' }),
    disabledReason: text(),
    ...timestamps,
  },
  (t) => [index('webhook_subscriptions_company_idx').on(t.companyId)],
);

/** One event for one subscription: its signed body, and what the receiver answered to the last attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    event: text().$type<WebhookEvent>().notNull(),
    /** The JSON sent, exactly as signed: retries send the same bytes. */
    body: text().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    statusCode: integer(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_deliveries_subscription_idx').on(t.companyId, t.subscriptionId, t.id)],
);

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
