import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Tags: `kanban` 1 makes the tag a kanban lane. */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull().default('#5C59A0'),
    kanban: integer().notNull().default(0),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_company_name_uq').on(t.companyId, sql`lower(${t.name})`), index('tags_company_kanban_idx').on(t.companyId, t.kanban)],
);

export type TagRow = typeof tags.$inferSelect;
