// `npm run bench -- [options]`: builds (or reuses) a dataset, measures the floors, starts the built
// Prosa on it and runs every scenario, then writes bench/results/. See bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import { buildDataset, settleKeptDataset } from './dataset/build-dataset.js';
import type { Manifest } from './dataset/manifest.js';
import { apiOf, waitConnected } from './lib/http.js';
import { FULL_DURATIONS, QUICK_DURATIONS } from './lib/load.js';
import { log } from './lib/log.js';
import { machineInfo } from './lib/machine.js';
import { parseOptions } from './lib/options.js';
import { waitForQuietMachine } from './lib/quiet.js';
import { writeReport, type Report } from './lib/report.js';
import { checkTargets } from './lib/targets.js';
import { ensureBuilt } from './lib/server.js';
import { targetFor } from './lib/target.js';
import { loginAll, scenarioContext } from './scenarios/context.js';
import { runChatFanout } from './scenarios/chat-fanout.js';
import { runFanout } from './scenarios/fanout.js';
import { fastifyFloor, sqlFloors } from './scenarios/floors.js';
import { runEndpoints } from './scenarios/http-endpoints.js';
import { runDashboard } from './scenarios/dashboard.js';
import { runIntake } from './scenarios/intake.js';
import { runOutbound } from './scenarios/outbound.js';
import { startMeasured } from './scenarios/startup.js';

const options = parseOptions(process.argv.slice(2));
const startedAt = new Date();
const durations = options.quick ? QUICK_DURATIONS : FULL_DURATIONS;
const want = (name: string) => !options.only || options.only.includes(name);
const errors: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  log('interrupted: stopping Prosa and removing the dataset…');
  void (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
    process.exit(130);
  })();
});

log(`bench: engine ${options.engine}, size ${options.size}${options.quick ? ', quick' : ''}`);
ensureBuilt();
const target = targetFor(options.engine, options.size, options.keep || options.reuse);
if (!options.keep && !options.reuse) cleanups.push(() => target.drop());

let manifest: Manifest;
let reused = false;
if (options.reuse && (await target.exists()) && existsSync(target.manifestPath)) {
  manifest = JSON.parse(readFileSync(target.manifestPath, 'utf8')) as Manifest;
  reused = true;
  log(`dataset: reusing ${target.label}; vacuuming what earlier runs left…`);
  await settleKeptDataset(target);
} else {
  if (await target.exists()) await target.drop();
  await target.create();
  manifest = await buildDataset(target, options.size, options.seed);
}

const partial: Omit<Report, 'targets' | 'finishedAt' | 'durationS'> = {
  startedAt: startedAt.toISOString(),
  machine: await machineInfo(target),
  engine: options.engine,
  size: options.size,
  quick: options.quick,
  durations,
  dataset: { label: target.label, reused, manifest: { ...manifest, chats: undefined, company: undefined, benchAgentOpenTicketIds: undefined } as unknown as Report['dataset']['manifest'] },
  errors,
};

// Full runs wait for the rest of the machine to be quiet before each measurement; the smoke run does not.
const quietMachine = (prosaPid: number) => (options.quick ? Promise.resolve() : waitForQuietMachine(prosaPid, options.engine === 'postgres'));

try {
  if (want('floors')) partial.floors = [...(await sqlFloors(target, manifest, durations, () => quietMachine(0))), await fastifyFloor(durations, () => quietMachine(0))];
  if (['startup', 'endpoints', 'dashboard', 'intake', 'outbound', 'fanout', 'chatfanout'].some(want)) {
    const { prosa, result } = await startMeasured(target, options.quick ? 1 : 3, options.quick ? 1 : 5, options.quick ? 1 : 30, options.quick ? 2 : 60, quietMachine);
    cleanups.push(() => prosa.stop());
    try {
      partial.startup = result;
      const api = apiOf(prosa.url);
      const login = () => loginAll(api, manifest);
      const ctx = scenarioContext({ prosa, api, manifest, target, durations, quick: options.quick, tokens: await login() });
      await waitConnected(api, ctx.tokens.admin, manifest.company.whatsappId);
      if (want('endpoints')) partial.endpoints = await runEndpoints(ctx, null);
      // Access tokens last 15 minutes; every later scenario starts with fresh ones.
      if (want('dashboard')) {
        ctx.tokens = await login();
        partial.dashboard = await runDashboard(ctx);
      }
      if (want('intake')) {
        ctx.tokens = await login();
        partial.intake = await runIntake(ctx);
      }
      if (want('outbound')) {
        ctx.tokens = await login();
        partial.outbound = await runOutbound(ctx);
      }
      if (want('fanout')) {
        ctx.tokens = await login();
        partial.fanout = await runFanout(ctx);
      }
      if (want('chatfanout')) {
        ctx.tokens = await login();
        partial.chatFanout = await runChatFanout(ctx);
      }
    } finally {
      await prosa.stop();
      cleanups.pop();
    }
  }
} catch (error) {
  errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  log(`bench: ERROR ${errors.at(-1)}`);
} finally {
  if (!interrupted && !options.keep && !options.reuse) {
    await target.drop();
    cleanups.shift();
  }
}

for (const item of partial.endpoints ?? []) for (const run of item.runs) if (run.errors) errors.push(`(${item.id}) ${item.name} c=${run.connections}: ${run.errors} failed requests`);
for (const item of partial.dashboard ?? []) for (const run of item.runs) if (run.errors) errors.push(`(${item.id}) ${item.name} c=${run.connections}: ${run.errors} failed requests`);
for (const floor of partial.floors ?? []) for (const run of floor.runs) if (run.errors) errors.push(`floor ${floor.name} c=${run.connections}: ${run.errors} failed`);
for (const item of partial.intake?.latency ?? []) if (item.errors) errors.push(`intake at ${item.rate}/s: ${item.errors} failed inbound posts`);
for (const step of partial.intake?.steps ?? []) if (step.errors) errors.push(`intake at ${step.offered}/s: ${step.errors} failed inbound posts`);
for (const run of partial.outbound ?? []) if (run.errors) errors.push(`outbound c=${run.connections}: ${run.errors} failed sends`);
for (const run of partial.fanout ?? []) if (run.missing) errors.push(`fan-out ${run.sockets}: ${run.missing} deliveries missing`);
if (partial.chatFanout?.missing) errors.push(`chat fan-out: ${partial.chatFanout.missing} deliveries missing`);

// After Ctrl-C the handler above stops Prosa, removes the dataset and exits; nothing more to report.
if (interrupted) await new Promise(() => undefined);

const finishedAt = new Date();
const withoutTargets = { ...partial, finishedAt: finishedAt.toISOString(), durationS: Math.round((finishedAt.getTime() - startedAt.getTime()) / 100) / 10 };
const report: Report = { ...withoutTargets, targets: checkTargets(withoutTargets) };
const written = writeReport(report);
log(`bench: report ${written.markdown} and ${written.json}`);
if (errors.length) {
  log(`bench: ${errors.length} error(s):\n${errors.join('\n')}`);
  process.exit(1);
}
process.exit(0);
