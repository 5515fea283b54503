import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Database } from '../db/client.js';

/**
 * The channel every enqueue notifies (`enqueue.ts` calls `pg_notify` in the insert itself, so the
 * notice goes out when the enqueuing transaction commits, and never for one that rolls back).
 */
export const JOBS_CHANNEL = 'prosa_jobs';

/** The notice's payload names the enqueuing process, so a runner tells its own enqueues apart. */
export const ENQUEUER_TAG = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Tells a job runner that a job was enqueued somewhere (this process or another one), so the runner
 * can sleep long while idle instead of polling every second.
 */
export interface EnqueueSignal {
  /** Starts listening; `onEnqueue` runs after each committed enqueue (`own`: by this process). */
  start(onEnqueue: (own: boolean) => void): Promise<void>;
  /** Whether notices are arriving now: while not (a lost connection), the runner polls as before. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** PGlite delivers notices of its own (single) connection in-process. */
export function pgliteEnqueueSignal(pglite: PGlite): EnqueueSignal {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(onEnqueue) {
      unlisten = await pglite.listen(JOBS_CHANNEL, (payload) => onEnqueue(payload === ENQUEUER_TAG));
    },
    get live() {
      return unlisten !== undefined;
    },
    async stop() {
      const stopping = unlisten;
      unlisten = undefined;
      await stopping?.();
    },
  };
}

/**
 * PostgreSQL: `LISTEN` on a connection of its own (not taken from the pool, whose connections come
 * and go). A dropped connection is opened again after `retryMs`; meanwhile `live` is false.
 */
export function postgresEnqueueSignal(connectionString: string, log: { warn(obj: object, msg: string): void }, retryMs = 1000): EnqueueSignal {
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  /** Opens the listening connection; never rejects: a failure schedules the next try. */
  function open(onEnqueue: (own: boolean) => void): Promise<void> {
    const next = new pg.Client({ connectionString });
    client = next;
    let gone = false;
    const lost = (err?: unknown) => {
      if (gone) return;
      gone = true;
      if (client === next) {
        client = undefined;
        live = false;
      }
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err }, 'job notifications lost; polling until they are back');
      retry = setTimeout(() => void open(onEnqueue), retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notice) => onEnqueue(notice.payload === ENQUEUER_TAG));
    return next
      .connect()
      .then(() => next.query(`listen ${JOBS_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        live = true;
        // Jobs enqueued while nobody listened were not announced: look once.
        onEnqueue(false);
      }, lost);
  }

  return {
    async start(onEnqueue) {
      stopped = false;
      await open(onEnqueue);
    },
    get live() {
      return live;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      live = false;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

/** The signal for the engine a process runs on. */
export function enqueueSignalOf(database: Database, log: { warn(obj: object, msg: string): void }): EnqueueSignal | undefined {
  if (database.pglite) return pgliteEnqueueSignal(database.pglite);
  const url = database.pool?.options.connectionString;
  return url ? postgresEnqueueSignal(url, log) : undefined;
}
