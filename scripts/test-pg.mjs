// Runs the server tests on a real PostgreSQL: a fresh database for the run, dropped afterwards.
// PG_ADMIN_URL names the server (default: the local one, user postgres, trust auth).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `prosa_test_${Date.now()}_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
// Only the server project: the unit projects touch no database, so a second run of them on
// PostgreSQL would test nothing new (they run in `npm test`).
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } });

const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`drop database if exists ${name} with (force)`);
await cleanup.end();
process.exit(result.status ?? 1);
