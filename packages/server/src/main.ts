import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { PRODUCT_VERSION } from '@prosa/contract';
import { firstStart, type FirstStartResult } from './bootstrap/first-start.js';
import { loadConfig } from './config/config.js';
import { ConfigError } from './config/env.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { runMigrations } from './db/migrate.js';
import { requestSerializer } from './http/log-redaction.js';
import { webDistFolder } from './http/web-app.js';
import { MediaStore } from './media/media-store.js';
import { composeProcess } from './process/compose-process.js';
import { parseRole, runsApi } from './roles.js';
import { systemClock } from './shared/clock.js';
import { installProcessGuard } from './shared/process-guard.js';

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
  const log = pino({ level: config.LOG_LEVEL, serializers: { req: requestSerializer } });
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

  const parts = await composeProcess({ role, config, database, clock: systemClock, log, media, webRoot: webDistFolder() });
  await parts.start();
  if (parts.server) {
    await parts.server.app.listen({ port: config.PORT, host: config.HOST });
    parts.server.app.server.on('close', () => {
      if (!stopping) fail('The HTTP server stopped listening on its port.');
    });
    announce(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, admin);
  }

  if (!runsApi(role)) process.stdout.write(`\nProsa ${PRODUCT_VERSION} running as --role=${role}\n`);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await parts.stop().catch((err: unknown) => log.error({ err }, 'stop failed'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
