import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { queues } from './queues.js';
import { whatsapps } from './whatsapps.js';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Stored lower-cased: login is by e-mail alone, unique across all companies. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    profile: text({ enum: ['admin', 'supervisor', 'user'] }).notNull().default('user'),
    super: boolean().notNull().default(false),
    /** The user modal's "ticket without queue" choice; the seeds spell the off value `desabled`. */
    allTicket: text({ enum: ['enabled', 'desabled'] }).notNull().default('desabled'),
    /** Default connection for the tickets this user starts. */
    whatsappId: integer().references((): AnyPgColumn => whatsapps.id, { onDelete: 'set null' }),
    online: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Bumped to revoke every token of the user at once (password reset). */
    tokenVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_company_idx').on(t.companyId, t.name)],
);

export const userQueues = pgTable(
  'user_queues',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.queueId] }), index('user_queues_queue_idx').on(t.queueId)],
);

export type UserRow = typeof users.$inferSelect;
