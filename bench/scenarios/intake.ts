import type { Chat } from '../dataset/manifest.js';
import { percentile } from '../lib/load.js';
import { log } from '../lib/log.js';
import { posterOf, type Poster } from '../lib/poster.js';
import { sampleUsage, type Usage } from '../lib/proc.js';
import { connectSockets, markerOf, type SocketPool } from '../lib/sockets.js';
import type { ScenarioContext } from './context.js';

const PHRASES = ['Bom dia, alguma novidade do meu pedido?', 'Preciso da segunda via do boleto', 'Obrigado pelo retorno', 'A internet caiu de novo', 'Qual o prazo de entrega?'];
let nextMarker = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tracked {
  sentAt: number;
  expected: number;
  first?: number;
  all?: number;
  count: number;
}

/** Send times and socket arrivals of marked messages. */
export class Tracker {
  readonly entries = new Map<number, Tracked>();
  constructor(pool: SocketPool) {
    pool.onMarker((marker, _socket, receivedAt) => {
      const entry = this.entries.get(marker);
      if (!entry) return;
      entry.first ??= receivedAt;
      entry.count += 1;
      if (entry.count === entry.expected) entry.all = receivedAt;
    });
  }
  delivered(markers: number[]): number {
    return markers.filter((marker) => this.entries.get(marker)?.first !== undefined).length;
  }
}

interface Sent {
  markers: number[];
  accepted: number;
  errors: number;
  startedAt: number;
  lastSentAt: number;
}

/**
 * An open-loop sender: `rate` messages per second for `seconds`, each a customer writing into one of
 * the chats (round robin) through `POST /simulator/{whatsappId}/inbound`, as an admin.
 */
async function sendAtRate(ctx: ScenarioContext, poster: Poster, tracker: Tracker, chats: Chat[], rate: number, seconds: number, expectedOf: (chat: Chat) => number): Promise<Sent> {
  const path = `/simulator/${ctx.manifest.company.whatsappId}/inbound`;
  const total = Math.max(1, Math.round(rate * seconds));
  const markers: number[] = [];
  const pending: Promise<void>[] = [];
  let accepted = 0;
  let errors = 0;
  const startedAt = performance.now();
  let lastSentAt = startedAt;
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const chat = chats[(nextMarker + i) % chats.length]!;
    const marker = nextMarker++;
    markers.push(marker);
    const sentAt = performance.now();
    lastSentAt = sentAt;
    tracker.entries.set(marker, { sentAt, expected: expectedOf(chat), count: 0 });
    const body = { from: chat.number, body: `${PHRASES[marker % PHRASES.length]} ${markerOf(marker)}` };
    pending.push(poster.post(path, body).then((status) => void (status === 201 ? (accepted += 1) : (errors += 1))));
  }
  await Promise.all(pending);
  return { markers, accepted, errors, startedAt, lastSentAt };
}

async function drain(tracker: Tracker, markers: number[], expected: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (tracker.delivered(markers) < expected && performance.now() < deadline) await sleep(20);
}

const round = (value: number) => Math.round(value * 10) / 10;

function delays(tracker: Tracker, markers: number[], which: 'first' | 'all'): number[] {
  return markers
    .map((marker) => tracker.entries.get(marker)!)
    .filter((entry) => entry[which] !== undefined)
    .map((entry) => entry[which]! - entry.sentAt)
    .sort((a, b) => a - b);
}

export interface IntakeLatency {
  rate: number;
  seconds: number;
  sockets: number;
  socketsConnectMs: number;
  sent: number;
  accepted: number;
  errors: number;
  delivered: number;
  /** Intake (POST sent) to the first agent socket's `appMessage`, and to the last socket that should get it. */
  firstP50: number;
  firstP99: number;
  allP50: number;
  allP99: number;
  usage: Usage;
}

export interface IntakeStep {
  offered: number;
  seconds: number;
  sent: number;
  accepted: number;
  errors: number;
  delivered: number;
  /** Messages processed per second: delivered over the time from the first send to the last arrival. */
  processedPerS: number;
  p50: number;
  p99: number;
  keptUp: boolean;
  usage: Usage;
}

export interface IntakeResult {
  /** The socket delay at a rate Prosa keeps up with, and at the target's 200 msg/s. */
  latency: IntakeLatency[];
  steps: IntakeStep[];
  /** The highest offered rate that was processed as fast as it came, with p99 under 1 s. */
  sustainedPerS: number;
}

/** Sockets spread round robin over the agents' tokens; each follows its notification and list rooms. */
function agentTokens(ctx: ScenarioContext, count: number, agents = ctx.manifest.company.agents): { tokens: string[]; owners: (typeof agents)[number][] } {
  const owners = Array.from({ length: count }, (_, i) => agents[i % agents.length]!);
  return { tokens: owners.map((agent) => ctx.tokens.agents.get(agent.email)!), owners };
}

/** Delay from the intake POST to the agent sockets at one rate (after a warm-up at that rate). */
async function measureLatency(ctx: ScenarioContext, poster: Poster, pool: SocketPool, tracker: Tracker, receivers: (chat: Chat) => number, rate: number): Promise<IntakeLatency> {
  const chats = ctx.manifest.chats;
  const warm = await sendAtRate(ctx, poster, tracker, chats, rate, ctx.quick ? 0.5 : 2, receivers);
  await drain(tracker, warm.markers, warm.accepted, 60_000);
  await ctx.waitIdle();
  const seconds = ctx.quick ? 1 : 10;
  const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
  const sent = await sendAtRate(ctx, poster, tracker, chats, rate, seconds, receivers);
  await drain(tracker, sent.markers, sent.accepted, 10_000);
  const first = delays(tracker, sent.markers, 'first');
  const all = delays(tracker, sent.markers, 'all');
  const latency: IntakeLatency = {
    rate,
    seconds,
    sockets: pool.size,
    socketsConnectMs: pool.connectMs,
    sent: sent.markers.length,
    accepted: sent.accepted,
    errors: sent.errors,
    delivered: tracker.delivered(sent.markers),
    firstP50: round(percentile(first, 50)),
    firstP99: round(percentile(first, 99)),
    allP50: round(percentile(all, 50)),
    allP99: round(percentile(all, 99)),
    usage: usage.stop(),
  };
  log(`intake: ${rate}/s with ${pool.size} sockets: first socket p50 ${latency.firstP50} / p99 ${latency.firstP99} ms, all sockets p99 ${latency.allP99} ms, ${latency.delivered}/${latency.sent} delivered within 10 s`);
  // A backlog (the rate was more than Prosa keeps up with) must not weigh on what follows.
  await drain(tracker, sent.markers, sent.accepted, 120_000);
  return latency;
}

/**
 * (1) Intake-to-socket delay with agent sockets connected (200 on full runs) at a moderate rate and
 * at 200 msg/s; (2) rising rates with one admin socket until processing stops keeping up ("until
 * latency bends").
 */
/**
 * One open-loop step of the rising rates: `rate` msg/s for `seconds` into the chats, then the wait
 * for every message's socket event; also used alone by bench/intake-cpu.ts to compare builds.
 */
export async function intakeStep(ctx: ScenarioContext, poster: Poster, tracker: Tracker, chats: Chat[], rate: number, stepSeconds: number): Promise<IntakeStep & { sentMarkers: number[] }> {
  const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
  const sent = await sendAtRate(ctx, poster, tracker, chats, rate, stepSeconds, () => 1);
  await drain(tracker, sent.markers, sent.accepted, ctx.quick ? 5_000 : 15_000);
  const first = delays(tracker, sent.markers, 'first');
  const arrivals = sent.markers.map((marker) => tracker.entries.get(marker)!.first).filter((at): at is number => at !== undefined);
  const lastArrival = arrivals.length ? Math.max(...arrivals) : sent.lastSentAt;
  const delivered = arrivals.length;
  const step: IntakeStep = {
    offered: rate,
    seconds: stepSeconds,
    sent: sent.markers.length,
    accepted: sent.accepted,
    errors: sent.errors,
    delivered,
    processedPerS: round(delivered / ((lastArrival - sent.startedAt) / 1000)),
    p50: round(percentile(first, 50)),
    p99: round(percentile(first, 99)),
    keptUp: false,
    usage: usage.stop(),
  };
  step.keptUp = sent.errors === 0 && delivered === sent.markers.length && step.p99 < 1000;
  return { ...step, sentMarkers: sent.markers };
}

export async function runIntake(ctx: ScenarioContext): Promise<IntakeResult> {
  const { manifest } = ctx;
  const poster = posterOf(ctx.prosa.url, ctx.tokens.admin);
  const chats = manifest.chats;
  const socketCount = ctx.quick ? 20 : 200;
  try {
    const { tokens, owners } = agentTokens(ctx, socketCount);
    const pool = await connectSockets(ctx.prosa.url, manifest.company.id, tokens, ['notification', 'open', 'pending']);
    log(`intake: ${pool.size} agent sockets connected in ${pool.connectMs} ms`);
    const latency: IntakeLatency[] = [];
    try {
      const tracker = new Tracker(pool);
      const receivers = (chat: Chat) => owners.filter((agent) => agent.id === chat.userId || agent.queueIds.includes(chat.queueId)).length;
      for (const rate of ctx.quick ? [20, 50] : [50, 200]) latency.push(await measureLatency(ctx, poster, pool, tracker, receivers, rate));
    } finally {
      pool.close();
    }

    const watcher = await connectSockets(ctx.prosa.url, manifest.company.id, [ctx.tokens.admin], ['notification']);
    const steps: IntakeStep[] = [];
    try {
      const tracker = new Tracker(watcher);
      const rates = ctx.quick ? [50, 100] : [50, 100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000];
      const stepSeconds = ctx.quick ? 1 : 5;
      for (const rate of rates) {
        await ctx.waitIdle();
        const { sentMarkers, ...step } = await intakeStep(ctx, poster, tracker, chats, rate, stepSeconds);
        steps.push(step);
        log(`intake: offered ${rate}/s → processed ${step.processedPerS}/s, p50 ${step.p50} / p99 ${step.p99} ms, ${step.delivered}/${step.sent} delivered${step.errors ? `, ${step.errors} ERRORS` : ''}`);
        if (!step.keptUp) {
          // Let the backlog clear so it does not weigh on the scenarios that follow.
          await drain(tracker, sentMarkers, step.accepted, 120_000);
          break;
        }
      }
    } finally {
      watcher.close();
    }
    const sustained = steps.filter((step) => step.keptUp).at(-1);
    return { latency, steps, sustainedPerS: sustained?.offered ?? 0 };
  } finally {
    poster.close();
  }
}
