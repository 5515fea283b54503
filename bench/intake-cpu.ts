// Intake on a kept dataset without the full run: open-loop steps at the given rates, each followed by
// the wait for every message's socket event, with the CPU each message cost Prosa and PostgreSQL.
// Unlike `npm run bench` it does not wait for a quiet machine: compare two builds back to back.
// node --import tsx bench/intake-cpu.ts --engine=pglite --size=medium --rates=50,100,200 --seconds=5
import { loadavg } from 'node:os';
import { apiOf, waitConnected } from './lib/http.js';
import { posterOf } from './lib/poster.js';
import { connectSockets } from './lib/sockets.js';
import { startProsa } from './lib/server.js';
import { keptDataset, toolArgs } from './lib/kept-dataset.js';
import { loginAll, scenarioContext } from './scenarios/context.js';
import { intakeStep, Tracker } from './scenarios/intake.js';

const args = toolArgs();
const rates = (args.get('rates') ?? '50,100,200').split(',').map(Number);
const seconds = Number(args.get('seconds') ?? 5);

const { target, manifest } = await keptDataset(args, { engine: 'pglite', size: 'medium' });
const prosa = await startProsa(target.serverEnv);
try {
  const api = apiOf(prosa.url);
  const ctx = scenarioContext({ prosa, api, manifest, target, durations: { warmupS: 0, measureS: seconds }, quick: false, tokens: await loginAll(api, manifest) });
  await waitConnected(api, ctx.tokens.admin, manifest.company.whatsappId);
  const poster = posterOf(prosa.url, ctx.tokens.admin);
  const watcher = await connectSockets(prosa.url, manifest.company.id, [ctx.tokens.admin], ['notification']);
  try {
    const tracker = new Tracker(watcher);
    for (const rate of rates) {
      const step = await intakeStep(ctx, poster, tracker, manifest.chats, rate, seconds);
      const perMessage = (cpuS: number) => ((cpuS * 1000) / Math.max(step.delivered, 1)).toFixed(2);
      process.stdout.write(
        `offered ${rate}/s: processed ${step.processedPerS}/s, p50 ${step.p50} / p99 ${step.p99} ms, ${step.delivered}/${step.sent} delivered, ` +
          `CPU per message Prosa ${perMessage(step.usage.serverCpuS)} / PostgreSQL ${perMessage(step.usage.postgresCpuS)} ms, other ${step.usage.otherCpuS.toFixed(1)} s, load ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`,
      );
      if (!step.keptUp) break;
    }
  } finally {
    watcher.close();
    poster.close();
  }
} finally {
  await prosa.stop();
}
process.exit(0);
