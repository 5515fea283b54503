import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './types.js';

/** A page of a list as the paged routes answer it: its rows, how many there are in all, and whether more follow. */
export interface Paged<Row> {
  rows: Row[];
  count: number;
  hasMore: boolean;
}

/**
 * One page of `table`'s rows matching `where`, in `order`, and the count of all of them (run
 * side by side). Pages are numbered from 1.
 */
export async function pageOf<T extends PgTable>(executor: Executor, table: T, where: SQL | undefined, order: (SQL | PgColumn)[], pageNumber: number, pageSize: number): Promise<Paged<T['$inferSelect']>> {
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    executor.select({ total: count() }).from(table as PgTable).where(where),
  ]);
  const all = total?.total ?? 0;
  return { rows: rows as T['$inferSelect'][], count: all, hasMore: pageNumber * pageSize < all };
}
