import type { Tag } from '@prosa/contract';
import type { TagRow } from '../../db/schema/index.js';


/** The tag's wire shape; `ticketsCount` comes from `ticketCounts` where it is shown. */
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
