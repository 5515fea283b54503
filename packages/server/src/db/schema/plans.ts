import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const plans = pgTable(
  'plans',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    users: integer().notNull().default(0),
    connections: integer().notNull().default(0),
    queues: integer().notNull().default(0),
    value: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    useCampaigns: boolean().notNull().default(true),
    useSchedules: boolean().notNull().default(true),
    useInternalChat: boolean().notNull().default(true),
    useExternalApi: boolean().notNull().default(true),
    useKanban: boolean().notNull().default(true),
    useOpenAi: boolean().notNull().default(true),
    useIntegrations: boolean().notNull().default(true),
    /** Uploads a company of this plan may keep, in megabytes (5 GB unless the super user says otherwise). */
    mediaQuotaMb: integer().notNull().default(5120),
    ...timestamps,
  },
  (t) => [uniqueIndex('plans_name_uq').on(t.name)],
);

export type PlanRow = typeof plans.$inferSelect;
