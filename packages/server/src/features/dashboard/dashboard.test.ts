import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardQueuesSchema, dashboardSchema, ticketsDaySchema, ticketsUsersSchema, type Dashboard } from '@prosa/contract';
import { createCompany, createQueue, createUser, setSetting } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, signedInMember, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { TicketStory } from './dashboard-history.fixtures.js';

/**
 * Every figure on a history written by hand, with its answer worked out below. The clock stands at
 * 2026-03-10 15:00 UTC: noon in São Paulo (UTC−3), and midnight starting 11 March in Tokyo (UTC+9).
 */
const NOW = new Date('2026-03-10T15:00:00Z');
const saoPaulo = (day: number, time: string) => new Date(`2026-03-${String(day).padStart(2, '0')}T${time}:00-03:00`);
const tokyo = (day: number, time: string) => new Date(`2026-03-${String(day).padStart(2, '0')}T${time}:00+09:00`);

let server: TestServer;
let api: ReturnType<typeof apiOf>;

/**
 * São Paulo company, today 10 March (local):
 * - T1 (new contact C1), queue Sales: created 09:00, customer writes 09:00, greeting (automatic)
 *   09:00:30, Ana accepts 09:10 (wait 10), replies 09:04 — first response 4 —, resolves 09:40
 *   (service 30), rated 3.
 * - T2 (new contact C2): created 08:00 in Sales, customer writes 08:00, transferred to Support
 *   08:20 (the wait restarts), Bruno accepts 08:50 (wait 30), replies 08:55 (first response 55),
 *   resolves 09:50 (service 60), rated 1.
 * - T3 (C3, who had a ticket in February): created 9 March 23:30, customer writes 23:30, Ana
 *   replies 23:35 (first response 5), accepts 23:40 (wait 10, on the 9th), resolves 10 March 00:10
 *   (service 30); reopened 10:00 by Ana, resolved 10:20 (service 20, no customer message: no first
 *   response).
 * - T4 (new contact C4): created 11:00, Bruno accepts 11:05 (wait 5): open now.
 * - T5 (C1 again): created 11:30 in Sales: pending now.
 *
 * days=1 → finished 4 (T1, T2, T3 twice), service 30, 60, 30, 20: average 35, p50 30, p90 51;
 * waits 10, 30, 5: average 15; first responses 4, 55, 5: average 21.3; leads C1, C2, C4 = 3;
 * Ana 3 tickets, 26.7 min, rating 3; Bruno 1 ticket, 60 min, rating 1.
 */
async function saoPauloCompany() {
  const staffed = await staffedCompany(server);
  const companyId = staffed.company.id;
  const db = server.db;
  const [sales, support] = [await createQueue(db, companyId, { name: 'Sales' }), await createQueue(db, companyId, { name: 'Support' })];
  const ana = await createUser(db, companyId, { name: 'Ana Dashboard', profile: 'user' });
  const bruno = await createUser(db, companyId, { name: 'Bruno Dashboard', profile: 'user', online: true });
  const connection = await insertConnection(db, companyId);
  const contact = async () => ({ companyId, contactId: (await insertContact(db, companyId)).id, whatsappId: connection.id });
  const c1 = await contact();
  const c3 = await contact();

  const t1 = await TicketStory.begin(db, c1, saoPaulo(10, '09:00'), { queueId: sales.id });
  await t1.message(saoPaulo(10, '09:00'));
  await t1.message(new Date(saoPaulo(10, '09:00').getTime() + 30_000), { fromMe: true, isAutomatic: true });
  await t1.message(saoPaulo(10, '09:04'), { fromMe: true, userId: ana.id });
  await t1.accept(saoPaulo(10, '09:10'), ana.id);
  await t1.resolve(saoPaulo(10, '09:40'));
  await t1.rated(3, ana.id, saoPaulo(10, '09:41'));

  const t2 = await TicketStory.begin(db, await contact(), saoPaulo(10, '08:00'), { queueId: sales.id });
  await t2.message(saoPaulo(10, '08:00'));
  await t2.transferToQueue(saoPaulo(10, '08:20'), support.id);
  await t2.accept(saoPaulo(10, '08:50'), bruno.id);
  await t2.message(saoPaulo(10, '08:55'), { fromMe: true, userId: bruno.id });
  await t2.resolve(saoPaulo(10, '09:50'));
  await t2.rated(1, bruno.id, saoPaulo(10, '09:52'));

  const t0 = await TicketStory.begin(db, c3, new Date('2026-02-01T12:00:00Z'), { queueId: sales.id });
  await t0.accept(new Date('2026-02-01T12:05:00Z'), ana.id);
  await t0.resolve(new Date('2026-02-01T12:30:00Z'));

  const t3 = await TicketStory.begin(db, c3, saoPaulo(9, '23:30'), { queueId: sales.id });
  await t3.message(saoPaulo(9, '23:30'));
  await t3.message(saoPaulo(9, '23:35'), { fromMe: true, userId: ana.id });
  await t3.accept(saoPaulo(9, '23:40'), ana.id);
  await t3.resolve(saoPaulo(10, '00:10'));
  await t3.reopen(saoPaulo(10, '10:00'), ana.id);
  await t3.resolve(saoPaulo(10, '10:20'));

  const t4 = await TicketStory.begin(db, await contact(), saoPaulo(10, '11:00'), { queueId: support.id });
  await t4.accept(saoPaulo(10, '11:05'), bruno.id);
  await TicketStory.begin(db, c1, saoPaulo(10, '11:30'), { queueId: sales.id });

  return { ...staffed, sales, support, ana, bruno };
}

/** Another company's busy day on the same dates: none of it may ever count above. */
async function outsiderCompany() {
  const db = server.db;
  const company = await createCompany(db);
  const agent = await createUser(db, company.id, { profile: 'user' });
  const connection = await insertConnection(db, company.id);
  for (const hour of ['08', '09', '10', '11']) {
    const contact = await insertContact(db, company.id);
    const story = await TicketStory.begin(db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id }, saoPaulo(10, `${hour}:00`));
    await story.message(saoPaulo(10, `${hour}:01`));
    await story.accept(saoPaulo(10, `${hour}:30`), agent.id);
    await story.message(saoPaulo(10, `${hour}:31`), { fromMe: true, userId: agent.id });
    await story.resolve(saoPaulo(10, `${hour}:59`));
    await story.rated(2, agent.id, saoPaulo(10, `${hour}:59`));
  }
  const open = await insertContact(db, company.id);
  await TicketStory.begin(db, { companyId: company.id, contactId: open.id, whatsappId: connection.id }, saoPaulo(10, '11:50'));
}

let sp: Awaited<ReturnType<typeof saoPauloCompany>>;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
  api = apiOf(server);
  await outsiderCompany();
  sp = await saoPauloCompany();
});
afterAll(() => server.close());

const dashboard = async (query: string, headers = sp.headers.admin) => {
  const response = await api('GET', `/dashboard?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
};
const attendant = (body: Dashboard, name: string) => body.attendants.find((row) => row.name === name);

describe('GET /dashboard', () => {
  it(routeCase('GET /dashboard', 'success', 'every counter of today in São Paulo, from the transition log and ratings'), async () => {
    const body = await dashboard(`days=1&companyId=${sp.company.id + 1}`);
    expect(body.counters).toEqual({
      supportHappening: 1,
      supportPending: 1,
      supportFinished: 4,
      leads: 3,
      avgSupportTime: 35,
      avgWaitTime: 15,
      avgFirstResponseTime: 21.3,
      supportTimeP50: 30,
      supportTimeP90: 51,
    });
    expect(attendant(body, 'Ana Dashboard')).toMatchObject({ tickets: 3, avgSupportTime: 26.7, rating: 3, online: false });
    expect(attendant(body, 'Bruno Dashboard')).toMatchObject({ tickets: 1, avgSupportTime: 60, rating: 1, online: true });
    expect(attendant(body, sp.agent.name)).toMatchObject({ id: sp.agent.id, tickets: 0, avgSupportTime: 0, rating: null });
    expect(body.attendants).toHaveLength(5);
  });

  it('days=2 takes in the 9th: T3’s acceptance waits too; T3 is no lead (its contact wrote in February)', async () => {
    const body = await dashboard('days=2');
    expect(body.counters).toMatchObject({ supportFinished: 4, avgWaitTime: 13.8, leads: 3 });
  });

  it('date_from and date_to are inclusive local days; the 9th alone holds only T3’s wait', async () => {
    const body = await dashboard('date_from=2026-03-09&date_to=2026-03-09');
    expect(body.counters).toMatchObject({ supportFinished: 0, avgWaitTime: 10, avgSupportTime: 0, leads: 0, supportHappening: 1, supportPending: 1 });
    expect((await dashboard('date_from=2026-03-09')).counters).toMatchObject({ supportFinished: 4, avgWaitTime: 13.8 });
  });

  it('a supervisor reads it too; only the super user gets the platform cards', async () => {
    const body = await dashboard('days=1', sp.headers.supervisor);
    expect(body.counters.totalCompanies).toBeUndefined();
    expect(body.counters.totalWhatsappSessions).toBeUndefined();
    const platformCompany = await createCompany(server.db);
    const root = await createUser(server.db, platformCompany.id, { profile: 'admin', super: true });
    const platform = await dashboard('days=1', (await loginAs(server, root.email)).headers as Record<string, string>);
    expect(platform.counters.totalCompanies).toBeGreaterThanOrEqual(2);
    expect(platform.counters.totalWhatsappSessions).toBeGreaterThanOrEqual(2);
  });

  it(routeCase('GET /dashboard', '400', 'no filter at all: Parametrize o filtro'), async () => {
    const response = await api('GET', '/dashboard', { ...sp.headers.admin, 'accept-language': 'pt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ERR_DASHBOARD_FILTER', message: 'Parametrize o filtro' });
    expect((await api('GET', '/dashboard?date_to=2026-03-10', sp.headers.admin)).json()).toMatchObject({ error: 'ERR_DASHBOARD_FILTER' });
    expect((await api('GET', '/dashboard?days=0&date_from=', sp.headers.admin)).json()).toMatchObject({ error: 'ERR_DASHBOARD_FILTER' });
    expect((await api('GET', '/dashboard?days=-1', sp.headers.admin)).statusCode).toBe(400);
    expect((await api('GET', '/dashboard?date_from=2026-02-30', sp.headers.admin)).statusCode).toBe(400);
    expect((await api('GET', '/dashboard?date_from=2026-03-10&date_to=2026-03-09', sp.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /dashboard', '401'), async () => {
    expect((await api('GET', '/dashboard?days=1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /dashboard', '403', 'a plain user may not read the reports'), async () => {
    const response = await api('GET', '/dashboard?days=1', sp.headers.agent);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });

  notApplicable('GET /dashboard', '404', 'names no record; another company’s tickets simply never count (success case)');
});

describe('GET /dashboard/queues', () => {
  it(routeCase('GET /dashboard/queues', 'success', 'the figures per queue: the transfer credits Support'), async () => {
    const response = await api('GET', '/dashboard/queues?days=1', sp.headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    const rows = dashboardQueuesSchema.parse(response.json());
    expect(rows).toEqual([
      // T1 (30, wait 10, first response 4), T3 twice (30 and 20; first response 5).
      { queueId: sp.sales.id, name: 'Sales', tickets: 3, avgWaitTime: 10, avgSupportTime: 26.7, avgFirstResponseTime: 4.5 },
      // T2 (60, wait 30 from its transfer, first response 55), T4 accepted (wait 5).
      { queueId: sp.support.id, name: 'Support', tickets: 1, avgWaitTime: 17.5, avgSupportTime: 60, avgFirstResponseTime: 55 },
    ]);
  });

  it('a "no queue" row, last, when a ticket without a queue was accepted or resolved in the period', async () => {
    const staffed = await staffedCompany(server, {}, { withQueue: true });
    const companyId = staffed.company.id;
    const connection = await insertConnection(server.db, companyId);
    const agent = await createUser(server.db, companyId, { profile: 'user' });
    // Created and accepted on the 9th (wait 20), resolved on the 10th (service 40).
    const story = await TicketStory.begin(server.db, { companyId, contactId: (await insertContact(server.db, companyId)).id, whatsappId: connection.id }, saoPaulo(9, '23:00'));
    await story.accept(saoPaulo(9, '23:20'), agent.id);
    await story.resolve(saoPaulo(10, '00:00'));
    const rowsOf = async (day: string) => {
      const response = await api('GET', `/dashboard/queues?date_from=${day}&date_to=${day}`, staffed.headers.admin);
      expect(response.statusCode, response.body).toBe(200);
      return dashboardQueuesSchema.parse(response.json());
    };
    const queueRow = { queueId: staffed.queue!.id, name: staffed.queue!.name, tickets: 0, avgWaitTime: 0, avgSupportTime: 0, avgFirstResponseTime: 0 };
    expect(await rowsOf('2026-03-09')).toEqual([queueRow, { queueId: null, name: '', tickets: 0, avgWaitTime: 20, avgSupportTime: 0, avgFirstResponseTime: 0 }]);
    expect(await rowsOf('2026-03-10')).toEqual([queueRow, { queueId: null, name: '', tickets: 1, avgWaitTime: 0, avgSupportTime: 40, avgFirstResponseTime: 0 }]);
    expect(await rowsOf('2026-03-08')).toEqual([queueRow]);
  });

  it(routeCase('GET /dashboard/queues', '400'), async () => {
    expect((await api('GET', '/dashboard/queues', sp.headers.admin)).json()).toMatchObject({ error: 'ERR_DASHBOARD_FILTER' });
  });

  it(routeCase('GET /dashboard/queues', '401'), async () => {
    expect((await api('GET', '/dashboard/queues?days=1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /dashboard/queues', '403'), async () => {
    expect((await api('GET', '/dashboard/queues?days=1', sp.headers.agent)).statusCode).toBe(403);
  });

  notApplicable('GET /dashboard/queues', '404', 'names no record');
});

describe('GET /dashboard/ticketsUsers', () => {
  it(routeCase('GET /dashboard/ticketsUsers', 'success', 'tickets each user resolved, users with none included'), async () => {
    const response = await api('GET', '/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-10', sp.headers.supervisor);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ticketsUsersSchema.parse(response.json());
    expect(data).toHaveLength(5);
    expect(data).toContainEqual({ nome: 'Ana Dashboard', quantidade: 3 });
    expect(data).toContainEqual({ nome: 'Bruno Dashboard', quantidade: 1 });
    expect(data).toContainEqual({ nome: sp.admin.name, quantidade: 0 });
    const february = ticketsUsersSchema.parse((await api('GET', '/dashboard/ticketsUsers?initialDate=2026-02-01&finalDate=2026-02-28', sp.headers.admin)).json());
    expect(february.data).toContainEqual({ nome: 'Ana Dashboard', quantidade: 1 });
  });

  it(routeCase('GET /dashboard/ticketsUsers', '400', 'both dates are required, in order'), async () => {
    expect((await api('GET', '/dashboard/ticketsUsers?initialDate=2026-03-10', sp.headers.admin)).statusCode).toBe(400);
    expect((await api('GET', '/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-01', sp.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /dashboard/ticketsUsers', '401'), async () => {
    expect((await api('GET', '/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-10', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /dashboard/ticketsUsers', '403'), async () => {
    expect((await api('GET', '/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-10', sp.headers.agent)).statusCode).toBe(403);
  });

  notApplicable('GET /dashboard/ticketsUsers', '404', 'names no record');
});

describe('GET /dashboard/ticketsDay', () => {
  it(routeCase('GET /dashboard/ticketsDay', 'success', 'tickets opened per local hour of one day, per local day of a range'), async () => {
    const hourly = ticketsDaySchema.parse((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10', sp.headers.admin)).json());
    expect(hourly.count).toBe(4);
    expect(hourly.data).toHaveLength(24);
    expect(hourly.data.filter((row) => row.total > 0)).toEqual([
      { horario: '08', total: 1 },
      { horario: '09', total: 1 },
      { horario: '11', total: 2 },
    ]);
    const daily = ticketsDaySchema.parse((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-08&finalDate=2026-03-10', sp.headers.admin)).json());
    expect(daily).toEqual({
      data: [
        { data: '08/03/2026', total: 0 },
        { data: '09/03/2026', total: 1 },
        { data: '10/03/2026', total: 4 },
      ],
      count: 5,
    });
  });

  it(routeCase('GET /dashboard/ticketsDay', '400', 'a range too long to chart'), async () => {
    expect((await api('GET', '/dashboard/ticketsDay?initialDate=2020-01-01&finalDate=2026-03-10', sp.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /dashboard/ticketsDay', '401'), async () => {
    expect((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /dashboard/ticketsDay', '403'), async () => {
    expect((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10', sp.headers.agent)).statusCode).toBe(403);
  });

  notApplicable('GET /dashboard/ticketsDay', '404', 'names no record');
});

describe('Asia/Tokyo day boundaries', () => {
  it('today starts at local midnight: a ticket of 23:30 on the 10th is yesterday, one at 00:00 on the 11th is today', async () => {
    const staffed = await staffedCompany(server);
    const companyId = staffed.company.id;
    await setSetting(server.db, companyId, 'timezone', 'Asia/Tokyo');
    const admin = await signedInMember(server, companyId, 'admin');
    const connection = await insertConnection(server.db, companyId);
    const where = async () => ({ companyId, contactId: (await insertContact(server.db, companyId)).id, whatsappId: connection.id });
    const late = await TicketStory.begin(server.db, await where(), tokyo(10, '23:30'));
    await late.accept(tokyo(10, '23:40'), admin.id);
    await late.resolve(tokyo(10, '23:55'));
    await TicketStory.begin(server.db, await where(), tokyo(11, '00:00'));

    const today = await dashboard('days=1', admin.headers);
    expect(today.counters).toMatchObject({ supportFinished: 0, leads: 1, supportPending: 1, avgWaitTime: 0 });
    const yesterday = await dashboard('date_from=2026-03-10&date_to=2026-03-10', admin.headers);
    expect(yesterday.counters).toMatchObject({ supportFinished: 1, leads: 1, avgWaitTime: 10, avgSupportTime: 15 });
    const tenth = ticketsDaySchema.parse((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10', admin.headers)).json());
    expect(tenth.data.filter((row) => row.total > 0)).toEqual([{ horario: '23', total: 1 }]);
    const eleventh = ticketsDaySchema.parse((await api('GET', '/dashboard/ticketsDay?initialDate=2026-03-11&finalDate=2026-03-11', admin.headers)).json());
    expect(eleventh.data.filter((row) => row.total > 0)).toEqual([{ horario: '00', total: 1 }]);
  });
});

describe('GET /dashboard/export', () => {
  it(routeCase('GET /dashboard/export', 'success', 'the attendants or queues table as semicolon CSV'), async () => {
    const response = await api('GET', '/dashboard/export?type=attendants&days=1', sp.headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attendants.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('name;tickets;avgSupportTime;rating;online');
    expect(lines).toContain('Ana Dashboard;3;26.7;3;no');
    expect(lines).toContain('Bruno Dashboard;1;60;1;yes');
    const queues = await api('GET', '/dashboard/export?type=queues&days=1', sp.headers.admin);
    expect(queues.body.trim().split('\r\n')).toEqual(['queue;tickets;avgWaitTime;avgSupportTime;avgFirstResponseTime', 'Sales;3;10;26.7;4.5', 'Support;1;17.5;60;55']);
  });

  it(routeCase('GET /dashboard/export', '400', 'an unknown table, or no period'), async () => {
    expect((await api('GET', '/dashboard/export?type=users&days=1', sp.headers.admin)).statusCode).toBe(400);
    expect((await api('GET', '/dashboard/export?type=queues', sp.headers.admin)).json()).toMatchObject({ error: 'ERR_DASHBOARD_FILTER' });
  });

  it(routeCase('GET /dashboard/export', '401'), async () => {
    expect((await api('GET', '/dashboard/export?type=queues&days=1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /dashboard/export', '403'), async () => {
    expect((await api('GET', '/dashboard/export?type=queues&days=1', sp.headers.agent)).statusCode).toBe(403);
  });

  notApplicable('GET /dashboard/export', '404', 'names no record');
});

describe('figures from the engine’s own log', () => {
  it('accepting, replying and resolving through the API moves the cards: wait 6 min, first response 2 min, service 4 min', async () => {
    const staffed = await staffedCompany(server, {}, { withQueue: true });
    const companyId = staffed.company.id;
    const connection = await insertConnection(server.db, companyId);
    const contact = await insertContact(server.db, companyId);
    const story = await TicketStory.begin(server.db, { companyId, contactId: contact.id, whatsappId: connection.id }, NOW, { queueId: staffed.queue!.id });
    const before = await dashboard('days=1', staffed.headers.admin);
    expect(before.counters).toMatchObject({ supportPending: 1, supportHappening: 0, supportFinished: 0, leads: 1 });
    try {
      server.clock.set(new Date(NOW.getTime() + 6 * 60_000));
      expect((await api('PUT', `/tickets/${story.ticket.id}`, staffed.headers.agent, { status: 'open' })).statusCode).toBe(200);
      const open = await dashboard('days=1', staffed.headers.admin);
      expect(open.counters).toMatchObject({ supportPending: 0, supportHappening: 1, avgWaitTime: 6 });
      await story.message(new Date(NOW.getTime() + 7 * 60_000));
      server.clock.set(new Date(NOW.getTime() + 9 * 60_000));
      expect((await api('POST', `/messages/${story.ticket.id}`, staffed.headers.agent, { body: 'Já vou ajudar' })).statusCode).toBeLessThan(300);
      server.clock.set(new Date(NOW.getTime() + 10 * 60_000));
      expect((await api('PUT', `/tickets/${story.ticket.id}`, staffed.headers.agent, { status: 'closed' })).statusCode).toBe(200);
      const done = await dashboard('days=1', staffed.headers.admin);
      expect(done.counters).toMatchObject({ supportHappening: 0, supportFinished: 1, avgWaitTime: 6, avgSupportTime: 4, avgFirstResponseTime: 2 });
      expect(attendant(done, staffed.agent.name)).toMatchObject({ tickets: 1, avgSupportTime: 4 });
    } finally {
      server.clock.set(NOW);
    }
  });
});
