import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, min, sql } from 'drizzle-orm';
import { PLAN_FEATURES, ticketListQuerySchema, type Profile } from '@prosa/contract';
import type { Database } from '../../db/client.js';
import { contacts, messages, tags } from '../../db/schema/index.js';
import { historyQueries } from '../messages/messages.repository.js';
import type { RequestAuth } from '../../shared/caller.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { loadWithIndexesBuiltAfter } from '../../test/bulk-load.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { ticketCountQuery, ticketListCriteria, ticketPageQuery } from './tickets.repository.js';

/**
 * Every list query must be served by an index: on 100,000 tickets and
 * 100,000 messages of one company, the plans of the SQL the routes run hold no sequential scan of
 * tickets or messages. The data is written by set-based SQL so the file stays quick on PGlite.
 */
const TICKETS = 100_000;
const CONTACTS = 50_000;

let database: Database;
let companyId: number;
let adminId: number;
let agentId: number;
let agentQueues: number[];
let tagIds: number[];
let historyKey: { companyId: number; contactId: number; whatsappId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const company = await createCompany(db);
  const other = await createCompany(db);
  companyId = company.id;
  const queues = await Promise.all(Array.from({ length: 20 }, () => createQueue(db, company.id)));
  const queueIds = queues.map((queue) => queue.id);
  agentQueues = queueIds.slice(0, 2);
  adminId = (await createUser(db, company.id, { profile: 'admin' })).id;
  agentId = (await createUser(db, company.id, { profile: 'user', queueIds: agentQueues })).id;
  const others = await Promise.all(Array.from({ length: 10 }, () => createUser(db, company.id, { profile: 'user' })));
  const userIds = [agentId, ...others.map((user) => user.id)];
  const connection = await insertConnection(db, company.id);
  const otherConnection = await insertConnection(db, other.id);
  const tagRows = await db.insert(tags).values(Array.from({ length: 5 }, (_, i) => ({ companyId: company.id, name: `tag ${i}` }))).returning();
  tagIds = tagRows.map((row) => row.id);

  // The indexes are built once over the loaded rows rather than updated row by row.
  await loadWithIndexesBuiltAfter(db, ['contacts', 'tickets', 'messages', 'ticket_tags'], async () => {
    // Contacts: common first names; one in 10,000 carries a rare accented surname the search looks for.
    await db.execute(sql`
      insert into contacts (company_id, name, number)
      select ${company.id},
             (array['Maria','José','Ana','Pedro','Lucas','Júlia','Carlos','Fernanda'])[1 + i % 8] || case when i % 10000 = 0 then ' Conceição Raro' else ' Souza' end,
             '55119' || lpad(i::text, 8, '0')
      from generate_series(1, ${CONTACTS}) i`);
    const [firstContact] = await db.select({ id: min(contacts.id) }).from(contacts).where(eq(contacts.companyId, company.id));
    const base = firstContact!.id! - 1;

    // Tickets: 5% open, 5% pending, the rest closed; one in 17 without a queue; activity one minute apart.
    await db.execute(sql`
      insert into tickets (company_id, contact_id, whatsapp_id, status, user_id, queue_id, last_message, last_message_at, unread_messages, created_at, updated_at)
      select ${company.id}, ${base} + 1 + (i % ${CONTACTS}), ${connection.id},
             case when i <= ${TICKETS / 20} then 'open' when i <= ${TICKETS / 10} then 'pending' else 'closed' end,
             case when i > ${TICKETS / 20} and i <= ${TICKETS / 10} then null else (${sql.raw(`array[${userIds.join(',')}]`)})[1 + i % ${userIds.length}] end,
             case when i % 17 = 0 then null else (${sql.raw(`array[${queueIds.join(',')}]`)})[1 + i % ${queueIds.length}] end,
             'olá', now() - i * interval '1 minute', i % 3, now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, ${TICKETS}) i`);
    // One message per ticket: everyday words, and a rare word in one message of 5,000.
    await db.execute(sql`
      insert into messages (company_id, ticket_id, contact_id, whatsapp_id, from_me, body, created_at)
      select company_id, id, contact_id, whatsapp_id, id % 2 = 0,
             (array['Bom dia, tudo bem?','Obrigado pelo retorno','Qual o horário de atendimento?','Pode me enviar o boleto?'])[1 + id % 4]
               || case when id % 5000 = 0 then ' Preciso de um orçamento urgente' else '' end,
             last_message_at
      from tickets where company_id = ${company.id}`);
    await db.execute(sql`
      insert into ticket_tags (ticket_id, tag_id)
      select t.id, tag.id from tickets t cross join unnest(${sql.raw(`array[${tagIds.join(',')}]`)}::int[]) as tag(id)
      where t.company_id = ${company.id} and t.id % (7 + tag.id % 5) = 0`);
  });

  // Another company's few rows.
  const outsider = await insertContact(db, other.id, { name: 'Maria Conceição Raro' });
  await db.execute(sql`
    insert into tickets (company_id, contact_id, whatsapp_id, status) values (${other.id}, ${outsider.id}, ${otherConnection.id}, 'open')`);

  const [sample] = await db.select({ contactId: messages.contactId }).from(messages).where(eq(messages.companyId, company.id)).limit(1);
  historyKey = { companyId: company.id, contactId: sample!.contactId, whatsappId: connection.id };
  // VACUUM sets the visibility map, as autovacuum would, so counts may be index-only scans. ANALYZE
  // reads every row (not a random sample), so the plans do not change from one run to the next.
  await db.execute(sql`vacuum`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 1000`);
    await tx.execute(sql`analyze`);
  });
}, 180_000);

afterAll(() => database.close());

function authOf(userId: number, profile: Profile): RequestAuth {
  const plan = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as RequestAuth['plan'];
  return { userId, companyId, sessionId: 'plan-test', profile, super: false, name: 'x', email: 'x@example.com', allTicket: 'desabled', timeZone: 'America/Sao_Paulo', plan };
}

async function explain(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const statement = `explain ${text}`;
  const result = database.pglite ? await database.pglite.query<Record<string, string>>(statement, params) : await database.pool!.query<Record<string, string>>(statement, params);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function expectIndexServed(name: string, query: { toSQL(): { sql: string; params: unknown[] } }, hint = '') {
  const plan = await explain(query);
  expect(plan, `${name}${hint ? ` (${hint})` : ''}\n${plan}`).not.toMatch(/Seq Scan on (tickets|messages)\b/);
  return plan;
}

const threeDaysAgo = () => new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);

/** name, who asks, the query string, and the index that serves it where the first cut lacked one. */
type Case = [name: string, who: 'admin' | 'agent', query: () => Record<string, string>, hint?: string];

const cases: Case[] = [
  ['admin open list', 'admin', () => ({ status: 'open' })],
  ['admin pending list', 'admin', () => ({ status: 'pending' })],
  ['agent open list (own or unassigned)', 'agent', () => ({ status: 'open' })],
  ['agent pending list with a queue filter', 'agent', () => ({ status: 'pending', queueIds: JSON.stringify(agentQueues.slice(0, 1)) })],
  ['admin closed list', 'admin', () => ({ status: 'closed' }), 'the count needs tickets (company_id, status)'],
  ['agent closed list', 'agent', () => ({ status: 'closed' })],
  ['search by contact name', 'admin', () => ({ searchParam: 'conceicao' })],
  ['agent search by contact name', 'agent', () => ({ searchParam: 'conceicao' })],
  ['search by message words', 'admin', () => ({ searchParam: 'preciso orçam' })],
  ['tags filter', 'admin', () => ({ tags: JSON.stringify(tagIds.slice(0, 2)) })],
  ['users filter', 'admin', () => ({ users: JSON.stringify([agentId]) })],
  ['notification bell', 'agent', () => ({ withUnreadMessages: 'true' })],
  ['one day of any status', 'admin', () => ({ date: threeDaysAgo() }), 'needs tickets (company_id, created_at)'],
  ['one day of updates', 'admin', () => ({ updatedAt: threeDaysAgo() }), 'needs tickets (company_id, updated_at)'],
  ['agent open list of one day', 'agent', () => ({ status: 'open', date: threeDaysAgo() })],
];

describe('ticket list plans on 100,000 tickets and messages', () => {
  it.each(cases)('%s: page and count are index-served', async (name, who, raw, hint) => {
    const caller = who === 'admin' ? authOf(adminId, 'admin') : authOf(agentId, 'user');
    const criteria = ticketListCriteria(caller, ticketListQuerySchema.parse(raw()), who === 'admin' ? [] : agentQueues);
    await expectIndexServed(`${name} (page)`, ticketPageQuery(database.db, criteria), hint);
    await expectIndexServed(`${name} (count)`, ticketCountQuery(database.db, criteria), hint);
  });

  it('the conversation’s history page and its count are served by messages_history_idx', async () => {
    const history = historyQueries(database.db, { id: 0, ...historyKey }, 2);
    expect(await expectIndexServed('messages history page', history.page)).toContain('messages_history_idx');
    expect(await expectIndexServed('messages history count', history.count)).toContain('messages_history_idx');
  });
});
