import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Engine } from '../../packages/server/src/db/client.js';
import type { SizeName } from '../dataset/sizes.js';

/**
 * Where a benchmark dataset lives: a PostgreSQL database `bench_<size>[_<pid>]` on the server of
 * PG_ADMIN_URL (default: the local one), or a PGlite data folder under the system temp folder.
 * Without `keep` the name carries the process id and the run deletes it at the end.
 */
export interface Target {
  engine: Engine;
  size: SizeName;
  /** Database name or data folder, for reports. */
  label: string;
  databaseUrl?: string;
  dataDir?: string;
  manifestPath: string;
  /** Environment for a Prosa process on this dataset. */
  serverEnv: Record<string, string>;
  exists(): Promise<boolean>;
  create(): Promise<void>;
  drop(): Promise<void>;
}

export const BENCH_HOME = join(tmpdir(), 'prosa-bench');

export function adminUrl(): string {
  return process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function targetFor(engine: Engine, size: SizeName, keep: boolean): Target {
  mkdirSync(BENCH_HOME, { recursive: true });
  // BENCH_TAG names a kept dataset apart from others' on a shared machine (`bench_large_<tag>`).
  const tag = process.env.BENCH_TAG?.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const suffix = (tag ? `_${tag}` : '') + (keep ? '' : `_${process.pid}`);
  if (engine === 'postgres') {
    const name = `bench_${size}${suffix}`;
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    return {
      engine,
      size,
      label: name,
      databaseUrl: url.toString(),
      manifestPath: join(BENCH_HOME, `${name}.manifest.json`),
      serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: join(BENCH_HOME, `${name}-files`) },
      exists: () => onAdmin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1),
      create: () => onAdmin(async (client) => void (await client.query(`create database ${name}`))),
      drop: async () => {
        await onAdmin(async (client) => void (await client.query(`drop database if exists ${name} with (force)`)));
        rmSync(join(BENCH_HOME, `${name}-files`), { recursive: true, force: true });
        rmSync(join(BENCH_HOME, `${name}.manifest.json`), { force: true });
      },
    };
  }
  const name = `pglite-${size}${suffix.replace('_', '-')}`;
  const dataDir = join(BENCH_HOME, name);
  return {
    engine,
    size,
    label: dataDir,
    dataDir,
    manifestPath: join(BENCH_HOME, `${name}.manifest.json`),
    serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir },
    exists: async () => existsSync(join(dataDir, 'pg')),
    create: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(join(BENCH_HOME, `${name}.manifest.json`), { force: true });
    },
  };
}
