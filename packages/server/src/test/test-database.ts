import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * Every test database comes from here, one per test file. PGlite (the default): a clone of the
 * migrated template the global setup prepared, far cheaper than migrating each time. PostgreSQL
 * (`DATABASE_URL` set): a throwaway database copied from a migrated template database of this test
 * process. Files never share a database: a test server's job runner claims every due job of its
 * database, so two files in one database would run each other's jobs (and see each other's rows).
 *
 * Every database made here is named after the run's database (`<run>__prosatest_iso_…`, `…_tpl_…`); the
 * global teardown drops whatever of them is left, templates included.
 */

/** A database for one test file, dropped when it is closed. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return pgliteFromTemplate();
  const throwaway = await throwawayPostgres(url);
  const database = await openPostgres(throwaway.url, 5);
  return { ...database, close: async () => { await database.close(); await throwaway.drop(); } };
}

async function pgliteFromTemplate(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('The PGlite template was not prepared by the global setup.');
  return wrapPglite(await PGlite.create('memory://', { extensions: pgliteExtensions(), loadDataDir: new Blob([readFileSync(template)]) }));
}

/** A fresh database for each test, and restartable ones; the jobs tests use these. */
export interface TestDatabases {
  engine: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
  /** A database that can be closed and opened again, like a server restart. */
  restartable(): Promise<RestartableDatabase>;
  dispose(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  /** An independent pool to the same database on PostgreSQL (PGlite: the same handle). */
  second(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface RestartableDatabase {
  /** Opens it the way the server boots: open, then run migrations. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createTestDatabases(): Promise<TestDatabases> {
  const url = process.env.DATABASE_URL;
  return url ? postgresDatabases(url) : pgliteDatabases();
}

function pgliteDatabases(): TestDatabases {
  return {
    engine: 'pglite',
    async create() {
      const database = await pgliteFromTemplate();
      return { database, second: async () => database, dispose: () => database.close() };
    },
    async restartable() {
      // A real folder on disk, opened through openPglite and migrated exactly as the server does. It
      // starts as a copy of the run's migrated folder, so opening it does not migrate an empty
      // database each time (the migrations still run: none is left to apply).
      const dir = mkdtempSync(join(tmpdir(), 'prosa-restartable-'));
      const migrated = inject('pgliteDataFolder');
      if (migrated) cpSync(migrated, join(dir, 'pg'), { recursive: true });
      return {
        async open() {
          const database = await openPglite(dir);
          await runMigrations(database);
          return database;
        },
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
    dispose: async () => undefined,
  };
}

function postgresDatabases(url: string): TestDatabases {
  return {
    engine: 'postgres',
    async create() {
      const throwaway = await throwawayPostgres(url);
      const pools: Database[] = [await openPostgres(throwaway.url)];
      return {
        database: pools[0]!,
        async second() {
          const other = await openPostgres(throwaway.url);
          pools.push(other);
          return other;
        },
        async dispose() {
          await Promise.all(pools.map((pool) => pool.close()));
          await throwaway.drop();
        },
      };
    },
    async restartable() {
      const throwaway = await throwawayPostgres(url);
      return {
        async open() {
          const database = await openPostgres(throwaway.url);
          await runMigrations(database);
          return database;
        },
        dispose: throwaway.drop,
      };
    },
    // The template stays for the next file of this process; the global teardown drops it.
    dispose: async () => undefined,
  };
}

/**
 * `<run database>__prosatest_<kind>_<random>`: the run's teardown finds them all by that prefix, and
 * the marker keeps it from touching a database of someone else's that happens to start with the
 * run database's name (the run's name is cut to 30 characters: PostgreSQL cuts names at 63).
 */
const uniqueName = (url: string, kind: string) => `${testDatabasePrefix(url)}${kind}_${randomBytes(6).toString('hex')}`;

export function testDatabasePrefix(url: string): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1)).slice(0, 30)}__prosatest_`;
}
let template: Promise<string> | undefined;

function adminUrlOf(url: string, database = 'postgres') {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrlOf(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated database of this test process, copied by every throwaway database (made once). */
function migratedTemplate(url: string): Promise<string> {
  template ??= (async () => {
    const name = uniqueName(url, 'tpl');
    await asAdmin(url, (client) => client.query(`create database "${name}"`));
    const database = await openPostgres(adminUrlOf(url, name), 1);
    await runMigrations(database);
    await database.close();
    return name;
  })();
  return template;
}

async function throwawayPostgres(url: string) {
  const source = await migratedTemplate(url);
  const name = uniqueName(url, 'iso');
  await asAdmin(url, (client) => client.query(`create database "${name}" template "${source}"`));
  return {
    url: adminUrlOf(url, name),
    drop: async () => void (await asAdmin(url, (client) => client.query(`drop database if exists "${name}" with (force)`))),
  };
}

/** Drops every database a test process of this run made (the global teardown calls it). */
export async function dropRunDatabases(url: string): Promise<void> {
  const prefix = testDatabasePrefix(url);
  await asAdmin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  });
}
