import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketListSchema, type TicketList } from '@prosa/contract';
import { tags as tagsTable, ticketTags, type tickets } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser, unique } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const START = Date.parse('2024-05-01T12:00:00Z');

/**
 * A company with queues A and B and one connection; an admin, a supervisor of A, two agents of A
 * and an agent of A allowed to see tickets without a queue (`allTicket`), all signed in.
 */
async function office() {
  const company = await createCompany(server.db);
  const [queueA, queueB] = await Promise.all([createQueue(server.db, company.id), createQueue(server.db, company.id)]);
  const connection = await insertConnection(server.db, company.id);
  const member = async (profile: 'admin' | 'supervisor' | 'user', extra: { queueIds?: number[]; allTicket?: 'enabled' } = {}) => {
    const user = await createUser(server.db, company.id, { profile, ...extra });
    return { id: user.id, headers: (await loginAs(server, user.email)).headers as Headers };
  };
  const admin = await member('admin');
  const supervisor = await member('supervisor', { queueIds: [queueA.id] });
  const agent = await member('user', { queueIds: [queueA.id] });
  const colleague = await member('user', { queueIds: [queueA.id] });
  const noQueueReader = await member('user', { queueIds: [queueA.id], allTicket: 'enabled' });
  let minutes = 0;
  /** A ticket of a new contact, each one a minute more recent than the previous. */
  const ticket = async (values: Partial<typeof tickets.$inferInsert> = {}, contact: { name?: string; number?: string } = {}) => {
    const row = await insertContact(server.db, company.id, contact);
    return insertTicket(server.db, { whatsappId: connection.id, lastMessageAt: new Date(START + ++minutes * 60_000), ...values, companyId: company.id, contactId: row.id });
  };
  return { company, queueA, queueB, connection, admin, supervisor, agent, colleague, noQueueReader, ticket };
}

async function list(headers: Headers, query: Record<string, string | number | boolean> = {}): Promise<TicketList> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `/tickets?${search}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return ticketListSchema.parse(response.json());
}

const ids = (page: TicketList) => page.tickets.map((ticket) => ticket.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /tickets', () => {
  it(routeCase('GET /tickets', 'success', 'pages of 40 by last activity, newest first, with count and hasMore'), async () => {
    const { admin, ticket } = await office();
    const made = [];
    for (let i = 0; i < 41; i++) made.push(await ticket({ status: 'open' }));
    const first = await list(admin.headers, { status: 'open', showAll: true });
    expect(first).toMatchObject({ count: 41, hasMore: true });
    expect(ids(first)).toEqual(made.slice(1).reverse().map((row) => row.id));
    expect(first.tickets[0]).toMatchObject({ status: 'open', contact: { id: made[40]!.contactId }, queue: null, user: null });
    const second = await list(admin.headers, { status: 'open', showAll: true, pageNumber: 2 });
    expect(second).toMatchObject({ count: 41, hasMore: false });
    expect(ids(second)).toEqual([made[0]!.id]);
  });

  it('the same activity time orders by id, newest first', async () => {
    const { admin, ticket } = await office();
    const at = new Date(START + 3_600_000);
    const older = await ticket({ lastMessageAt: at });
    const newer = await ticket({ lastMessageAt: at });
    const recent = await ticket({ lastMessageAt: new Date(START + 7_200_000) });
    expect(ids(await list(admin.headers))).toEqual([recent.id, newer.id, older.id]);
  });

  it(routeCase('GET /tickets', '400', 'queueIds not a JSON list of ids, pageNumber 0, an unknown status'), async () => {
    const { agent } = await office();
    for (const url of ['/tickets?queueIds=[1,"x"]', '/tickets?queueIds=[1', '/tickets?pageNumber=0', '/tickets?status=foo', '/tickets?date=yesterday']) {
      const response = await server.app.inject({ method: 'GET', url, headers: agent.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('ERR_VALIDATION');
    }
  });

  it(routeCase('GET /tickets', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/tickets' })).statusCode).toBe(401);
  });

  notApplicable('GET /tickets', '403', 'every signed-in user lists tickets; queues they lack are filtered out, not refused (see the queue tests)');
  notApplicable('GET /tickets', '404', 'a list names no record; other companies’ tickets are simply absent');

  it('another company’s tickets never appear, whatever the filters', async () => {
    const mine = await office();
    const other = await office();
    const foreign = await other.ticket({ status: 'open', queueId: other.queueA.id }, { name: 'Zuleica Estrangeira' });
    await insertMessage(server.db, foreign, { body: 'zuleica estrangeira' });
    const own = await mine.ticket({ status: 'open' });
    expect(ids(await list(mine.admin.headers))).toEqual([own.id]);
    expect((await list(mine.admin.headers, { searchParam: 'zuleica' })).count).toBe(0);
    expect((await list(mine.admin.headers, { queueIds: JSON.stringify([other.queueA.id]) })).tickets.map((t) => t.companyId)).not.toContain(other.company.id);
    expect((await list(mine.admin.headers, { users: JSON.stringify([other.admin.id]), withUnreadMessages: false })).count).toBe(0);
  });
});

describe('GET /tickets: queues', () => {
  it('a user lists only their queues’ tickets; tickets without a queue only with allTicket enabled', async () => {
    const o = await office();
    const inA = await o.ticket({ queueId: o.queueA.id });
    const inB = await o.ticket({ queueId: o.queueB.id });
    const noQueue = await o.ticket({ queueId: null });
    expect(ids(await list(o.agent.headers, { status: 'pending' }))).toEqual([inA.id]);
    expect(ids(await list(o.noQueueReader.headers, { status: 'pending' }))).toEqual([noQueue.id, inA.id]);
    expect(ids(await list(o.admin.headers, { status: 'pending' }))).toEqual([noQueue.id, inB.id, inA.id]);
  });

  it('asked queues are intersected with the user’s own; admins get the asked queues plus tickets without a queue', async () => {
    const o = await office();
    const inA = await o.ticket({ queueId: o.queueA.id });
    const inB = await o.ticket({ queueId: o.queueB.id });
    const noQueue = await o.ticket({ queueId: null });
    expect(ids(await list(o.agent.headers, { queueIds: JSON.stringify([o.queueB.id]) }))).toEqual([]);
    expect(ids(await list(o.agent.headers, { queueIds: JSON.stringify([o.queueA.id, o.queueB.id]) }))).toEqual([inA.id]);
    expect(ids(await list(o.admin.headers, { queueIds: JSON.stringify([o.queueB.id]) }))).toEqual([noQueue.id, inB.id]);
    // The seeds' client sends `[]` for "no filter", and repeated or comma separated ids are accepted too.
    expect(ids(await list(o.agent.headers, { queueIds: '[]' }))).toEqual([inA.id]);
    expect(ids(await list(o.admin.headers, { queueIds: `${o.queueA.id},${o.queueB.id}` }))).toEqual([noQueue.id, inB.id, inA.id]);
  });

  it('a user’s own ticket stays listed in a queue they are not in', async () => {
    const o = await office();
    const mine = await o.ticket({ status: 'open', queueId: o.queueB.id, userId: o.agent.id });
    await o.ticket({ status: 'open', queueId: o.queueB.id, userId: o.colleague.id });
    expect(ids(await list(o.agent.headers, { status: 'open' }))).toEqual([mine.id]);
    expect(ids(await list(o.agent.headers, { status: 'open', queueIds: JSON.stringify([o.queueA.id]) }))).toEqual([]);
  });
});

describe('GET /tickets: whose tickets', () => {
  it('the open list of a user holds their own and unassigned tickets; show-all needs tickets-manager:showall', async () => {
    const o = await office();
    const mine = await o.ticket({ status: 'open', queueId: o.queueA.id, userId: o.agent.id });
    const theirs = await o.ticket({ status: 'open', queueId: o.queueA.id, userId: o.colleague.id });
    const nobodys = await o.ticket({ status: 'open', queueId: o.queueA.id, userId: null });
    const pending = await o.ticket({ status: 'pending', queueId: o.queueA.id, userId: o.colleague.id });
    expect(ids(await list(o.agent.headers, { status: 'open' }))).toEqual([nobodys.id, mine.id]);
    expect(ids(await list(o.agent.headers, { status: 'open', showAll: true }))).toEqual([nobodys.id, mine.id]);
    expect(ids(await list(o.supervisor.headers, { status: 'open' }))).toEqual([nobodys.id]);
    expect(ids(await list(o.supervisor.headers, { status: 'open', showAll: true }))).toEqual([nobodys.id, theirs.id, mine.id]);
    expect(ids(await list(o.admin.headers, { status: 'open', showAll: false }))).toEqual([nobodys.id, theirs.id, mine.id]);
    // Pending tickets of the user's queues are always listed, whoever they name.
    expect(ids(await list(o.agent.headers, { status: 'pending' }))).toEqual([pending.id]);
    expect(ids(await list(o.agent.headers))).toEqual([pending.id, nobodys.id, mine.id]);
  });

  it('the closed list and the search behave as show-all, still within the user’s queues', async () => {
    const o = await office();
    const theirs = await o.ticket({ status: 'closed', queueId: o.queueA.id, userId: o.colleague.id }, { name: 'Otília Fechada' });
    await o.ticket({ status: 'closed', queueId: o.queueB.id, userId: o.colleague.id }, { name: 'Otília Alheia' });
    const open = await o.ticket({ status: 'open', queueId: o.queueA.id, userId: o.colleague.id }, { name: 'Otília Aberta' });
    expect(ids(await list(o.agent.headers, { status: 'closed' }))).toEqual([theirs.id]);
    expect(ids(await list(o.agent.headers, { searchParam: 'otilia' }))).toEqual([open.id, theirs.id]);
  });

  it('users keeps tickets of any given user; tags keeps tickets carrying all given tags', async () => {
    const o = await office();
    const byAgent = await o.ticket({ status: 'open', userId: o.agent.id });
    const byColleague = await o.ticket({ status: 'open', userId: o.colleague.id });
    await o.ticket({ status: 'open', userId: o.admin.id });
    expect(ids(await list(o.admin.headers, { users: JSON.stringify([o.agent.id, o.colleague.id]) }))).toEqual([byColleague.id, byAgent.id]);

    const [red, blue] = await server.db
      .insert(tagsTable)
      .values([
        { companyId: o.company.id, name: unique('red') },
        { companyId: o.company.id, name: unique('blue') },
      ])
      .returning();
    await server.db.insert(ticketTags).values([
      { ticketId: byAgent.id, tagId: red!.id },
      { ticketId: byAgent.id, tagId: blue!.id },
      { ticketId: byColleague.id, tagId: red!.id },
    ]);
    expect(ids(await list(o.admin.headers, { tags: JSON.stringify([red!.id, blue!.id]) }))).toEqual([byAgent.id]);
    expect(ids(await list(o.admin.headers, { tags: JSON.stringify([red!.id]) }))).toEqual([byColleague.id, byAgent.id]);
    expect((await list(o.admin.headers, { tags: JSON.stringify([red!.id]) })).tickets[1]!.tags.map((tag) => tag.id).sort()).toEqual(sorted([red!.id, blue!.id]));
  });

  it('withUnreadMessages keeps tickets with unread messages, under the user’s usual rules', async () => {
    const o = await office();
    const unread = await o.ticket({ status: 'pending', queueId: o.queueA.id, unreadMessages: 2 });
    await o.ticket({ status: 'pending', queueId: o.queueA.id, unreadMessages: 0 });
    await o.ticket({ status: 'pending', queueId: o.queueB.id, unreadMessages: 3 });
    await o.ticket({ status: 'open', queueId: o.queueA.id, userId: o.colleague.id, unreadMessages: 1 });
    expect(ids(await list(o.agent.headers, { withUnreadMessages: true }))).toEqual([unread.id]);
    expect((await list(o.admin.headers, { withUnreadMessages: true })).count).toBe(3);
  });
});

describe('GET /tickets: search and days', () => {
  it('matches contact names ignoring accents and case, and numbers as a substring', async () => {
    const o = await office();
    const joao = await o.ticket({ status: 'closed' }, { name: 'João Brandão', number: '5511987654321' });
    const open = await o.ticket({ status: 'open' }, { name: 'Maria Joana' });
    expect(ids(await list(o.admin.headers, { searchParam: 'joao' }))).toEqual([joao.id]);
    expect(ids(await list(o.admin.headers, { searchParam: 'BRANDAO' }))).toEqual([joao.id]);
    expect(ids(await list(o.admin.headers, { searchParam: '98765' }))).toEqual([joao.id]);
    // The search ignores the status unless one is given.
    expect(ids(await list(o.admin.headers, { searchParam: 'jo' }))).toEqual([open.id, joao.id]);
    expect(ids(await list(o.admin.headers, { searchParam: 'jo', status: 'open' }))).toEqual([open.id]);
    expect((await list(o.admin.headers, { searchParam: '%' })).count).toBe(0);
  });

  it('matches message bodies by whole words, the last one as a prefix, ignoring accents and case', async () => {
    const o = await office();
    const quote = await o.ticket({ status: 'closed' });
    await insertMessage(server.db, quote, { body: 'Preciso de um ORÇAMENTO para amanhã' });
    const other = await o.ticket({ status: 'open' });
    await insertMessage(server.db, other, { body: 'Bom dia' });
    expect(ids(await list(o.admin.headers, { searchParam: 'orcamento' }))).toEqual([quote.id]);
    expect(ids(await list(o.admin.headers, { searchParam: 'preciso orça' }))).toEqual([quote.id]);
    expect(ids(await list(o.admin.headers, { searchParam: 'amanha preciso' }))).toEqual([quote.id]);
    expect((await list(o.admin.headers, { searchParam: 'camento' })).count).toBe(0);
    expect((await list(o.admin.headers, { searchParam: 'prec orcamento' })).count).toBe(0);
    expect((await list(o.admin.headers, { searchParam: "orçamento & | !( ½ '" })).count).toBe(1);
  });

  it('a search by words names the newest message that matched; a match by contact alone names none', async () => {
    const o = await office();
    const quote = await o.ticket({ status: 'open' }, { name: 'Quitéria' });
    const older = await insertMessage(server.db, quote, { body: 'Meu orçamento antigo', createdAt: new Date(START) });
    const newer = await insertMessage(server.db, quote, { body: 'Pode refazer o ORÇAMENTO?', createdAt: new Date(START + 60_000) });
    await insertMessage(server.db, quote, { body: 'Obrigado', createdAt: new Date(START + 120_000) });
    const [found] = (await list(o.admin.headers, { searchParam: 'orcamento' })).tickets;
    expect(found!.searchMatch).toEqual({ messageId: newer.id, body: 'Pode refazer o ORÇAMENTO?' });
    expect(older.id).toBeLessThan(newer.id);
    const [byName] = (await list(o.admin.headers, { searchParam: 'quiteria' })).tickets;
    expect(byName!.id).toBe(quote.id);
    expect(byName!.searchMatch).toBeUndefined();
    expect((await list(o.admin.headers, { status: 'open' })).tickets[0]!.searchMatch).toBeUndefined();
  });

  it('date and updatedAt narrow to a calendar day of the company’s time zone, keeping the access rules', async () => {
    const o = await office();
    // São Paulo is UTC−3: 02:00 UTC on the 10th is still the 9th there.
    const late = await o.ticket({ queueId: o.queueA.id, createdAt: new Date('2024-05-10T02:00:00Z'), updatedAt: new Date('2024-05-12T02:00:00Z') });
    const early = await o.ticket({ queueId: o.queueA.id, createdAt: new Date('2024-05-10T04:00:00Z'), updatedAt: new Date('2024-05-12T04:00:00Z') });
    await o.ticket({ queueId: o.queueB.id, createdAt: new Date('2024-05-10T04:00:00Z'), updatedAt: new Date('2024-05-12T04:00:00Z') });
    expect(ids(await list(o.agent.headers, { date: '2024-05-09' }))).toEqual([late.id]);
    expect(ids(await list(o.agent.headers, { date: '2024-05-10' }))).toEqual([early.id]);
    expect(ids(await list(o.agent.headers, { updatedAt: '2024-05-11' }))).toEqual([late.id]);
    expect(ids(await list(o.agent.headers, { updatedAt: '2024-05-12' }))).toEqual([early.id]);
    expect((await list(o.admin.headers, { date: '2024-05-10' })).count).toBe(2);
  });
});
