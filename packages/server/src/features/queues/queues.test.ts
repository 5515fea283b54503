import { eventsDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defaultWeekSchedule, queueSchema } from '@prosa/contract';
import { prompts, queueOptions, queues, userQueues, whatsapps } from '../../db/schema/index.js';
import { createQueue, createUser, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { apiOf, queueCompany, uploadTo } from './queue-test-helpers.js';

/** A prompt of the company, for the queue's `promptId`. */
async function promptOf(companyId: number): Promise<number> {
  const [row] = await server.db.insert(prompts).values({ companyId, name: unique('Prompt'), prompt: 'Atenda.', apiKey: '' }).returning({ id: prompts.id });
  return row!.id;
}

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const company = (plan: Parameters<typeof queueCompany>[1] = {}) => queueCompany(server, plan);
let colorSeed = 0x100000;
const nextColor = () => `#${(colorSeed += 0x1111).toString(16).slice(-6)}`;
const create = (headers: Record<string, string>, payload: object = {}) => api('POST', '/queue', headers, { name: `Fila ${Math.random().toString(36).slice(2, 8)}`, color: nextColor(), ...payload });

describe('GET /queue', () => {
  it(routeCase('GET /queue', 'success', 'a bare array ordered by orderQueue then name, for every signed-in user, own company only'), async () => {
    const { company: c, agent } = await company();
    const other = await company();
    await createQueue(server.db, c.id, { name: 'Zeta', orderQueue: 1 });
    await createQueue(server.db, c.id, { name: 'Beta', orderQueue: 2 });
    await createQueue(server.db, c.id, { name: 'Alfa', orderQueue: 2 });
    await createQueue(server.db, c.id, { name: 'Sem ordem' });
    await createQueue(server.db, other.company.id, { name: 'Alheia' });
    const response = await api('GET', `/queue?companyId=${other.company.id}`, agent);
    expect(response.statusCode).toBe(200);
    expect(z.array(queueSchema).parse(response.json()).map((queue) => queue.name)).toEqual(['Zeta', 'Alfa', 'Beta', 'Sem ordem']);
  });

  it(routeCase('GET /queue', '400', 'a companyId that is not a number'), async () => {
    const { admin } = await company();
    expect((await api('GET', '/queue?companyId=abc', admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /queue', '401'), async () => {
    expect((await api('GET', '/queue', {})).statusCode).toBe(401);
  });

  notApplicable('GET /queue', '403', 'every signed-in user lists the queues');
  notApplicable('GET /queue', '404', 'a list of the caller’s own company; there is no id to miss');
});

describe('GET /queue/{id}', () => {
  it(routeCase('GET /queue/{id}', 'success', 'the record itself'), async () => {
    const { company: c, agent } = await company();
    const queue = await createQueue(server.db, c.id, { greetingMessage: 'Olá' });
    const response = await api('GET', `/queue/${queue.id}`, agent);
    expect(response.statusCode).toBe(200);
    expect(queueSchema.parse(response.json())).toMatchObject({ id: queue.id, name: queue.name, greetingMessage: 'Olá', mediaUrl: null });
  });

  it(routeCase('GET /queue/{id}', '400', 'an id that is not a number'), async () => {
    const { admin } = await company();
    expect((await api('GET', '/queue/abc', admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /queue/{id}', '401'), async () => {
    expect((await api('GET', '/queue/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /queue/{id}', '404', 'another company’s queue'), async () => {
    const { admin } = await company();
    const other = await company();
    const foreign = await createQueue(server.db, other.company.id);
    const response = await api('GET', `/queue/${foreign.id}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_FOUND');
  });

  notApplicable('GET /queue/{id}', '403', 'every signed-in user reads queues');
});

describe('POST /queue', () => {
  it(routeCase('POST /queue', 'success', 'stored with the default hours and announced to that company only'), async () => {
    const { company: c, admin } = await company();
    const other = await company();
    const promptId = await promptOf(c.id);
    let response!: Awaited<ReturnType<typeof create>>;
    const events = await eventsDuring(server, { companyId: c.id, channel: 'queue', to: 'company' }, async () => {
      response = await create(admin, { name: 'Financeiro', color: '#ABCDEF', greetingMessage: 'Bem-vindo', orderQueue: 3, promptId, integrationId: '' });
    });
    expect(response.statusCode).toBe(200);
    const queue = queueSchema.parse(response.json());
    expect(queue).toMatchObject({ name: 'Financeiro', color: '#abcdef', greetingMessage: 'Bem-vindo', orderQueue: 3, promptId, integrationId: null, companyId: c.id });
    expect(queue.schedules).toEqual(defaultWeekSchedule());
    expect(events).toEqual([{ action: 'update', queue: expect.objectContaining({ id: queue.id }) }]);
    const foreignEvents = await eventsDuring(server, { companyId: other.company.id, channel: 'queue', to: 'company' }, () => create(admin));
    expect(foreignEvents).toEqual([]);
  });

  it('schedules given on creation are stored as sent', async () => {
    const { admin } = await company();
    const schedules = defaultWeekSchedule().map((row) => ({ ...row, startTime: '09:00' }));
    const queue = (await create(admin, { schedules })).json();
    expect(queue.schedules).toEqual(schedules);
  });

  it(routeCase('POST /queue', '400', 'name 2 to 50 and colour 3 to 9, with the seed texts'), async () => {
    const { admin } = await company();
    expect((await api('POST', '/queue', admin, { name: 'A', color: '#1' })).json().issues).toEqual({ name: 'Too Short!', color: 'Too Short!' });
    expect((await api('POST', '/queue', admin, { name: 'x'.repeat(51), color: '#1234567890' })).json().issues).toEqual({ name: 'Too Long!', color: 'Too Long!' });
    const missing = await api('POST', '/queue', admin, { name: 'Vendas' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual({ color: 'Required' });
    expect((await create(admin, { schedules: defaultWeekSchedule().slice(0, 6) })).statusCode).toBe(400);
  });

  it(routeCase('POST /queue', '401'), async () => {
    expect((await api('POST', '/queue', {}, { name: 'Vendas', color: '#123456' })).statusCode).toBe(401);
  });

  it(routeCase('POST /queue', '403', 'supervisors and agents may not add queues'), async () => {
    const { agent, supervisor } = await company();
    expect((await create(agent)).statusCode).toBe(403);
    expect((await create(supervisor)).statusCode).toBe(403);
  });

  it(routeCase('POST /queue', '404', 'another company’s prompt or integration is not found'), async () => {
    const { admin } = await company();
    const other = await company();
    const response = await create(admin, { promptId: await promptOf(other.company.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PROMPT_FOUND' });
  });

  it('a colour already used by another queue of the company answers 409 ERR_QUEUE_COLOR_ALREADY_EXISTS', async () => {
    const { admin } = await company();
    const other = await company();
    expect((await create(admin, { color: '#00AA00' })).statusCode).toBe(200);
    const refused = await create(admin, { color: '#00aa00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
    expect((await create(other.admin, { color: '#00aa00' })).statusCode).toBe(200);
  });

  it('two creations racing for one colour: one wins, the other gets ERR_QUEUE_COLOR_ALREADY_EXISTS', async () => {
    const { admin } = await company();
    const results = await Promise.all([create(admin, { color: '#0b0b0b' }), create(admin, { color: '#0b0b0b' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  });

  it('the plan’s queue limit is enforced, also under concurrent creations', async () => {
    const { admin, company: c } = await company({ queues: 2 });
    const results = await Promise.all([create(admin), create(admin), create(admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 403]);
    expect(results.find((r) => r.statusCode === 403)!.json().error).toBe('ERR_PLAN_LIMIT_QUEUES');
    expect(await server.db.select().from(queues).where(eq(queues.companyId, c.id))).toHaveLength(2);
  });
});

describe('PUT /queue/{id}', () => {
  it(routeCase('PUT /queue/{id}', 'success', 'form plus schedules and promptId; keeps its own colour'), async () => {
    const { company: c, admin } = await company();
    const promptId = await promptOf(c.id);
    const queue = (await create(admin, { color: '#123123' })).json();
    const schedules = defaultWeekSchedule().map((row) => (row.weekdayEn === 'sunday' ? { ...row, startTime: '10:00', endTime: '14:00' } : row));
    let response!: Awaited<ReturnType<typeof api>>;
    const events = await eventsDuring(server, { companyId: c.id, channel: 'queue', to: 'company' }, async () => {
      response = await api('PUT', `/queue/${queue.id}`, admin, { name: 'Suporte', color: '#123123', outOfHoursMessage: 'Fechado', schedules, promptId, orderQueue: '' });
    });
    expect(response.statusCode).toBe(200);
    expect(queueSchema.parse(response.json())).toMatchObject({ name: 'Suporte', outOfHoursMessage: 'Fechado', promptId, orderQueue: null, schedules });
    expect(events).toEqual([{ action: 'update', queue: expect.objectContaining({ id: queue.id, name: 'Suporte' }) }]);
    const kept = (await api('PUT', `/queue/${queue.id}`, admin, { name: 'Suporte 2', color: '#123123' })).json();
    expect(kept).toMatchObject({ promptId, schedules, outOfHoursMessage: 'Fechado' });
  });

  it(routeCase('PUT /queue/{id}', '400', 'the same rules as creation'), async () => {
    const { admin } = await company();
    const queue = (await create(admin)).json();
    const response = await api('PUT', `/queue/${queue.id}`, admin, { name: 'V', color: queue.color });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ name: 'Too Short!' });
  });

  it(routeCase('PUT /queue/{id}', '401'), async () => {
    expect((await api('PUT', '/queue/1', {}, { name: 'Vendas', color: '#123456' })).statusCode).toBe(401);
  });

  it(routeCase('PUT /queue/{id}', '403', 'supervisors may not edit queues'), async () => {
    const { admin, supervisor } = await company();
    const queue = (await create(admin)).json();
    expect((await api('PUT', `/queue/${queue.id}`, supervisor, { name: 'Outro', color: queue.color })).statusCode).toBe(403);
  });

  it(routeCase('PUT /queue/{id}', '404', 'another company’s queue'), async () => {
    const { admin } = await company();
    const other = await company();
    const foreign = await createQueue(server.db, other.company.id);
    const response = await api('PUT', `/queue/${foreign.id}`, admin, { name: 'Roubada', color: '#999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_FOUND');
  });

  it('taking another queue’s colour answers 409', async () => {
    const { admin } = await company();
    const first = (await create(admin)).json();
    const second = (await create(admin)).json();
    const refused = await api('PUT', `/queue/${second.id}`, admin, { name: second.name, color: first.color });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  });
});

describe('DELETE /queue/{id}', () => {
  it(routeCase('DELETE /queue/{id}', 'success', 'options and memberships go; connections stop transferring to it'), async () => {
    const { company: c, admin } = await company();
    const queue = (await create(admin)).json();
    await server.db.insert(queueOptions).values({ queueId: queue.id, title: 'Boleto', option: '1' });
    await createUser(server.db, c.id, { profile: 'user', queueIds: [queue.id] });
    expect(await server.db.select().from(userQueues).where(eq(userQueues.queueId, queue.id))).toHaveLength(1);
    const [connection] = await server.db.insert(whatsapps).values({ companyId: c.id, name: 'Conexão', token: unique('tok'), transferQueueId: queue.id }).returning();
    let connectionEvents: unknown[] = [];
    const events = await eventsDuring(server, { companyId: c.id, channel: 'queue', to: 'company' }, async () => {
      connectionEvents = await eventsDuring(server, { companyId: c.id, channel: 'whatsapp', to: 'company' }, async () => {
        expect((await api('DELETE', `/queue/${queue.id}`, admin)).statusCode).toBe(200);
      });
    });
    expect(events).toEqual([{ action: 'delete', queueId: queue.id }]);
    expect(connectionEvents).toEqual([{ action: 'update', whatsapp: expect.objectContaining({ id: connection!.id, transferQueueId: null }) }]);
    expect((await api('GET', `/queue/${queue.id}`, admin)).statusCode).toBe(404);
    expect(await server.db.select().from(queueOptions).where(eq(queueOptions.queueId, queue.id))).toEqual([]);
    expect(await server.db.select().from(userQueues).where(eq(userQueues.queueId, queue.id))).toEqual([]);
    const [after] = await server.db.select().from(whatsapps).where(eq(whatsapps.id, connection!.id));
    expect(after!.transferQueueId).toBeNull();
  });

  it(routeCase('DELETE /queue/{id}', '400', 'an id that is not a number'), async () => {
    const { admin } = await company();
    expect((await api('DELETE', '/queue/abc', admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /queue/{id}', '401'), async () => {
    expect((await api('DELETE', '/queue/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /queue/{id}', '403', 'agents may not delete queues'), async () => {
    const { admin, agent } = await company();
    const queue = (await create(admin)).json();
    expect((await api('DELETE', `/queue/${queue.id}`, agent)).statusCode).toBe(403);
    expect((await api('GET', `/queue/${queue.id}`, admin)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /queue/{id}', '404', 'another company’s queue stays'), async () => {
    const { admin } = await company();
    const other = await company();
    const foreign = await createQueue(server.db, other.company.id);
    expect((await api('DELETE', `/queue/${foreign.id}`, admin)).statusCode).toBe(404);
    expect((await api('GET', `/queue/${foreign.id}`, other.admin)).statusCode).toBe(200);
  });
});

describe('POST /queue/{id}/media-upload', () => {
  it(routeCase('POST /queue/{id}/media-upload', 'success', 'stores the file; the answer names it and links it with a signed URL'), async () => {
    const { admin } = await company();
    const queue = (await create(admin)).json();
    const response = await uploadTo(server, `/queue/${queue.id}/media-upload`, admin, 'file', 'menu de teste.txt', 'conteúdo');
    expect(response.statusCode).toBe(200);
    const stored = queueSchema.parse(response.json());
    expect(stored.mediaName).toBe('menu_de_teste.txt');
    expect(stored.mediaUrl).toMatch(/^\/media\/.+signature=/);
    const file = await server.app.inject({ method: 'GET', url: stored.mediaUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('conteúdo');
  });

  it(routeCase('POST /queue/{id}/media-upload', '400', 'no file part'), async () => {
    const { admin } = await company();
    const queue = (await create(admin)).json();
    const response = await uploadTo(server, `/queue/${queue.id}/media-upload`, admin, 'file', 'vazio.txt', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ file: 'Required' });
  });

  it(routeCase('POST /queue/{id}/media-upload', '401'), async () => {
    expect((await uploadTo(server, '/queue/1/media-upload', {})).statusCode).toBe(401);
  });

  it(routeCase('POST /queue/{id}/media-upload', '403', 'agents may not attach'), async () => {
    const { admin, agent } = await company();
    const queue = (await create(admin)).json();
    expect((await uploadTo(server, `/queue/${queue.id}/media-upload`, agent)).statusCode).toBe(403);
  });

  it(routeCase('POST /queue/{id}/media-upload', '404', 'another company’s queue'), async () => {
    const { admin } = await company();
    const other = await company();
    const foreign = await createQueue(server.db, other.company.id);
    expect((await uploadTo(server, `/queue/${foreign.id}/media-upload`, admin)).statusCode).toBe(404);
  });
});

describe('DELETE /queue/{id}/media-upload', () => {
  it(routeCase('DELETE /queue/{id}/media-upload', 'success', 'the attachment is removed'), async () => {
    const { admin } = await company();
    const queue = (await create(admin)).json();
    await uploadTo(server, `/queue/${queue.id}/media-upload`, admin);
    const response = await api('DELETE', `/queue/${queue.id}/media-upload`, admin);
    expect(response.statusCode).toBe(200);
    expect(queueSchema.parse(response.json())).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
  });

  it(routeCase('DELETE /queue/{id}/media-upload', '400', 'an id that is not a number'), async () => {
    const { admin } = await company();
    expect((await api('DELETE', '/queue/x/media-upload', admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /queue/{id}/media-upload', '401'), async () => {
    expect((await api('DELETE', '/queue/1/media-upload', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /queue/{id}/media-upload', '403', 'supervisors may not remove attachments'), async () => {
    const { admin, supervisor } = await company();
    const queue = (await create(admin)).json();
    expect((await api('DELETE', `/queue/${queue.id}/media-upload`, supervisor)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /queue/{id}/media-upload', '404', 'another company’s queue'), async () => {
    const { admin } = await company();
    const other = await company();
    const foreign = await createQueue(server.db, other.company.id);
    expect((await api('DELETE', `/queue/${foreign.id}/media-upload`, admin)).statusCode).toBe(404);
  });
});
