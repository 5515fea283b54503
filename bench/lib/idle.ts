import pg from 'pg';
import type { Target } from './target.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Before each measured run the database must be quiet: on PostgreSQL no
 * other backend of the bench database active for `quietMs` (at most 20 s of waiting); PGlite lives in the
 * Prosa process, so a short pause lets the previous run's last requests finish.
 */
export async function waitIdle(target: Target, quietMs = 1000): Promise<void> {
  if (target.engine !== 'postgres') return sleep(Math.min(quietMs, 300));
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 20_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`);
      if (rows[0]!.n > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await sleep(100);
    }
  } finally {
    await client.end();
  }
}
