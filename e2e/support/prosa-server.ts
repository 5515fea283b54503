import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../packages/server/src/test/server-process.js';

export interface ProsaServer {
  url: string;
  adminEmail: string;
  adminPassword: string;
  output: () => string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/**
 * The built server as a newcomer runs it: `packages/server/dist/main.js` on a fresh embedded
 * database. The admin password is read from what the first start prints. The database folder is a
 * copy of the one the global setup migrated, unless `emptyDataFolder` asks for a start on nothing
 * at all (the migrations run by the built server itself).
 */
export async function startProsa(env: Record<string, string> = {}, options: { emptyDataFolder?: boolean } = {}): Promise<ProsaServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-e2e-'));
  const migrated = inject('migratedDataFolder');
  if (migrated && !options.emptyDataFolder) cpSync(migrated, join(dataDir, 'pg'), { recursive: true });
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(root, 'packages', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!/password: (\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`Prosa exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`Prosa did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    adminEmail: /e-mail: +(\S+)/.exec(output)![1]!,
    adminPassword: /password: (\S+)/.exec(output)![1]!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
