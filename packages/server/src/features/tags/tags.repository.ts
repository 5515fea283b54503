import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { ticketTags, tags } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

export const TAGS_PAGE_SIZE = 20;

export async function findTag(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(tags).where(and(eq(tags.companyId, companyId), eq(tags.id, id)));
  if (!row) throw new AppError('ERR_NO_TAG_FOUND');
  return row;
}

/** `LIKE` metacharacters in the user's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchFilter(companyId: number, searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim();
  return term ? and(eq(tags.companyId, companyId), sql`lower(${tags.name}) like ${likePattern(term)}`) : eq(tags.companyId, companyId);
}

/** One page of the tags page (seed 001 §4 lists): case-insensitive substring of the name, by name. */
export async function pageTags(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  const where = searchFilter(companyId, searchParam);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(TAGS_PAGE_SIZE)
      .offset((pageNumber - 1) * TAGS_PAGE_SIZE),
    executor.select({ total: count() }).from(tags).where(where),
  ]);
  const countAll = total?.total ?? 0;
  return { rows, count: countAll, hasMore: pageNumber * TAGS_PAGE_SIZE < countAll };
}

export function listTags(executor: Executor, companyId: number, onlyKanban = false) {
  const where = onlyKanban ? and(eq(tags.companyId, companyId), eq(tags.kanban, 1)) : eq(tags.companyId, companyId);
  return executor.select().from(tags).where(where).orderBy(asc(tags.name), asc(tags.id));
}

/** How many tickets carry each tag (seed 001 §3 `ticketsCount`), in one grouped query. */
export async function ticketCounts(executor: Executor, tagIds: number[]): Promise<Map<number, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await executor
    .select({ tagId: ticketTags.tagId, total: count() })
    .from(ticketTags)
    .where(inArray(ticketTags.tagId, tagIds))
    .groupBy(ticketTags.tagId);
  return new Map(rows.map((row) => [row.tagId, row.total]));
}
