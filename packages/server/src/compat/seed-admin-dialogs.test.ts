import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeekSchedule, type Company, type Plan, type Queue, type QueueOption, type QuickMessage, type Setting, type Tag } from '@prosa/contract';
import { createCompany, createUser } from '../test/factories.js';
import { seedClient } from '../test/seed-client.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * The seeds' administration pages whose routes exist send their bodies as the
 * reference client builds them; each is accepted and means what the client meant.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;

async function company() {
  const row = await createCompany(server.db);
  const admin = await createUser(server.db, row.id, { profile: 'admin' });
  const agent = await createUser(server.db, row.id, { profile: 'user' });
  const colleague = await createUser(server.db, row.id, { profile: 'user' });
  const headers = {
    admin: (await loginAs(server, admin.email)).headers,
    agent: (await loginAs(server, agent.email)).headers,
    colleague: (await loginAs(server, colleague.email)).headers,
  };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, as: Headers, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  return { row, users: { admin, agent }, headers, call };
}

describe('queue modal and its options', () => {
  it('a queue with no order and no integration (empty choices), the seven hours and no prompt (null)', async () => {
    const c = await company();
    const body = seedClient.queueModal({ name: 'Financeiro', color: '#FF0000', greetingMessage: 'Fila do financeiro' }, defaultWeekSchedule());
    expect(body).toMatchObject({ orderQueue: '', integrationId: '', promptId: null });
    const created = await c.call<Queue>('POST', '/queue', c.headers.admin, body);
    expect(await c.call<Queue>('GET', `/queue/${created.id}`, c.headers.admin)).toMatchObject({ name: 'Financeiro', color: '#ff0000', orderQueue: null, integrationId: null, promptId: null, schedules: defaultWeekSchedule() });

    const loaded = await c.call<Queue>('GET', `/queue/${created.id}`, c.headers.admin);
    const saturdayClosed = loaded.schedules.map((day) => (day.weekdayEn === 'saturday' ? { ...day, startTime: '', endTime: '' } : day));
    await c.call('PUT', `/queue/${created.id}`, c.headers.admin, seedClient.queueModal({ ...loaded, orderQueue: 2, outOfHoursMessage: 'Fechado' }, saturdayClosed));
    const stored = await c.call<Queue>('GET', `/queue/${created.id}`, c.headers.admin);
    expect(stored).toMatchObject({ orderQueue: 2, outOfHoursMessage: 'Fechado', integrationId: null });
    expect(stored.schedules.find((day) => day.weekdayEn === 'saturday')).toMatchObject({ startTime: '', endTime: '' });
  });

  it('options are saved as the editor holds them: position as a number, parent null or the parent’s id', async () => {
    const c = await company();
    const queue = await c.call<Queue>('POST', '/queue', c.headers.admin, seedClient.queueModal({ name: 'Suporte', color: '#00FF00' }, defaultWeekSchedule()));
    const root = await c.call<QueueOption>('POST', '/queue-options', c.headers.admin, seedClient.queueOption({ title: 'Boletos', message: 'Escolha:', queueId: queue.id, option: 1 }));
    const child = await c.call<QueueOption>('POST', '/queue-options', c.headers.admin, seedClient.queueOption({ title: '2ª via', message: 'Segue o link', queueId: queue.id, parentId: root.id, option: 1 }));
    await c.call('PUT', `/queue-options/${root.id}`, c.headers.admin, seedClient.queueOption({ ...root, title: 'Boletos e faturas', edition: true }));

    const tree = await c.call<QueueOption[]>('GET', `/queue-options?queueId=${queue.id}&parentId=-1`, c.headers.admin);
    expect(tree).toMatchObject([{ id: root.id, title: 'Boletos e faturas', option: '1', parentId: null, children: [{ id: child.id, title: '2ª via', option: '1', parentId: root.id }] }]);
  });
});

describe('tag modal', () => {
  it('the kanban switch as 1 and 0, and the author’s id the client adds', async () => {
    const c = await company();
    const created = await c.call<Tag>('POST', '/tags', c.headers.admin, seedClient.tagModal({ name: 'Urgente', color: '#FF5500' }, c.users.admin.id, 1));
    expect(await c.call<Tag>('GET', `/tags/${created.id}`, c.headers.admin)).toMatchObject({ name: 'Urgente', color: '#FF5500', kanban: 1 });

    const loaded = await c.call<Tag>('GET', `/tags/${created.id}`, c.headers.admin);
    await c.call('PUT', `/tags/${created.id}`, c.headers.admin, seedClient.tagModal({ ...loaded, name: 'Muito urgente' }, c.users.admin.id, 0));
    expect(await c.call<Tag>('GET', `/tags/${created.id}`, c.headers.admin)).toMatchObject({ name: 'Muito urgente', kanban: 0 });
  });
});

describe('quick message dialog', () => {
  it('status true, geral false and isMedia true: an active reply of its author only, without media', async () => {
    const c = await company();
    const created = await c.call<QuickMessage>('POST', '/quick-messages', c.headers.agent, seedClient.quickMessage({ shortcode: 'ola', message: 'Olá, tudo bem?' }, c.users.agent.id));
    expect(await c.call<QuickMessage>('GET', `/quick-messages/${created.id}`, c.headers.agent)).toMatchObject({ shortcode: 'ola', geral: false, status: 'active', isMedia: false, mediaPath: null, userId: c.users.agent.id });
    expect((await c.call<QuickMessage[]>('GET', '/quick-messages/list', c.headers.colleague)).map((record) => record.id)).not.toContain(created.id);

    // Switched to company-wide: the colleague now has it too.
    const loaded = await c.call<QuickMessage>('GET', `/quick-messages/${created.id}`, c.headers.agent);
    await c.call('PUT', `/quick-messages/${created.id}`, c.headers.agent, seedClient.quickMessage({ ...loaded, geral: true, status: true }, c.users.agent.id));
    expect((await c.call<QuickMessage[]>('GET', '/quick-messages/list', c.headers.colleague)).map((record) => record.id)).toContain(created.id);
  });
});

describe('settings page', () => {
  it('loads the company first, saves one key at a time and the company hours', async () => {
    const c = await company();
    expect(await c.call<Company>('GET', `/companies/${c.row.id}`, c.headers.admin)).toMatchObject({ id: c.row.id, schedules: defaultWeekSchedule() });

    await c.call('PUT', '/settings/userRating', c.headers.admin, seedClient.setting('userRating', 'enabled'));
    await c.call('PUT', '/settings/scheduleType', c.headers.admin, seedClient.setting('scheduleType', 'company'));
    const settings = await c.call<Setting[]>('GET', '/settings', c.headers.admin);
    expect(settings).toContainEqual(expect.objectContaining({ key: 'userRating', value: 'enabled' }));
    expect(settings).toContainEqual(expect.objectContaining({ key: 'scheduleType', value: 'company' }));

    const sundayOpen = defaultWeekSchedule().map((day) => (day.weekdayEn === 'sunday' ? { ...day, startTime: '09:00', endTime: '13:00' } : day));
    await c.call('PUT', `/companies/${c.row.id}/schedules`, c.headers.admin, seedClient.companySchedules(c.row.id, sundayOpen));
    expect((await c.call<Company>('GET', `/companies/${c.row.id}`, c.headers.admin)).schedules).toEqual(sundayOpen);
  });
});

describe('signup page', () => {
  it('reads the plans without a login and signs up; the server decides due date, recurrence and status', async () => {
    const plans = await server.app.inject({ method: 'GET', url: '/plans/all' });
    expect(plans.statusCode).toBe(200);
    const plan = plans.json<Plan[]>()[0]!;
    const email = `seed-signup-${Date.now()}@example.com`;
    const body = seedClient.signup({ name: 'Padaria Pão Quente', email, phone: '(11) 98765-4321', password: 'segredo1' }, plan.id);
    const response = await server.app.inject({ method: 'POST', url: '/companies/cadastro', payload: { ...body, dueDate: '2999-01-01', status: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Padaria Pão Quente', phone: '11987654321', planId: plan.id, status: true, recurrence: 'MENSAL' });
    expect(response.json().dueDate).not.toBe('2999-01-01');
    const session = await loginAs(server, email, 'segredo1');
    expect(session.token).toEqual(expect.any(String));
  });
});
