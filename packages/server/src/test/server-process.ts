import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The server bundle the global setup built for this run, as `npm run build` builds `dist/main.js`. */
export function serverBundle(): string {
  const bundle = inject('serverBundle');
  if (!bundle) throw new Error('The server bundle was not built by the global setup.');
  return bundle;
}

/**
 * A PGlite data folder that starts out empty gets a copy of the run's migrated template, so a test's
 * first start does not spend its time migrating (`boot.test.ts` keeps one real first start on an
 * empty folder with `migrated: false`). On a PostgreSQL run there is no template and nothing is copied:
 * the process migrates its database, which the test made from a migrated template anyway.
 */
function seedDataFolder(env: NodeJS.ProcessEnv): void {
  const folder = inject('pgliteDataFolder');
  if (!folder || env.DATABASE_URL || !env.DATA_DIR) return;
  const target = join(env.DATA_DIR, 'pg');
  if (!existsSync(target)) cpSync(folder, target, { recursive: true });
}

/** A real server process running the bundle, as a deployment would run it. */
export async function startServerProcess(env: Record<string, string>, args: string[] = [], options: { migrated?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const childEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'process-test-access-secret', JWT_REFRESH_SECRET: 'process-test-refresh-secret', ...env };
  if (options.migrated !== false) seedDataFolder(childEnv);
  const child = spawn(process.execPath, [serverBundle(), ...args], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: several test processes share a small machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/version`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      // The caller never gets a handle on this process: it must not outlive the failed start.
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (the `pg` folder of a DATA_DIR), PGlite runs only. */
    pgliteDataFolder?: string;
    /** The server bundle (`main.js`) the global setup built for this run. */
    serverBundle?: string;
  }
}
