import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import { migrationsFolder } from '../db/migrations-folder.js';

export type ReadinessCheck = 'database' | 'migrations' | 'roles';
export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  /** Whether this process's roles (job runner, sessions) were started; set by the composition root. */
  rolesRunning(): boolean;
}

/** How many migrations this build ships: the database must have applied at least as many. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

let shipped: number | undefined;

async function migrationsApplied(db: Db): Promise<boolean> {
  shipped ??= shippedMigrations();
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[];
  return Number(rows[0]?.applied ?? 0) >= shipped;
}

/** Runs every readiness check; a check that throws counts as failed. */
export async function readinessChecks(db: Db, readiness: Readiness): Promise<Record<ReadinessCheck, CheckResult>> {
  const outcome = (ok: boolean): CheckResult => (ok ? 'ok' : 'failed');
  const database = await db.execute(sql`select 1`).then(() => true, () => false);
  const migrations = database ? await migrationsApplied(db).catch(() => false) : false;
  return { database: outcome(database), migrations: outcome(migrations), roles: outcome(readiness.rolesRunning()) };
}
