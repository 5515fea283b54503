import { readFileSync } from 'node:fs';
import type { Engine } from '../../packages/server/src/db/client.js';
import type { Manifest } from '../dataset/manifest.js';
import type { SizeName } from '../dataset/sizes.js';
import { ensureBuilt } from './server.js';
import { targetFor } from './target.js';

/** The `--name=value` (or bare `--flag`, read as 'true') arguments of a standalone bench tool. */
export function toolArgs(): Map<string, string> {
  return new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0]!, arg.split('=')[1] ?? 'true']));
}

/**
 * The dataset a standalone tool measures on: one kept by `npm run bench -- --keep` or
 * bench/dataset/cli.ts (`--engine`, `--size`, defaulting to the tool's own), with its manifest.
 * The server is built first unless `--build=false` (to measure a bundle swapped in by hand).
 */
export async function keptDataset(args: Map<string, string>, defaults: { engine: Engine; size: SizeName }) {
  const engine = (args.get('engine') ?? defaults.engine) as Engine;
  const size = (args.get('size') ?? defaults.size) as SizeName;
  const target = targetFor(engine, size, true);
  if (!(await target.exists())) throw new Error(`No kept ${engine} ${size} dataset: build one with bench/dataset/cli.ts first.`);
  const manifest = JSON.parse(readFileSync(target.manifestPath, 'utf8')) as Manifest;
  if (args.get('build') !== 'false') ensureBuilt();
  return { engine, size, target, manifest };
}
