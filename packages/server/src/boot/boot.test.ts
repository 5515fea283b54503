import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBundle, startServerProcess, type ServerProcess } from '../test/server-process.js';

const dirs: string[] = [];
const processes: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, [serverBundle()], { env: { ...process.env, DATABASE_URL: '', ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('boot', () => {
  it('a bad PORT stops the process with a message naming the variable', () => {
    const result = runMain({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number');
    expect(result.stderr).toContain('"abc"');
  });

  it('every bad value is reported at once', () => {
    const result = runMain({ PORT: '99999', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(result.status).toBe(1);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(result.stderr).toContain(name);
  });

  it('production requires the JWT secrets', () => {
    const result = runMain({ NODE_ENV: 'production', JWT_SECRET: '', JWT_REFRESH_SECRET: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required when NODE_ENV=production');
  });

  it('a second process on the same DATA_DIR is refused while the first runs', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'prosa-boot-'));
    dirs.push(dataDir);
    // An empty data folder: the one process test whose first start migrates, as a newcomer's does.
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'first-start-pw' }, [], { migrated: false });
    processes.push(first);
    expect(first.output()).toContain('e-mail:   admin@prosa.local');
    const second = runMain({ DATA_DIR: dataDir, PORT: '0' });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is in use by another Prosa process');
    await first.stop();
  });
});
