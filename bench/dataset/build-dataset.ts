import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../packages/server/src/db/client.js';
import { runMigrations } from '../../packages/server/src/db/migrate.js';
import { firstStart } from '../../packages/server/src/bootstrap/first-start.js';
import { hashPassword } from '../../packages/server/src/features/auth/passwords.js';
import type { Target } from '../lib/target.js';
import { log } from '../lib/log.js';
import { engineBackfills } from './engine-backfills.js';
import { dropStructures, recreateStructures, secondaryStructures, type Exec } from './bulk-load.js';
import { contactsSql, identitiesSql, longHistorySql, messagesChunkSql, sentencePoolSql, ticketTagsSql, ticketTransitionsSql, ticketsSql, userRatingsSql, type BulkContext, type CompanyBulk } from './bulk-sql.js';
import { createBenchPlan, createCompanyRows } from './company-setup.js';
import type { Chat, Manifest } from './manifest.js';
import { MESSAGES_PAGE_SIZE } from '@prosa/contract';
import { SIZES, totalTickets, type SizeName } from './sizes.js';

export const BENCH_PASSWORD = 'bench-password';
const BULK_TABLES = ['messages', 'tickets', 'ticket_transitions', 'contacts', 'contact_identities', 'ticket_tags', 'user_ratings', 'ticket_words'] as const;
/** Migration 0024's trigger keeping `ticket_words`: off for the bulk load, which fills the table once after. */
const WORDS_TRIGGER = 'messages_ticket_words_inserted';

interface Connections {
  database: Database;
  /** One per core on PostgreSQL (chunks and index builds run side by side); PGlite has one session. */
  execs: Exec[];
  close(): Promise<void>;
}

async function connect(target: Target): Promise<Connections> {
  if (target.engine === 'postgres') {
    const database = await openPostgres(target.databaseUrl!, 2);
    const clients = await Promise.all(
      [0, 1].map(async () => {
        const client = new pg.Client({ connectionString: target.databaseUrl });
        await client.connect();
        // A bulk load: nothing to lose if the machine dies mid-way (the database is rebuilt).
        for (const setting of ["synchronous_commit = off", "maintenance_work_mem = '1GB'", "work_mem = '64MB'", 'max_parallel_maintenance_workers = 2']) await client.query(`set ${setting}`);
        return client;
      }),
    );
    return {
      database,
      execs: clients.map((client) => async (text: string) => (await client.query<Record<string, unknown>>(text)).rows),
      close: async () => {
        await Promise.all(clients.map((client) => client.end()));
        await database.close();
      },
    };
  }
  const database = await openPglite(target.dataDir!);
  const pglite = database.pglite!;
  for (const setting of ["maintenance_work_mem = '256MB'", "work_mem = '32MB'"]) await pglite.query(`set ${setting}`);
  return { database, execs: [async (text: string) => (await pglite.query<Record<string, unknown>>(text)).rows], close: () => database.close() };
}

/** Runs `work` and records how long it took under `name`. */
function stepRecorder(steps: { name: string; ms: number }[]) {
  return async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    log(`dataset: ${name}…`);
    const result = await work();
    const ms = Math.round(performance.now() - started);
    steps.push({ name, ms });
    log(`dataset: ${name} done in ${(ms / 1000).toFixed(1)} s`);
    return result;
  };
}

/**
 * Builds the dataset of `size` into an empty target through the real schema: the server's
 * migrations, its first start (super admin), its settings defaults and simulator pairing, then
 * set-based SQL for the big tables; VACUUM (ANALYZE) at the end. Saves and answers the manifest.
 */
export async function buildDataset(target: Target, size: SizeName, seed = 1): Promise<Manifest> {
  const spec = SIZES[size];
  const steps: { name: string; ms: number }[] = [];
  const step = stepRecorder(steps);
  const started = performance.now();
  const anchor = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  const context: BulkContext = { seed, anchor };
  const { database, execs, close } = await connect(target);
  const exec = execs[0]!;
  try {
    const db = database.db;
    await step('migrations and first start', async () => {
      await runMigrations(database);
      await firstStart(db, { email: 'super@bench.local', password: BENCH_PASSWORD });
    });
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const companies = await step('companies, settings, queues, users, connections, tags', async () => {
      const planId = await createBenchPlan(db);
      const list: CompanyBulk[] = [];
      let contactBase = Number((await exec('select coalesce(max(id), 0) as id from contacts'))[0]!.id);
      let ticketBase = Number((await exec('select coalesce(max(id), 0) as id from tickets'))[0]!.id);
      for (let index = 0; index <= spec.smallCompanies; index++) {
        const shape = index === 0 ? spec.main : spec.small;
        const rows = await createCompanyRows(db, { index, planId, shape, passwordHash });
        list.push({ rows, shape, contactBase, ticketBase });
        contactBase += shape.contacts;
        ticketBase += totalTickets(shape);
      }
      return list;
    });
    const main = companies[0]!;
    await step('sentence pool', async () => {
      for (const statement of sentencePoolSql(context)) await exec(statement);
    });
    const structures = await secondaryStructures(exec, BULK_TABLES);
    await step('drop secondary indexes and foreign keys', () => dropStructures(exec, structures));
    await step('contacts and identities', async () => {
      for (const company of companies) await exec(contactsSql(context, company));
      for (const company of companies) await exec(identitiesSql(company));
    });
    await step('tickets', async () => {
      for (const company of companies) await exec(ticketsSql(context, company));
    });
    const [benchTicketId, deepTicketId] = (
      await exec(`select id from tickets where company_id = ${main.rows.id} and user_id = ${main.rows.agents[0]!.id} and status = 'open' and queue_id is not null order by last_message_at desc, id desc limit 2`)
    ).map((row) => Number(row.id));
    await exec(`alter table messages disable trigger ${WORDS_TRIGGER}`);
    await step('messages', async () => {
      const chunks: { company: CompanyBulk; first: number; last: number }[] = [];
      for (const company of companies) {
        const n = totalTickets(company.shape);
        for (let offset = 0; offset < n; offset += spec.ticketsPerChunk) {
          chunks.push({ company, first: company.ticketBase + offset + 1, last: company.ticketBase + Math.min(offset + spec.ticketsPerChunk, n) });
        }
      }
      const total = chunks.length;
      let done = 0;
      const worker = async (run: Exec) => {
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
          await run(messagesChunkSql(context, chunk.company, chunk.first, chunk.last));
          done += 1;
          if (done % 20 === 0) log(`dataset: messages ${done}/${total} chunks`);
        }
      };
      await Promise.all(execs.map(worker));
      if (main.shape.longHistory > 0) await exec(longHistorySql(context, deepTicketId!, main.shape.longHistory));
    });
    await step('ticket words', async () => {
      // The statement of migration 0024's backfill.
      await exec(`insert into ticket_words (company_id, word, ticket_id)
                  select distinct m.company_id, w.word, m.ticket_id from messages m cross join lateral unnest(tsvector_to_array(m.search_vector)) as w(word)`);
      await exec(`alter table messages enable trigger ${WORDS_TRIGGER}`);
    });
    await step('ticket tags', async () => {
      for (const company of companies) if (company.rows.tagIds.length && company.shape.tagged) await exec(ticketTagsSql(context, company));
    });
    await step('ticket transitions and ratings (the dashboard)', async () => {
      for (const company of companies) {
        await exec(ticketTransitionsSql(company));
        await exec(userRatingsSql(context, company));
      }
    });
    await exec(`select setval('contacts_id_seq', (select max(id) from contacts))`);
    await exec(`select setval('tickets_id_seq', (select max(id) from tickets))`);
    const rebuilt = await step('recreate indexes and foreign keys', () => recreateStructures(execs, structures, BULK_TABLES));
    for (const timing of rebuilt) log(`dataset:   ${timing.name}: ${(timing.ms / 1000).toFixed(1)} s`);
    await exec('drop table bench_sentences');
    // Statistics first: without them the backfills' look-backs are planned blind (no autovacuum here).
    await step('analyze', async () => void (await exec('analyze')));
    for (const backfill of engineBackfills()) await step(backfill.name, async () => void (await exec(backfill.sql)));
    await step('vacuum (analyze)', async () => void (await exec('vacuum (analyze)')));

    const manifest = await describe({ exec, target, size, seed, anchor, main, companies, benchTicketId: benchTicketId!, deepTicketId: deepTicketId! });
    manifest.steps = [...steps, ...rebuilt.map((timing) => ({ name: `  ${timing.name}`, ms: timing.ms }))];
    manifest.buildMs = Math.round(performance.now() - started);
    writeFileSync(target.manifestPath, JSON.stringify(manifest, null, 2));
    log(`dataset: ${size} built in ${(manifest.buildMs / 1000).toFixed(1)} s`);
    return manifest;
  } finally {
    await close();
  }
}

async function describe(input: { exec: Exec; target: Target; size: SizeName; seed: number; anchor: string; main: CompanyBulk; companies: CompanyBulk[]; benchTicketId: number; deepTicketId: number }): Promise<Manifest> {
  const { exec, main } = input;
  const companyId = main.rows.id;
  const benchAgent = main.rows.agents[0]!;
  const number = (value: unknown) => Number(value);
  const chats: Chat[] = (
    await exec(`select t.id, t.queue_id, t.user_id, c.number from tickets t join contacts c on c.id = t.contact_id
                where t.company_id = ${companyId} and t.status = 'open' and t.queue_id is not null order by t.id`)
  ).map((row) => ({ ticketId: number(row.id), queueId: number(row.queue_id), userId: number(row.user_id), number: String(row.number) }));
  const openOfAgent = (await exec(`select id from tickets where company_id = ${companyId} and user_id = ${benchAgent.id} and status = 'open' order by id`)).map((row) => number(row.id));
  const [counts] = await exec(`select (select count(*) from companies) as companies, (select count(*) from users) as users, (select count(*) from contacts) as contacts,
      (select count(*) from contact_identities) as contact_identities, (select count(*) from tickets) as tickets, (select count(*) from messages) as messages,
      (select count(*) from ticket_tags) as ticket_tags, (select count(distinct ticket_id) from ticket_tags) as tagged_tickets,
      (select count(*) from messages where search_vector @@ to_tsquery('simple', 'reembolso')) as marker_messages,
      (select count(*) from messages where ticket_id = ${input.deepTicketId}) as deep_ticket_messages`);
  const byStatus = await exec(`select status, count(*) as n from tickets where company_id = ${companyId} group by status order by status`);
  const sizes = await exec(`select relname, pg_total_relation_size(oid) as bytes from pg_class where relname in ('messages', 'tickets', 'contacts', 'contact_identities', 'ticket_tags') and relkind = 'r'
      union all select 'database total', pg_database_size(current_database())`);
  const history = number(counts!.deep_ticket_messages);
  return {
    engine: input.target.engine,
    size: input.size,
    seed: input.seed,
    builtAt: input.anchor,
    buildMs: 0,
    steps: [],
    password: BENCH_PASSWORD,
    superAdminEmail: 'super@bench.local',
    company: { id: companyId, adminId: main.rows.adminId, adminEmail: main.rows.adminEmail, agents: main.rows.agents, queueIds: main.rows.queueIds, whatsappId: main.rows.whatsappId, tagIds: main.rows.tagIds },
    benchAgent,
    benchTicketId: input.benchTicketId,
    deepTicketId: input.deepTicketId,
    deepPage: Math.max(2, Math.floor(history / MESSAGES_PAGE_SIZE / 2)),
    benchAgentOpenTicketIds: openOfAgent,
    chats,
    smallCompanies: input.companies.slice(1).map((company) => ({ id: company.rows.id, adminEmail: company.rows.adminEmail, whatsappId: company.rows.whatsappId })),
    counts: Object.fromEntries(Object.entries(counts!).map(([key, value]) => [key, number(value)])),
    ticketsByStatus: Object.fromEntries(byStatus.map((row) => [String(row.status), number(row.n)])),
    sizesMb: Object.fromEntries(sizes.map((row) => [String(row.relname), Math.round(number(row.bytes) / 1_048_576)])),
  };
}

/**
 * Brings a kept dataset back to the state of a fresh build before it is measured again: earlier runs'
 * intake and sends left dead ticket and job rows behind, and this machine's PostgreSQL runs without
 * autovacuum, so the list indexes would otherwise walk them (the ticket list floor halved).
 */
export async function settleKeptDataset(target: Target): Promise<void> {
  const { execs, close } = await connect(target);
  try {
    await execs[0]!(`delete from jobs where status in ('done', 'failed')`);
    await execs[0]!('vacuum (analyze)');
  } finally {
    await close();
  }
}
