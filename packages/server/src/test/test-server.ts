import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config/config.js';
import { parseEnv } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { BuiltServer } from '../http/build-server.js';
import type { JobLogger, JobRunner } from '../jobs/index.js';
import { MediaStore } from '../media/media-store.js';
import { composeProcess } from '../process/compose-process.js';
import type { EmittedEvent } from '../realtime/realtime.js';
import type { WhatsAppSession } from '../providers/provider-types.js';
import type { SessionManager } from '../sessions/session-manager.js';
import { ManualClock } from '../shared/clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestServer extends BuiltServer {
  ctx: AppContext;
  /** Every socket event the server emitted, in order (payloads checked against the channel map). */
  emitted: EmittedEvent[];
  /**
   * Stand-in WhatsApp sessions by connection id, for servers started without real ones: what the
   * API finds as "the connection's live session" (number checks, media downloads, profile pictures).
   */
  fakeSessions: Map<number, WhatsAppSession>;
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
  /** Serve a built web app from this folder. */
  webRoot?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.env);
  const clock = new ManualClock(new Date());
  const mediaRoot = mkdtempSync(join(tmpdir(), 'prosa-media-'));
  const sessionOptions = typeof options.sessions === 'object' ? options.sessions : {};
  const emitted: EmittedEvent[] = [];
  const fakeSessions = new Map<number, WhatsAppSession>();
  // The role `all` without a background runner: jobs run when the test calls `runJobs()`.
  const composed = await composeProcess({
    role: options.sessions ? 'all' : 'api',
    config,
    database,
    clock,
    log: pino({ level: 'silent' }),
    media: new MediaStore(mediaRoot),
    webRoot: options.webRoot,
    jobs: 'on-demand',
    jobLog: silentJobLog,
    realtime: { validate: true, observe: (event) => emitted.push(event) },
    sessionsElsewhere: { wake: () => undefined, sessionOf: (whatsappId) => fakeSessions.get(whatsappId) },
    sessions: { ownerId: sessionOptions.ownerId ?? `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`, pollMs: 50, simulatorReconnectMs: 50, maxConcurrentStarts: sessionOptions.maxConcurrentStarts, leaseMs: sessionOptions.leaseMs },
  });
  await composed.start();
  const server = composed.server!;
  const jobs = composed.runner!;
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
    ctx: composed.ctx,
    emitted,
    fakeSessions,
    database,
    db: database.db,
    clock,
    url,
    sessionManager: composed.sessions,
    jobs,
    runJobs,
    async close() {
      await composed.stop();
      rmSync(mediaRoot, { recursive: true, force: true });
      if (!options.database) await database.close();
    },
  };
}
