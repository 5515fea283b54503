// `npm run e2e`: builds what is out of date, then runs the browser tests against the built server.
import { spawnSync } from 'node:child_process';
import { buildAll } from './build.mjs';

await buildAll({ onlyIfStale: true });
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
