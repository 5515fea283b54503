import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * Migrates once per run: on PostgreSQL the database itself; on PGlite a template whose data folder
 * every test file loads in a fraction of the time a fresh migrate takes.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const database = await openPostgres(process.env.DATABASE_URL, 1);
    await runMigrations(database);
    await database.close();
    return;
  }
  const pglite = await PGlite.create('memory://', { extensions: pgliteExtensions() });
  const database = wrapPglite(pglite);
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'prosa-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
