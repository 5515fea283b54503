import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * A database for one test file: a clone of the migrated PGlite template, or the shared PostgreSQL.
 * `isolated` gives a PostgreSQL file a database of its own (created, migrated, dropped on close),
 * for tests whose background loops take any row they find, such as the session manager.
 */
export async function openTestDatabase(options: { isolated?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return options.isolated ? openIsolatedPostgres(url) : openPostgres(url, 5);
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('The PGlite template was not prepared by the global setup.');
  const pglite = await PGlite.create('memory://', {
    extensions: pgliteExtensions(),
    loadDataDir: new Blob([readFileSync(template)]),
  });
  return wrapPglite(pglite);
}

async function openIsolatedPostgres(url: string): Promise<Database> {
  const name = `prosa_iso_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openPostgres(own.toString(), 5);
  await runMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
