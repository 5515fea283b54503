import { pino } from 'pino';
import type { Database } from '../db/client.js';
import { parseEnv } from '../config/env.js';
import type { Config } from '../config/config.js';
import { buildServer, type BuiltServer } from '../http/build-server.js';
import { createMailer } from '../mail/mailer.js';
import { TokenService } from '../features/auth/tokens.js';
import { ManualClock } from '../shared/clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestServer extends BuiltServer {
  database: Database;
  db: Database['db'];
  clock: ManualClock;
  /** Base URL when started with `listen: true`. */
  url?: string;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/prosa-test-unused', LOG_LEVEL: 'silent', ...overrides });
  return { ...env, simulatorEnabled: true, jwtSecret: 'test-access-secret-0123456789', jwtRefreshSecret: 'test-refresh-secret-0123456789' };
}

/** The real server on a real database, with a clock the test moves. One per test file. */
export async function startTestServer(options: { listen?: boolean; env?: Record<string, string>; database?: Database } = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.env);
  const clock = new ManualClock(new Date());
  const logger = pino({ level: 'silent' });
  const base = { config, database, db: database.db, clock, tokens: new TokenService(config, clock), mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: logger }) };
  const server = await buildServer(base, { logger });
  let url: string | undefined;
  if (options.listen) url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  else await server.app.ready();
  return {
    ...server,
    database,
    db: database.db,
    clock,
    url,
    async close() {
      await server.close();
      base.mailer.close();
      if (!options.database) await database.close();
    },
  };
}
