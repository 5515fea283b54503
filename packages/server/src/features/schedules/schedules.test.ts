import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulePageSchema, scheduleSchema, type Schedule } from '@prosa/contract';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { conversationCompany, type Headers } from '../../test/conversation-kit.js';
import { sentDuring } from '../../test/emitted-events.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  api = apiOf(server);
});
afterAll(() => server.close());

const inSeconds = (seconds: number) => new Date(server.clock.now().getTime() + seconds * 1000).toISOString();

/** A company with a connection and a contact, without a live session: for the rules, not the send. */
async function scheduling(planOverrides: Parameters<typeof staffedCompany>[1] = {}) {
  const staffed = await staffedCompany(server, planOverrides);
  const connection = await insertConnection(server.db, staffed.company.id);
  const contact = await insertContact(server.db, staffed.company.id, { name: 'Maria Agenda' });
  return { ...staffed, connection, contact };
}

async function createSchedule(headers: Headers, payload: object): Promise<Schedule> {
  const response = await api('POST', '/schedules', headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return scheduleSchema.parse(response.json());
}

function upload(id: number, headers: Headers, filename: string) {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from('png-bytes'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return server.app.inject({ method: 'POST', url: `/schedules/${id}/media-upload`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe('the sender', () => {
  it(routeCase('POST /schedules', 'success', 'due 10 s later: sent once, stored in the ticket by its author, automatic, visible in GET /messages'), async () => {
    const kit = await conversationCompany(server);
    const contactId = (await insertContact(server.db, kit.company.id, { name: 'Joana', number: '5511955550001' })).id;
    const created = await kit.api('POST', '/schedules', kit.agent, { body: 'Olá {{name}}, lembrete da consulta', contactId, sendAt: inSeconds(10), sentAt: '', userId: 999 });
    expect(created.statusCode, created.body).toBe(200);
    const schedule = scheduleSchema.parse(created.json());
    expect(schedule).toMatchObject({ status: 'PENDENTE', sentAt: null, whatsappId: kit.whatsappId, user: { id: kit.users.agent.id }, contact: { id: contactId, name: 'Joana' } });

    await server.runJobs();
    expect(await kit.sent()).toEqual([]);
    server.clock.advance(9_000);
    await server.runJobs();
    expect(await kit.sent()).toEqual([]);

    server.clock.advance(1_000);
    const events = await sentDuring(server, { companyId: kit.company.id }, () => server.runJobs());
    const outbox = await kit.sent();
    expect(outbox.map((m) => [m.to, m.body])).toEqual([['5511955550001', 'Olá Joana, lembrete da consulta']]);
    const after = scheduleSchema.parse((await kit.api('GET', `/schedules/${schedule.id}`, kit.agent)).json());
    expect(after).toMatchObject({ status: 'ENVIADA', sentAt: server.clock.now().toISOString() });
    expect(after.ticketId).not.toBeNull();

    const history = (await kit.api('GET', `/messages/${after.ticketId}`, kit.agent)).json<{ messages: { body: string; userId: number | null; isAutomatic: boolean; fromMe: boolean; sendStatus: string }[]; ticket: { status: string; userId: number } }>();
    expect(history.messages).toEqual([expect.objectContaining({ body: 'Olá Joana, lembrete da consulta', userId: kit.users.agent.id, isAutomatic: true, fromMe: true, sendStatus: 'sent' })]);
    expect(history.ticket).toMatchObject({ status: 'open', userId: kit.users.agent.id });
    // Live in the conversation and on the schedules page.
    const channels = events.map((event) => (event.payload as { action: string }).action + ':' + String((event as { to: string }).to));
    expect(channels.length).toBeGreaterThan(0);
    expect(server.emitted.some((event) => event.channel === 'appMessage' && (event.payload as { action: string; message: { body: string } }).message.body === 'Olá Joana, lembrete da consulta')).toBe(true);
    expect(events.some((event) => (event.payload as { schedule?: Schedule }).schedule?.status === 'ENVIADA')).toBe(true);

    // Never twice: the job is done and the schedule no longer pending.
    server.clock.advance(60_000);
    await server.runJobs();
    expect(await kit.sent()).toEqual([]);
  });

  it('joins the contact’s open ticket instead of opening another', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511955550002', 'oi');
    const tickets = (await kit.api('GET', '/tickets?status=pending', kit.admin)).json<{ tickets: { id: number; contact: { id: number } }[] }>().tickets;
    const ticket = tickets[0]!;
    const schedule = await createSchedule(kit.agent, { body: 'Retorno agendado', contactId: ticket.contact.id, sendAt: inSeconds(5) });
    server.clock.advance(5_000);
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toContain('Retorno agendado');
    const after = scheduleSchema.parse((await kit.api('GET', `/schedules/${schedule.id}`, kit.agent)).json());
    expect(after.ticketId).toBe(ticket.id);
  });

  it(routeCase('PUT /schedules/{id}', 'success', 'a new time moves the send; the old time passes silently'), async () => {
    const kit = await conversationCompany(server);
    const contactId = (await insertContact(server.db, kit.company.id, { number: '5511955550003' })).id;
    const schedule = await createSchedule(kit.agent, { body: 'Mensagem movida', contactId, sendAt: inSeconds(10) });
    const moved = await kit.api('PUT', `/schedules/${schedule.id}`, kit.agent, { ...schedule, sendAt: inSeconds(60) });
    expect(moved.statusCode, moved.body).toBe(200);
    server.clock.advance(30_000);
    await server.runJobs();
    expect(await kit.sent()).toEqual([]);
    server.clock.advance(30_000);
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toEqual(['Mensagem movida']);
  });

  it(routeCase('DELETE /schedules/{id}', 'success', 'cancels the send'), async () => {
    const kit = await conversationCompany(server);
    const contactId = (await insertContact(server.db, kit.company.id, { number: '5511955550004' })).id;
    const schedule = await createSchedule(kit.agent, { body: 'Nunca enviada', contactId, sendAt: inSeconds(10) });
    const [event] = await sentDuring(server, { channel: 'schedule', to: 'user' }, async () => expect((await kit.api('DELETE', `/schedules/${schedule.id}`, kit.agent)).statusCode).toBe(200));
    expect(event?.payload).toEqual({ action: 'delete', scheduleId: schedule.id });
    server.clock.advance(20_000);
    await server.runJobs();
    expect(await kit.sent()).toEqual([]);
    expect((await kit.api('GET', `/schedules/${schedule.id}`, kit.agent)).statusCode).toBe(404);
  });

  it('a failed send ends in ERRO with the provider’s reason', async () => {
    const kit = await conversationCompany(server);
    const contactId = (await insertContact(server.db, kit.company.id, { number: '5511955550005' })).id;
    const schedule = await createSchedule(kit.agent, { body: 'Sem conexão', contactId, sendAt: inSeconds(5) });
    expect((await kit.api('DELETE', `/whatsappsession/${kit.whatsappId}`, kit.admin)).statusCode).toBe(200);
    server.clock.advance(5_000);
    await server.runJobs();
    // The send's retries (10 s, 20 s, 40 s, 80 s apart), within the access token's 15 minutes.
    for (let attempt = 0; attempt < 8; attempt++) {
      server.clock.advance(60_000);
      await server.runJobs();
    }
    const read = await kit.api('GET', `/schedules/${schedule.id}`, kit.agent);
    expect(read.statusCode, read.body).toBe(200);
    const after = scheduleSchema.parse(read.json());
    expect(after.status).toBe('ERRO');
    expect(after.error).toBeTruthy();
  });
});

describe('POST /schedules', () => {
  it(routeCase('POST /schedules', '400', 'the seed’s texts: Mensagem muito curta, Obrigatório; a time in the past'), async () => {
    const { headers, contact } = await scheduling();
    const short = await api('POST', '/schedules', headers.agent, { body: 'oi', contactId: contact.id, sendAt: inSeconds(3600) });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toMatchObject({ body: 'Mensagem muito curta' });
    const missing = await api('POST', '/schedules', headers.agent, { body: '' });
    expect(missing.json().issues).toMatchObject({ body: 'Obrigatório', contactId: 'Obrigatório', sendAt: 'Obrigatório' });
    const past = await api('POST', '/schedules', headers.agent, { body: 'Mensagem antiga', contactId: contact.id, sendAt: inSeconds(-3600) });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toHaveProperty('sendAt');
  });

  it('reads a wall time without offset on the company’s clock', async () => {
    const { headers, contact } = await scheduling();
    const schedule = await createSchedule(headers.agent, { body: 'Feliz ano novo', contactId: contact.id, sendAt: '2099-01-01 09:30:00' });
    // The companies' default zone is America/Sao_Paulo (UTC-3).
    expect(schedule.sendAt).toBe('2099-01-01T12:30:00.000Z');
  });

  it(routeCase('POST /schedules', '404', 'another company’s contact'), async () => {
    const mine = await scheduling();
    const other = await scheduling();
    const response = await api('POST', '/schedules', mine.headers.agent, { body: 'Mensagem alheia', contactId: other.contact.id, sendAt: inSeconds(3600) });
    expect(response.statusCode).toBe(404);
  });

  it(routeCase('POST /schedules', '403', 'the plan has no schedules'), async () => {
    const { headers, contact } = await scheduling({ useSchedules: false });
    const response = await api('POST', '/schedules', headers.admin, { body: 'Mensagem bloqueada', contactId: contact.id, sendAt: inSeconds(3600) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });

  it(routeCase('POST /schedules', '401'), async () => {
    expect((await api('POST', '/schedules', {}, { body: 'Mensagem', contactId: 1, sendAt: inSeconds(60) })).statusCode).toBe(401);
  });
});

describe('GET /schedules', () => {
  it(routeCase('GET /schedules', 'success', 'agents see their own, admins and supervisors all; search and contact filter'), async () => {
    const { headers, contact, company } = await scheduling();
    const second = await insertContact(server.db, company.id, { name: 'Pedro Busca' });
    await createSchedule(headers.agent, { body: 'Do agente', contactId: contact.id, sendAt: inSeconds(3600) });
    await createSchedule(headers.admin, { body: 'Do admin', contactId: second.id, sendAt: inSeconds(7200) });
    const bodies = async (h: Headers, query = '') => schedulePageSchema.parse((await api('GET', `/schedules${query}`, h)).json()).schedules.map((s) => s.body);
    expect(await bodies(headers.agent)).toEqual(['Do agente']);
    expect(await bodies(headers.admin)).toEqual(['Do agente', 'Do admin']);
    expect(await bodies(headers.supervisor)).toEqual(['Do agente', 'Do admin']);
    expect(await bodies(headers.admin, '?searchParam=PEDRO')).toEqual(['Do admin']);
    expect(await bodies(headers.admin, `?contactId=${contact.id}`)).toEqual(['Do agente']);
    const page = schedulePageSchema.parse((await api('GET', '/schedules', headers.admin)).json());
    expect(page).toMatchObject({ count: 2, hasMore: false });
  });

  it(routeCase('GET /schedules', '400', 'pageNumber starts at 1'), async () => {
    const { headers } = await scheduling();
    expect((await api('GET', '/schedules?pageNumber=0', headers.agent)).statusCode).toBe(400);
  });

  it(routeCase('GET /schedules', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await api('GET', '/schedules', headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('GET /schedules', '401'), async () => {
    expect((await api('GET', '/schedules', {})).statusCode).toBe(401);
  });

  notApplicable('GET /schedules', '404', 'a list names no record');
});

describe('one schedule', () => {
  it(routeCase('GET /schedules/{id}', 'success'), async () => {
    const { headers, contact } = await scheduling();
    const schedule = await createSchedule(headers.agent, { body: 'Consulta marcada', contactId: contact.id, sendAt: inSeconds(3600) });
    expect(scheduleSchema.parse((await api('GET', `/schedules/${schedule.id}`, headers.admin)).json()).body).toBe('Consulta marcada');
  });

  it(routeCase('GET /schedules/{id}', '404', 'another company’s schedule, and a colleague’s for an agent'), async () => {
    const mine = await scheduling();
    const other = await scheduling();
    const theirs = await createSchedule(other.headers.agent, { body: 'Agenda alheia', contactId: other.contact.id, sendAt: inSeconds(3600) });
    expect((await api('GET', `/schedules/${theirs.id}`, mine.headers.admin)).statusCode).toBe(404);
    const adminOwn = await createSchedule(mine.headers.admin, { body: 'Agenda do admin', contactId: mine.contact.id, sendAt: inSeconds(3600) });
    expect((await api('GET', `/schedules/${adminOwn.id}`, mine.headers.agent)).statusCode).toBe(404);
    for (const [method, url] of [['PUT', `/schedules/${theirs.id}`], ['DELETE', `/schedules/${theirs.id}`], ['DELETE', `/schedules/${theirs.id}/media-upload`]] as const) {
      expect((await api(method, url, mine.headers.admin, method === 'PUT' ? { body: 'Tentativa alheia' } : undefined)).statusCode).toBe(404);
    }
  });

  it(routeCase('GET /schedules/{id}', '400', 'an id that is no id'), async () => {
    const { headers } = await scheduling();
    expect((await api('GET', '/schedules/abc', headers.agent)).statusCode).toBe(400);
  });

  it(routeCase('GET /schedules/{id}', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await api('GET', '/schedules/1', headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('GET /schedules/{id}', '401'), async () => {
    expect((await api('GET', '/schedules/1', {})).statusCode).toBe(401);
  });

  it(routeCase('PUT /schedules/{id}', '400', 'a body too short'), async () => {
    const { headers, contact } = await scheduling();
    const schedule = await createSchedule(headers.agent, { body: 'Consulta marcada', contactId: contact.id, sendAt: inSeconds(3600) });
    const response = await api('PUT', `/schedules/${schedule.id}`, headers.agent, { body: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject({ body: 'Mensagem muito curta' });
  });

  it(routeCase('PUT /schedules/{id}', '404', 'another company’s schedule'), async () => {
    const mine = await scheduling();
    expect((await api('PUT', '/schedules/2147483000', mine.headers.agent, { body: 'Consulta marcada' })).statusCode).toBe(404);
  });

  it(routeCase('PUT /schedules/{id}', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await api('PUT', '/schedules/1', headers.agent, { body: 'Consulta marcada' })).statusCode).toBe(403);
  });

  it(routeCase('PUT /schedules/{id}', '401'), async () => {
    expect((await api('PUT', '/schedules/1', {}, { body: 'Consulta marcada' })).statusCode).toBe(401);
  });

  it('a sent schedule cannot be saved again: 409 ERR_SCHEDULE_ALREADY_SENT', async () => {
    const kit = await conversationCompany(server);
    const contactId = (await insertContact(server.db, kit.company.id, { number: '5511955550006' })).id;
    const schedule = await createSchedule(kit.agent, { body: 'Já enviada', contactId, sendAt: inSeconds(1) });
    server.clock.advance(1_000);
    await server.runJobs();
    const again = await kit.api('PUT', `/schedules/${schedule.id}`, kit.agent, { body: 'Já enviada de novo', sendAt: inSeconds(3600) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ERR_SCHEDULE_ALREADY_SENT');
  });

  it(routeCase('DELETE /schedules/{id}', '400', 'an id that is no id'), async () => {
    const { headers } = await scheduling();
    expect((await api('DELETE', '/schedules/0', headers.agent)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /schedules/{id}', '404', 'unknown'), async () => {
    const { headers } = await scheduling();
    expect((await api('DELETE', '/schedules/2147483000', headers.agent)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /schedules/{id}', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await api('DELETE', '/schedules/1', headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /schedules/{id}', '401'), async () => {
    expect((await api('DELETE', '/schedules/1', {})).statusCode).toBe(401);
  });
});

describe('attachments', () => {
  it(routeCase('POST /schedules/{id}/media-upload', 'success', 'png kept; DELETE removes it'), async () => {
    const { headers, contact } = await scheduling();
    const schedule = await createSchedule(headers.agent, { body: 'Com imagem', contactId: contact.id, sendAt: inSeconds(3600) });
    const response = await upload(schedule.id, headers.agent, 'foto.png');
    expect(response.statusCode, response.body).toBe(200);
    expect(scheduleSchema.parse(response.json()).mediaName).toBe('foto.png');
    const removed = await api('DELETE', `/schedules/${schedule.id}/media-upload`, headers.agent);
    expect(routeCase('DELETE /schedules/{id}/media-upload', 'success') && removed.statusCode).toBe(200);
    expect(scheduleSchema.parse(removed.json()).mediaPath).toBeNull();
  });

  it(routeCase('POST /schedules/{id}/media-upload', '400', 'only png, jpg and jpeg'), async () => {
    const { headers, contact } = await scheduling();
    const schedule = await createSchedule(headers.agent, { body: 'Com imagem', contactId: contact.id, sendAt: inSeconds(3600) });
    const response = await upload(schedule.id, headers.agent, 'planilha.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ file: 'Envie uma imagem .png, .jpg ou .jpeg' });
  });

  it(routeCase('POST /schedules/{id}/media-upload', '404', 'unknown schedule'), async () => {
    const { headers } = await scheduling();
    expect((await upload(2147483000, headers.agent, 'foto.png')).statusCode).toBe(404);
  });

  it(routeCase('POST /schedules/{id}/media-upload', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await upload(1, headers.agent, 'foto.png')).statusCode).toBe(403);
  });

  it(routeCase('POST /schedules/{id}/media-upload', '401'), async () => {
    expect((await upload(1, {}, 'foto.png')).statusCode).toBe(401);
  });

  it(routeCase('DELETE /schedules/{id}/media-upload', '400', 'an id that is no id'), async () => {
    const { headers } = await scheduling();
    expect((await api('DELETE', '/schedules/x/media-upload', headers.agent)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /schedules/{id}/media-upload', '404', 'unknown schedule'), async () => {
    const { headers } = await scheduling();
    expect((await api('DELETE', '/schedules/2147483000/media-upload', headers.agent)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /schedules/{id}/media-upload', '403', 'the plan has no schedules'), async () => {
    const { headers } = await scheduling({ useSchedules: false });
    expect((await api('DELETE', '/schedules/1/media-upload', headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /schedules/{id}/media-upload', '401'), async () => {
    expect((await api('DELETE', '/schedules/1/media-upload', {})).statusCode).toBe(401);
  });
});

notApplicable('POST /schedules', '404', 'covered above: another company’s contact');
