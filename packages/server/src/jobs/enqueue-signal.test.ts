import { describe, expect, it } from 'vitest';
import { systemClock } from '../shared/clock.js';
import { enqueue } from './index.js';
import { enqueueSignalOf } from './enqueue-signal.js';
import { recordingJob, useJobsTestKit } from './jobs-test-kit.js';

/**
 * An idle runner with a live enqueue signal sleeps long (an hour here) and still runs new jobs at
 * once, from this connection or another one, and timers when they fall due. Real time: the runner's
 * sleeps are real, so a test that passed by polling would hang instead.
 */
const { freshDatabase, runner, deferred } = useJobsTestKit();
const HOUR = 3_600_000;
const quietLog = { warn: () => undefined };

describe('enqueue signal', { timeout: 30_000 }, () => {
  it('a job enqueued and committed in this process wakes an idle runner after its own-enqueue delay, not its idle poll', async () => {
    const { database } = await freshDatabase();
    const signal = enqueueSignalOf(database, quietLog)!;
    const idle = deferred();
    const ran = deferred();
    const job = recordingJob('signal.here', async () => ran.resolve());
    const jobRunner = runner({ db: database.db, clock: systemClock, workerId: 'w', definitions: [job.definition], pollIntervalMs: HOUR, idlePollMs: HOUR, reapEveryMs: HOUR, ownEnqueueDelayMs: 100, enqueueSignal: signal, onIdle: () => idle.resolve() });
    jobRunner.start();
    await idle.promise; // the runner found nothing and sleeps
    await expect.poll(() => signal.live).toBe(true);

    await database.db.transaction((tx) => enqueue(tx, job.definition, { companyId: 1, ticketId: 1 }));
    await ran.promise; // no wake() call: the commit's notice did it, long before the hour-long polls
    expect(job.runs.map((run) => run.ticketId)).toEqual([1]);
  });

  it('a job enqueued by another connection (another process) wakes it too', async () => {
    const test = await freshDatabase();
    const other = await test.second();
    const signal = enqueueSignalOf(test.database, quietLog)!;
    const idle = deferred();
    const ran = deferred();
    const job = recordingJob('signal.elsewhere', async () => ran.resolve());
    // In one test process both connections carry this process's tag: the own-enqueue delay applies.
    const jobRunner = runner({ db: test.database.db, clock: systemClock, workerId: 'w', definitions: [job.definition], pollIntervalMs: HOUR, idlePollMs: HOUR, reapEveryMs: HOUR, ownEnqueueDelayMs: 100, enqueueSignal: signal, onIdle: () => idle.resolve() });
    jobRunner.start();
    await idle.promise;
    await expect.poll(() => signal.live).toBe(true);

    await enqueue(other.db, job.definition, { companyId: 1, ticketId: 2 });
    await ran.promise;
    expect(job.runs.map((run) => run.ticketId)).toEqual([2]);
  });

  it('a job due later runs at its time while the runner sleeps', async () => {
    const { database } = await freshDatabase();
    const signal = enqueueSignalOf(database, quietLog)!;
    const idle = deferred();
    const ran = deferred<number>();
    const job = recordingJob('signal.later', async () => ran.resolve(Date.now()));
    const jobRunner = runner({ db: database.db, clock: systemClock, workerId: 'w', definitions: [job.definition], pollIntervalMs: HOUR, idlePollMs: HOUR, reapEveryMs: HOUR, ownEnqueueDelayMs: 100, enqueueSignal: signal, onIdle: () => idle.resolve() });
    jobRunner.start();
    await idle.promise;
    await expect.poll(() => signal.live).toBe(true);

    const due = Date.now() + 800;
    await enqueue(database.db, job.definition, { companyId: 1, ticketId: 3 }, { runAt: new Date(due) });
    const ranAt = await ran.promise;
    expect(ranAt).toBeGreaterThanOrEqual(due - 50);
    expect(ranAt - due).toBeLessThan(2_000);
  });
});
