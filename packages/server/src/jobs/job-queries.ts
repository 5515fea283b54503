import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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
export interface ClaimScope {
  /** Jobs without a connection (most of them); false in a process that only runs sessions. */
  general: boolean;
  /** Connections whose session this process owns: their session-bound jobs (sends, receipts). */
  ownedConnections: number[];
  /**
   * Session-bound jobs nobody claimed for this long are claimed by general workers too, so a send to
   * a connection that no process runs fails visibly instead of waiting forever.
   */
  orphanAfterMs: number;
}

const everything: ClaimScope = { general: true, ownedConnections: [], orphanAfterMs: 0 };

function scopeFilter(scope: ClaimScope, now: Date): SQL | undefined {
  const parts: SQL[] = [];
  if (scope.general) {
    parts.push(sql`${jobs.whatsappId} is null`);
    parts.push(lte(jobs.runAt, new Date(now.getTime() - scope.orphanAfterMs)));
  }
  if (scope.ownedConnections.length) parts.push(inArray(jobs.whatsappId, scope.ownedConnections));
  return parts.length ? or(...parts) : sql`false`;
}

export async function claimDueJobs(db: Db, now: Date, lockUntil: Date, lockToken: string, limit: number, scope: ClaimScope = everything): Promise<ClaimedJob[]> {
  // Two statements in one transaction, not `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP
  // LOCKED)`: PostgreSQL may run such a subquery once per candidate row, each run skipping the rows
  // the statement already took, so one claim swallowed every due job regardless of the limit.
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now), scope === everything ? undefined : scopeFilter(scope, now)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: lockToken,
        lockedUntil: lockUntil,
        updatedAt: now,
      })
      // Re-checked on the locked row: a job finished by someone else meanwhile is not taken again.
      .where(and(inArray(jobs.id, due.map((row) => row.id)), eq(jobs.status, 'pending')))
      .returning();
  });
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

/**
 * Hands back the running jobs of processes on this host that no longer exist (a crash or SIGKILL),
 * at start, instead of waiting for their locks to expire. Lock tokens are `host:pid:uuid`; a job
 * held under this process's own pid is from an earlier life, since nothing was claimed yet.
 */
export async function releaseJobsOfDeadProcesses(db: Db, host: string, isAlive: (pid: number) => boolean): Promise<number> {
  const running = await db.select({ id: jobs.id, lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.status, 'running'));
  const orphaned = running.filter((job) => {
    const [jobHost, pidText] = (job.lockedBy ?? '').split(':');
    const pid = Number(pidText);
    return jobHost === host && Number.isInteger(pid) && (pid === process.pid || !isAlive(pid));
  });
  if (!orphaned.length) return 0;
  const released = await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null, lastError: 'released at start: the process holding it had stopped' })
    .where(and(eq(jobs.status, 'running'), inArray(jobs.id, orphaned.map((job) => job.id))))
    .returning({ id: jobs.id });
  return released.length;
}

/** Whether a process of this host still runs (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
