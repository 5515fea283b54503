import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Quick replies: the author's own, or company-wide when `geral`. */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    shortcode: text().notNull(),
    message: text().notNull().default(''),
    geral: boolean().notNull().default(false),
    status: text().notNull().default('active'),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [index('quick_messages_company_idx').on(t.companyId, t.shortcode)],
);

export type QuickMessageRow = typeof quickMessages.$inferSelect;
