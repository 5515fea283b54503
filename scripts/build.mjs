// `npm run build`: the web app (Vite) and the server bundle (esbuild). `--if-stale` skips the parts
// whose output is newer than their sources, which is what `npm start` uses.
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { isStale } from './freshness.mjs';

export const WEB_OUTPUT = 'packages/web/dist/index.html';
export const SERVER_OUTPUT = 'packages/server/dist/main.js';
const WEB_SOURCES = ['packages/web/src', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/contract/src'];
const SERVER_SOURCES = ['packages/server/src', 'packages/contract/src'];

export async function buildAll({ onlyIfStale = false } = {}) {
  if (!onlyIfStale || isStale(WEB_OUTPUT, WEB_SOURCES)) {
    process.stdout.write('Building the web app…\n');
    const vite = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'packages/web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (vite.status !== 0) throw new Error('The web app build failed.');
  }
  if (!onlyIfStale || isStale(SERVER_OUTPUT, SERVER_SOURCES)) {
    process.stdout.write('Building the server…\n');
    await buildServer();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ onlyIfStale: process.argv.includes('--if-stale') });
}
