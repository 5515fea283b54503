import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Durable jobs and timers: enqueued in the business transaction, claimed with
 * `FOR UPDATE SKIP LOCKED`. A pending or running job with a dedupe key is unique, so a timer is
 * replaced rather than duplicated.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    companyId: integer(),
    payload: jsonb().notNull().default({}),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text({ enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    dedupeKey: text(),
    /**
     * A job that must run where a WhatsApp session lives (sends, receipts): only the process owning
     * this connection's lease claims it.
     */
    whatsappId: integer(),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_session_due_idx').on(t.whatsappId, t.status, t.runAt).where(sql`whatsapp_id is not null`),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`status in ('pending', 'running')`),
  ],
);
