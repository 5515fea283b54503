import { loadHttp, type LoadFigures } from '../lib/load.js';
import { log } from '../lib/log.js';
import type { ScenarioContext } from './context.js';

/** The dashboard is read by a few managers at a time: concurrency 1 and 4. */
export const DASHBOARD_CONCURRENCIES = [1, 4] as const;

export interface DashboardResult {
  id: string;
  name: string;
  path: string;
  /** The issue's p99 target at c=1, in ms. */
  targetP99Ms: number;
  responseBytes: number;
  runs: LoadFigures[];
}

/** A calendar day of the company's zone (the dataset keeps the default, America/Sao_Paulo), `offset` days from today. */
function companyDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

function dashboardEndpoints() {
  const thirtyDays = `initialDate=${companyDay(-29)}&finalDate=${companyDay(0)}`;
  return [
    { id: 'dash30', name: 'GET /dashboard?days=30', path: '/dashboard?days=30', targetP99Ms: 150 },
    { id: 'dash90', name: 'GET /dashboard?days=90', path: '/dashboard?days=90', targetP99Ms: 400 },
    { id: 'users30', name: 'GET /dashboard/ticketsUsers, 30 days', path: `/dashboard/ticketsUsers?${thirtyDays}`, targetP99Ms: 150 },
    { id: 'day30', name: 'GET /dashboard/ticketsDay, 30 days', path: `/dashboard/ticketsDay?${thirtyDays}`, targetP99Ms: 150 },
  ];
}

/** The dashboard's calls as the company admin, each at concurrency 1 and 4. */
export async function runDashboard(ctx: ScenarioContext): Promise<DashboardResult[]> {
  const results: DashboardResult[] = [];
  for (const endpoint of dashboardEndpoints()) {
    const probe = await ctx.api.request('GET', endpoint.path, ctx.tokens.admin);
    if (probe.status !== 200) throw new Error(`${endpoint.name}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 300)}`);
    const runs: LoadFigures[] = [];
    for (const connections of DASHBOARD_CONCURRENCIES) {
      await ctx.waitIdle();
      const run = await loadHttp({ url: `${ctx.prosa.url}${endpoint.path}`, headers: { authorization: `Bearer ${ctx.tokens.admin}` } }, connections, ctx.durations);
      runs.push(run);
      log(`(${endpoint.id}) ${endpoint.name} c=${connections}: ${run.rps} req/s, p50 ${run.p50} / p99 ${run.p99} ms (target p99 at c=1: ${endpoint.targetP99Ms} ms)${run.errors ? `, ${run.errors} ERRORS` : ''}`);
    }
    results.push({ ...endpoint, responseBytes: probe.bytes, runs });
  }
  return results;
}
