import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/**
 * The super user's announcements to every company. They belong to the
 * platform, so no company owns a row; the image is kept in the writer's company media.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    text: text().notNull(),
    /** 1 high, 2 medium, 3 low. */
    priority: integer().notNull().default(3),
    status: boolean().notNull().default(true),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  // Everyone but the super user lists only the active ones, newest first.
  (t) => [index('announcements_status_idx').on(t.status, t.id)],
);
