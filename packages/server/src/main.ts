import { pino } from 'pino';
import { PRODUCT_VERSION } from '@prosa/contract';
import { ConfigError } from './config/env.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { runMigrations } from './db/migrate.js';
import { firstStart, type FirstStartResult } from './bootstrap/first-start.js';
import { buildServer } from './http/build-server.js';
import { webDistFolder } from './http/web-app.js';
import { createMailer } from './mail/mailer.js';
import { TokenService } from './shared/tokens.js';
import { parseRole, runsApi, runsSessions, runsWorker } from './roles.js';
import { createJobRunner } from './jobs/index.js';
import { enqueueSignalOf } from './jobs/enqueue-signal.js';
import { releaseJobsOfDeadProcesses, retryConnectionJobsNow } from './jobs/job-queries.js';
import { processAlive } from './shared/local-process.js';
import { releaseLeasesOfDeadProcesses } from './sessions/leases.js';
import type { EngineContext } from './engine-context.js';
import { noSessionWaker } from './sessions/session-control.js';
import { onIntake } from './providers/intake.js';
import { jobDefinitions } from './bootstrap/job-definitions.js';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { MediaStore } from './media/media-store.js';
import { SessionManager } from './sessions/session-manager.js';
import { sessionFactories } from './sessions/session-factories.js';
import { createSocketServer, realtimeOf } from './realtime/socket-server.js';
import { attachAdapter } from './realtime/adapter.js';
import { systemClock } from './shared/clock.js';
import { installProcessGuard } from './shared/process-guard.js';
import { sql } from 'drizzle-orm';

function fail(message: string): never {
  process.stderr.write(`\nProsa could not start:\n${message}\n\n`);
  process.exit(1);
}

function announce(url: string, admin: FirstStartResult): void {
  const lines = [`Prosa ${PRODUCT_VERSION} is running on ${url}`];
  if (admin.createdAdmin) {
    lines.push('First start: the super admin was created. Log in with');
    lines.push(`  e-mail:   ${admin.adminEmail}`);
    lines.push(`  password: ${admin.generatedPassword ?? '(the value of ADMIN_PASSWORD)'}`);
    if (admin.generatedPassword) lines.push('This password is shown only once: change it after logging in.');
  } else {
    lines.push(`Admin login: ${admin.adminEmail}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  let role;
  let config;
  try {
    role = parseRole(process.argv.slice(2));
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof Error) fail(error.message);
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL });
  let stopping = false;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`The database could not be opened: ${String(error)}`);
  });
  installProcessGuard({
    log,
    // A query that fails (not one that waits behind others) means the database is gone: PostgreSQL's
    // pool reconnects by itself when the server is back, an embedded database that failed does not.
    stillServing: () => database.db.execute(sql`select 1`).then(() => true, () => database.engine === 'postgres'),
    exit: (message) => {
      if (!stopping) fail(message);
    },
  });
  await runMigrations(database);
  const admin = await firstStart(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  const media = new MediaStore(join(config.DATA_DIR, 'media'));
  await media.clearIncoming();
  const base = { config, database, db: database.db, clock: systemClock, tokens: new TokenService(config, systemClock), mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }), media };

  const stops: (() => Promise<void>)[] = [];
  const server = runsApi(role) ? await buildServer(base, { webRoot: webDistFolder() }) : undefined;
  if (server) stops.push(() => server.close());
  const appLog = server?.ctx.log ?? (log as never);
  // Without the API in this process, events still reach sockets through the adapter.
  let realtime = server?.ctx.realtime;
  if (!realtime && (runsSessions(role) || runsWorker(role))) {
    const io = createSocketServer(undefined);
    const closeAdapter = await attachAdapter(io, { redisUrl: config.REDIS_URL, databaseUrl: config.DATABASE_URL });
    stops.push(async () => {
      io.close();
      await closeAdapter();
    });
    realtime = realtimeOf(io);
  }
  const engine: EngineContext = { ...base, log: appLog, realtime: realtime ?? realtimeOf(createSocketServer(undefined)), sessions: noSessionWaker, jobs: { wake: () => undefined } };
  let manager: SessionManager | undefined;
  if (runsSessions(role)) {
    manager = new SessionManager({
      ctx: { db: database.db, clock: systemClock, log: appLog, realtime: engine.realtime },
      ownerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      // PGlite admits one process, so every command and connection change is written here and wakes
      // the manager: polling only has to keep up with the lease heartbeat (docs/PERFORMANCE.md "Rest").
      ...(database.pglite ? { pollMs: 5_000 } : {}),
      // Sends that waited for this session run now (engine.jobs is the runner made below).
      onConnected: (whatsappId) =>
        void retryConnectionJobsNow(database.db, whatsappId, systemClock.now())
          .then(() => engine.jobs.wake())
          .catch((err: unknown) => appLog.error({ err, whatsappId }, 'could not resume the connection’s jobs')),
      factories: sessionFactories({ db: database.db, clock: systemClock, media: base.media, simulatorEnabled: config.simulatorEnabled, log: appLog, graph: { baseUrl: config.GRAPH_API_URL, version: config.GRAPH_API_VERSION }, serverSecret: config.jwtSecret }),
    });
    engine.sessions = manager;
    if (server) server.ctx.sessions = manager;
  }
  if (runsWorker(role) || runsSessions(role)) {
    // Jobs a crashed process of this host held run again now rather than when their locks expire.
    await releaseJobsOfDeadProcesses(database.db, hostname(), processAlive);
    const owner = manager;
    const runner = createJobRunner({
      db: database.db,
      clock: systemClock,
      workerId: `${hostname()}:${process.pid}`,
      definitions: jobDefinitions(engine),
      log,
      scope: () => ({ general: runsWorker(role), ownedConnections: owner?.ownedConnections() ?? [], orphanAfterMs: 60_000 }),
      // Enqueues of every process wake it, so it polls rarely while idle.
      enqueueSignal: enqueueSignalOf(database, log),
    });
    engine.jobs = runner;
    if (server) server.ctx.jobs = runner;
    onIntake(() => runner.wake());
    runner.start();
    stops.push(() => runner.stop());
  }
  if (manager) {
    // A crashed process of this host leaves its connections' leases behind: take them back now.
    await releaseLeasesOfDeadProcesses(database.db, hostname(), processAlive);
    manager.start();
    const running = manager;
    stops.push(() => running.stop());
  }
  if (server) {
    await server.app.listen({ port: config.PORT, host: config.HOST });
    server.app.server.on('close', () => {
      if (!stopping) fail('The HTTP server stopped listening on its port.');
    });
    announce(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, admin);
  }

  if (!runsApi(role)) process.stdout.write(`\nProsa ${PRODUCT_VERSION} running as --role=${role}\n`);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    for (const stop of stops.reverse()) await stop().catch((err: unknown) => log.error({ err }, 'stop failed'));
    base.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
