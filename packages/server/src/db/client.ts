import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Db } from './types.js';
import { lockDataDir } from './data-dir-lock.js';
import { trackPgliteTransactions } from './pglite-named-statements.js';

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** The pg pool when the engine is PostgreSQL (the socket.io adapter and advisory locks use it). */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

// int8 counts come back as numbers, like PGlite returns them.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

const drizzleOptions = { schema, casing: 'snake_case' as const };

export function pgliteExtensions() {
  return { pg_trgm, unaccent };
}

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which is written when PGlite
 * starts and never handed back, so every megabyte of `shared_buffers` is a megabyte of resident
 * memory: the default 128 MB left the embedded server at about 380 MB at rest. 32 MB keeps it under
 * the 300 MB of issue 7 (docs/PERFORMANCE.md "Resting memory"). A page missing from them is read
 * through PGlite's file system from the operating system's page cache, which holds the data files
 * anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined); // an idle client dying is reported by the next query
  const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
  return { db, engine: 'postgres', pool, close: () => pool.end() };
}

/** Wraps an already created PGlite (tests load it from a migrated template). */
export function wrapPglite(pglite: PGlite, release: () => void = () => undefined): Database {
  trackPgliteTransactions(pglite);
  const db = drizzlePglite(pglite, drizzleOptions) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite,
    close: async () => {
      await pglite.close();
      release();
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(join(dataDir, 'pg'), { extensions: pgliteExtensions(), startParams: PGLITE_START_PARAMS });
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
