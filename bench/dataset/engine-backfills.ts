import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../../packages/server/src/db/migrations-folder.js';

/**
 * What the engine writes beside the rows a dataset loads set-based: each transition's interval
 * starts (0022), the contacts' first ticket and the ratings on the resolutions (0025). Those
 * migrations' backfills write the same values on rows that existed before the columns, so a dataset
 * takes them from there, after its indexes exist (the interval starts look back per row).
 */
const MIGRATIONS = ['0022_dashboard_interval_starts.sql', '0025_dashboard_first_ticket_and_ratings.sql'];

export function engineBackfills(): { name: string; sql: string }[] {
  return MIGRATIONS.flatMap((file) =>
    readFileSync(join(migrationsFolder(), file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement))
      .map((sql, index) => ({ name: `${file} backfill ${index + 1}`, sql })),
  );
}
