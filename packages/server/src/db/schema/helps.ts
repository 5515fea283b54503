import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Help videos of the whole platform, written by the super user: no company owns a row. */
export const helps = pgTable('helps', {
  id: serial().primaryKey(),
  title: text().notNull(),
  description: text().notNull().default(''),
  /** The YouTube video code. */
  video: text().notNull(),
  ...timestamps,
});

export type HelpRow = typeof helps.$inferSelect;
