import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client.js';

/** A database for one test file: a clone of the migrated PGlite template, or the shared PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, 5);
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('The PGlite template was not prepared by the global setup.');
  const pglite = await PGlite.create('memory://', {
    extensions: pgliteExtensions(),
    loadDataDir: new Blob([readFileSync(template)]),
  });
  return wrapPglite(pglite);
}
