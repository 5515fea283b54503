import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

/** Any constant works; it only has to be the same in every process migrating this database. */
const MIGRATION_LOCK_ID = 4_820_482;

/**
 * Applies pending migrations. On PostgreSQL several processes may boot together, and drizzle's
 * migrator takes no lock of its own, so one dedicated connection holds an advisory lock meanwhile.
 */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
