import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Db } from './db/types.js';
import type { Clock } from './shared/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { Realtime } from './realtime/realtime.js';
import type { TokenService } from './features/auth/tokens.js';

/** What every route and service may use; built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  tokens: TokenService;
  realtime: Realtime;
}
