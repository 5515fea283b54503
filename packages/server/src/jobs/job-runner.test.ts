import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import { ManualClock } from '../shared/clock.js';
import { cancelJob, defineJob, enqueue, enqueueJob } from './index.js';
import {
  MINUTE,
  onlyRow,
  recordingJob,
  rowsNamed,
  T0,
  ticketPayload,
  type TicketPayload,
  useJobsTestKit,
} from './jobs-test-kit.js';

/** Cancelling, bad jobs, housekeeping and the runner's polling loop. */
const { freshDatabase, runner, deferred } = useJobsTestKit();

describe('job runner', { timeout: 60_000 }, () => {
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
    await expect(enqueue(db, job.definition, { companyId: 1, ticketId: 'x' as unknown as number })).rejects.toThrow(
      /ticketId/,
    );

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
