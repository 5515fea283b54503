import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import type { Db } from '../db/types.js';

/**
 * The runner's SQL. Every time comes in as a parameter from the runner's injected clock (never SQL
 * `now()`), so tests move time by hand and never sleep.
 */

export type ClaimedJob = typeof jobs.$inferSelect;

/**
 * Claims up to `limit` due jobs for `lockToken`. One statement is its own short transaction: SKIP
 * LOCKED makes concurrent claimers (other processes on PostgreSQL) pass over rows another claimer has
 * locked instead of waiting or taking them twice; PGlite runs statements one at a time anyway.
 */
export function claimDueJobs(db: Db, now: Date, lockUntil: Date, lockToken: string, limit: number) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: lockToken,
      lockedUntil: lockUntil,
      updatedAt: now,
    })
    // Re-checked on the locked row itself: if it changed between the subquery and the update,
    // PostgreSQL re-evaluates this condition on the new version, never the subquery's.
    .where(and(inArray(jobs.id, due), eq(jobs.status, 'pending')))
    .returning();
}

/**
 * Hands jobs whose worker died or stalled past its lock back to the queue. The stale worker may still
 * be running; its completion is fenced by the lock token and will not touch the row again. The
 * attempt stays counted, so a job that keeps killing its worker runs out of attempts.
 */
export function reapExpiredLocks(db: Db, now: Date) {
  return db
    .update(jobs)
    .set({
      status: 'pending',
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`'lock expired while held by ' || ${jobs.lockedBy}`,
      updatedAt: now,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)))
    .returning({ id: jobs.id });
}

/** Only the claim that holds the row may finish it: a reaped-and-reclaimed job is someone else's. */
function heldBy(id: number, lockToken: string) {
  return and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, lockToken));
}

/**
 * Marks a successful run done, unless a replacement arrived during the run (`attempts = 0`, see
 * `enqueueJob`): then the row goes back to pending with the new run_at and payload it already holds.
 * Answers false when the lock was lost.
 */
export async function finishJob(db: Db, id: number, lockToken: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} = 0 then 'pending' else 'done' end`,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      updatedAt: now,
    })
    .where(heldBy(id, lockToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export interface FailInput {
  id: number;
  lockToken: string;
  now: Date;
  error: string;
  /** When to try again if attempts remain. */
  retryAt: Date;
  /** The job can never succeed as it is (unknown name, bad payload): no retries. */
  permanent: boolean;
}

/**
 * Records a failed run. The decision is taken against the row as it is now, not as it was claimed:
 * a replacement during the run (attempts = 0) gets its own run at its own time, and a cancel during
 * the run (attempts >= max_attempts) must not be retried.
 */
export async function failJob(db: Db, input: FailInput): Promise<boolean> {
  // Parameters are cast: inside CASE PostgreSQL cannot infer their types, and the drivers differ.
  const giveUp = sql`(${input.permanent}::boolean or ${jobs.attempts} >= ${jobs.maxAttempts})`;
  const retryAt = sql`${input.retryAt.toISOString()}::timestamptz`;
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} = 0 then 'pending' when ${giveUp} then 'failed' else 'pending' end`,
      runAt: sql`case when ${jobs.attempts} = 0 or ${giveUp} then ${jobs.runAt} else ${retryAt} end`,
      lockedBy: null,
      lockedUntil: null,
      lastError: input.error,
      updatedAt: input.now,
    })
    .where(heldBy(input.id, input.lockToken))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Finished rows are kept a while for inspection, then dropped so the table stays small. */
export async function deleteFinishedBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.updatedAt, cutoff)));
}
