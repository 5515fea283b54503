import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs.js';
import type { Db } from '../db/types.js';
import {
  createJobRunner,
  defineJob,
  type JobDefinition,
  type JobLogger,
  type JobRunner,
  type JobRunnerOptions,
} from './index.js';
import {
  createTestDatabases,
  type RestartableDatabase,
  type TestDatabase,
  type TestDatabases,
} from '../test/test-database.js';

/** Shared pieces of the jobs tests. Each test gets its own database, so tests never share jobs. */

export const T0 = new Date('2030-03-01T12:00:00.000Z');
export const MINUTE = 60_000;

export const ticketPayload = z.object({ companyId: z.number().nullable(), ticketId: z.number() });
export type TicketPayload = z.infer<typeof ticketPayload>;

const silentLog: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

export function rowsNamed(db: Db, name: string) {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));
}

export async function onlyRow(db: Db, name: string) {
  const rows = await rowsNamed(db, name);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Ticks until nothing is due any more. */
export async function drain(jobRunner: JobRunner): Promise<number> {
  let total = 0;
  for (let round = 0; round < 1000; round++) {
    const ran = await jobRunner.tick();
    if (ran === 0) return total;
    total += ran;
  }
  throw new Error('the runner never ran dry');
}

/** A job whose handler records every run (ticket, attempt, due time) and then does `behaviour`. */
export function recordingJob(
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

/** Registers the file's hooks and answers helpers whose resources are released after each test. */
export function useJobsTestKit() {
  let databases: TestDatabases | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    databases = await createTestDatabases();
  }, 120_000);

  afterEach(async () => {
    // A failed assertion can leave a handler waiting on a gate: open them all so runners can stop.
    for (const release of releases.splice(0)) release();
    // Runners first (they may still use the database), then the databases.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  afterAll(async () => {
    await databases?.dispose();
  });

  return {
    /** Call this from inside a test (the resource is released after it). */
    cleanupAfter(cleanup: () => Promise<void>) {
      cleanups.push(cleanup);
    },

    async freshDatabase(): Promise<TestDatabase> {
      const test = await databases!.create();
      cleanups.push(() => test.dispose());
      return test;
    },

    async restartable(): Promise<RestartableDatabase> {
      const store = await databases!.restartable();
      cleanups.push(() => store.dispose());
      return store;
    },

    runner(options: Omit<JobRunnerOptions, 'log'> & { log?: JobLogger }): JobRunner {
      const created = createJobRunner({ log: silentLog, ...options });
      cleanups.push(() => created.stop());
      return created;
    },

    /** A promise the test settles by hand, e.g. to hold a handler mid-run. */
    deferred<T = void>() {
      let resolve!: (value: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      releases.push(() => resolve(undefined as T));
      return { promise, resolve, reject };
    },
  };
}
