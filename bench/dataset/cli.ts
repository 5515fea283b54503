// Builds a dataset and keeps it: `node --import tsx bench/dataset/cli.ts --engine=postgres --size=large [--seed=1]`.
import { parseOptions } from '../lib/options.js';
import { targetFor } from '../lib/target.js';
import { buildDataset } from './build-dataset.js';

const options = parseOptions(process.argv.slice(2));
const target = targetFor(options.engine, options.size, true);
if (await target.exists()) await target.drop();
await target.create();
const manifest = await buildDataset(target, options.size, options.seed);
process.stdout.write(`${JSON.stringify({ target: target.label, manifest: target.manifestPath, buildMs: manifest.buildMs, counts: manifest.counts, sizesMb: manifest.sizesMb }, null, 2)}\n`);
