import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { WeekScheduleEntry } from '@prosa/contract';
import { timestamps } from './columns.js';
import { plans } from './plans.js';

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    status: boolean().notNull().default(true),
    /** Last day the subscription is valid, in the company's calendar (YYYY-MM-DD). */
    dueDate: date({ mode: 'string' }),
    recurrence: text().notNull().default('MENSAL'),
    schedules: jsonb().$type<WeekScheduleEntry[]>().notNull().default([]),
    /** Bytes of media stored for the company (uploads and received files), held against the plan's quota. */
    mediaBytes: bigint({ mode: 'number' }).notNull().default(0),
    // Billing fields.
    billingName: text().notNull().default(''),
    zipCode: text().notNull().default(''),
    street: text().notNull().default(''),
    state: text().notNull().default(''),
    city: text().notNull().default(''),
    district: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('companies_plan_idx').on(t.planId)],
);

export type CompanyRow = typeof companies.$inferSelect;
