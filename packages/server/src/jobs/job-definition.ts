import type { z } from 'zod';
import type { Clock } from '../shared/clock.js';
import type { Db } from '../db/types.js';

/** Every payload names its company (null for platform-wide jobs) so a handler never guesses the tenant. */
export interface JobPayloadBase {
  companyId: number | null;
}

/** The subset of pino the jobs module uses, so tests and other loggers can stand in. */
export interface JobLogger {
  error(obj: Record<string, unknown>, msg?: string): void;
  warn(obj: Record<string, unknown>, msg?: string): void;
  info(obj: Record<string, unknown>, msg?: string): void;
}

export interface JobContext {
  jobId: number;
  name: string;
  /** 1 on the first run; counts runs since the job was (re)scheduled. */
  attempt: number;
  maxAttempts: number;
  /** When the job was due; a timer that fired late (server was down) sees its original time here. */
  runAt: Date;
  /** The runner's clock at the moment it claimed the job. */
  now: Date;
  dedupeKey: string | null;
  /** Handlers open their own short transactions on this; the claim transaction is long gone. */
  db: Db;
  clock: Clock;
  log: JobLogger;
  /** Aborted when the runner stops; long handlers may check it and give up early (the job is retried). */
  signal: AbortSignal;
}

/**
 * A handler MUST be safe to run twice for the same job. A job runs at least once, not exactly once:
 * a worker can die (or stall past its lock) after the handler's side effects but before the job is
 * marked done, and the reaper then hands the job to another worker. So a handler re-reads the
 * business state it acts on (is the ticket still open? was the scheduled message already sent?) and
 * records its effect in the same transaction as that state change, or uses an idempotency key when it
 * talks to the outside world.
 */
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface JobDefinition<P extends JobPayloadBase = JobPayloadBase> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /**
   * Method syntax on purpose: it makes a `JobDefinition<{ companyId; ticketId }>` usable where a
   * `JobDefinition` is expected (the runner's list), which a function-typed property would forbid.
   */
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Written on the row by `enqueue`; the row's value is what retries and cancels follow. */
  readonly maxAttempts: number;
  /** Milliseconds to wait before the run after failed attempt number `attempt` (1-based). */
  readonly backoff: (attempt: number) => number;
}

export interface DefineJobInput<P extends JobPayloadBase> {
  name: string;
  /** Checked on enqueue (typed `enqueue`) and again before each run (rows outlive code versions). */
  payload: z.ZodType<P>;
  handler: JobHandler<P>;
  maxAttempts?: number;
  backoff?: (attempt: number) => number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** 10 s, 20 s, 40 s … capped at one hour: a provider outage is ridden out without hammering it. */
export function defaultBackoff(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export function defineJob<P extends JobPayloadBase>(input: DefineJobInput<P>): JobDefinition<P> {
  const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`Job ${input.name}: maxAttempts must be a positive integer.`);
  }
  return {
    name: input.name,
    payload: input.payload,
    handler: input.handler,
    maxAttempts,
    backoff: input.backoff ?? defaultBackoff,
  };
}
