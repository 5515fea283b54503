import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PLAN_FEATURES, ticketListQuerySchema, type PlanFeature } from '@prosa/contract';
import { openPglite, openPostgres, type Database } from '../../packages/server/src/db/client.js';
import { historyQueries } from '../../packages/server/src/features/messages/messages.repository.js';
import { ticketCountQuery, ticketListCriteria, ticketPageQuery } from '../../packages/server/src/features/tickets/tickets.repository.js';
import type { RequestAuth } from '../../packages/server/src/shared/caller.js';
import type { Manifest } from '../dataset/manifest.js';
import { CONCURRENCIES, loadFunction, loadHttp, type Durations, type LoadFigures } from '../lib/load.js';
import { log } from '../lib/log.js';
import { REPO_ROOT } from '../lib/server.js';
import type { Target } from '../lib/target.js';

export interface FloorResult {
  id: string;
  name: string;
  runs: LoadFigures[];
}

function authOf(manifest: Manifest, who: 'agent' | 'admin'): RequestAuth {
  const plan = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as Record<PlanFeature, boolean>;
  const user = who === 'agent' ? { userId: manifest.benchAgent.id, profile: 'user' as const, email: manifest.benchAgent.email } : { userId: manifest.company.adminId, profile: 'admin' as const, email: manifest.company.adminEmail };
  return { ...user, companyId: manifest.company.id, sessionId: 'bench', super: false, name: 'bench', allTicket: 'desabled', timeZone: 'America/Sao_Paulo', plan };
}

/** Opens the dataset in this process with the server's own client code (same pool size on PostgreSQL). */
function open(target: Target): Promise<Database> {
  return target.engine === 'postgres' ? openPostgres(target.databaseUrl!, 10) : openPglite(target.dataDir!);
}

/**
 * The database floor: the SQL of `GET /tickets` (a), (c), (d) and of `GET /messages` (e), built by
 * the server's own repository functions (Drizzle) and run through the driver with the same
 * concurrency, without HTTP, authentication or presentation; for (a) and (e) also with the SQL text
 * built once, which leaves only the database and the driver. Runs while no Prosa process holds the
 * dataset.
 */
export async function sqlFloors(target: Target, manifest: Manifest, durations: Durations, beforeRun: () => Promise<void>): Promise<FloorResult[]> {
  const database = await open(target);
  try {
    const { db } = database;
    const all = JSON.stringify(manifest.company.queueIds);
    const lists: { id: string; name: string; who: 'agent' | 'admin'; query: Record<string, string> }[] = [
      { id: 'a', name: 'ticket list SQL (a) agent open', who: 'agent', query: { status: 'open', showAll: 'false', queueIds: JSON.stringify(manifest.benchAgent.queueIds) } },
      { id: 'c', name: 'ticket list SQL (c) admin open', who: 'admin', query: { status: 'open', showAll: 'true', queueIds: all } },
      { id: 'd', name: 'ticket list SQL (d) search', who: 'admin', query: { searchParam: 'reembolso', showAll: 'true', queueIds: all } },
    ];
    const results: FloorResult[] = [];
    for (const list of lists) {
      const criteria = ticketListCriteria(authOf(manifest, list.who), ticketListQuerySchema.parse(list.query), list.who === 'agent' ? manifest.benchAgent.queueIds : []);
      const work = () => Promise.all([ticketPageQuery(db, criteria).execute(), ticketCountQuery(db, criteria).execute()]);
      results.push(await floorRuns(`sql-${list.id}`, list.name, work, durations, beforeRun));
      if (list.id === 'a') {
        // The same two statements with their text built once: what the database and driver cost alone.
        const texts = [ticketPageQuery(db, criteria).toSQL(), ticketCountQuery(db, criteria).toSQL()];
        results.push(await floorRuns('raw-a', 'ticket list SQL (a), text built once', () => Promise.all(texts.map((text) => raw(database, text))), durations, beforeRun));
      }
    }
    const ticket = { id: manifest.benchTicketId, ...(await ticketKey(database, manifest.benchTicketId)) };
    const history = () => {
      const queries = historyQueries(db, ticket, 1);
      return Promise.all([queries.page.execute(), queries.count.execute()]);
    };
    results.push(await floorRuns('sql-e', 'messages page SQL (e)', history, durations, beforeRun));
    const historyTexts = [historyQueries(db, ticket, 1).page.toSQL(), historyQueries(db, ticket, 1).count.toSQL()];
    results.push(await floorRuns('raw-e', 'messages page SQL (e), text built once', () => Promise.all(historyTexts.map((text) => raw(database, text))), durations, beforeRun));
    return results;
  } finally {
    await database.close();
  }
}

/** One statement straight through the driver (pg's extended protocol, or PGlite's query). */
function raw(database: Database, query: { sql: string; params: unknown[] }): Promise<unknown> {
  return database.pglite ? database.pglite.query(query.sql, query.params) : database.pool!.query(query.sql, query.params);
}

async function ticketKey(database: Database, ticketId: number): Promise<{ companyId: number; contactId: number; whatsappId: number | null }> {
  type Key = { company_id: number; contact_id: number; whatsapp_id: number | null };
  const text = `select company_id, contact_id, whatsapp_id from tickets where id = ${ticketId}`;
  const rows = database.pglite ? (await database.pglite.query<Key>(text)).rows : (await database.pool!.query<Key>(text)).rows;
  return { companyId: rows[0]!.company_id, contactId: rows[0]!.contact_id, whatsappId: rows[0]!.whatsapp_id };
}

async function floorRuns(id: string, name: string, work: () => Promise<unknown>, durations: Durations, beforeRun: () => Promise<void>): Promise<FloorResult> {
  const runs: LoadFigures[] = [];
  for (const connections of CONCURRENCIES) {
    await beforeRun();
    const figures = await loadFunction(work, connections, durations);
    runs.push(figures);
    log(`floor ${name} c=${connections}: ${figures.rps} q/s, p50 ${figures.p50} / p99 ${figures.p99} ms${figures.errors ? `, ${figures.errors} ERRORS` : ''}`);
  }
  return { id, name, runs };
}

/** The HTTP floor: a bare Fastify route in its own process, under the same autocannon load. */
export async function fastifyFloor(durations: Durations, beforeRun: () => Promise<void>): Promise<FloorResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench', 'scenarios', 'fastify-floor-server.ts')], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((item) => item.startsWith('http'));
        if (line) resolve(line.trim());
      });
      child.once('exit', (code) => reject(new Error(`the Fastify floor server exited (${code})`)));
    });
    const runs: LoadFigures[] = [];
    for (const connections of CONCURRENCIES) {
      await beforeRun();
      const figures = await loadHttp({ url }, connections, durations);
      runs.push(figures);
      log(`floor trivial Fastify route c=${connections}: ${figures.rps} req/s, p50 ${figures.p50} / p99 ${figures.p99} ms`);
    }
    return { id: 'fastify', name: 'trivial Fastify route', runs };
  } finally {
    child.kill('SIGTERM');
  }
}
