import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';

/**
 * Migrates one PGlite data folder for the run, the way the server's first start does (`openPglite`
 * on `<DATA_DIR>/pg`, then the migrations). `startProsa` copies it into each test file's fresh data
 * folder, so a browser test does not spend its server's start migrating; the first start itself
 * (the admin created and printed) still happens in every file, and `auth.e2e.test.ts` starts on an
 * empty folder, as a newcomer does.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-e2e-template-'));
  const database = await openPglite(dataDir);
  await runMigrations(database);
  await database.close();
  project.provide('migratedDataFolder', join(dataDir, 'pg'));
  return () => rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database folder (`<DATA_DIR>/pg`). */
    migratedDataFolder?: string;
  }
}
