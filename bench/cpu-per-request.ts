// CPU each request costs Prosa and PostgreSQL, on a dataset kept by `npm run bench -- --keep` (or
// bench/dataset/cli.ts). Throughput needs a quiet machine; CPU per request barely moves when other
// work shares it, so this is the figure to compare while changing code:
// node --import tsx bench/cpu-per-request.ts --engine=postgres --size=large --what=a,c,e --c=16 --seconds=8
import { apiOf } from './lib/http.js';
import { loadHttp } from './lib/load.js';
import { sampleUsage } from './lib/proc.js';
import { startProsa } from './lib/server.js';
import { keptDataset, toolArgs } from './lib/kept-dataset.js';
import { loginAll, scenarioContext } from './scenarios/context.js';
import { cpuPerRequest, endpoints } from './scenarios/http-endpoints.js';

const args = toolArgs();
const ids = (args.get('what') ?? 'a,c,d,e').split(',');
const connections = Number(args.get('c') ?? 16);
const seconds = Number(args.get('seconds') ?? 8);

const { engine, target, manifest } = await keptDataset(args, { engine: 'postgres', size: 'large' });
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
