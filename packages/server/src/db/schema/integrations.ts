import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { queues } from './queues.js';

/** Automations a queue hands its conversations to. */
export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text({ enum: ['dialogflow', 'n8n', 'webhook', 'typebot'] }).notNull(),
    name: text().notNull(),
    projectName: text().notNull().default(''),
    /** Dialogflow's service-account JSON. */
    jsonContent: text().notNull().default(''),
    language: text().notNull().default(''),
    /** The service's address: the webhook URL (n8n, webhook) or Typebot's base URL. */
    urlN8N: text('url_n8n').notNull().default(''),
    typebotSlug: text().notNull().default(''),
    typebotExpires: integer().notNull().default(1),
    typebotDelayMessage: integer().notNull().default(1000),
    typebotKeywordFinish: text().notNull().default(''),
    typebotKeywordRestart: text().notNull().default(''),
    typebotRestartMessage: text().notNull().default(''),
    typebotUnknownMessage: text().notNull().default(''),
    /** Signs what Prosa posts to n8n and webhook integrations (`X-Prosa-Signature`). */
    webhookSecret: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('queue_integrations_company_name_idx').on(t.companyId, t.name)],
);

/** AI assistants answering on a queue, over any OpenAI-compatible service. */
export const prompts = pgTable(
  'prompts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prompt: text().notNull(),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    /** Sealed with the server secret (`SecretBox`); never answered in full. */
    apiKey: text().notNull(),
    model: text().notNull().default(''),
    baseUrl: text().notNull().default(''),
    voice: text().notNull().default('texto'),
    voiceKey: text().notNull().default(''),
    voiceRegion: text().notNull().default(''),
    maxTokens: integer().notNull().default(100),
    temperature: doublePrecision().notNull().default(1),
    maxMessages: integer().notNull().default(10),
    ...timestamps,
  },
  (t) => [index('prompts_company_name_idx').on(t.companyId, t.name)],
);

export type QueueIntegrationRow = typeof queueIntegrations.$inferSelect;
export type PromptRow = typeof prompts.$inferSelect;
