import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/** Contact lists: the audiences of campaigns, independent of the address book. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [index('contact_lists_company_idx').on(t.companyId, t.name)],
);

/**
 * One person of a contact list. `isWhatsappValid` is null until a connected session checked the
 * number (a background job), then true or false; only valid numbers receive campaign messages.
 */
export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactListId: integer()
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    number: text().notNull(),
    email: text().notNull().default(''),
    isWhatsappValid: boolean(),
    ...timestamps,
  },
  (t) => [uniqueIndex('contact_list_items_list_number_uq').on(t.contactListId, t.number), index('contact_list_items_company_list_idx').on(t.companyId, t.contactListId, t.name)],
);

export type ContactListRow = typeof contactLists.$inferSelect;
export type ContactListItemRow = typeof contactListItems.$inferSelect;
