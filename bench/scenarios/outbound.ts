import { CONCURRENCIES, loadHttp, type LoadFigures } from '../lib/load.js';
import { log } from '../lib/log.js';
import { sampleUsage, type Usage } from '../lib/proc.js';
import type { ScenarioContext } from './context.js';

export interface OutboundRun extends LoadFigures {
  /** Messages the simulated network received (its outbox) from this run, and how fast. */
  delivered: number;
  deliveredPerS: number;
  /** From the end of the load to the last delivery. */
  drainMs: number;
  usage: Usage;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST /messages/{ticketId}` as the benchmark agent over their open tickets (round robin), at
 * concurrency 1, 16 and 64: accepted sends per second, then how fast the send jobs delivered them to
 * the simulator's outbox.
 */
export async function runOutbound(ctx: ScenarioContext): Promise<OutboundRun[]> {
  const tickets = ctx.manifest.benchAgentOpenTicketIds;
  const whatsappId = ctx.manifest.company.whatsappId;
  const runs: OutboundRun[] = [];
  let sequence = 0;
  for (const connections of CONCURRENCIES) {
    await ctx.waitIdle();
    let tag = `bench-out-warmup-${connections}`;
    const next = () => {
      sequence += 1;
      return { path: `/messages/${tickets[sequence % tickets.length]}`, body: JSON.stringify({ body: `Já verifiquei, seu pedido sai hoje. ${tag}-${sequence}` }) };
    };
    const load = { url: `${ctx.prosa.url}/messages/${tickets[0]}`, method: 'POST' as const, headers: { authorization: `Bearer ${ctx.tokens.agent}` }, next };
    // The warm-up's sends carry another tag, so only the measured window's deliveries are counted.
    if (ctx.durations.warmupS > 0) await loadHttp(load, connections, { warmupS: 0, measureS: ctx.durations.warmupS });
    tag = `bench-out-${connections}-${Date.now()}`;
    const since = Date.now();
    const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
    const figures = await loadHttp(load, connections, { warmupS: 0, measureS: ctx.durations.measureS });
    const loadEnded = Date.now();
    const expected = Math.round(figures.requests - figures.errors);
    const deadline = Date.now() + 60_000;
    const deliveries = async () => {
      const outbox = await ctx.api.request<{ messages: { body: string; timestamp: number }[] }>('GET', `/simulator/${whatsappId}/outbox?since=${since}`, ctx.tokens.admin);
      return outbox.body.messages.filter((message) => message.body.includes(tag)).map((message) => message.timestamp);
    };
    let times = await deliveries();
    while (times.length < expected && Date.now() < deadline) {
      await sleep(250);
      times = await deliveries();
    }
    const delivered = times.length;
    const lastAt = Math.max(loadEnded, ...times);
    const run: OutboundRun = { ...figures, delivered, deliveredPerS: Math.round((delivered / ((lastAt - since) / 1000)) * 10) / 10, drainMs: Math.max(0, lastAt - loadEnded), usage: usage.stop() };
    runs.push(run);
    log(`outbound c=${connections}: ${figures.rps} sends/s accepted (p50 ${figures.p50} / p99 ${figures.p99} ms), ${delivered} delivered at ${run.deliveredPerS}/s, drained ${run.drainMs} ms after the load${figures.errors ? `, ${figures.errors} ERRORS` : ''}`);
  }
  return runs;
}
