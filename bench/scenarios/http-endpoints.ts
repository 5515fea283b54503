import { CONCURRENCIES, loadHttp, type LoadFigures } from '../lib/load.js';
import { log } from '../lib/log.js';
import { sampleUsage, type Usage } from '../lib/proc.js';
import { disturbed } from '../lib/quiet.js';
import type { ScenarioContext } from './context.js';

export type Run = LoadFigures & { usage: Usage };

export interface EndpointResult {
  id: string;
  name: string;
  who: string;
  path: string;
  status: number;
  responseBytes: number;
  runs: Run[];
}

interface Endpoint {
  id: string;
  name: string;
  who: 'agent' | 'admin' | 'anyone';
  path: string;
}

const list = (ids: number[]) => encodeURIComponent(JSON.stringify(ids));

/**
 * The endpoints (a)–(e) the reference product was measured on, plus a deep page of a long
 * conversation and the public `/version`.
 */
export function endpoints(ctx: ScenarioContext): Endpoint[] {
  const { manifest } = ctx;
  const mine = list(manifest.benchAgent.queueIds);
  const all = list(manifest.company.queueIds);
  return [
    { id: 'a', name: 'GET /tickets open, own queues', who: 'agent', path: `/tickets?pageNumber=1&status=open&showAll=false&queueIds=${mine}&withUnreadMessages=false` },
    { id: 'b', name: 'GET /tickets pending, own queues', who: 'agent', path: `/tickets?pageNumber=1&status=pending&showAll=false&queueIds=${mine}&withUnreadMessages=false` },
    { id: 'c', name: 'GET /tickets open, showAll', who: 'admin', path: `/tickets?pageNumber=1&status=open&showAll=true&queueIds=${all}` },
    { id: 'd', name: 'GET /tickets?searchParam= (message words)', who: 'admin', path: `/tickets?pageNumber=1&searchParam=reembolso&showAll=true&queueIds=${all}` },
    { id: 'e', name: 'GET /messages/{ticketId} first page', who: 'agent', path: `/messages/${manifest.benchTicketId}?pageNumber=1` },
    { id: 'f', name: `GET /messages/{ticketId} page ${manifest.deepPage}`, who: 'agent', path: `/messages/${manifest.deepTicketId}?pageNumber=${manifest.deepPage}` },
    { id: 'v', name: 'GET /version (public, no database)', who: 'anyone', path: '/version' },
  ];
}

/**
 * Milliseconds of CPU each request cost Prosa and PostgreSQL: unlike throughput, barely moved by
 * other work on the machine, so it compares runs made on a busy machine.
 */
export function cpuPerRequest(run: Run): string {
  const per = (seconds: number) => (run.requests ? ((seconds * 1000) / run.requests).toFixed(2) : '–');
  return `${per(run.usage.serverCpuS)} / ${per(run.usage.postgresCpuS)} ms`;
}

/** Every endpoint at concurrency 1, 16 and 64 (autocannon, reference parameters). */
export async function runEndpoints(ctx: ScenarioContext, ids: string[] | null): Promise<EndpointResult[]> {
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints(ctx).filter((item) => !ids || ids.includes(item.id))) {
    const token = endpoint.who === 'agent' ? ctx.tokens.agent : endpoint.who === 'admin' ? ctx.tokens.admin : '';
    const probe = await ctx.api.request('GET', endpoint.path, token);
    if (probe.status !== 200) throw new Error(`${endpoint.name}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 300)}`);
    const runs: Run[] = [];
    for (const connections of CONCURRENCIES) {
      let run: Run;
      // A run disturbed by other work on the machine is measured again (twice at most).
      for (let attempt = 1; ; attempt++) {
        await ctx.waitIdle();
        const load = { url: `${ctx.prosa.url}${endpoint.path}`, headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>) };
        // The warm-up runs outside the sampled window, so CPU divided by requests is CPU per request.
        if (ctx.durations.warmupS > 0) await loadHttp(load, connections, { warmupS: 0, measureS: ctx.durations.warmupS });
        const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
        const measured = await loadHttp(load, connections, { warmupS: 0, measureS: ctx.durations.measureS });
        run = { ...measured, usage: usage.stop() };
        if (ctx.quick || !disturbed(run.usage) || attempt === 3) break;
        log(`(${endpoint.id}) c=${connections} was disturbed by other work on the machine: measuring again`);
      }
      const figures = run;
      runs.push(run);
      log(`(${endpoint.id}) ${endpoint.name} c=${connections}: ${figures.rps} req/s, p50 ${figures.p50} / p97.5 ${figures.p97_5} / p99 ${figures.p99} ms, CPU per request ${cpuPerRequest(run)}${figures.errors ? `, ${figures.errors} ERRORS` : ''}`);
    }
    results.push({ id: endpoint.id, name: endpoint.name, who: endpoint.who, path: endpoint.path, status: probe.status, responseBytes: probe.bytes, runs });
  }
  return results;
}
