import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

export const settings = pgTable(
  'settings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('settings_company_key_uq').on(t.companyId, t.key)],
);
