import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../packages/server/src/test/server-process.js';
import { log } from './log.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** The benchmark runs the production bundle, as `npm start` would; it is rebuilt when stale. */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), '--if-stale'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed.');
}

export interface RunningProsa {
  url: string;
  pid: number;
  /** From spawn to the first 200 of `GET /version`. */
  startupMs: number;
  output(): string;
  stop(): Promise<void>;
}

/** One Prosa process (`packages/server/dist/main.js`, role all) on the given database; `nodeArgs` e.g. `--cpu-prof`. */
export async function startProsa(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningProsa> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, join(REPO_ROOT, 'packages', 'server', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      REDIS_URL: '',
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-access-secret-0123456789',
      JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789',
      SIMULATOR_ENABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prosa exited early (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/version`).then((response) => response.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Prosa did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startupMs = Math.round(performance.now() - started);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  log(`prosa: started in ${startupMs} ms on ${url} (pid ${child.pid})`);
  return { url, pid: child.pid!, startupMs, output: () => output, stop };
}
