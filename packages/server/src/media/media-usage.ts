import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/types.js';
import { companies, plans } from '../db/schema/index.js';

const MEGABYTE = 1024 * 1024;

/**
 * Counts `bytes` against the company's media quota, atomically: answers false (and counts
 * nothing) when they do not fit in the plan's `mediaQuotaMb`.
 */
export async function reserveMediaBytes(executor: Executor, companyId: number, bytes: number): Promise<boolean> {
  const quota = executor.select({ bytes: sql`${plans.mediaQuotaMb}::bigint * ${MEGABYTE}` }).from(plans).where(eq(plans.id, companies.planId));
  const rows = await executor
    .update(companies)
    .set({ mediaBytes: sql`${companies.mediaBytes} + ${bytes}` })
    .where(sql`${companies.id} = ${companyId} and ${companies.mediaBytes} + ${bytes} <= (${quota})`)
    .returning({ id: companies.id });
  return rows.length === 1;
}

/** Counts media the company received (never refused: a customer's file is always kept). */
export async function addMediaBytes(executor: Executor, companyId: number, bytes: number): Promise<void> {
  await executor.update(companies).set({ mediaBytes: sql`${companies.mediaBytes} + ${bytes}` }).where(eq(companies.id, companyId));
}

/** Gives back the bytes of files removed again (an upload whose request failed). */
export async function releaseMediaBytes(executor: Executor, companyId: number, bytes: number): Promise<void> {
  await executor.update(companies).set({ mediaBytes: sql`greatest(${companies.mediaBytes} - ${bytes}, 0)` }).where(eq(companies.id, companyId));
}
