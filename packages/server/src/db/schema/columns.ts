import { timestamp } from 'drizzle-orm/pg-core';

/** Every record keeps when it was created and last changed, as timestamptz. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
