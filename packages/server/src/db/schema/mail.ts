import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the server sends; without SMTP it stays here (and in the log) unsent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  error: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
