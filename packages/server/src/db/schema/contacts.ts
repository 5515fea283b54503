import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { whatsapps } from './whatsapps.js';

/**
 * Contacts of a company. `number` holds the phone digits when known; a contact
 * known only by WhatsApp's `@lid` id has an empty number and is found through `contact_identities`.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    number: text().notNull().default(''),
    email: text().notNull().default(''),
    profilePicUrl: text().notNull().default(''),
    isGroup: boolean().notNull().default(false),
    /** The connection the contact was last seen on. */
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    /**
     * When the contact's earliest ticket was created (the dashboard's new contacts): set with the
     * contact's first ticket, kept the earliest of its tickets on a merge and recomputed when a
     * ticket is deleted (features/tickets/first-ticket.ts); null while it has none.
     */
    firstTicketAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contacts_company_number_uq').on(t.companyId, t.number).where(sql`number <> ''`),
    index('contacts_company_name_idx').on(t.companyId, t.name),
    // The dashboard's new contacts of a period: one index-only range count.
    index('contacts_company_first_ticket_idx').on(t.companyId, t.firstTicketAt).where(sql`first_ticket_at is not null`),
  ],
);

/** Every id WhatsApp knows a contact by (phone digits, `@lid` digits, group id), one contact each. */
export const contactIdentities = pgTable(
  'contact_identities',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['phone', 'lid', 'group'] }).notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('contact_identities_uq').on(t.companyId, t.kind, t.value), index('contact_identities_contact_idx').on(t.contactId)],
);

/** The contact's extra info list. */
export const contactCustomFields = pgTable(
  'contact_custom_fields',
  {
    id: serial().primaryKey(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    value: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('contact_custom_fields_contact_idx').on(t.contactId)],
);

export type ContactRow = typeof contacts.$inferSelect;
export type CustomFieldRow = typeof contactCustomFields.$inferSelect;
