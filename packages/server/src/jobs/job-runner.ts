import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import { systemClock, type Clock } from '../shared/clock.js';
import type { JobDefinition, JobLogger } from './job-definition.js';
import type { EnqueueSignal } from './enqueue-signal.js';
import {
  claimDueJobs,
  deleteFinishedBefore,
  nextDueAt,
  failJob,
  finishJob,
  reapExpiredLocks,
  type ClaimedJob,
  type ClaimScope,
} from './job-queries.js';

export interface JobRunnerOptions {
  db: Db;
  clock?: Clock;
  /** Names this process in `locked_by`; make it unique per process (host + pid is enough). */
  workerId: string;
  definitions: readonly JobDefinition[];
  /**
   * How long the loop sleeps between claims while it has nothing to do, when it cannot be told of new
   * jobs (no `enqueueSignal`, or its connection is down). Default 1 s.
   */
  pollIntervalMs?: number;
  /**
   * Tells the runner of jobs enqueued by any process (LISTEN/NOTIFY): while it is live, an idle
   * runner sleeps until the next job is due or `idlePollMs`, whichever comes first.
   */
  enqueueSignal?: EnqueueSignal;
  /**
   * The longest idle sleep with a live signal: a safety net for what no notice announces (session-
   * bound jobs of a connection this process just took over). Default 10 s.
   */
  idlePollMs?: number;
  /**
   * A notice of this process's own enqueue wakes the runner after this delay, not at once: code that
   * wants its job at once calls `wake()` after its commit and its follow-up work (answering the
   * request first), and code that does not was served by the next poll. So the notice stands in for
   * that poll while the runner sleeps longer. Default: the poll interval.
   */
  ownEnqueueDelayMs?: number;
  /** Expired locks are looked for at most this often (clock time). Default: lockMs / 30, at most 10 s. */
  reapEveryMs?: number;
  /**
   * How long a claim is trusted before the reaper hands the job to someone else. There is no
   * heartbeat, so this is also the longest a handler may take before it risks running twice.
   */
  lockMs?: number;
  /** Jobs claimed per tick, run concurrently; the polling loop keeps at most this many running. */
  batchSize?: number;
  /** How long done and failed rows are kept. */
  retentionMs?: number;
  cleanupEveryMs?: number;
  log?: JobLogger;
  /** Told each time the loop goes to sleep with nothing left to claim (tests wait for it). */
  onIdle?: () => void;
  /**
   * Which jobs this process claims: by default all of them; a process running
   * WhatsApp sessions also claims the session-bound jobs of the connections it owns.
   */
  scope?: () => ClaimScope;
}

export interface JobRunner {
  /** Starts polling in the background. */
  start(): void;
  /** Stops polling and waits for the handlers that are running. */
  stop(): Promise<void>;
  /**
   * Reaps, claims up to batchSize jobs due at the clock's time, runs them and waits for them;
   * answers how many were claimed. Tests drive the runner with it; the loop uses the same steps.
   * After stop() it does nothing.
   */
  tick(): Promise<number>;
  /** Polls now instead of at the next interval (call after committing an enqueue). */
  wake(): void;
}

const consoleLog: JobLogger = {
  error: (obj, msg) => console.error(msg ?? 'jobs error', obj),
  warn: (obj, msg) => console.warn(msg ?? 'jobs warning', obj),
  info: () => undefined,
};

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, workerId } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLog;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const retentionMs = options.retentionMs ?? 7 * 24 * 3_600_000;
  const cleanupEveryMs = options.cleanupEveryMs ?? 3_600_000;
  const idlePollMs = options.idlePollMs ?? 10_000;
  const reapEveryMs = options.reapEveryMs ?? Math.min(lockMs / 30, 10_000);
  const signal = options.enqueueSignal;
  const ownEnqueueDelayMs = options.ownEnqueueDelayMs ?? pollIntervalMs;
  let ownEnqueueTimer: NodeJS.Timeout | undefined;
  const definitions = new Map(options.definitions.map((d) => [d.name, d]));
  if (definitions.size !== options.definitions.length) throw new Error('Two job definitions share a name.');

  let abort = new AbortController();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let woken = false;
  let wakeUp: (() => void) | null = null;
  let lastCleanup: number | null = null;
  let lastReap: number | null = null;
  const running = new Set<Promise<void>>();

  async function fail(job: ClaimedJob, token: string, error: string, permanent: boolean, delayMs = 0) {
    const now = clock.now();
    const retryAt = new Date(now.getTime() + delayMs);
    const held = await failJob(db, { id: job.id, lockToken: token, now, error, retryAt, permanent });
    if (!held) log.warn({ jobId: job.id, name: job.name }, 'job lock lost before its failure was recorded');
  }

  async function runJob(job: ClaimedJob, token: string, claimedAt: Date): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition) {
      log.error({ jobId: job.id, name: job.name }, 'unknown job name');
      return fail(job, token, `unknown job name "${job.name}"`, true);
    }
    // Earlier claims ended without a result (the worker died): their attempts are spent.
    if (job.attempts > job.maxAttempts) {
      return fail(job, token, `gave up after ${job.maxAttempts} attempts; last: ${job.lastError ?? 'none'}`, true);
    }
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      log.error({ jobId: job.id, name: job.name, issues: parsed.error.issues }, 'invalid job payload');
      return fail(job, token, `invalid payload: ${parsed.error.message}`, true);
    }
    try {
      await definition.handler(parsed.data, {
        jobId: job.id,
        name: job.name,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        runAt: job.runAt,
        now: claimedAt,
        dedupeKey: job.dedupeKey,
        db,
        clock,
        log,
        signal: abort.signal,
      });
    } catch (error) {
      log.warn({ jobId: job.id, name: job.name, attempt: job.attempts, err: error }, 'job failed');
      return fail(job, token, describeError(error), false, definition.backoff(job.attempts));
    }
    const held = await finishJob(db, job.id, token, clock.now());
    if (!held) log.warn({ jobId: job.id, name: job.name }, 'job lock lost before it was marked done');
  }

  async function cleanup(now: Date): Promise<void> {
    if (lastCleanup !== null && now.getTime() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = now.getTime();
    try {
      await deleteFinishedBefore(db, new Date(now.getTime() - retentionMs));
    } catch (error) {
      log.error({ err: error }, 'deleting old jobs failed');
    }
  }

  /** Reaps, cleans up now and then, claims up to `limit` due jobs and starts their handlers. */
  async function claimAndStart(limit: number): Promise<Promise<void>[]> {
    const now = clock.now();
    // Locks last minutes: looking for expired ones on every claim would only cost a statement each time.
    if (lastReap === null || Math.abs(now.getTime() - lastReap) >= reapEveryMs) {
      lastReap = now.getTime();
      const reaped = await reapExpiredLocks(db, now);
      if (reaped.length > 0) log.warn({ jobIds: reaped.map((r) => r.id) }, 'reaped jobs whose lock expired');
    }
    await cleanup(now);
    // A fresh token per claim, not just the worker id: a job reaped and reclaimed by this same
    // worker must not be finished by the stale run.
    const token = `${workerId}:${randomUUID()}`;
    const claimed = await claimDueJobs(db, now, new Date(now.getTime() + lockMs), token, limit, options.scope?.());
    return claimed.map((job) => {
      const run = runJob(job, token, now).catch((error: unknown) => {
        // The outcome could not be stored (database gone?): the reaper will hand the job out again.
        log.error({ jobId: job.id, name: job.name, err: error }, 'recording a job outcome failed');
      });
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        nudge(); // a slot is free and more jobs may be waiting
      });
      return run;
    });
  }

  async function tick(): Promise<number> {
    if (stopping) return 0;
    const started = await claimAndStart(batchSize);
    await Promise.all(started);
    return started.length;
  }

  function onEnqueued(own: boolean) {
    if (!own) return nudge();
    ownEnqueueTimer ??= setTimeout(() => {
      ownEnqueueTimer = undefined;
      nudge();
    }, ownEnqueueDelayMs);
  }

  function nudge() {
    woken = true;
    wakeUp?.();
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  /**
   * How long to sleep with nothing left to claim. Without a live enqueue signal: the poll interval.
   * With one, new jobs wake the runner, so it only has to be up when the next known job falls due
   * (a timer, a retry, an orphaned session job), or after `idlePollMs` at the latest; the lock
   * expiry of running jobs is not waited for, the reaper's cadence is (`reapEveryMs`).
   */
  async function idleSleepMs(): Promise<number> {
    if (!signal?.live) return pollIntervalMs;
    const now = clock.now();
    const longest = Math.min(idlePollMs, reapEveryMs);
    const next = await nextDueAt(db, new Date(now.getTime() + longest), options.scope?.());
    if (!next) return longest;
    const wait = next.getTime() - now.getTime();
    // Due already yet not claimed (another process holds it mid-claim): do not spin on it.
    return wait <= 0 ? pollIntervalMs : Math.min(wait, longest);
  }

  /**
   * Unlike `tick`, the loop does not wait for a whole batch: it keeps up to `batchSize` handlers
   * running and claims again whenever one finishes, so one slow handler does not hold up the rest.
   */
  async function pollLoop(): Promise<void> {
    while (!stopping) {
      woken = false;
      const free = batchSize - running.size;
      let delay = pollIntervalMs;
      if (free > 0) {
        try {
          const started = await claimAndStart(free);
          // Fewer than asked for: nothing else is due now. Otherwise a finished handler wakes the loop.
          if (started.length < free) {
            delay = await idleSleepMs();
            options.onIdle?.();
          }
        } catch (error) {
          log.error({ err: error }, 'job runner poll failed');
        }
      }
      // Woken meanwhile (an enqueue, a finished handler): look again at once.
      if (!stopping && !woken) await sleep(delay);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      if (abort.signal.aborted) abort = new AbortController();
      void signal?.start(onEnqueued);
      loop = pollLoop();
    },
    async stop() {
      stopping = true;
      abort.abort();
      wakeUp?.();
      clearTimeout(ownEnqueueTimer);
      ownEnqueueTimer = undefined;
      await signal?.stop();
      await loop;
      loop = null;
      await Promise.allSettled([...running]);
    },
    tick,
    wake: nudge,
  };
}
