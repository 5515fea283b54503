import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';

/** The rows of a hand-written query; both drivers answer them as `rows`. */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Minutes with one decimal, 0 when there is nothing to average. */
export function minutesOf(value: number | string | null | undefined): number {
  const minutes = Number(value ?? 0);
  return Number.isFinite(minutes) ? Math.round(minutes * 10) / 10 : 0;
}
