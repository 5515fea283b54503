import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './server.js';
import type { Target } from './target.js';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  database: string;
}

async function databaseVersion(target: Target): Promise<string> {
  if (target.engine === 'pglite') {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
    return `PGlite ${pkg.version} (in the Prosa process)`;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]!.server_version}`;
  } finally {
    await client.end();
  }
}

export async function machineInfo(target: Target): Promise<MachineInfo> {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${osType()} ${release()}`,
    node: process.version,
    database: await databaseVersion(target),
  };
}
