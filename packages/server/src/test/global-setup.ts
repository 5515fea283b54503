import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_START_PARAMS, pgliteExtensions, wrapPglite } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { dropRunDatabases } from './test-database.js';
// The values provided here are typed where they are read (test-database.ts, server-process.ts).
import './server-process.js';

const serverRoot = join(import.meta.dirname, '..', '..');
const repoRoot = join(serverRoot, '..', '..');

/**
 * Migrates once per run: on PostgreSQL the database itself; on PGlite a template whose data folder
 * every test file loads in a fraction of the time a fresh migrate takes, and the same template as a
 * data folder on disk that real server processes start from (`test/server-process.ts`).
 *
 * Also bundles the server once, the way `npm run build` does, for the tests that start real server
 * processes: each start then loads one file instead of compiling the sources through tsx again. The
 * bundle sits inside the server package (ignored `.tmp/`) so that it finds the migrations folder
 * from there, as `dist/main.js` does.
 */
export default async function setup(project: TestProject) {
  const bundleDir = join(serverRoot, '.tmp', `test-bundle-${process.pid}`);
  const built = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs'), bundleDir], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server bundle for the process tests did not build.');
  project.provide('serverBundle', join(bundleDir, 'main.js'));
  const removeBundle = () => rmSync(bundleDir, { recursive: true, force: true });

  if (process.env.DATABASE_URL) {
    const database = await openPostgres(process.env.DATABASE_URL, 1);
    await runMigrations(database);
    await database.close();
    // Each test file works in a database of its own, copied from a template of its process
    // (test-database.ts); whatever of them a test left behind goes with the run.
    return async () => {
      removeBundle();
      await dropRunDatabases(process.env.DATABASE_URL!);
    };
  }
  const pglite = await PGlite.create('memory://', { extensions: pgliteExtensions() });
  const database = wrapPglite(pglite);
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'prosa-template-'));
  const file = join(dir, 'template.tar');
  const tar = Buffer.from(await dump.arrayBuffer());
  writeFileSync(file, tar);
  await database.close();
  project.provide('pgliteTemplate', file);
  // The same database as a server's data folder (`<DATA_DIR>/pg`), written by PGlite itself.
  const folder = join(dir, 'pg');
  mkdirSync(folder);
  const onDisk = await PGlite.create(folder, { extensions: pgliteExtensions(), startParams: PGLITE_START_PARAMS, loadDataDir: new Blob([tar]) });
  await onDisk.close();
  project.provide('pgliteDataFolder', folder);
  return () => {
    removeBundle();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
