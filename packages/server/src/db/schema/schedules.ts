import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { contacts } from './contacts.js';
import { tickets } from './tickets.js';
import { users } from './users.js';
import { whatsapps } from './whatsapps.js';

/**
 * Scheduled messages: sent by one durable job per row at `sendAt`, through
 * the conversation engine's send pipeline. `messageId` names the message the send stored, whose
 * send status (sent, failed) decides between ENVIADA and ERRO.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    sendAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** PENDENTE until the job runs, then ENVIADA, or ERRO with `error`. */
    status: text().notNull().default('PENDENTE'),
    error: text(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** No foreign key: the messages table is the hottest of all, and a schedule only reads it. */
    messageId: bigint({ mode: 'number' }),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [index('schedules_company_send_at_idx').on(t.companyId, t.sendAt), index('schedules_company_contact_idx').on(t.companyId, t.contactId)],
);

export type ScheduleRow = typeof schedules.$inferSelect;
