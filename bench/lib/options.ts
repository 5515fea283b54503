import type { Engine } from '../../packages/server/src/db/client.js';
import { SIZE_NAMES, type SizeName } from '../dataset/sizes.js';

export interface Options {
  engine: Engine;
  size: SizeName;
  quick: boolean;
  /** Keep the dataset after the run (named without the process id, so a later run can reuse it). */
  keep: boolean;
  /** Use a dataset kept by an earlier run instead of building one. */
  reuse: boolean;
  seed: number;
  /** Only these scenarios (names as in the report), for working on one of them. */
  only: string[] | null;
}

export const USAGE = `npm run bench -- [--engine=postgres|pglite] [--size=large|medium|quick] [--quick] [--keep] [--reuse] [--seed=N] [--only=a,b]`;

/**
 * `--engine` defaults to postgres when DATABASE_URL is set, else pglite; `--size` to large on
 * PostgreSQL and medium on PGlite; `--quick` means the quick size and short load durations.
 */
export function parseOptions(argv: string[]): Options {
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}". Usage: ${USAGE}`);
    values.set(match[1]!, match[2] ?? 'true');
  }
  const known = ['engine', 'size', 'quick', 'keep', 'reuse', 'seed', 'only'];
  for (const key of values.keys()) if (!known.includes(key)) throw new Error(`Unknown option --${key}. Usage: ${USAGE}`);
  const engine = values.get('engine') ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (engine !== 'postgres' && engine !== 'pglite') throw new Error(`--engine must be postgres or pglite (got "${engine}")`);
  const quick = values.get('quick') === 'true';
  const size = quick ? 'quick' : (values.get('size') ?? (engine === 'postgres' ? 'large' : 'medium'));
  if (!(SIZE_NAMES as readonly string[]).includes(size)) throw new Error(`--size must be one of ${SIZE_NAMES.join(', ')} (got "${size}")`);
  const seed = Number(values.get('seed') ?? 1);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a non-negative integer');
  return {
    engine,
    size: size as SizeName,
    quick,
    keep: values.get('keep') === 'true',
    reuse: values.get('reuse') === 'true',
    seed,
    only: values.get('only')?.split(',').filter(Boolean) ?? null,
  };
}
