import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import type { Db } from '../db/types.js';
import { placeholder as param, preparedStatement } from '../db/prepared-statement.js';
import { heldByDeadLocalProcess } from '../shared/local-process.js';

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

/**
 * One statement, prepared once (db/prepared-statement.ts). The candidates are picked by
 * `id = any(array(select … limit n for update skip locked))`, not `id in (select …)`: an `array()`
 * of an uncorrelated subquery is an init plan that runs exactly once, while PostgreSQL may run an
 * `in` subquery once per candidate row, each run skipping the rows the statement already took, so one
 * claim swallowed every due job regardless of the limit. The status is re-checked on the locked row:
 * a job finished by someone else meanwhile is not taken again.
 *
 * The scope is bound, not built: general workers take jobs without a connection and session-bound
 * jobs nobody claimed since `orphanBefore`; a session owner takes its connections' jobs.
 */
const claimStatement = preparedStatement('jobs_claim', (db) => {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, param<Date>('now')),
        sql`((${param<boolean>('general')}::boolean and (${jobs.whatsappId} is null or ${jobs.runAt} <= ${param<Date>('orphanBefore')}::timestamptz)) or ${jobs.whatsappId} = any(${param<number[]>('owned')}::int[]))`,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(param<number>('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: param<string>('lockToken'),
      lockedUntil: param<Date>('lockUntil'),
      updatedAt: param<Date>('now'),
    })
    .where(and(sql`${jobs.id} = any(array(${due}))`, eq(jobs.status, 'pending')))
    .returning();
});

export function claimDueJobs(db: Db, now: Date, lockUntil: Date, lockToken: string, limit: number, scope: ClaimScope = everything): Promise<ClaimedJob[]> {
  return claimStatement(db, {
    now,
    lockUntil,
    lockToken,
    limit,
    general: scope.general,
    orphanBefore: new Date(now.getTime() - scope.orphanAfterMs),
    owned: scope.ownedConnections,
  });
}

/**
 * The earliest time up to `horizon` at which a job this scope may claim falls due: its run_at, or for
 * another connection's session-bound job (general workers) the time it counts as orphaned.
 */
const nextDueStatement = preparedStatement('jobs_next_due', (db) =>
  db
    .select({
      next: sql<Date | null>`min(case when ${jobs.whatsappId} = any(${param('owned')}::int[]) then ${jobs.runAt}
        when not ${param('general')}::boolean then null
        when ${jobs.whatsappId} is null then ${jobs.runAt}
        else ${jobs.runAt} + make_interval(secs => ${param('orphanAfterS')}::float8) end)`.mapWith(jobs.runAt),
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, param<Date>('horizon')))),
);

export async function nextDueAt(db: Db, horizon: Date, scope: ClaimScope = everything): Promise<Date | undefined> {
  const [row] = await nextDueStatement(db, { horizon, owned: scope.ownedConnections, general: scope.general, orphanAfterS: scope.orphanAfterMs / 1000 });
  return row?.next ?? undefined;
}

const reapStatement = preparedStatement('jobs_reap', (db) =>
  db
    .update(jobs)
    .set({
      status: 'pending',
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`'lock expired while held by ' || ${jobs.lockedBy}`,
      updatedAt: param<Date>('now'),
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, param<Date>('now'))))
    .returning({ id: jobs.id }),
);

/**
 * Hands jobs whose worker died or stalled past its lock back to the queue. The stale worker may still
 * be running; its completion is fenced by the lock token and will not touch the row again. The
 * attempt stays counted, so a job that keeps killing its worker runs out of attempts.
 */
export function reapExpiredLocks(db: Db, now: Date): Promise<{ id: number }[]> {
  return reapStatement(db, { now });
}

/** Only the claim that holds the row may finish it: a reaped-and-reclaimed job is someone else's. */
const heldByClaim = () => and(eq(jobs.id, param<number>('id')), eq(jobs.status, 'running'), eq(jobs.lockedBy, param<string>('lockToken')));

const finishStatement = preparedStatement('jobs_finish', (db) =>
  db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} = 0 then 'pending' else 'done' end`,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      updatedAt: param<Date>('now'),
    })
    .where(heldByClaim())
    .returning({ id: jobs.id }),
);

/**
 * Marks a successful run done, unless a replacement arrived during the run (`attempts = 0`, see
 * `enqueueJob`): then the row goes back to pending with the new run_at and payload it already holds.
 * Answers false when the lock was lost.
 */
export async function finishJob(db: Db, id: number, lockToken: string, now: Date): Promise<boolean> {
  const rows = await finishStatement(db, { id, lockToken, now });
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

// Parameters are cast: inside CASE PostgreSQL cannot infer their types, and the drivers differ.
const failStatement = preparedStatement('jobs_fail', (db) => {
  const giveUp = sql`(${param<boolean>('permanent')}::boolean or ${jobs.attempts} >= ${jobs.maxAttempts})`;
  return db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} = 0 then 'pending' when ${giveUp} then 'failed' else 'pending' end`,
      runAt: sql`case when ${jobs.attempts} = 0 or ${giveUp} then ${jobs.runAt} else ${param<string>('retryAt')}::timestamptz end`,
      lockedBy: null,
      lockedUntil: null,
      lastError: param<string>('error'),
      updatedAt: param<Date>('now'),
    })
    .where(heldByClaim())
    .returning({ id: jobs.id });
});

/**
 * Records a failed run. The decision is taken against the row as it is now, not as it was claimed:
 * a replacement during the run (attempts = 0) gets its own run at its own time, and a cancel during
 * the run (attempts >= max_attempts) must not be retried.
 */
export async function failJob(db: Db, input: FailInput): Promise<boolean> {
  const rows = await failStatement(db, { ...input, retryAt: input.retryAt.toISOString() });
  return rows.length > 0;
}

/**
 * A connection's session came up: its jobs waiting out a retry backoff (a send that found the
 * session still opening or dropped) are due now rather than up to minutes later. Jobs never tried
 * keep their time (a timer set for later is not a retry). Answers how many were moved.
 */
export async function retryConnectionJobsNow(db: Db, whatsappId: number, now: Date): Promise<number> {
  const moved = await db
    .update(jobs)
    .set({ runAt: now, updatedAt: now })
    .where(and(eq(jobs.whatsappId, whatsappId), eq(jobs.status, 'pending'), gt(jobs.attempts, 0), gt(jobs.runAt, now)))
    .returning({ id: jobs.id });
  return moved.length;
}

/** Finished rows are kept a while for inspection, then dropped so the table stays small. */
export async function deleteFinishedBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.updatedAt, cutoff)));
}

/**
 * Hands back the running jobs of processes on this host that no longer exist, at start, instead of
 * waiting for their locks to expire (shared/local-process.ts).
 */
export async function releaseJobsOfDeadProcesses(db: Db, host: string, isAlive: (pid: number) => boolean): Promise<number> {
  const running = await db.select({ id: jobs.id, lockedBy: jobs.lockedBy }).from(jobs).where(eq(jobs.status, 'running'));
  const orphaned = running.filter((job) => heldByDeadLocalProcess(job.lockedBy, host, isAlive));
  if (!orphaned.length) return 0;
  const released = await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null, lastError: 'released at start: the process holding it had stopped' })
    .where(and(eq(jobs.status, 'running'), inArray(jobs.id, orphaned.map((job) => job.id))))
    .returning({ id: jobs.id });
  return released.length;
}
