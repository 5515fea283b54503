// Query plans (EXPLAIN ANALYZE, BUFFERS) of the hot SQL on a kept PostgreSQL dataset, built by the
// server's own repository functions: node --import tsx bench/explain.ts [--size=large] [--only=a,d,e]
// Run it twice: the first pass also shows what a cold cache costs.
import { readFileSync } from 'node:fs';
import { PLAN_FEATURES, ticketListQuerySchema, type PlanFeature } from '@prosa/contract';
import { openPostgres } from '../packages/server/src/db/client.js';
import { historyQueries } from '../packages/server/src/features/messages/messages.repository.js';
import { ticketCountQuery, ticketListCriteria, ticketPageQuery } from '../packages/server/src/features/tickets/tickets.repository.js';
import type { RequestAuth } from '../packages/server/src/shared/caller.js';
import type { Manifest } from './dataset/manifest.js';
import type { SizeName } from './dataset/sizes.js';
import { targetFor } from './lib/target.js';

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0]!, arg.split('=')[1] ?? 'true']));
const size = (args.get('size') ?? 'large') as SizeName;
const only = args.get('only')?.split(',');
const target = targetFor('postgres', size, true);
if (!(await target.exists())) throw new Error(`No kept PostgreSQL ${size} dataset: build one with bench/dataset/cli.ts first.`);
const manifest = JSON.parse(readFileSync(target.manifestPath, 'utf8')) as Manifest;
const database = await openPostgres(target.databaseUrl!, 2);
const plan = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as Record<PlanFeature, boolean>;
const agent: RequestAuth = { userId: manifest.benchAgent.id, companyId: manifest.company.id, sessionId: 'explain', profile: 'user', super: false, name: 'explain', email: manifest.benchAgent.email, allTicket: 'desabled', timeZone: 'America/Sao_Paulo', plan };
const admin: RequestAuth = { ...agent, userId: manifest.company.adminId, profile: 'admin', email: manifest.company.adminEmail };
const mine = JSON.stringify(manifest.benchAgent.queueIds);
const all = JSON.stringify(manifest.company.queueIds);
const lists: [string, RequestAuth, Record<string, string>][] = [
  ['a', agent, { status: 'open', showAll: 'false', queueIds: mine }],
  ['b', agent, { status: 'pending', showAll: 'false', queueIds: mine }],
  ['c', admin, { status: 'open', showAll: 'true', queueIds: all }],
  ['d', admin, { searchParam: 'reembolso', showAll: 'true', queueIds: all }],
];

async function explain(title: string, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<void> {
  const { sql, params } = query.toSQL();
  const result = await database.pool!.query<Record<string, string>>(`explain (analyze, buffers) ${sql}`, params);
  process.stdout.write(`\n--- ${title}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
}

try {
  for (const [id, who, query] of lists) {
    if (only && !only.includes(id)) continue;
    const criteria = ticketListCriteria(who, ticketListQuerySchema.parse(query), who === agent ? manifest.benchAgent.queueIds : []);
    await explain(`(${id}) page`, ticketPageQuery(database.db, criteria));
    await explain(`(${id}) count`, ticketCountQuery(database.db, criteria));
  }
  if (!only || only.includes('e')) {
    const { rows } = await database.pool!.query<{ company_id: number; contact_id: number; whatsapp_id: number }>('select company_id, contact_id, whatsapp_id from tickets where id = $1', [manifest.benchTicketId]);
    const ticket = { id: manifest.benchTicketId, companyId: rows[0]!.company_id, contactId: rows[0]!.contact_id, whatsappId: rows[0]!.whatsapp_id };
    const history = historyQueries(database.db, ticket, 1);
    await explain('(e) messages page', history.page);
    await explain('(e) messages count', history.count);
  }
} finally {
  await database.close();
}
