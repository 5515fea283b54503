import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../dataset/manifest.js';
import type { ChatFanoutRun } from '../scenarios/chat-fanout.js';
import type { DashboardResult } from '../scenarios/dashboard.js';
import type { FanoutRun } from '../scenarios/fanout.js';
import type { FloorResult } from '../scenarios/floors.js';
import type { EndpointResult } from '../scenarios/http-endpoints.js';
import type { IntakeResult } from '../scenarios/intake.js';
import type { OutboundRun } from '../scenarios/outbound.js';
import type { StartupResult } from '../scenarios/startup.js';
import type { LoadFigures, Durations } from './load.js';
import type { MachineInfo } from './machine.js';
import type { Usage } from './proc.js';
import { DISTURBED_CORE_SHARE, disturbed } from './quiet.js';
import { cpuPerRequest } from '../scenarios/http-endpoints.js';
import { REPO_ROOT } from './server.js';
import { targetText, type TargetCheck } from './targets.js';

export interface Report {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  machine: MachineInfo;
  engine: string;
  size: string;
  quick: boolean;
  durations: Durations;
  dataset: { label: string; reused: boolean; manifest: Omit<Manifest, 'chats' | 'company' | 'benchAgentOpenTicketIds'> };
  startup?: StartupResult;
  endpoints?: EndpointResult[];
  dashboard?: DashboardResult[];
  floors?: FloorResult[];
  intake?: IntakeResult;
  outbound?: OutboundRun[];
  fanout?: FanoutRun[];
  chatFanout?: ChatFanoutRun;
  targets: TargetCheck[];
  errors: string[];
}

const usageText = (usage: Usage) => `${usage.serverCpuS} / ${usage.postgresCpuS} / ${usage.loadToolCpuS} / ${usage.otherCpuS}`;
const cells = (run: LoadFigures | undefined) => (run ? [`${run.rps}`, `${run.p50} / ${run.p97_5} / ${run.p99}${run.errors ? ` (${run.errors} errors)` : ''}`] : ['', '']);
const loadHeader = '| c=1 req/s | c=1 p50 / p97.5 / p99 ms | c=16 req/s | c=16 p50 / p97.5 / p99 ms | c=64 req/s | c=64 p50 / p97.5 / p99 ms |';
const loadRule = '|---|---|---|---|---|---|';

function loadRow(label: string, runs: LoadFigures[], extra: string[] = []): string {
  const byC = (c: number) => runs.find((run) => run.connections === c);
  return `| ${[label, ...extra, ...cells(byC(1)), ...cells(byC(16)), ...cells(byC(64))].join(' | ')} |`;
}

export function markdownOf(report: Report): string {
  const { machine, dataset } = report;
  const manifest = dataset.manifest;
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(`# Prosa benchmark: ${report.engine}, ${report.size}${report.quick ? ' (quick)' : ''}`, '');
  push(`Run ${report.startedAt} (${report.durationS} s). Machine: ${machine.cpus}× ${machine.cpuModel}, ${machine.memoryGb} GB RAM, ${machine.os}, Node ${machine.node}, ${machine.database}. Load tool on the same machine.`, '');
  push(`Dataset \`${manifest.size}\` (seed ${manifest.seed})${dataset.reused ? ', reused from an earlier build' : ''}: built in ${(manifest.buildMs / 1000).toFixed(1)} s.`, '');
  push('| rows | ' + Object.keys(manifest.counts).join(' | ') + ' |', '|---|' + Object.keys(manifest.counts).map(() => '---').join('|') + '|', '| | ' + Object.values(manifest.counts).map((n) => n.toLocaleString('en')).join(' | ') + ' |', '');
  push(`Big company tickets: ${Object.entries(manifest.ticketsByStatus).map(([status, n]) => `${n.toLocaleString('en')} ${status}`).join(', ')}. Sizes (MB, with indexes): ${Object.entries(manifest.sizesMb).map(([name, mb]) => `${name} ${mb.toLocaleString('en')}`).join(', ')}.`, '');
  push('Build steps: ' + manifest.steps.filter((step) => !step.name.startsWith(' ')).map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`).join('; ') + '.', '');

  const usages = [
    ...(report.endpoints ?? []).flatMap((item) => item.runs.map((run) => ({ name: `(${item.id}) c=${run.connections}`, usage: run.usage }))),
    ...(report.intake?.latency ?? []).map((item) => ({ name: `intake ${item.rate}/s with sockets`, usage: item.usage })),
    ...(report.intake?.steps ?? []).map((step) => ({ name: `intake step ${step.offered}/s`, usage: step.usage })),
    ...(report.outbound ?? []).map((run) => ({ name: `outbound c=${run.connections}`, usage: run.usage })),
    ...(report.fanout ?? []).map((run) => ({ name: `fan-out ${run.sockets}`, usage: run.usage })),
    ...(report.chatFanout ? [{ name: 'chat fan-out', usage: report.chatFanout.usage }] : []),
  ].filter((item) => disturbed(item.usage));
  if (usages.length) push(`**Disturbed runs** (something else used ≥ ${DISTURBED_CORE_SHARE * 100} % of a core meanwhile): ${usages.map((item) => item.name).join(', ')}.`, '');
  if (report.targets.length) {
    push('## Targets (the performance issues; lists, search and intake stated for `large` on PostgreSQL, the embedded database for `medium` on PGlite)', '', '| target | goal | measured | met |', '|---|---|---|---|');
    for (const item of report.targets) push(`| ${item.name} | ${targetText(item)} | ${item.measured.toLocaleString('en')} ${item.unit}${item.note ? ` (${item.note})` : ''} | ${item.met ? 'yes' : '**no**'} |`);
    push('');
  }
  if (report.endpoints?.length) {
    push(`## Endpoints (autocannon, ${report.durations.measureS} s measured after a ${report.durations.warmupS} s warm-up, 10 s timeout)`, '');
    push(`| endpoint | who | bytes ${loadHeader}`, `|---|---|---${loadRule}`);
    for (const item of report.endpoints) push(loadRow(`(${item.id}) ${item.name}`, item.runs, [item.who, item.responseBytes.toLocaleString('en')]));
    push('', 'CPU seconds used in the measured window by Prosa / PostgreSQL / the load tool / anything else on the machine (more than noise there means a disturbed run), and Prosa\'s highest RSS:', '', '| endpoint | c=1 | c=16 | c=64 |', '|---|---|---|---|');
    for (const item of report.endpoints) push(`| (${item.id}) | ${item.runs.map((run) => `${usageText(run.usage)}, ${run.usage.rssMaxMb} MB`).join(' | ')} |`);
    push('', 'CPU milliseconds per request, Prosa / PostgreSQL (robust to a busy machine, unlike throughput):', '', '| endpoint | c=1 | c=16 | c=64 |', '|---|---|---|---|');
    for (const item of report.endpoints) push(`| (${item.id}) | ${item.runs.map((run) => cpuPerRequest(run)).join(' | ')} |`);
    push('');
  }
  if (report.dashboard?.length) {
    push('## Dashboard (issue 17; the admin, concurrency 1 and 4)', '', '| endpoint | bytes | target p99 at c=1 | c=1 req/s | c=1 p50 / p97.5 / p99 ms | c=4 req/s | c=4 p50 / p97.5 / p99 ms |', '|---|---|---|---|---|---|---|');
    for (const item of report.dashboard) {
      const byC = (c: number) => item.runs.find((run) => run.connections === c);
      push(`| ${[`(${item.id}) ${item.name}`, item.responseBytes.toLocaleString('en'), `${item.targetP99Ms} ms`, ...cells(byC(1)), ...cells(byC(4))].join(' | ')} |`);
    }
    push('');
  }
  if (report.floors?.length) {
    push('## Floors (same load, same concurrency)', '', `| floor ${loadHeader}`, `|---${loadRule}`);
    for (const floor of report.floors) push(loadRow(floor.name, floor.runs));
    push('');
  }
  if (report.intake) {
    const { latency, steps } = report.intake;
    push('## Inbound intake (simulator route, open loop)', '');
    push(`Delay from the intake POST to \`appMessage\` with ${latency[0]?.sockets ?? 0} agent sockets (connected in ${latency[0]?.socketsConnectMs ?? 0} ms; each follows its notification, open and pending rooms):`, '');
    push('| msg/s | seconds | sent | delivered within 10 s | first socket p50 / p99 ms | last socket p50 / p99 ms | errors | CPU s Prosa / PG / load tool and sockets / other |', '|---|---|---|---|---|---|---|---|');
    for (const item of latency) push(`| ${item.rate} | ${item.seconds} | ${item.sent} | ${item.delivered} | ${item.firstP50} / ${item.firstP99} | ${item.allP50} / ${item.allP99} | ${item.errors} | ${usageText(item.usage)} |`);
    push('', `Rising rates with one admin socket (${steps[0]?.seconds ?? 0} s each; stops at the first rate not kept up with):`, '');
    push('| offered msg/s | sent | delivered | processed msg/s | p50 ms | p99 ms | kept up | CPU s Prosa / PG / load tool / other |', '|---|---|---|---|---|---|---|---|');
    for (const step of steps) push(`| ${step.offered} | ${step.sent} | ${step.delivered} | ${step.processedPerS} | ${step.p50} | ${step.p99} | ${step.keptUp ? 'yes' : 'no'} | ${usageText(step.usage)} |`);
    push('', `Sustained: **${report.intake.sustainedPerS} msg/s**.`, '');
  }
  if (report.outbound?.length) {
    push('## Outbound sends (`POST /messages/{ticketId}` → send job → simulator outbox)', '', '| c | accepted sends/s | p50 / p97.5 / p99 ms | delivered | delivered/s | drained after load | errors | CPU s Prosa / PG / load tool / other |', '|---|---|---|---|---|---|---|---|');
    for (const run of report.outbound) push(`| ${run.connections} | ${run.rps} | ${run.p50} / ${run.p97_5} / ${run.p99} | ${run.delivered} | ${run.deliveredPerS} | ${run.drainMs} ms | ${run.errors} | ${usageText(run.usage)} |`);
    push('');
  }
  if (report.fanout?.length) {
    push('## Fan-out of one message event', '', '| sockets | connect all | messages | p50 / p99 ms per delivery | p50 / p99 ms to the last socket | missing | CPU s Prosa / PG / load tool / other |', '|---|---|---|---|---|---|---|');
    for (const run of report.fanout) push(`| ${run.sockets} | ${run.connectMs} ms | ${run.messages} | ${run.p50} / ${run.p99} | ${run.allP50} / ${run.allP99} | ${run.missing} | ${usageText(run.usage)} |`);
    push('');
  }
  if (report.chatFanout) {
    const run = report.chatFanout;
    push(
      '## Internal chat message to a chat of 50 members (issue 20)',
      '',
      'From `POST /chats/{id}/messages` to `company-{id}-chat-{chatId}` on one socket per member (each member also hears `chat-user-{userId}`).',
      '',
      '| members | sockets | connect all | messages | answer p50 / p99 ms | p50 / p99 ms per delivery | p50 / p99 ms to the last member | missing | CPU s Prosa / PG / load tool / other |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${run.members} | ${run.sockets} | ${run.connectMs} ms | ${run.messages} | ${run.answerP50} / ${run.answerP99} | ${run.p50} / ${run.p99} | ${run.allP50} / ${run.allP99} | ${run.missing} | ${usageText(run.usage)} |`,
      '',
    );
  }
  if (report.startup) {
    const { startup } = report;
    push('## Start-up and rest', '', `Start to first \`GET /version\`: median ${startup.medianMs} ms (${startup.startsMs.join(', ')} ms). RSS after start-up: ${startup.rssAfterStartMb} MB. At rest for ${startup.rest.seconds} s from ${startup.rest.afterS} s after the start: Prosa ${startup.rest.serverCpuPct} % and PostgreSQL ${startup.rest.postgresCpuPct} % of one core (the rest of the machine: ${startup.rest.otherCpuPct} %).`, '');
  }
  if (report.errors.length) push('## Errors', '', ...report.errors.map((error) => `- ${error}`), '');
  return `${lines.join('\n')}\n`;
}

/**
 * `bench/results/<engine>-<size>.md` and `.json` (the latest run of that engine and size, both kept in
 * git so a change's effect shows in its diff): the JSON has every figure, the targets and the floors.
 */
export function writeReport(report: Report): { json: string; markdown: string } {
  const folder = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const json = join(folder, `${report.engine}-${report.size}.json`);
  const markdown = join(folder, `${report.engine}-${report.size}.md`);
  writeFileSync(json, JSON.stringify(report, null, 2));
  writeFileSync(markdown, markdownOf(report));
  return { json, markdown };
}
