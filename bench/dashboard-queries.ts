// The dashboard's queries timed on PostgreSQL at the `large` benchmark's rate for one company
// (2,500 resolutions a day: 75,000 in 30 days), without building the whole `large` dataset:
//
//   node --import tsx bench/dashboard-queries.ts            # builds `bench_dashboard`, migrates, times
//   node --import tsx bench/dashboard-queries.ts --reuse    # migrates the kept database (new migrations run on its rows), times
//   node --import tsx bench/dashboard-queries.ts --drop     # drops it
//   --name=<database>                                       # another database than `bench_dashboard`
//   --explain                                               # EXPLAIN (ANALYZE, BUFFERS) of the 30-day queries instead of timing them
//
// Each figure is the repository calls behind one route, as the route makes them, one request at a time (concurrency 1). The
// answers are printed too (`--answers`), so two builds can be checked to compute the same figures.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPostgres, type Database } from '../packages/server/src/db/client.js';
import { runMigrations } from '../packages/server/src/db/migrate.js';
import { engineBackfills } from './dataset/engine-backfills.js';
import { periodOf } from '../packages/server/src/features/dashboard/dashboard-period.js';
import { attendantRows, averageWait, creationsPerDay, dashboardFigures, dashboardQueries, leadCount, queueRows, resolutionFigures, resolutionsPerUser } from '../packages/server/src/features/dashboard/dashboard.repository.js';
import type { SampleWindow } from '../packages/server/src/features/dashboard/attendance-samples.js';
import { createCompany, createQueue, createUser } from '../packages/server/src/test/factories.js';
import { whatsapps } from '../packages/server/src/db/schema/index.js';
import { rowsOf } from '../packages/server/src/features/dashboard/raw-rows.js';
import { adminUrl } from './lib/target.js';

const args = new Set(process.argv.slice(2));
const NAME = [...args].find((arg) => arg.startsWith('--name='))?.slice('--name='.length) ?? 'bench_dashboard';
if (!/^[a-z_][a-z0-9_]*$/.test(NAME)) throw new Error(`--name: a plain lower-case database name, not ${NAME}`);
const PER_DAY = 2_500;
const DAYS = 120;
const TIME_ZONE = 'America/Sao_Paulo';

async function onAdmin(work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${NAME}`;
  return url.toString();
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One company: 3 queues, 50 agents, 100,000 contacts and 2,500 tickets a day for 120 days, each
 * created pending in its queue, one in ten moved to another queue, accepted 2–31 minutes later,
 * resolved 10–69 minutes after that; one in twenty reopened and resolved again. Four messages each:
 * the customer, an automatic greeting, the agent's reply, the customer again. A rating on one in five.
 */
async function build(database: Database) {
  const db = database.db;
  const company = await createCompany(db);
  const queues = [await createQueue(db, company.id), await createQueue(db, company.id), await createQueue(db, company.id)];
  const agents = [];
  for (let i = 0; i < 50; i++) agents.push(await createUser(db, company.id, { profile: 'user' }));
  const [connection] = await db.insert(whatsapps).values({ companyId: company.id, name: 'Bench', status: 'CONNECTED', isDefault: true, token: 'bench-dashboard' }).returning();
  const queueIds = `array[${queues.map((q) => q.id).join(',')}]`;
  const agentIds = `array[${agents.map((a) => a.id).join(',')}]`;
  const n = PER_DAY * DAYS;
  const step = 86_400 / PER_DAY;
  const timed = async (label: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(query);
    log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  await timed('contacts', sql.raw(`insert into contacts (company_id, name, number) select ${company.id}, 'Contato ' || i, '55119' || lpad(i::text, 8, '0') from generate_series(1, 100000) i`));
  const [first] = await rowsOf<{ id: number }>(db, sql.raw(`select min(id) as id from contacts where company_id = ${company.id}`));
  await timed('tickets', sql.raw(`
    insert into tickets (company_id, contact_id, whatsapp_id, status, user_id, queue_id, created_at, updated_at, last_message_at, accepted_at, closed_at)
    select ${company.id}, ${first!.id} + mod(i::bigint * 7919, 100000), ${connection!.id}, 'closed', (${agentIds})[1 + mod(i::bigint * 31, 50)], (${queueIds})[1 + mod(i, 3)],
           c, c, c, c + (2 + mod(i * 13, 30)) * interval '1 minute', c + (12 + mod(i * 13, 30) + mod(i * 17, 60)) * interval '1 minute'
    from generate_series(1, ${n}) i, lateral (select now() - interval '3 hours' - i * ${step} * interval '1 second' as c) t
    order by i desc`));
  await timed('transitions', sql.raw(`
    insert into ticket_transitions (company_id, ticket_id, action, from_status, to_status, from_queue_id, to_queue_id, from_user_id, to_user_id, actor_user_id, at)
    select t.company_id, t.id, s.action, s.from_status, s.to_status, s.from_queue, s.to_queue, s.from_user, s.to_user, s.to_user, s.at
    from tickets t
    cross join lateral (values
      (1, 'create', null, 'pending', null, case when mod(t.id, 10) = 0 then t.queue_id - 1 else t.queue_id end, null, null, t.created_at),
      (2, 'transfer', 'pending', 'pending', t.queue_id - 1, t.queue_id, null, null, case when mod(t.id, 10) = 0 then t.created_at + interval '1 minute' end),
      (3, 'accept', 'pending', 'open', t.queue_id, t.queue_id, null, t.user_id, t.accepted_at),
      (4, 'resolve', 'open', 'closed', t.queue_id, t.queue_id, t.user_id, t.user_id, t.closed_at),
      (5, 'reopen', 'closed', 'open', t.queue_id, t.queue_id, t.user_id, t.user_id, case when mod(t.id, 20) = 0 then t.closed_at + interval '5 minutes' end),
      (6, 'resolve', 'open', 'closed', t.queue_id, t.queue_id, t.user_id, t.user_id, case when mod(t.id, 20) = 0 then t.closed_at + interval '25 minutes' end)
    ) as s(ord, action, from_status, to_status, from_queue, to_queue, from_user, to_user, at)
    where t.company_id = ${company.id} and s.at is not null
    order by s.at, t.id, s.ord`));
  await timed('messages', sql.raw(`
    insert into messages (company_id, ticket_id, contact_id, whatsapp_id, from_me, is_automatic, user_id, body, created_at, updated_at)
    select t.company_id, t.id, t.contact_id, t.whatsapp_id, m.from_me, m.automatic, case when m.from_me and not m.automatic then t.user_id end, 'olá', m.at, m.at
    from tickets t
    cross join lateral (values
      (false, false, t.created_at + interval '20 seconds'),
      (true, true, t.created_at + interval '21 seconds'),
      (true, false, t.accepted_at + interval '1 minute'),
      (false, false, t.accepted_at + interval '3 minutes')
    ) as m(from_me, automatic, at)
    where t.company_id = ${company.id}
    order by m.at, t.id`));
  await timed('ratings', sql.raw(`
    insert into user_ratings (company_id, ticket_id, user_id, rate, created_at)
    select company_id, id, user_id, 1 + mod(id * 7, 3), closed_at + interval '2 minutes' from tickets where company_id = ${company.id} and mod(id * 11, 5) = 0`));
  // What the engine writes beside these rows (each transition's interval starts, the contacts'
  // first ticket, the ratings on the resolutions) comes from the migrations' own backfills, which
  // write the same values on rows logged before those columns existed.
  // Statistics first: without them the backfills' look-backs are planned blind (this machine runs no autovacuum).
  await timed('analyze', sql`analyze`);
  for (const backfill of engineBackfills()) await timed(backfill.name, sql.raw(backfill.sql));
  await timed('vacuum analyze', sql`vacuum (analyze)`);
  return company.id;
}

interface Figure {
  name: string;
  runs: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function timeIt(name: string, work: () => Promise<unknown>): Promise<Figure> {
  await work();
  const runs: number[] = [];
  const budget = performance.now() + 20_000;
  while (runs.length < 30 && (runs.length < 5 || performance.now() < budget)) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  return { name, runs };
}

/** The plans of the 30-day queries behind the cards and tables, run once more after a warm-up. */
async function explainAll(database: Database, window: SampleWindow) {
  const dialect = new PgDialect();
  const queries = {
    resolutionFigures: dashboardQueries.resolutionFigures(window),
    averageWait: dashboardQueries.averageWait(window),
    leadCount: dashboardQueries.leadCount(window),
    attendantRows: dashboardQueries.attendantRows(window),
    queueRows: dashboardQueries.queueRows(window),
  };
  for (const [name, query] of Object.entries(queries)) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    await database.pool!.query(text, params);
    const result = await database.pool!.query<Record<string, string>>(`explain (analyze, buffers) ${text}`, params);
    log(`\n--- ${name}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

async function main() {
  if (args.has('--drop')) {
    await onAdmin(async (client) => void (await client.query(`drop database if exists ${NAME}`)));
    return;
  }
  if (!args.has('--reuse')) {
    await onAdmin(async (client) => {
      await client.query(`drop database if exists ${NAME}`);
      await client.query(`create database ${NAME}`);
    });
  }
  const database = await openPostgres(databaseUrl());
  try {
    const migrating = performance.now();
    await runMigrations(database);
    log(`migrations: ${Math.round(performance.now() - migrating)} ms`);
    let companyId: number;
    if (args.has('--reuse')) {
      const [row] = await rowsOf<{ id: number }>(database.db, sql`select company_id as id from tickets group by company_id order by count(*) desc limit 1`);
      companyId = row!.id;
      await database.db.execute(sql`vacuum (analyze)`);
    } else {
      log('building:');
      companyId = await build(database);
    }
    const db = database.db;
    const daysOf = (days: number) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
      const fromDay = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      return { fromDay, toDay: today };
    };
    const windowOf = async (days: number): Promise<SampleWindow> => {
      const period = await periodOf(db, daysOf(days), TIME_ZONE);
      return { companyId, from: period.from, to: period.to };
    };
    const dashboard = async (days: number) => {
      const window = await windowOf(days);
      const figures = await dashboardFigures(db, window);
      return [figures.now, figures.resolved, figures.avgWait, figures.leads, figures.attendants];
    };
    const w30 = await windowOf(30);
    const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ticket_transitions where company_id = ${companyId} and action in ('resolve', 'auto-close') and at >= ${w30.from} and at < ${w30.to}`);
    log(`resolutions in 30 days: ${count!.n}`);
    if (args.has('--explain')) return await explainAll(database, w30);
    const figures = [
      await timeIt('GET /dashboard?days=30 (its 5 queries together)', () => dashboard(30)),
      await timeIt('GET /dashboard?days=90 (its 5 queries together)', () => dashboard(90)),
      await timeIt('GET /dashboard/queues?days=30', async () => queueRows(db, await windowOf(30))),
      await timeIt('GET /dashboard/ticketsUsers, 30 days', async () => resolutionsPerUser(db, await windowOf(30))),
      await timeIt('GET /dashboard/ticketsDay, 30 days', async () => creationsPerDay(db, companyId, daysOf(30), TIME_ZONE)),
      await timeIt('  resolution figures, 30 days', () => resolutionFigures(db, w30)),
      await timeIt('  average wait, 30 days', () => averageWait(db, w30)),
      await timeIt('  leads, 30 days', () => leadCount(db, w30)),
      await timeIt('  attendants, 30 days', () => attendantRows(db, w30)),
    ];
    log('\n| query | runs | p50 ms | p99 ms | mean ms |\n|---|---|---|---|---|');
    for (const figure of figures) {
      const sorted = [...figure.runs].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      log(`| ${figure.name} | ${sorted.length} | ${Math.round(percentile(sorted, 0.5))} | ${Math.round(percentile(sorted, 0.99))} | ${Math.round(mean)} |`);
    }
    if (args.has('--answers')) {
      const answers = { d30: await dashboard(30), d90: await dashboard(90), q30: await queueRows(db, w30), q90: await queueRows(db, await windowOf(90)) };
      log(JSON.stringify(answers, (_key, value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) ? Math.round(Number(value) * 1e6) / 1e6 : value)));
    }
  } finally {
    await database.close();
  }
}

await main();
