// CPU profile of Prosa under one load, on a dataset kept by `npm run bench -- --keep` (or
// bench/dataset/cli.ts): node --import tsx bench/profile.ts --engine=postgres --size=large --what=a --c=16 --seconds=10
// `--what`: an endpoint id of the report (a–f, v), `intake` (open loop at --rate msg/s),
// `outbound` (POST /messages at --c) or `rest`. Prints the functions and packages with the most
// self time and leaves the .cpuprofile (open it in Chrome DevTools) in $TMPDIR/prosa-bench/profiles.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiOf, waitConnected } from './lib/http.js';
import { loadHttp } from './lib/load.js';
import { posterOf } from './lib/poster.js';
import { startProsa } from './lib/server.js';
import { keptDataset, toolArgs } from './lib/kept-dataset.js';
import { BENCH_HOME } from './lib/target.js';
import { loginAll, scenarioContext } from './scenarios/context.js';
import { endpoints } from './scenarios/http-endpoints.js';
import { markerOf } from './lib/sockets.js';

const args = toolArgs();
const what = args.get('what') ?? 'a';
const connections = Number(args.get('c') ?? 16);
const seconds = Number(args.get('seconds') ?? 10);
const rate = Number(args.get('rate') ?? 200);

const { engine, size, target, manifest } = await keptDataset(args, { engine: 'postgres', size: 'large' });
const folder = join(BENCH_HOME, 'profiles', `${engine}-${size}-${what}-${Date.now()}`);
mkdirSync(folder, { recursive: true });
const prosa = await startProsa(target.serverEnv, ['--cpu-prof', `--cpu-prof-dir=${folder}`, '--cpu-prof-interval=500']);
try {
  const api = apiOf(prosa.url);
  const ctx = scenarioContext({ prosa, api, manifest, target, durations: { warmupS: 3, measureS: seconds }, quick: false, tokens: await loginAll(api, manifest) });
  await waitConnected(api, ctx.tokens.admin, manifest.company.whatsappId);
  const endpoint = endpoints(ctx).find((item) => item.id === what);
  if (endpoint) {
    const token = endpoint.who === 'agent' ? ctx.tokens.agent : ctx.tokens.admin;
    const figures = await loadHttp({ url: `${prosa.url}${endpoint.path}`, headers: { authorization: `Bearer ${token}` } }, connections, ctx.durations);
    process.stdout.write(`${endpoint.name} c=${connections}: ${figures.rps} req/s, p50 ${figures.p50} / p99 ${figures.p99} ms\n`);
  } else if (what === 'intake') {
    const poster = posterOf(prosa.url, ctx.tokens.admin);
    const started = performance.now();
    const sends: Promise<number>[] = [];
    for (let i = 0; i < rate * seconds; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const chat = manifest.chats[i % manifest.chats.length]!;
      sends.push(poster.post(`/simulator/${manifest.company.whatsappId}/inbound`, { from: chat.number, body: `Oi ${markerOf(i)}` }));
    }
    const statuses = await Promise.all(sends);
    process.stdout.write(`intake: ${statuses.filter((status) => status === 201).length}/${statuses.length} accepted; letting the jobs run for 10 s\n`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    poster.close();
  } else if (what === 'outbound') {
    let sequence = 0;
    const tickets = manifest.benchAgentOpenTicketIds;
    const next = () => ({ path: `/messages/${tickets[++sequence % tickets.length]}`, body: JSON.stringify({ body: `profile ${sequence}` }) });
    const figures = await loadHttp({ url: `${prosa.url}/messages/${tickets[0]}`, method: 'POST', headers: { authorization: `Bearer ${ctx.tokens.agent}` }, next }, connections, ctx.durations);
    process.stdout.write(`outbound c=${connections}: ${figures.rps} req/s; letting the jobs run for 5 s\n`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  } else {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
} finally {
  await prosa.stop();
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile was written to ${folder}`);
const profile = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
const perSampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(profile.samples.length, 1);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const packageOf = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1]!;
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/dist/main.js') ? 'prosa (server bundle)' : url;
};
let total = 0;
for (const node of profile.nodes) {
  const ms = (node.hitCount ?? 0) * perSampleMs;
  if (!ms) continue;
  total += ms;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, 'packages/')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
process.stdout.write(`\nprofile ${join(folder, file)} (${(total / 1000).toFixed(1)} s sampled)\n\nby package:\n${top(byPackage, 15)}\n\nby function (self time):\n${top(byFunction, 30)}\n`);
process.exit(0);
