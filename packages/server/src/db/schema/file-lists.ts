import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** File lists: a message and named files, sent before a campaign's message. */
export const fileLists = pgTable(
  'file_lists',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    message: text().notNull().default(''),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('file_lists_company_idx').on(t.companyId, t.name)],
);

/** One named option of a file list; its file arrives later through the upload route, so `path` may be null. */
export const fileListOptions = pgTable(
  'file_list_options',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileListId: integer()
      .notNull()
      .references(() => fileLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    path: text(),
    mediaType: text(),
    mimetype: text(),
    ...timestamps,
  },
  (t) => [index('file_list_options_list_idx').on(t.fileListId)],
);

export type FileListRow = typeof fileLists.$inferSelect;
export type FileListOptionRow = typeof fileListOptions.$inferSelect;
