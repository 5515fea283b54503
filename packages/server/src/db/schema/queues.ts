import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WeekScheduleEntry } from '@prosa/contract';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

export const queues = pgTable(
  'queues',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    greetingMessage: text().notNull().default(''),
    outOfHoursMessage: text().notNull().default(''),
    orderQueue: integer(),
    schedules: jsonb().$type<WeekScheduleEntry[]>().notNull().default([]),
    integrationId: integer(),
    promptId: integer(),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('queues_company_color_uq').on(t.companyId, t.color),
    index('queues_company_idx').on(t.companyId, t.orderQueue),
  ],
);

export type QueueRow = typeof queues.$inferSelect;
