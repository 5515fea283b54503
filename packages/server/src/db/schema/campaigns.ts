import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { contactLists } from './contact-lists.js';
import { fileLists } from './file-lists.js';
import { tags } from './tags.js';
import { whatsapps } from './whatsapps.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;

/** Campaigns. Messages 1–5 are the variants; a confirmation message may precede each. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text({ enum: CAMPAIGN_STATUSES }).notNull().default('INATIVA'),
    confirmation: boolean().notNull().default(false),
    message1: text(),
    message2: text(),
    message3: text(),
    message4: text(),
    message5: text(),
    confirmationMessage1: text(),
    confirmationMessage2: text(),
    confirmationMessage3: text(),
    confirmationMessage4: text(),
    confirmationMessage5: text(),
    scheduledAt: at(),
    completedAt: at(),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    contactListId: integer().references(() => contactLists.id, { onDelete: 'set null' }),
    tagListId: integer().references(() => tags.id, { onDelete: 'set null' }),
    fileListId: integer().references(() => fileLists.id, { onDelete: 'set null' }),
    mediaPath: text(),
    mediaName: text(),
    mimetype: text(),
    ...timestamps,
  },
  (t) => [index('campaigns_company_idx').on(t.companyId, t.id), index('campaigns_status_idx').on(t.status, t.whatsappId)],
);

/** Campaign settings of a company: key/value with JSON values. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

export const SHIPPING_STATUSES = ['pending', 'awaiting_confirmation', 'confirmed', 'queued', 'sent', 'failed', 'opted_out'] as const;

/**
 * One contact of a running campaign (its "shipping"). Written in one set-based insert when the
 * campaign starts; the dispatcher moves each row pending → (awaiting_confirmation → confirmed →)
 * queued in the same transaction that stores the outbound message, so a row is queued exactly once,
 * and later to sent or failed as the stored message's send settles.
 * `variant` (1–5) is fixed at insert, round robin over the campaign's own non-empty messages.
 */
export const campaignShippings = pgTable(
  'campaign_shippings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    variant: integer().notNull().default(1),
    status: text({ enum: SHIPPING_STATUSES }).notNull().default('pending'),
    /** The stored outbound message of the main text (its send status says delivered or failed). */
    messageId: bigint({ mode: 'number' }),
    confirmationMessageId: bigint({ mode: 'number' }),
    confirmationRequestedAt: at(),
    confirmedAt: at(),
    deliveredAt: at(),
    failureReason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_shippings_campaign_number_uq').on(t.campaignId, t.number),
    index('campaign_shippings_campaign_status_idx').on(t.campaignId, t.status, t.id),
    index('campaign_shippings_company_number_idx').on(t.companyId, t.number),
    index('campaign_shippings_message_idx').on(t.messageId).where(sql`message_id is not null`),
  ],
);

/** Numbers that answered an opt-out word: skipped by every later campaign of the company. */
export const campaignOptOuts = pgTable(
  'campaign_opt_outs',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.number] })],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignShippingRow = typeof campaignShippings.$inferSelect;
