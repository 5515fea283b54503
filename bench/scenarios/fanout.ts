import { percentile } from '../lib/load.js';
import { log } from '../lib/log.js';
import { posterOf } from '../lib/poster.js';
import { sampleUsage, type Usage } from '../lib/proc.js';
import { connectSockets, markerOf } from '../lib/sockets.js';
import type { ScenarioContext } from './context.js';

export interface FanoutRun {
  sockets: number;
  /** Connecting them all (handshake, authentication, rooms, presence). */
  connectMs: number;
  messages: number;
  deliveries: number;
  missing: number;
  /** Intake to each socket's `appMessage` (every delivery counts). */
  p50: number;
  p99: number;
  /** Intake to the last socket of each message. */
  allP50: number;
  allP99: number;
  usage: Usage;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;
let nextMarker = 1_000_000_000;

/**
 * One message event to N agent sockets: N sockets of the agents of one queue, all following their
 * notification rooms; customers write into that queue's open tickets one message at a time, and
 * each message's `appMessage` must reach every socket.
 */
export async function runFanout(ctx: ScenarioContext): Promise<FanoutRun[]> {
  const { manifest } = ctx;
  const queueId = manifest.company.queueIds[0]!;
  const members = manifest.company.agents.filter((agent) => agent.queueIds.includes(queueId));
  const chats = manifest.chats.filter((chat) => chat.queueId === queueId);
  const sizes = ctx.quick ? [10, 50, 100] : [100, 500, 1000];
  const messages = ctx.quick ? 5 : 30;
  const warmup = 2;
  const poster = posterOf(ctx.prosa.url, ctx.tokens.admin, 4);
  const runs: FanoutRun[] = [];
  try {
    for (const size of sizes) {
      const tokens = Array.from({ length: size }, (_, i) => ctx.tokens.agents.get(members[i % members.length]!.email)!);
      const pool = await connectSockets(ctx.prosa.url, manifest.company.id, tokens, ['notification']);
      try {
        const arrivals = new Map<number, number[]>();
        pool.onMarker((marker, _socket, at) => arrivals.get(marker)?.push(at));
        await sleep(ctx.quick ? 200 : 1000);
        await ctx.waitIdle();
        const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
        const perDelivery: number[] = [];
        const perMessage: number[] = [];
        let missing = 0;
        for (let i = 0; i < warmup + messages; i++) {
          const marker = nextMarker++;
          const chat = chats[marker % chats.length]!;
          arrivals.set(marker, []);
          const sentAt = performance.now();
          const status = await poster.post(`/simulator/${manifest.company.whatsappId}/inbound`, { from: chat.number, body: `Alguém pode me ajudar? ${markerOf(marker)}` });
          if (status !== 201) throw new Error(`fan-out inbound answered ${status}`);
          const deadline = performance.now() + 10_000;
          while (arrivals.get(marker)!.length < size && performance.now() < deadline) await sleep(5);
          const times = arrivals.get(marker)!.map((at) => at - sentAt);
          arrivals.delete(marker);
          if (i < warmup) continue;
          perDelivery.push(...times);
          missing += size - times.length;
          if (times.length === size) perMessage.push(Math.max(...times));
          await sleep(100);
        }
        perDelivery.sort((a, b) => a - b);
        perMessage.sort((a, b) => a - b);
        const run: FanoutRun = {
          sockets: size,
          connectMs: pool.connectMs,
          messages,
          deliveries: perDelivery.length,
          missing,
          p50: round(percentile(perDelivery, 50)),
          p99: round(percentile(perDelivery, 99)),
          allP50: round(percentile(perMessage, 50)),
          allP99: round(percentile(perMessage, 99)),
          usage: usage.stop(),
        };
        runs.push(run);
        log(`fan-out ${size} sockets (connected in ${pool.connectMs} ms): p50 ${run.p50} / p99 ${run.p99} ms per delivery, last socket p99 ${run.allP99} ms${missing ? `, ${missing} MISSING` : ''}`);
      } finally {
        pool.close();
      }
      await sleep(ctx.quick ? 200 : 2000);
    }
  } finally {
    poster.close();
  }
  return runs;
}
