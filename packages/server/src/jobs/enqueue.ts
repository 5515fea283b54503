import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import type { Executor } from '../db/types.js';
import { placeholder as param, preparedStatement } from '../db/prepared-statement.js';
import { ENQUEUER_TAG, JOBS_CHANNEL } from './enqueue-signal.js';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, type JobPayloadBase } from './job-definition.js';

export interface EnqueueOptions {
  /**
   * When the job becomes due. Defaults to the system time; code that has an injected clock passes
   * `clock.now()` so tests driving a ManualClock see the job as due.
   */
  runAt?: Date;
  /**
   * A stable key for a timer that must be replaced, not duplicated (`autoclose:ticket:42`). While a
   * job with this key is pending or running, enqueueing again updates that job instead of adding one.
   */
  dedupeKey?: string;
  /** Session-bound: only the process owning this connection's session claims it. */
  whatsappId?: number;
}

export interface EnqueueJobInput<P extends JobPayloadBase> extends EnqueueOptions {
  name: string;
  payload: P;
  /** Defaults to `payload.companyId`. */
  companyId?: number | null;
  /** Stored on the row, so retries follow what was agreed when the job was enqueued. Default 5. */
  maxAttempts?: number;
}

/**
 * Inserts a job with the caller's executor, so passing the business transaction makes the job commit
 * or roll back together with the write it belongs to. After the commit, call `runner.wake()` so an
 * in-process runner picks it up without waiting for its next poll.
 *
 * Replacing by dedupe key (one live row per key, enforced by `jobs_dedupe_uq`):
 * - the existing job is pending: its run_at, payload, name and company are replaced and its attempt
 *   budget starts again (`attempts = 0`): it runs once, at the new time;
 * - the existing job is running: it cannot be stopped and a second live row is impossible, so the
 *   new run_at and payload are written onto the running row and `attempts = 0` marks "run again".
 *   A claimed row always has attempts >= 1, so when the runner finishes it and finds 0, it puts the
 *   row back to pending instead of done (see `finishJob`), and it runs once more at the new time with
 *   the new payload. Runs of one key are therefore never concurrent.
 */
export async function enqueueJob<P extends JobPayloadBase>(
  executor: Executor,
  input: EnqueueJobInput<P>,
): Promise<{ id: number }> {
  const values = {
    name: input.name,
    companyId: input.companyId === undefined ? input.payload.companyId : input.companyId,
    payload: input.payload,
    runAt: input.runAt ?? new Date(),
    dedupeKey: input.dedupeKey ?? null,
    whatsappId: input.whatsappId ?? null,
    maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  const bound = { ...values, enqueuer: ENQUEUER_TAG };
  const inserted = input.dedupeKey ? await upsertByKey(executor, bound) : await insertJob(executor, bound);
  const row = inserted[0];
  if (!row) throw new Error(`Enqueueing job ${input.name} returned no row.`);
  return { id: row.id };
}

const placeholders = {
  name: param('name'),
  companyId: param('companyId'),
  payload: param('payload'),
  runAt: param('runAt'),
  dedupeKey: param('dedupeKey'),
  whatsappId: param('whatsappId'),
  maxAttempts: param('maxAttempts'),
};

/**
 * What the inserts answer. `pg_notify` runs in the same statement (no extra round trip) and its
 * notice goes out when the caller's transaction commits, so idle runners of every process wake for
 * committed jobs only (enqueue-signal.ts); notices of one transaction are folded into one.
 */
const enqueued = { id: jobs.id, notified: sql<string>`pg_notify(${sql.raw(`'${JOBS_CHANNEL}'`)}, ${param('enqueuer')})` };

// Prepared once (db/prepared-statement.ts): every inbound message and send enqueues.
const insertJob = preparedStatement('jobs_insert', (executor) => executor.insert(jobs).values(placeholders).returning(enqueued));

const upsertByKey = preparedStatement('jobs_upsert_by_key', (executor) =>
  executor
    .insert(jobs)
    .values(placeholders)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      // Must match the partial index's predicate for PostgreSQL to pick it as the arbiter.
      targetWhere: sql`status in ('pending', 'running')`,
      set: {
        name: sql`excluded.name`,
        companyId: sql`excluded.company_id`,
        payload: sql`excluded.payload`,
        runAt: sql`excluded.run_at`,
        maxAttempts: sql`excluded.max_attempts`,
        whatsappId: sql`excluded.whatsapp_id`,
        attempts: 0,
        lastError: null,
        updatedAt: sql`now()`,
      },
    })
    .returning(enqueued),
);

/**
 * The keyed upsert above as SQL over a row source, for a statement that enqueues from rows it has
 * just written (`with stored as (insert … returning …), enqueued as (…) select …`): one round trip
 * instead of a transaction around two statements. `source` selects, in this order: name, company_id,
 * payload, run_at, dedupe_key, whatsapp_id, max_attempts, at most one row per dedupe key (PostgreSQL
 * refuses to update one row twice in a statement). The replacement rule is the one of
 * `upsertByKey` (a pending job replaced, a running one marked to run again); `jobs.test.ts` holds
 * both to it.
 */
export function upsertKeyedJobsFrom(source: SQL): SQL {
  return sql`insert into ${jobs} (name, company_id, payload, run_at, dedupe_key, whatsapp_id, max_attempts) ${source}
    on conflict (dedupe_key) where status in ('pending', 'running') do update set
      name = excluded.name, company_id = excluded.company_id, payload = excluded.payload, run_at = excluded.run_at,
      max_attempts = excluded.max_attempts, whatsapp_id = excluded.whatsapp_id, attempts = 0, last_error = null, updated_at = now()
    returning id, pg_notify(${sql.raw(`'${JOBS_CHANNEL}'`)}, ${ENQUEUER_TAG}::text) as notified`;
}

/**
 * The typed way in: the payload is checked against the job's schema inside the caller's transaction
 * (a bad payload rolls the business write back instead of failing later in a worker), and the
 * company and retry budget come from the payload and the definition.
 */
export async function enqueue<P extends JobPayloadBase>(
  executor: Executor,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<{ id: number }> {
  const parsed = definition.payload.parse(payload);
  return enqueueJob(executor, {
    ...options,
    name: definition.name,
    payload: parsed,
    maxAttempts: definition.maxAttempts,
  });
}

/**
 * Cancels the timer with this key. A pending job is deleted. A running job cannot be interrupted
 * (its handler must re-check business state anyway); its attempt budget is used up so it is neither
 * retried nor re-run for a replacement that arrived during the run. Answers whether a job was found.
 */
export async function cancelJob(executor: Executor, dedupeKey: string): Promise<boolean> {
  const deleted = await executor
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  if (deleted.length > 0) return true;
  const exhausted = await executor
    .update(jobs)
    .set({ attempts: sql`greatest(${jobs.attempts}, ${jobs.maxAttempts})`, updatedAt: sql`now()` })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return exhausted.length > 0;
}
