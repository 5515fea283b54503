import { pino } from 'pino';
import type { Database } from '../db/client.js';
import { parseEnv } from '../config/env.js';
import type { Config } from '../config/config.js';
import { buildServer, type BuiltServer } from '../http/build-server.js';
import { createMailer } from '../mail/mailer.js';
import { TokenService } from '../shared/tokens.js';
import { ManualClock } from '../shared/clock.js';
import { openTestDatabase } from './test-database.js';
import { MediaStore } from '../media/media-store.js';
import { createJobRunner, type JobLogger, type JobRunner } from '../jobs/index.js';
import { jobDefinitions } from '../bootstrap/job-definitions.js';
import { SessionManager } from '../sessions/session-manager.js';
import { sessionFactories } from '../sessions/session-factories.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestServer extends BuiltServer {
  database: Database;
  db: Database['db'];
  clock: ManualClock;
  sessionManager?: SessionManager;
  /** Base URL when started with `listen: true`. */
  url?: string;
  jobs: JobRunner;
  /**
   * Runs due jobs (inbound processing, sends, bot steps, timers due at the test clock) until none
   * is left; jobs that enqueue more jobs are followed. Answers how many ran.
   */
  runJobs(): Promise<number>;
}

const silentJobLog: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

export function testConfig(overrides: Record<string, string> = {}): Config {
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/prosa-test-unused', LOG_LEVEL: 'silent', ...overrides });
  return { ...env, simulatorEnabled: true, jwtSecret: 'test-access-secret-0123456789', jwtRefreshSecret: 'test-refresh-secret-0123456789' };
}

/** The real server on a real database, with a clock the test moves. One per test file. */
export interface TestServerOptions {
  listen?: boolean;
  env?: Record<string, string>;
  database?: Database;
  /** Run WhatsApp sessions (the simulator) in this server, as `--role=all` does. */
  sessions?: boolean | { ownerId?: string; maxConcurrentStarts?: number; leaseMs?: number };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase({ isolated: Boolean(options.sessions) }));
  const config = testConfig(options.env);
  const clock = new ManualClock(new Date());
  const logger = pino({ level: 'silent' });
  const mediaRoot = mkdtempSync(join(tmpdir(), 'prosa-media-'));
  const media = new MediaStore(mediaRoot);
  const base = { config, database, db: database.db, clock, media, tokens: new TokenService(config, clock), mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: logger }) };
  const server = await buildServer(base, { logger });
  let manager: SessionManager | undefined;
  if (options.sessions) {
    const sessionOptions = typeof options.sessions === 'object' ? options.sessions : {};
    manager = new SessionManager({
      ctx: server.ctx,
      ownerId: sessionOptions.ownerId ?? `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      factories: sessionFactories({ db: database.db, clock, media, simulatorEnabled: true, simulatorReconnectMs: 50, log: logger, graph: { baseUrl: config.GRAPH_API_URL, version: config.GRAPH_API_VERSION }, serverSecret: config.jwtSecret }),
      pollMs: 50,
      maxConcurrentStarts: sessionOptions.maxConcurrentStarts,
      leaseMs: sessionOptions.leaseMs,
    });
    manager.start();
    server.ctx.sessions = manager;
  }
  const jobs = createJobRunner({ db: database.db, clock, workerId: `test-${process.pid}`, definitions: jobDefinitions(server.ctx), log: silentJobLog, pollIntervalMs: 60_000 });
  // Tests drive the runner with `runJobs()`; nothing runs in the background.
  server.ctx.jobs = { wake: () => undefined };
  const runJobs = async () => {
    let total = 0;
    for (let round = 0; round < 100; round += 1) {
      const ran = await jobs.tick();
      if (ran === 0) return total;
      total += ran;
    }
    throw new Error('runJobs: jobs kept enqueueing jobs for 100 rounds');
  };
  let url: string | undefined;
  if (options.listen) url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  else await server.app.ready();
  return {
    ...server,
    database,
    db: database.db,
    clock,
    url,
    sessionManager: manager,
    jobs,
    runJobs,
    async close() {
      await jobs.stop();
      await manager?.stop();
      await server.close();
      rmSync(mediaRoot, { recursive: true, force: true });
      base.mailer.close();
      if (!options.database) await database.close();
    },
  };
}
