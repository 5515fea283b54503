import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { queues } from './queues.js';

/** The option tree of a queue's bot menu; roots have no parent. */
export const queueOptions = pgTable(
  'queue_options',
  {
    id: serial().primaryKey(),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => queueOptions.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull().default(''),
    /** The number (or text) the customer types to choose it. */
    option: text().notNull(),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [index('queue_options_tree_idx').on(t.queueId, t.parentId)],
);

export type QueueOptionRow = typeof queueOptions.$inferSelect;
