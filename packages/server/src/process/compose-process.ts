import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { buildServer, type BuiltServer } from '../http/build-server.js';
import { socketOriginAllowed } from '../http/origins.js';
import { createJobRunner, type JobLogger, type JobRunner } from '../jobs/index.js';
import { enqueueSignalOf } from '../jobs/enqueue-signal.js';
import { releaseJobsOfDeadProcesses, retryConnectionJobsNow } from '../jobs/job-queries.js';
import { createMailer } from '../mail/mailer.js';
import type { MediaStore } from '../media/media-store.js';
import { attachAdapter } from '../realtime/adapter.js';
import { createSocketServer, realtimeOf, type RealtimeOptions } from '../realtime/socket-server.js';
import type { Realtime } from '../realtime/realtime.js';
import { publishWebhookEvent } from '../features/webhooks/webhook-publish.js';
import { runsApi, runsSessions, runsWorker, type Role } from '../roles.js';
import { releaseLeasesOfDeadProcesses } from '../sessions/leases.js';
import { noSessionWaker, type SessionWaker } from '../sessions/session-control.js';
import { sessionFactories } from '../sessions/session-factories.js';
import { SessionManager, type SessionManagerOptions } from '../sessions/session-manager.js';
import type { Clock } from '../shared/clock.js';
import { processAlive } from '../shared/local-process.js';
import { TokenService } from '../shared/tokens.js';
import { jobDefinitions } from './job-definitions.js';
import { createMetrics } from '../observability/metrics.js';
import { scheduleInvoiceSweep } from '../features/invoices/invoice-scan.job.js';

export interface ProcessOptions {
  role: Role;
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  media: MediaStore;
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  /** Tunes the session manager (tests poll faster and shorten leases). */
  sessions?: Partial<Pick<SessionManagerOptions, 'ownerId' | 'pollMs' | 'leaseMs' | 'maxConcurrentStarts'>> & { simulatorReconnectMs?: number };
  /**
   * `background` (a real process): the job runner polls and every commit that enqueues wakes it.
   * `on-demand` (tests): nothing runs until the test calls `tick()`, so the test decides when.
   */
  jobs?: 'background' | 'on-demand';
  jobLog?: JobLogger;
  /** Checks and records what is emitted (tests). */
  realtime?: RealtimeOptions;
  /** Where sessions come from when this process runs none (tests hand in stand-ins). */
  sessionsElsewhere?: SessionWaker;
}

/** One process's parts, built once, wired once. */
export interface ComposedProcess {
  ctx: AppContext;
  server?: BuiltServer;
  sessions?: SessionManager;
  runner?: JobRunner;
  /** Hands back what a crashed process of this host held, then starts the runner and the sessions. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The one composition root: the context every route, job and session shares, built in dependency
 * order for the process's role (`api`, `worker`, `sessions` or `all`), for `main.ts` and the tests
 * alike. Nothing is patched in afterwards; the runner, which needs the context its handlers use, is
 * reached by the context's `jobs.wake()` through the closure below.
 */
export async function composeProcess(options: ProcessOptions): Promise<ComposedProcess> {
  const { role, config, database, clock, log, media } = options;
  const background = (options.jobs ?? 'background') === 'background';
  const io = createSocketServer(undefined, (request) => socketOriginAllowed(config, request.headers));
  const closeAdapter = await attachAdapter(io, { redisUrl: config.REDIS_URL, databaseUrl: database.engine === 'postgres' ? config.DATABASE_URL : undefined });
  // Outgoing webhooks hear the same after-commit moments as the sockets (realtime.ts `toWebhooks`);
  // a failure to record a delivery is logged and never undoes or delays what committed.
  const realtime: Realtime = {
    ...realtimeOf(io, options.realtime),
    toWebhooks: (companyId, event, data) => publishWebhookEvent({ db: database.db, clock, jobs }, companyId, event, data).catch((err: unknown) => log.error({ err, companyId, event }, 'could not record a webhook delivery')),
  };

  let runner: JobRunner | undefined;
  const jobs = { wake: () => (background ? runner?.wake() : undefined) };
  const processTag = `${hostname()}:${process.pid}`;
  const metrics = createMetrics({ db: database.db, clock, io });
  // Ready once start() has started this process's runner and sessions; tests drive jobs themselves.
  let rolesStarted = !background;
  const readiness = { rolesRunning: () => rolesStarted };

  const sessions = runsSessions(role)
    ? new SessionManager({
        ctx: { db: database.db, clock, log, realtime, jobs, metrics },
        ownerId: options.sessions?.ownerId ?? `${processTag}:${randomUUID().slice(0, 8)}`,
        // PGlite admits one process, so every command and connection change is written here and wakes
        // the manager: polling only has to keep up with the lease heartbeat (docs/PERFORMANCE.md "Rest").
        pollMs: options.sessions?.pollMs ?? (database.pglite ? 5_000 : undefined),
        leaseMs: options.sessions?.leaseMs,
        maxConcurrentStarts: options.sessions?.maxConcurrentStarts,
        // Sends that waited for this session run now.
        onConnected: (whatsappId) =>
          void retryConnectionJobsNow(database.db, whatsappId, clock.now())
            .then(() => jobs.wake())
            .catch((err: unknown) => log.error({ err, whatsappId }, 'could not resume the connection’s jobs')),
        factories: sessionFactories({ db: database.db, clock, media, simulatorEnabled: config.simulatorEnabled, simulatorReconnectMs: options.sessions?.simulatorReconnectMs, log, graph: { baseUrl: config.GRAPH_API_URL, version: config.GRAPH_API_VERSION }, serverSecret: config.jwtSecret }),
      })
    : undefined;

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    log,
    media,
    tokens: new TokenService(config, clock),
    mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
    realtime,
    sessions: sessions ?? options.sessionsElsewhere ?? noSessionWaker,
    jobs,
    metrics,
    readiness,
  };

  if (runsWorker(role) || runsSessions(role) || !background) {
    runner = createJobRunner({
      db: database.db,
      clock,
      workerId: processTag,
      definitions: jobDefinitions(ctx),
      ...(options.jobLog ? { log: options.jobLog } : {}),
      ...(background
        ? {
            scope: () => ({ general: runsWorker(role), ownedConnections: sessions?.ownedConnections() ?? [], orphanAfterMs: 60_000 }),
            // Enqueues of every process wake it, so it polls rarely while idle.
            enqueueSignal: enqueueSignalOf(database, log),
          }
        : { pollIntervalMs: 60_000 }),
    });
  }

  const server = runsApi(role) ? await buildServer(ctx, io, { webRoot: options.webRoot }) : undefined;

  return {
    ctx,
    server,
    sessions,
    runner,
    async start() {
      if (background && runner) {
        // Jobs a crashed process of this host held run again now rather than when their locks expire.
        await releaseJobsOfDeadProcesses(database.db, hostname(), processAlive);
        // The invoice sweep runs at every start of a worker, then hourly on its own.
        if (runsWorker(role)) await scheduleInvoiceSweep(database.db, clock.now());
        runner.start();
      }
      if (sessions) {
        // A crashed process of this host leaves its connections' leases behind: take them back now.
        if (background) await releaseLeasesOfDeadProcesses(database.db, hostname(), processAlive);
        sessions.start();
      }
      rolesStarted = true;
    },
    async stop() {
      rolesStarted = false;
      await runner?.stop();
      await sessions?.stop();
      if (server) await server.close();
      else io.close();
      await closeAdapter();
      ctx.mailer.close();
    },
  };
}
