import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, pgliteExtensions, wrapPglite, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * Test databases for the jobs tests: one fresh, migrated database per test, so a runner in one test
 * never claims another test's jobs. PGlite by default (loaded from a migrated template dump, far
 * cheaper than initdb each time); real PostgreSQL when DATABASE_URL is set (a throwaway database per
 * test, copied from a migrated template database, so other suites sharing the server are untouched).
 */
export interface TestDatabases {
  engine: 'pglite' | 'postgres';
  /** A fresh database. `second()` opens an independent pool to it on PostgreSQL (PGlite: the same). */
  create(): Promise<TestDatabase>;
  /** A database that can be closed and opened again, like a server restart. */
  restartable(): Promise<RestartableDatabase>;
  dispose(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  second(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface RestartableDatabase {
  /** Opens it the way the server boots: open, then run migrations. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function createTestDatabases(): Promise<TestDatabases> {
  const url = process.env.DATABASE_URL;
  return url ? postgresDatabases(url) : pgliteDatabases();
}

async function pgliteDatabases(): Promise<TestDatabases> {
  const template = wrapPglite(await PGlite.create('memory://', { extensions: pgliteExtensions() }));
  await runMigrations(template);
  const dump = await template.pglite!.dumpDataDir('none');
  await template.close();
  return {
    engine: 'pglite',
    async create() {
      const pglite = await PGlite.create('memory://', { extensions: pgliteExtensions(), loadDataDir: dump });
      const database = wrapPglite(pglite);
      return { database, second: async () => database, dispose: () => database.close() };
    },
    async restartable() {
      // A real folder on disk, opened through openPglite exactly as the server does.
      const dir = mkdtempSync(join(tmpdir(), 'prosa-jobs-'));
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

async function postgresDatabases(url: string): Promise<TestDatabases> {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const urlFor = (name: string) => {
    const next = new URL(url);
    next.pathname = `/${name}`;
    return next.toString();
  };
  const drop = (name: string) => admin.query(`drop database if exists "${name}" with (force)`);
  const templateName = uniqueName('prosa_jobs_tpl');
  await admin.query(`create database "${templateName}"`);
  const template = await openPostgres(urlFor(templateName), 1);
  await runMigrations(template);
  await template.close();

  async function fresh(): Promise<string> {
    const name = uniqueName('prosa_jobs');
    await admin.query(`create database "${name}" template "${templateName}"`);
    return name;
  }

  return {
    engine: 'postgres',
    async create() {
      const name = await fresh();
      const pools: Database[] = [await openPostgres(urlFor(name))];
      return {
        database: pools[0]!,
        async second() {
          const other = await openPostgres(urlFor(name));
          pools.push(other);
          return other;
        },
        async dispose() {
          await Promise.all(pools.map((p) => p.close()));
          await drop(name);
        },
      };
    },
    async restartable() {
      const name = await fresh();
      return {
        async open() {
          const database = await openPostgres(urlFor(name));
          await runMigrations(database);
          return database;
        },
        dispose: async () => void (await drop(name)),
      };
    },
    async dispose() {
      await drop(templateName);
      await admin.end();
    },
  };
}
