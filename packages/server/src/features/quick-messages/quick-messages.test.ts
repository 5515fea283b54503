import { sentDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quickMessagePageSchema, quickMessageSchema, type QuickMessage } from '@prosa/contract';
import { unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { apiOf, companyWithTwoAgents, type Headers } from '../tags/tag-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

async function createQuick(headers: Headers, payload: object = {}): Promise<QuickMessage> {
  const response = await api('POST', '/quick-messages', headers, { shortcode: unique('atalho'), message: 'Olá, tudo bem?', ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return quickMessageSchema.parse(response.json());
}

/** A multipart body with one file part, as the browser's FormData sends it. */
function upload(id: number, headers: Headers, filename = 'tabela de preços.pdf', content = 'conteúdo', field = 'file') {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="typeArch"\r\n\r\nquickMessage\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return server.app.inject({ method: 'POST', url: `/quick-messages/${id}/media-upload`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const shortcodes = (records: QuickMessage[]) => records.map((record) => record.shortcode).sort();

describe('GET /quick-messages', () => {
  it(routeCase('GET /quick-messages', 'success', 'own plus company-wide for agents, everything for admins; search and pages of 20'), async () => {
    const { admin, agent, otherAgent } = await companyWithTwoAgents(server);
    await createQuick(agent.headers, { shortcode: 'meu' });
    await createQuick(otherAgent.headers, { shortcode: 'dele' });
    await createQuick(otherAgent.headers, { shortcode: 'todos', geral: true });
    const agentPage = quickMessagePageSchema.parse((await api('GET', `/quick-messages?userId=${otherAgent.id}`, agent.headers)).json());
    expect(shortcodes(agentPage.records)).toEqual(['meu', 'todos']);
    expect(agentPage).toMatchObject({ count: 2, hasMore: false });
    const adminPage = quickMessagePageSchema.parse((await api('GET', '/quick-messages', admin.headers)).json());
    expect(shortcodes(adminPage.records)).toEqual(['dele', 'meu', 'todos']);
    const search = quickMessagePageSchema.parse((await api('GET', '/quick-messages?searchParam=TOD', agent.headers)).json());
    expect(shortcodes(search.records)).toEqual(['todos']);
    for (let i = 0; i < 20; i++) await createQuick(agent.headers, { shortcode: `m${String(i).padStart(2, '0')}` });
    const first = quickMessagePageSchema.parse((await api('GET', '/quick-messages?pageNumber=1', agent.headers)).json());
    expect(first).toMatchObject({ count: 22, hasMore: true });
    expect(first.records).toHaveLength(20);
    const second = quickMessagePageSchema.parse((await api('GET', '/quick-messages/?pageNumber=2', agent.headers)).json());
    expect(second).toMatchObject({ count: 22, hasMore: false });
    expect(second.records).toHaveLength(2);
  });

  it(routeCase('GET /quick-messages', '400', 'pageNumber starts at 1'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    expect((await api('GET', '/quick-messages?pageNumber=-1', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /quick-messages', '401'), async () => {
    expect((await api('GET', '/quick-messages', {})).statusCode).toBe(401);
  });

  it('another company’s quick messages never appear, even company-wide ones', async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    await createQuick(other.admin.headers, { geral: true });
    expect(quickMessagePageSchema.parse((await api('GET', '/quick-messages', mine.admin.headers)).json()).count).toBe(0);
  });

  notApplicable('GET /quick-messages', '404', 'a list names no record');
  notApplicable('GET /quick-messages', '403', 'every signed-in user lists what they may see');
});

describe('GET /quick-messages/list', () => {
  it(routeCase('GET /quick-messages/list', 'success', 'a bare array of the caller’s own plus company-wide ones, even for admins'), async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    await createQuick(agent.headers, { shortcode: 'privado' });
    await createQuick(admin.headers, { shortcode: 'geral', geral: true });
    await createQuick(admin.headers, { shortcode: 'doadmin' });
    const agentList = z.array(quickMessageSchema).parse((await api('GET', `/quick-messages/list?companyId=1&userId=${admin.id}`, agent.headers)).json());
    expect(shortcodes(agentList)).toEqual(['geral', 'privado']);
    const adminList = z.array(quickMessageSchema).parse((await api('GET', '/quick-messages/list', admin.headers)).json());
    expect(shortcodes(adminList)).toEqual(['doadmin', 'geral']);
  });

  it(routeCase('GET /quick-messages/list', '401'), async () => {
    expect((await api('GET', '/quick-messages/list', {})).statusCode).toBe(401);
  });

  notApplicable('GET /quick-messages/list', '400', 'companyId and userId are accepted and ignored');
  notApplicable('GET /quick-messages/list', '404', 'a list names no record');
  notApplicable('GET /quick-messages/list', '403', 'every signed-in user uses quick replies');
});

describe('GET /quick-messages/{id}', () => {
  it(routeCase('GET /quick-messages/{id}', 'success', 'the author, anyone for a company-wide one'), async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    const own = await createQuick(agent.headers);
    expect(quickMessageSchema.parse((await api('GET', `/quick-messages/${own.id}`, agent.headers)).json())).toEqual(own);
    const shared = await createQuick(otherAgent.headers, { geral: true });
    expect((await api('GET', `/quick-messages/${shared.id}`, agent.headers)).json()).toMatchObject({ id: shared.id, geral: true });
  });

  it(routeCase('GET /quick-messages/{id}', '400'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    expect((await api('GET', '/quick-messages/x', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /quick-messages/{id}', '401'), async () => {
    expect((await api('GET', '/quick-messages/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /quick-messages/{id}', '403', 'another agent’s private quick message'), async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    const theirs = await createQuick(otherAgent.headers);
    const response = await api('GET', `/quick-messages/${theirs.id}`, agent.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });

  it(routeCase('GET /quick-messages/{id}', '404', 'another company’s'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createQuick(other.admin.headers, { geral: true });
    const response = await api('GET', `/quick-messages/${foreign.id}`, mine.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUICK_MESSAGE_FOUND');
  });
});

describe('POST /quick-messages', () => {
  it(routeCase('POST /quick-messages', 'success', 'answers the record with its id; media fields in the body are ignored; a private one is told only to its author and admins'), async () => {
    const { admin, agent, company } = await companyWithTwoAgents(server);
    let created: QuickMessage | undefined;
    const events = await sentDuring(server, { companyId: company.id, channel: 'quickemessage' }, async () => {
      created = await createQuick(agent.headers, { shortcode: 'bomdia', message: 'Bom dia!', isMedia: true, mediaPath: '../company-1/x.pdf' });
    });
    expect(created).toMatchObject({ shortcode: 'bomdia', message: 'Bom dia!', geral: false, status: 'active', userId: agent.id, isMedia: false, mediaPath: null, mediaName: null });
    expect(created!.id).toBeGreaterThan(0);
    expect(events.map((event) => event.to).sort()).toEqual([`user-${admin.id}`, `user-${agent.id}`].sort());
    expect(events[0]!.payload).toEqual({ action: 'create', record: created });
  });

  it('a company-wide one is told to the whole company', async () => {
    const { agent, company } = await companyWithTwoAgents(server);
    const events = await sentDuring(server, { companyId: company.id, channel: 'quickemessage' }, () => createQuick(agent.headers, { geral: true }));
    expect(events).toEqual([{ to: 'company', payload: { action: 'create', record: expect.objectContaining({ geral: true }) } }]);
  });

  it('shortcodes: no user ever sees two with the same one (409 ERR_QUICK_MESSAGE_SHORTCODE_IN_USE)', async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    await createQuick(agent.headers, { shortcode: 'oi' });
    const sameAuthor = await api('POST', '/quick-messages', agent.headers, { shortcode: 'OI', message: 'x' });
    expect(sameAuthor.statusCode).toBe(409);
    expect(sameAuthor.json().error).toBe('ERR_QUICK_MESSAGE_SHORTCODE_IN_USE');
    await createQuick(otherAgent.headers, { shortcode: 'oi' });
    expect((await api('POST', '/quick-messages', otherAgent.headers, { shortcode: 'oi', geral: true })).statusCode).toBe(409);
    await createQuick(otherAgent.headers, { shortcode: 'tchau', geral: true });
    expect((await api('POST', '/quick-messages', agent.headers, { shortcode: 'tchau' })).statusCode).toBe(409);
  });

  it(routeCase('POST /quick-messages', '400', 'shortcode required, with the seed text'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const response = await api('POST', '/quick-messages', agent.headers, { message: 'sem atalho' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ shortcode: 'Obrigatório' });
    expect((await api('POST', '/quick-messages', agent.headers, { shortcode: '   ' })).json().issues).toEqual({ shortcode: 'Obrigatório' });
  });

  it(routeCase('POST /quick-messages', '401'), async () => {
    expect((await api('POST', '/quick-messages', {}, { shortcode: 'x' })).statusCode).toBe(401);
  });

  notApplicable('POST /quick-messages', '403', 'every signed-in user writes quick messages, private or company-wide');
  notApplicable('POST /quick-messages', '404', 'creating refers to no other record');
});

describe('PUT /quick-messages/{id}', () => {
  it(routeCase('PUT /quick-messages/{id}', 'success', 'the author edits; an admin edits anyone’s'), async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    const edited = quickMessageSchema.parse((await api('PUT', `/quick-messages/${record.id}`, agent.headers, { shortcode: 'novo', message: 'Texto novo' })).json());
    expect(edited).toMatchObject({ id: record.id, shortcode: 'novo', message: 'Texto novo', userId: agent.id });
    expect((await api('PUT', `/quick-messages/${record.id}`, admin.headers, { shortcode: 'novo', geral: true })).json()).toMatchObject({ geral: true, userId: agent.id });
  });

  it('turning a company-wide one private removes it from the others and tells its audience', async () => {
    const { admin, agent, company } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers, { geral: true });
    const events = await sentDuring(server, { companyId: company.id, channel: 'quickemessage' }, () => api('PUT', `/quick-messages/${record.id}`, agent.headers, { shortcode: record.shortcode, geral: false }));
    expect(events[0]).toEqual({ to: 'company', payload: { action: 'delete', id: record.id } });
    expect(events.slice(1).map((event) => event.to).sort()).toEqual([`user-${admin.id}`, `user-${agent.id}`].sort());
  });

  it(routeCase('PUT /quick-messages/{id}', '400', 'an empty shortcode'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    const response = await api('PUT', `/quick-messages/${record.id}`, agent.headers, { shortcode: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ shortcode: 'Obrigatório' });
  });

  it(routeCase('PUT /quick-messages/{id}', '401'), async () => {
    expect((await api('PUT', '/quick-messages/1', {}, { shortcode: 'x' })).statusCode).toBe(401);
  });

  it(routeCase('PUT /quick-messages/{id}', '403', 'a supervisor may not edit an agent’s company-wide message'), async () => {
    const { supervisor, agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers, { geral: true });
    const response = await api('PUT', `/quick-messages/${record.id}`, supervisor.headers, { message: 'trocado' });
    expect(response.statusCode).toBe(403);
    expect(quickMessageSchema.parse((await api('GET', `/quick-messages/${record.id}`, agent.headers)).json()).message).toBe(record.message);
  });

  it(routeCase('PUT /quick-messages/{id}', '404', 'another company’s'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createQuick(other.admin.headers);
    expect((await api('PUT', `/quick-messages/${foreign.id}`, mine.admin.headers, { shortcode: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /quick-messages/{id}', () => {
  it(routeCase('DELETE /quick-messages/{id}', 'success', 'the author deletes; the company hears the id of a company-wide one'), async () => {
    const { agent, company } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers, { geral: true });
    const events = await sentDuring(server, { companyId: company.id, channel: 'quickemessage' }, async () => {
      expect((await api('DELETE', `/quick-messages/${record.id}`, agent.headers)).statusCode).toBe(200);
    });
    expect(events).toEqual([{ to: 'company', payload: { action: 'delete', id: record.id } }]);
    expect((await api('GET', `/quick-messages/${record.id}`, agent.headers)).statusCode).toBe(404);
  });

  it('an admin deletes anyone’s', async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    expect((await api('DELETE', `/quick-messages/${record.id}`, admin.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /quick-messages/{id}', '400'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    expect((await api('DELETE', '/quick-messages/1.5', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /quick-messages/{id}', '401'), async () => {
    expect((await api('DELETE', '/quick-messages/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /quick-messages/{id}', '403', 'another agent may not delete a company-wide message'), async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    const record = await createQuick(otherAgent.headers, { geral: true });
    const response = await api('DELETE', `/quick-messages/${record.id}`, agent.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
    expect((await api('GET', `/quick-messages/${record.id}`, agent.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /quick-messages/{id}', '404', 'another company’s stays'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createQuick(other.admin.headers);
    expect((await api('DELETE', `/quick-messages/${foreign.id}`, mine.admin.headers)).statusCode).toBe(404);
    expect((await api('GET', `/quick-messages/${foreign.id}`, other.admin.headers)).statusCode).toBe(200);
  });
});

describe('POST /quick-messages/{id}/media-upload', () => {
  it(routeCase('POST /quick-messages/{id}/media-upload', 'success', 'spaces become underscores; the signed URL serves the file'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    const response = await upload(record.id, agent.headers, 'tabela de preços 2024.pdf', 'PDF-bytes');
    expect(response.statusCode, response.body).toBe(200);
    const saved = quickMessageSchema.parse(response.json());
    expect(saved).toMatchObject({ id: record.id, isMedia: true, mediaName: 'tabela_de_preços_2024.pdf' });
    expect(saved.mediaPath).toMatch(/^\/media\/company-\d+\/.+tabela_de_preos_2024\.pdf\?expires=\d+&signature=/);
    const file = await server.app.inject({ method: 'GET', url: saved.mediaPath!, headers: agent.headers });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('PDF-bytes');
    expect(quickMessageSchema.parse((await api('GET', `/quick-messages/${record.id}`, agent.headers)).json()).mediaName).toBe('tabela_de_preços_2024.pdf');
  });

  it(routeCase('POST /quick-messages/{id}/media-upload', '400', 'no file'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    const response = await upload(record.id, agent.headers, 'vazio.pdf', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ file: 'Obrigatório' });
    expect((await api('POST', `/quick-messages/${record.id}/media-upload`, agent.headers, { file: 'x' })).statusCode).toBe(415);
  });

  it(routeCase('POST /quick-messages/{id}/media-upload', '401'), async () => {
    expect((await upload(1, {})).statusCode).toBe(401);
  });

  it(routeCase('POST /quick-messages/{id}/media-upload', '403', 'another agent’s message'), async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    const record = await createQuick(otherAgent.headers, { geral: true });
    expect((await upload(record.id, agent.headers)).statusCode).toBe(403);
    expect(quickMessageSchema.parse((await api('GET', `/quick-messages/${record.id}`, agent.headers)).json()).mediaName).toBeNull();
  });

  it(routeCase('POST /quick-messages/{id}/media-upload', '404', 'another company’s'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createQuick(other.admin.headers);
    expect((await upload(foreign.id, mine.admin.headers)).statusCode).toBe(404);
  });
});

describe('DELETE /quick-messages/{id}/media-upload', () => {
  it(routeCase('DELETE /quick-messages/{id}/media-upload', 'success', 'the record forgets its attachment'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const record = await createQuick(agent.headers);
    await upload(record.id, agent.headers);
    const response = await api('DELETE', `/quick-messages/${record.id}/media-upload`, agent.headers);
    expect(quickMessageSchema.parse(response.json())).toMatchObject({ isMedia: false, mediaPath: null, mediaName: null });
  });

  it(routeCase('DELETE /quick-messages/{id}/media-upload', '400'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    expect((await api('DELETE', '/quick-messages/abc/media-upload', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /quick-messages/{id}/media-upload', '401'), async () => {
    expect((await api('DELETE', '/quick-messages/1/media-upload', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /quick-messages/{id}/media-upload', '403', 'another agent’s message keeps its file'), async () => {
    const { agent, otherAgent } = await companyWithTwoAgents(server);
    const record = await createQuick(otherAgent.headers, { geral: true });
    await upload(record.id, otherAgent.headers);
    expect((await api('DELETE', `/quick-messages/${record.id}/media-upload`, agent.headers)).statusCode).toBe(403);
    expect(quickMessageSchema.parse((await api('GET', `/quick-messages/${record.id}`, agent.headers)).json()).isMedia).toBe(true);
  });

  it(routeCase('DELETE /quick-messages/{id}/media-upload', '404', 'another company’s'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createQuick(other.admin.headers);
    expect((await api('DELETE', `/quick-messages/${foreign.id}/media-upload`, mine.admin.headers)).statusCode).toBe(404);
  });
});
