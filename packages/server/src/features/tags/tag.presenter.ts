import type { Tag } from '@prosa/contract';
import type { tags } from '../../db/schema/index.js';

type TagRow = typeof tags.$inferSelect;

/**
 * The tag's wire shape (seed 001 §3). `ticketsCount` is 0 until tickets exist: there is no
 * ticket-tag table yet, and the conversation engine adds the count with it.
 */
export function presentTag(row: TagRow, ticketsCount = 0): Tag {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    color: row.color,
    kanban: row.kanban,
    userId: row.userId,
    ticketsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
