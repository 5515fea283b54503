import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under the given folders (skipping node_modules and dist). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') walk(join(path, entry));
  };
  paths.forEach(walk);
  return newest;
}

/** True when `output` is missing or older than anything in `sources`. */
export function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}
