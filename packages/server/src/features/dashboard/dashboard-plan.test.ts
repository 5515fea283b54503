import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { dashboardQueries } from './dashboard.repository.js';
import type { SampleWindow } from './attendance-samples.js';

/**
 * The dashboard's figures must be served by indexes of the transition log (issue: no sequential
 * scan of tickets, messages or transitions), each sample set by one range of its index: 20,000 attendances of one company over 400 days, each
 * created, accepted and resolved, with two messages, beside another company's; a 30-day window.
 */
const TICKETS = 20_000;
let database: Database;
let window: SampleWindow;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const company = await createCompany(db);
  const other = await createCompany(db);
  const queue = await createQueue(db, company.id);
  const agent = await createUser(db, company.id, { profile: 'user' });
  await Promise.all(Array.from({ length: 10 }, () => createUser(db, company.id, { profile: 'user' })));
  const connection = await insertConnection(db, company.id);
  const first = await insertContact(db, company.id);
  await db.execute(sql`
    insert into contacts (company_id, name, number)
    select ${company.id}, 'Contato ' || i, '55118' || lpad(i::text, 8, '0') from generate_series(1, ${TICKETS / 2}) i`);
  // One ticket every 30 minutes going back from now: each contact has two attendances.
  await db.execute(sql`
    insert into tickets (company_id, contact_id, whatsapp_id, status, user_id, queue_id, created_at, updated_at, last_message_at)
    select ${company.id}, ${first.id} + 1 + i % ${TICKETS / 2}, ${connection.id}, 'closed', ${agent.id}, ${queue.id},
           now() - i * interval '30 minutes', now() - i * interval '30 minutes', now() - i * interval '30 minutes'
    from generate_series(1, ${TICKETS}) i`);
  // The interval starts as the engine writes them: the wait from the creation, the service from
  // the acceptance, the first response from the customer's message to the agent's reply.
  await db.execute(sql`
    insert into ticket_transitions (company_id, ticket_id, action, from_status, to_status, to_queue_id, from_queue_id, to_user_id, at,
                                    wait_started_at, service_started_at, first_customer_message_at, first_human_reply_at)
    select company_id, id, step.action, step.from_status, step.to_status, queue_id, queue_id, case when step.action = 'create' then null else user_id end, created_at + step.after,
           case when step.action = 'accept' then created_at end, case when step.action = 'resolve' then created_at + interval '5 minutes' end,
           case when step.action = 'resolve' then created_at + interval '1 minute' end, case when step.action = 'resolve' then created_at + interval '6 minutes' end
    from tickets, (values ('create', null, 'pending', interval '0'), ('accept', 'pending', 'open', interval '5 minutes'), ('resolve', 'open', 'closed', interval '20 minutes'))
      as step(action, from_status, to_status, after)
    where company_id = ${company.id}`);
  await db.execute(sql`
    insert into messages (company_id, ticket_id, contact_id, whatsapp_id, from_me, user_id, body, created_at)
    select company_id, id, contact_id, whatsapp_id, side.from_me, case when side.from_me then user_id end, 'olá', created_at + side.after
    from tickets, (values (false, interval '1 minute'), (true, interval '6 minutes')) as side(from_me, after)
    where company_id = ${company.id}`);
  // What the engine writes beside them: each contact's first ticket, and a rating on one ticket in
  // five, copied onto its resolution.
  await db.execute(sql`update contacts c set first_ticket_at = (select min(t.created_at) from tickets t where t.contact_id = c.id) where c.company_id = ${company.id}`);
  await db.execute(sql`
    insert into user_ratings (company_id, ticket_id, user_id, rate, created_at)
    select company_id, id, user_id, 1 + id % 3, created_at + interval '21 minutes' from tickets where company_id = ${company.id} and id % 5 = 0`);
  await db.execute(sql`
    update ticket_transitions r set rating = ur.rate, rated_user_id = ur.user_id from user_ratings ur
    where ur.ticket_id = r.ticket_id and r.action = 'resolve' and r.company_id = ${company.id}`);
  const outsider = await insertContact(db, other.id);
  await db.execute(sql`
    insert into tickets (company_id, contact_id, status, created_at) select ${other.id}, ${outsider.id}, 'closed', now() - i * interval '1 day' from generate_series(1, 50) i`);
  await db.execute(sql`vacuum`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 1000`);
    await tx.execute(sql`analyze`);
  });
  window = { companyId: company.id, from: new Date(Date.now() - 30 * 86_400_000), to: new Date() };
}, 180_000);

afterAll(() => database.close());

async function planOf(query: SQL, verbose = false): Promise<string> {
  const result = (await database.db.execute(verbose ? sql`explain (verbose) ${query}` : sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('dashboard query plans', () => {
  // Each sample set is one index-only range scan of its partial index: no look-back per sample.
  const resolutionScan = /Index Only Scan using ticket_transitions_resolutions_idx/;
  const acceptanceScan = /Index Only Scan using ticket_transitions_acceptances_idx/;
  const creationScan = /Index Only Scan using ticket_transitions_company_action_at_idx/;
  const days = () => ({ fromDay: window.from.toISOString().slice(0, 10), toDay: window.to.toISOString().slice(0, 10) });
  const cases: [string, () => SQL, RegExp][] = [
    ['resolution figures (service, percentiles, first response)', () => dashboardQueries.resolutionFigures(window), resolutionScan],
    ['average wait', () => dashboardQueries.averageWait(window), acceptanceScan],
    // The contacts' first ticket, counted in the period: no probe of each contact's tickets.
    ['leads', () => dashboardQueries.leadCount(window), /Index Only Scan using contacts_company_first_ticket_idx/],
    ['attendants', () => dashboardQueries.attendantRows(window), resolutionScan],
    // The ratings from the rated resolutions themselves: no probe of user_ratings per resolved ticket.
    ['attendants (ratings)', () => dashboardQueries.attendantRows(window), /Index Only Scan using ticket_transitions_ratings_idx/],
    ['queues', () => dashboardQueries.queueRows(window), resolutionScan],
    ['queues (waits)', () => dashboardQueries.queueRows(window), acceptanceScan],
    ['tickets per user', () => dashboardQueries.resolutionsPerUser(window), resolutionScan],
    ['tickets per day', () => dashboardQueries.creationsPerDay(window.companyId, days(), 'America/Sao_Paulo'), creationScan],
    ['tickets per hour', () => dashboardQueries.creationsPerHour(window, 'America/Sao_Paulo'), creationScan],
  ];
  for (const [name, query, expected] of cases) {
    it(`${name}: no sequential scan, no look-back per sample`, async () => {
      const plan = await planOf(query());
      expect(plan, `${name}\n${plan}`).not.toMatch(/Seq Scan on (tickets|messages|ticket_transitions|contacts|user_ratings)\b/);
      expect(plan, `${name}\n${plan}`).toMatch(expected);
      expect(plan, `${name}: a look-back per sample\n${plan}`).not.toMatch(/ticket_transitions_ticket_idx|messages_ticket_created_idx|on messages|on tickets|on user_ratings/);
    });
  }

  // The intervals are read as written (generated columns of the index), not computed per sample
  // from their instants: a numeric `extract` per row cost more than the scan itself.
  const intervalCases: [string, () => SQL][] = [
    ['resolution figures', () => dashboardQueries.resolutionFigures(window)],
    ['average wait', () => dashboardQueries.averageWait(window)],
    ['attendants', () => dashboardQueries.attendantRows(window)],
    ['queues', () => dashboardQueries.queueRows(window)],
  ];
  for (const [name, query] of intervalCases) {
    it(`${name}: the intervals come from the index, no arithmetic per sample`, async () => {
      const plan = await planOf(query(), true);
      expect(plan, `${name}\n${plan}`).toMatch(/_minutes/);
      expect(plan, `${name}\n${plan}`).not.toMatch(/extract|date_part|_started_at|first_customer_message_at|first_human_reply_at/i);
    });
  }
});
