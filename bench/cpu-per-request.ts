// CPU each request costs Prosa and PostgreSQL, on a dataset kept by `npm run bench -- --keep` (or
// bench/dataset/cli.ts). Throughput needs a quiet machine; CPU per request barely moves when other
// work shares it, so this is the figure to compare while changing code:
// node --import tsx bench/cpu-per-request.ts --engine=postgres --size=large --what=a,c,e --c=16 --seconds=8
import { readFileSync } from 'node:fs';
import type { Engine } from '../packages/server/src/db/client.js';
import type { Manifest } from './dataset/manifest.js';
import type { SizeName } from './dataset/sizes.js';
import { apiOf } from './lib/http.js';
import { loadHttp } from './lib/load.js';
import { sampleUsage } from './lib/proc.js';
import { ensureBuilt, startProsa } from './lib/server.js';
import { targetFor } from './lib/target.js';
import { loginAll, scenarioContext } from './scenarios/context.js';
import { cpuPerRequest, endpoints } from './scenarios/http-endpoints.js';

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0]!, arg.split('=')[1] ?? 'true']));
const engine = (args.get('engine') ?? 'postgres') as Engine;
const size = (args.get('size') ?? 'large') as SizeName;
const ids = (args.get('what') ?? 'a,c,d,e').split(',');
const connections = Number(args.get('c') ?? 16);
const seconds = Number(args.get('seconds') ?? 8);

const target = targetFor(engine, size, true);
if (!(await target.exists())) throw new Error(`No kept ${engine} ${size} dataset: build one with bench/dataset/cli.ts first.`);
const manifest = JSON.parse(readFileSync(target.manifestPath, 'utf8')) as Manifest;
if (args.get('build') !== 'false') ensureBuilt();
const prosa = await startProsa(target.serverEnv);
try {
  const api = apiOf(prosa.url);
  const ctx = scenarioContext({ prosa, api, manifest, target, durations: { warmupS: 2, measureS: seconds }, quick: true, tokens: await loginAll(api, manifest) });
  for (const endpoint of endpoints(ctx).filter((item) => ids.includes(item.id))) {
    const token = endpoint.who === 'agent' ? ctx.tokens.agent : ctx.tokens.admin;
    const load = { url: `${prosa.url}${endpoint.path}`, headers: endpoint.who === 'anyone' ? ({} as Record<string, string>) : { authorization: `Bearer ${token}` } };
    await loadHttp(load, connections, { warmupS: 0, measureS: 2 });
    const usage = sampleUsage(prosa.pid, engine === 'postgres');
    const figures = await loadHttp(load, connections, { warmupS: 0, measureS: seconds });
    const run = { ...figures, usage: usage.stop() };
    process.stdout.write(`(${endpoint.id}) ${endpoint.name} c=${connections}: ${run.rps} req/s, p99 ${run.p99} ms, CPU per request Prosa / PostgreSQL ${cpuPerRequest(run)}${run.errors ? `, ${run.errors} ERRORS` : ''}\n`);
  }
} finally {
  await prosa.stop();
}
