import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { ticketTags, tags } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

export const TAGS_PAGE_SIZE = 20;

export async function findTag(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(tags).where(and(eq(tags.companyId, companyId), eq(tags.id, id)));
  if (!row) throw new AppError('ERR_NO_TAG_FOUND');
  return row;
}

function searchFilter(companyId: number, searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim();
  return term ? and(eq(tags.companyId, companyId), sql`lower(${tags.name}) like ${likePattern(term.toLowerCase())}`) : eq(tags.companyId, companyId);
}

/** One page of the tags page: case-insensitive substring of the name, by name. */
export async function pageTags(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  return pageOf(executor, tags, searchFilter(companyId, searchParam), [asc(tags.name), asc(tags.id)], pageNumber, TAGS_PAGE_SIZE);
}

export function listTags(executor: Executor, companyId: number, onlyKanban = false) {
  const where = onlyKanban ? and(eq(tags.companyId, companyId), eq(tags.kanban, 1)) : eq(tags.companyId, companyId);
  return executor.select().from(tags).where(where).orderBy(asc(tags.name), asc(tags.id));
}

/** How many tickets carry each tag, in one grouped query. */
export async function ticketCounts(executor: Executor, tagIds: number[]): Promise<Map<number, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await executor
    .select({ tagId: ticketTags.tagId, total: count() })
    .from(ticketTags)
    .where(inArray(ticketTags.tagId, tagIds))
    .groupBy(ticketTags.tagId);
  return new Map(rows.map((row) => [row.tagId, row.total]));
}
