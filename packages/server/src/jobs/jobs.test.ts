import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import type { Db } from '../db/types.js';
import { ManualClock } from '../shared/clock.js';
import {
  cancelJob,
  createJobRunner,
  defineJob,
  enqueue,
  enqueueJob,
  type JobDefinition,
  type JobLogger,
  type JobRunner,
  type JobRunnerOptions,
} from './index.js';
import { createTestDatabases, type TestDatabase, type TestDatabases } from './test-database.js';

const T0 = new Date('2030-03-01T12:00:00.000Z');
const MINUTE = 60_000;

let databases: TestDatabases;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  databases = await createTestDatabases();
}, 120_000);

const releases: (() => void)[] = [];

afterEach(async () => {
  // A failed assertion can leave a handler waiting on a gate: open them all so runners can stop.
  for (const release of releases.splice(0)) release();
  // Runners first (they may still use the database), then the databases.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await databases.dispose();
});

async function freshDatabase(): Promise<TestDatabase> {
  const test = await databases.create();
  cleanups.push(() => test.dispose());
  return test;
}

const silentLog: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

function runner(options: Omit<JobRunnerOptions, 'log'> & { log?: JobLogger }): JobRunner {
  const created = createJobRunner({ log: silentLog, ...options });
  cleanups.push(() => created.stop());
  return created;
}

/** Ticks until nothing is due any more. */
async function drain(jobRunner: JobRunner): Promise<number> {
  let total = 0;
  for (let round = 0; round < 1000; round++) {
    const ran = await jobRunner.tick();
    if (ran === 0) return total;
    total += ran;
  }
  throw new Error('the runner never ran dry');
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  releases.push(() => resolve(undefined as T));
  return { promise, resolve, reject };
}

function rowsNamed(db: Db, name: string) {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));
}

async function onlyRow(db: Db, name: string) {
  const rows = await rowsNamed(db, name);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const ticketPayload = z.object({ companyId: z.number().nullable(), ticketId: z.number() });
type TicketPayload = z.infer<typeof ticketPayload>;

/** A job whose handler records every run (payload and attempt) and may be given a behaviour. */
function recordingJob(
  name: string,
  behaviour: (payload: TicketPayload, attempt: number) => Promise<void> = async () => undefined,
  extra: Partial<Pick<JobDefinition, 'maxAttempts' | 'backoff'>> = {},
) {
  const runs: { ticketId: number; attempt: number; runAt: Date }[] = [];
  const definition = defineJob({
    name,
    payload: ticketPayload,
    ...extra,
    handler: async (payload, ctx) => {
      runs.push({ ticketId: payload.ticketId, attempt: ctx.attempt, runAt: ctx.runAt });
      await behaviour(payload, ctx.attempt);
    },
  });
  return { definition, runs };
}

describe('jobs', { timeout: 60_000 }, () => {
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
    const store = await databases.restartable();
    cleanups.push(() => store.dispose());
    const clock = new ManualClock(T0);
    const job = recordingJob('b.restart');

    const before = await store.open();
    await enqueue(before.db, job.definition, { companyId: 7, ticketId: 70 }, { runAt: T0 });
    await before.close();

    const after = await store.open();
    cleanups.push(() => after.close());
    expect(await runner({ db: after.db, clock, workerId: 'w', definitions: [job.definition] }).tick()).toBe(1);
    expect(job.runs.map((r) => r.ticketId)).toEqual([70]);
    expect((await onlyRow(after.db, 'b.restart')).status).toBe('done');
  });

  it('(c) a timer whose time passed while the server was down runs when it comes back', async () => {
    const store = await databases.restartable();
    cleanups.push(() => store.dispose());
    const clock = new ManualClock(T0);
    const job = recordingJob('c.missed');
    const dueAt = new Date(T0.getTime() + 60 * MINUTE);

    const before = await store.open();
    await enqueue(before.db, job.definition, { companyId: 7, ticketId: 71 }, { runAt: dueAt });
    const early = createJobRunner({ db: before.db, clock, workerId: 'w', definitions: [job.definition] });
    expect(await early.tick()).toBe(0); // not due yet, and then the server goes down
    await early.stop();
    await before.close();

    clock.advance(3 * 60 * MINUTE);
    const after = await store.open();
    cleanups.push(() => after.close());
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
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
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

  it('cancelJob deletes a pending timer and stops a running one from running again', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const started = deferred();
    const gate = deferred();
    const job = recordingJob('cancel.timer', async (payload) => {
      if (payload.ticketId === 2) {
        started.resolve();
        await gate.promise;
      }
    });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition] });

    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0, dedupeKey: 'cancel:1' });
    expect(await cancelJob(db, 'cancel:1')).toBe(true);
    expect(await cancelJob(db, 'cancel:1')).toBe(false);
    expect(await jobRunner.tick()).toBe(0);

    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, { runAt: T0, dedupeKey: 'cancel:2' });
    const running = jobRunner.tick();
    await started.promise;
    await enqueue(db, job.definition, { companyId: 1, ticketId: 3 }, { runAt: T0, dedupeKey: 'cancel:2' });
    expect(await cancelJob(db, 'cancel:2')).toBe(true);
    gate.resolve();
    await running;
    expect(await jobRunner.tick()).toBe(0);
    expect(job.runs.map((r) => r.ticketId)).toEqual([2]);
    expect((await onlyRow(db, 'cancel.timer')).status).toBe('done');
  });

  it('an unknown job name or a payload failing its schema fails at once with the reason', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const job = recordingJob('known.job');
    await enqueueJob(db, { name: 'nobody.knows', payload: { companyId: 1 }, runAt: T0 });
    await enqueueJob(db, { name: 'known.job', payload: { companyId: 1, ticketId: 'x' }, runAt: T0 });
    expect(() => enqueue(db, job.definition, { companyId: 1, ticketId: 'x' as unknown as number })).toThrow();

    expect(await runner({ db, clock, workerId: 'w', definitions: [job.definition] }).tick()).toBe(2);
    expect(job.runs).toHaveLength(0);
    const unknown = await onlyRow(db, 'nobody.knows');
    expect(unknown).toMatchObject({ status: 'failed', attempts: 1 });
    expect(unknown.lastError).toContain('unknown job name');
    const invalid = await onlyRow(db, 'known.job');
    expect(invalid).toMatchObject({ status: 'failed', attempts: 1 });
    expect(invalid.lastError).toContain('invalid payload');
  });

  it('deletes done and failed jobs older than seven days, keeps the rest', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const day = 24 * 60 * MINUTE;
    const seed = async (ticketId: number, status: 'pending' | 'done' | 'failed', ageDays: number) => {
      const { id } = await enqueueJob(db, { name: 'old.rows', payload: { companyId: 1, ticketId }, runAt: T0 });
      const updatedAt = new Date(T0.getTime() - ageDays * day);
      // Not due, so the tick only cleans up.
      await db.update(jobs).set({ status, updatedAt, runAt: new Date(T0.getTime() + day) }).where(eq(jobs.id, id));
    };
    await seed(1, 'done', 8);
    await seed(2, 'failed', 8);
    await seed(3, 'done', 6);
    await seed(4, 'pending', 30);

    await runner({ db, clock, workerId: 'w', definitions: [] }).tick();
    const kept = (await rowsNamed(db, 'old.rows')).map((r) => (r.payload as TicketPayload).ticketId);
    expect(kept).toEqual([3, 4]);
  });

  it('wake() makes a started runner claim at once instead of at its next poll', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const ran = new Map<number, ReturnType<typeof deferred<void>>>([[1, deferred()], [2, deferred()]]);
    const job = recordingJob('wake.job', async (payload) => ran.get(payload.ticketId)?.resolve());
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition], pollIntervalMs: 3_600_000 });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
    jobRunner.start();
    await ran.get(1)!.promise; // the first poll happened; the next one is an hour away

    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, { runAt: T0 });
    jobRunner.wake();
    await ran.get(2)!.promise; // without the nudge this would wait for the test's timeout
    await jobRunner.stop();
    expect(job.runs.map((r) => r.ticketId)).toEqual([1, 2]);
  });

  it('the polling loop keeps other jobs moving while one handler is slow', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const slowStarted = deferred();
    const slowGate = deferred();
    const quickRan = deferred();
    const job = recordingJob('loop.slow', async (payload) => {
      if (payload.ticketId === 1) {
        slowStarted.resolve();
        await slowGate.promise;
      } else quickRan.resolve();
    });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [job.definition], batchSize: 2 });
    await enqueue(db, job.definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
    jobRunner.start();
    await slowStarted.promise;

    await enqueue(db, job.definition, { companyId: 1, ticketId: 2 }, { runAt: T0 });
    jobRunner.wake();
    await quickRan.promise; // would hang if the loop waited for the slow handler's batch
    slowGate.resolve();
    await jobRunner.stop();
    expect((await rowsNamed(db, 'loop.slow')).map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('stop() waits for running handlers and aborts their signal', async () => {
    const { db } = (await freshDatabase()).database;
    const clock = new ManualClock(T0);
    const started = deferred<AbortSignal>();
    const gate = deferred();
    const definition = defineJob({
      name: 'stop.job',
      payload: ticketPayload,
      handler: async (_payload, ctx) => {
        started.resolve(ctx.signal);
        await gate.promise;
      },
    });
    const jobRunner = runner({ db, clock, workerId: 'w', definitions: [definition] });
    await enqueue(db, definition, { companyId: 1, ticketId: 1 }, { runAt: T0 });
    jobRunner.start();
    const signal = await started.promise;

    let stopped = false;
    const stopping = jobRunner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(signal.aborted).toBe(true);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect((await onlyRow(db, 'stop.job')).status).toBe('done');
  });
});
