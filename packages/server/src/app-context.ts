import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Db } from './db/types.js';
import type { Clock } from './shared/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { Realtime } from './realtime/realtime.js';
import type { TokenService } from './shared/tokens.js';
import type { SessionWaker } from './sessions/session-control.js';
import type { MediaStore } from './media/media-store.js';
import type { ProcessMetrics } from './observability/metrics.js';
import type { Readiness } from './observability/readiness.js';

/** What every route and service may use; built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  media: MediaStore;
  tokens: TokenService;
  realtime: Realtime;
  /** Nudges this process's session manager (a no-op where no sessions run). */
  sessions: SessionWaker;
  /** Nudges this process's job runner after a commit that enqueued work (a no-op where none runs). */
  jobs: { wake(): void };
  /** This process's Prometheus registry and the counters the engine increments. */
  metrics: ProcessMetrics;
  /** What `GET /readyz` asks of this process beyond the database. */
  readiness: Readiness;
}
