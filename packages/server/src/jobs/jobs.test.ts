import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import { ManualClock } from '../shared/clock.js';
import { defineJob, enqueue, upsertKeyedJobsFrom } from './index.js';
import { retryConnectionJobsNow } from './job-queries.js';
import {
  drain,
  MINUTE,
  onlyRow,
  recordingJob,
  rowsNamed,
  T0,
  ticketPayload,
  useJobsTestKit,
} from './jobs-test-kit.js';

/**
 * The guarantees of durable jobs and timers (enqueued with the business transaction, kept across
 * restarts, run once, retried with backoff), on PGlite by default and on real PostgreSQL when
 * DATABASE_URL is set. Time only moves through the ManualClock: nothing sleeps.
 */
const { freshDatabase, restartable, runner, deferred, cleanupAfter } = useJobsTestKit();

describe('durable jobs', { timeout: 60_000 }, () => {
  it('(a) a job enqueued in a business transaction that rolls back does not exist', async () => {
    const { database } = await freshDatabase();
    const { db } = database;
    const clock = new ManualClock(T0);
    const job = recordingJob('a.rollback');

    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect(await rowsNamed(db, 'a.rollback')).toHaveLength(0);
    expect(await runner({ db, clock, workerId: 'w', definitions: [job.definition] }).tick()).toBe(0);
    expect(job.runs).toHaveLength(0);

    // The same enqueue in a transaction that commits does leave the job behind.
    await db.transaction((tx) => enqueue(tx, job.definition, { companyId: 1, ticketId: 2 }, { runAt: T0 }));
    expect((await onlyRow(db, 'a.rollback')).payload).toEqual({ companyId: 1, ticketId: 2 });
  });

  it('(b) a job survives a restart', async () => {
    const store = await restartable();
    const clock = new ManualClock(T0);
    const job = recordingJob('b.restart');

    const before = await store.open();
    await enqueue(before.db, job.definition, { companyId: 7, ticketId: 70 }, { runAt: T0 });
    await before.close();

    const after = await store.open();
    cleanupAfter(() => after.close());
    expect(await runner({ db: after.db, clock, workerId: 'w', definitions: [job.definition] }).tick()).toBe(1);
    expect(job.runs.map((r) => r.ticketId)).toEqual([70]);
    expect((await onlyRow(after.db, 'b.restart')).status).toBe('done');
  });

  it('(c) a timer whose time passed while the server was down runs when it comes back', async () => {
    const store = await restartable();
    const clock = new ManualClock(T0);
    const job = recordingJob('c.missed');
    const dueAt = new Date(T0.getTime() + 60 * MINUTE);

    const before = await store.open();
    await enqueue(before.db, job.definition, { companyId: 7, ticketId: 71 }, { runAt: dueAt });
    const early = runner({ db: before.db, clock, workerId: 'w', definitions: [job.definition] });
    expect(await early.tick()).toBe(0); // not due yet, and then the server goes down
    await before.close();

    clock.advance(3 * 60 * MINUTE);
    const after = await store.open();
    cleanupAfter(() => after.close());
    expect(await runner({ db: after.db, clock, workerId: 'w', definitions: [job.definition] }).tick()).toBe(1);
    expect(job.runs).toEqual([{ ticketId: 71, attempt: 1, runAt: dueAt }]);
  });

  it('(d) two workers never run one job', async () => {
    const test = await freshDatabase();
    const other = await test.second(); // on PostgreSQL: another pool, so the claims truly race
    const clock = new ManualClock(T0);
    const executions: { ticketId: number; worker: string }[] = [];
    const definitionFor = (worker: string) =>
      defineJob({
        name: 'd.race',
        payload: ticketPayload,
        handler: async (payload) => {
          executions.push({ ticketId: payload.ticketId, worker });
          await new Promise((resolve) => setImmediate(resolve)); // let the other worker interleave
        },
      });
    const ids = Array.from({ length: 200 }, (_, i) => i);
    await test.database.db.transaction(async (tx) => {
      const definition = definitionFor('enqueuer');
      for (const id of ids) await enqueue(tx, definition, { companyId: 1, ticketId: id }, { runAt: T0 });
    });
    const a = runner({ db: test.database.db, clock, workerId: 'a', definitions: [definitionFor('a')], batchSize: 7 });
    const b = runner({ db: other.db, clock, workerId: 'b', definitions: [definitionFor('b')], batchSize: 7 });

    const [ranA, ranB] = await Promise.all([drain(a), drain(b)]);

    expect(ranA + ranB).toBe(200);
    // Only PostgreSQL truly races two pools; PGlite runs one statement at a time and may let one
    // worker drain everything before the other's first claim, which is fine.
    if (test.database.engine === 'postgres') {
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
    }
    expect(executions.map((e) => e.ticketId).sort((x, y) => x - y)).toEqual(ids);
    const rows = await rowsNamed(test.database.db, 'd.race');
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('(e) a timer rescheduled three times leaves one row and runs once, at the last time', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('e.autoclose');
    const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

    for (const [minutes, ticketId] of [[10, 1], [20, 2], [30, 3]] as const) {
      await db.transaction((tx) =>
        enqueue(tx, job.definition, { companyId: 1, ticketId }, { runAt: at(minutes), dedupeKey: 'autoclose:e' }),
      );
    }
    const row = await onlyRow(db, 'e.autoclose');
    expect(row.runAt).toEqual(at(30));

    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });
    clock.set(at(29));
    expect(await jobRunner.tick()).toBe(0); // the earlier times are gone
    clock.set(at(30));
    expect(await jobRunner.tick()).toBe(1);
    clock.set(at(120));
    expect(await jobRunner.tick()).toBe(0);
    expect(job.runs).toEqual([{ ticketId: 3, attempt: 1, runAt: at(30) }]);
  });

  it('a timer replaced while it runs runs once more, at the new time, with the new payload', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const started = deferred();
    const gate = deferred();
    const job = recordingJob('dedupe.running', async (payload) => {
      if (payload.ticketId === 1) {
        started.resolve();
        await gate.promise;
      }
    });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });
    const options = (minutes: number) => ({ runAt: new Date(T0.getTime() + minutes * MINUTE), dedupeKey: 'k:run' });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, options(0));

    const running = jobRunner.tick();
    await started.promise;
    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, options(10));
    gate.resolve();
    await running;

    const row = await onlyRow(db, 'dedupe.running');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, payload: { companyId: 1, ticketId: 2 } });
    expect(await jobRunner.tick()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await jobRunner.tick()).toBe(1);
    expect(await jobRunner.tick()).toBe(0);
    expect(job.runs.map((r) => r.ticketId)).toEqual([1, 2]);
    expect((await onlyRow(db, 'dedupe.running')).status).toBe('done');
  });

  it('a keyed job enqueued by SQL over written rows (upsertKeyedJobsFrom) follows the same replacement rule', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const started = deferred();
    const gate = deferred();
    const job = recordingJob('dedupe.sql', async (payload) => {
      if (payload.ticketId === 1) {
        started.resolve();
        await gate.promise;
      }
    });
    const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
    const enqueueBySql = (ticketId: number, minutes: number) =>
      db.execute(sql`with enqueued as (${upsertKeyedJobsFrom(
        sql`select 'dedupe.sql'::text, 1::int, ${JSON.stringify({ companyId: 1, ticketId })}::jsonb, ${at(minutes).toISOString()}::timestamptz, 'k:sql'::text, null::int, 5::int`,
      )}) select id from enqueued`);
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });

    // A pending job is replaced: one row, at the last time, with the last payload.
    await enqueueBySql(9, 5);
    await enqueueBySql(1, 0);
    expect(await onlyRow(db, 'dedupe.sql')).toMatchObject({ status: 'pending', runAt: at(0), payload: { companyId: 1, ticketId: 1 } });

    // A running job is marked to run again, at the new time, with the new payload.
    const running = jobRunner.tick();
    await started.promise;
    await enqueueBySql(2, 10);
    gate.resolve();
    await running;
    expect(await onlyRow(db, 'dedupe.sql')).toMatchObject({ status: 'pending', attempts: 0, payload: { companyId: 1, ticketId: 2 } });
    clock.advance(10 * MINUTE);
    expect(await jobRunner.tick()).toBe(1);
    expect(job.runs.map((r) => r.ticketId)).toEqual([1, 2]);
    expect((await onlyRow(db, 'dedupe.sql')).status).toBe('done');
  });

  it('a replacement that arrives while the old run fails still runs, at its own time', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const started = deferred();
    const gate = deferred();
    const job = recordingJob(
      'dedupe.running-fails',
      async (payload) => {
        if (payload.ticketId === 1) {
          started.resolve();
          await gate.promise;
          throw new Error('old run failed');
        }
      },
      { maxAttempts: 1, backoff: () => 60 * MINUTE },
    );
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });
    const options = (minutes: number) => ({ runAt: new Date(T0.getTime() + minutes * MINUTE), dedupeKey: 'k:fail' });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, options(0));

    const running = jobRunner.tick();
    await started.promise;
    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, options(10));
    gate.resolve();
    await running;

    const row = await onlyRow(db, 'dedupe.running-fails');
    // Neither failed for good (its single attempt was spent) nor pushed back by the old run's backoff.
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'Error: old run failed' });
    expect(row.runAt).toEqual(new Date(T0.getTime() + 10 * MINUTE));
    clock.advance(10 * MINUTE);
    expect(await jobRunner.tick()).toBe(1);
    expect(await onlyRow(db, 'dedupe.running-fails')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('(f) a failing handler is retried with backoff and ends failed after maxAttempts', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob(
      'f.failing',
      async (_payload, attempt) => {
        throw new Error(`provider down (attempt ${attempt})`);
      },
      { maxAttempts: 3, backoff: (attempt) => attempt * 1000 },
    );
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });

    expect(await jobRunner.tick()).toBe(1);
    let row = await onlyRow(db, 'f.failing');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: provider down (attempt 1)' });
    expect(row.runAt).toEqual(new Date(T0.getTime() + 1000));

    clock.advance(999);
    expect(await jobRunner.tick()).toBe(0); // backoff is respected
    clock.advance(1);
    expect(await jobRunner.tick()).toBe(1);
    row = await onlyRow(db, 'f.failing');
    expect(row.runAt).toEqual(new Date(T0.getTime() + 1000 + 2000)); // grows with the attempt

    clock.advance(2000);
    expect(await jobRunner.tick()).toBe(1);
    row = await onlyRow(db, 'f.failing');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: provider down (attempt 3)' });
    clock.advance(24 * 60 * MINUTE);
    expect(await jobRunner.tick()).toBe(0);
    expect(job.runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it('a handler that fails once and then succeeds ends done', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('f.flaky', async (_payload, attempt) => {
      if (attempt === 1) throw new Error('flaky');
    });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });
    await jobRunner.tick();
    clock.advance(60 * MINUTE);
    expect(await jobRunner.tick()).toBe(1);
    expect(await onlyRow(db, 'f.flaky')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  it('a connection that comes up makes its jobs in backoff due now, and leaves the rest alone', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('f.session', async (_payload, attempt) => {
      if (attempt === 1) throw new Error('session not connected');
    }, { backoff: () => 10 * MINUTE });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0, whatsappId: 7 });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, { runAt: new Date(T0.getTime() + 30 * MINUTE), whatsappId: 7 });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 3 }, { runAt: T0, whatsappId: 8 });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });
    expect(await jobRunner.tick()).toBe(2); // tickets 1 and 3 fail once
    clock.advance(MINUTE);

    expect(await retryConnectionJobsNow(db, 7, clock.now())).toBe(1);
    const rows = await rowsNamed(db, 'f.session');
    const byTicket = (ticketId: number) => rows.find((row) => (row.payload as { ticketId: number }).ticketId === ticketId)!;
    expect(byTicket(1).runAt).toEqual(clock.now()); // retried now
    expect(byTicket(2).runAt).toEqual(new Date(T0.getTime() + 30 * MINUTE)); // a timer, never tried: kept
    expect(byTicket(3).runAt).toEqual(new Date(T0.getTime() + 10 * MINUTE)); // another connection: kept
    expect(await jobRunner.tick()).toBe(1);
    expect((await rowsNamed(db, 'f.session')).find((row) => (row.payload as { ticketId: number }).ticketId === 1)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('(g) the reaper recovers a job whose worker died, and it then runs once', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('g.orphan');
    const { id } = await enqueue(db, job.definition, { companyId: 1, ticketId: 5 }, { runAt: T0 });
    // What a worker leaves behind when it dies mid-run.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead:1', lockedUntil: new Date(T0.getTime() + MINUTE) })
      .where(eq(jobs.id, id));
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });

    expect(await jobRunner.tick()).toBe(0); // its lock is still valid: hands off
    expect((await onlyRow(db, 'g.orphan')).status).toBe('running');

    clock.advance(MINUTE + 1);
    expect(await jobRunner.tick()).toBe(1);
    expect(await jobRunner.tick()).toBe(0);
    expect(job.runs).toHaveLength(1);
    expect(await onlyRow(db, 'g.orphan')).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('a job that keeps killing its worker fails once its attempts are spent', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('g.poison', async () => undefined, { maxAttempts: 2 });
    const { id } = await enqueue(db, job.definition, { companyId: 1, ticketId: 5 }, { runAt: T0 });
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedBy: 'dead:2', lockedUntil: T0 })
      .where(eq(jobs.id, id));
    clock.advance(1);
    await runner({ db, clock, workerId: 'w', definitions: [job.definition] }).tick();
    expect(job.runs).toHaveLength(0);
    const row = await onlyRow(db, 'g.poison');
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('lock expired while held by dead:2');
  });

  it('(h) a stale worker’s success does not finish a job another worker reclaimed', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const staleStarted = deferred();
    const staleGate = deferred();
    const freshStarted = deferred();
    const freshGate = deferred();
    const stale = recordingJob('h.reclaimed', async () => {
      staleStarted.resolve();
      await staleGate.promise;
    });
    const fresh = recordingJob('h.reclaimed', async () => {
      freshStarted.resolve();
      await freshGate.promise;
    });
    await enqueue(db, stale.definition, { companyId: 1, ticketId: 9 }, { runAt: T0 });
    const a = runner({ db, clock, workerId: 'a', definitions: [stale.definition], lockMs: MINUTE });
    const b = runner({ db, clock, workerId: 'b', definitions: [fresh.definition], lockMs: MINUTE });

    const staleTick = a.tick();
    await staleStarted.promise;
    clock.advance(MINUTE + 1); // worker a stalls past its lock
    const freshTick = b.tick();
    await freshStarted.promise;

    staleGate.resolve(); // a wakes up and believes it finished the job
    await staleTick;
    let row = await onlyRow(db, 'h.reclaimed');
    expect(row.status).toBe('running');
    expect(row.lockedBy).toMatch(/^b:/);

    freshGate.resolve();
    await freshTick;
    row = await onlyRow(db, 'h.reclaimed');
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('(h) a stale run’s failure does not touch a job the same worker reclaimed', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const staleStarted = deferred();
    const staleGate = deferred();
    const freshStarted = deferred();
    const freshGate = deferred();
    const job = recordingJob('h.same-worker', async (_payload, attempt) => {
      if (attempt === 1) {
        staleStarted.resolve();
        await staleGate.promise;
        throw new Error('stale failure');
      }
      freshStarted.resolve();
      await freshGate.promise;
    });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 9 }, { runAt: T0 });
    // One worker id for both claims: fencing by worker id alone would let the stale run through.
    const jobRunner = runner({ db, clock, workerId: 'same', definitions: [job.definition], lockMs: MINUTE });

    const staleTick = jobRunner.tick();
    await staleStarted.promise;
    clock.advance(MINUTE + 1);
    const freshTick = jobRunner.tick(); // reaps and reclaims
    await freshStarted.promise;
    staleGate.resolve();
    await staleTick;
    expect(await onlyRow(db, 'h.same-worker')).toMatchObject({ status: 'running', attempts: 2 });

    freshGate.resolve();
    await freshTick;
    expect(await onlyRow(db, 'h.same-worker')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(job.runs).toHaveLength(2);
  });
});
