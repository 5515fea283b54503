import { sentDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kanbanTagsSchema, tagPageSchema, tagSchema } from '@prosa/contract';
import { unique } from '../../test/factories.js';
import { contacts, tickets, ticketTags, whatsapps } from '../../db/schema/index.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { apiOf, companyWithTwoAgents, type Headers } from './tag-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

async function createTag(headers: Headers, payload: object = {}) {
  const response = await api('POST', '/tags', headers, { name: unique('Tag'), ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return tagSchema.parse(response.json());
}

describe('GET /tags', () => {
  it(routeCase('GET /tags', 'success', 'pages of 20 with count and hasMore, searched case-insensitively, only the company’s'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    await createTag(other.admin.headers, { name: 'Cliente VIP estrangeiro' });
    for (let i = 0; i < 21; i++) await createTag(admin.headers, { name: `Etiqueta ${String(i).padStart(2, '0')}` });
    await createTag(admin.headers, { name: 'Cliente VIP' });
    const first = tagPageSchema.parse((await api('GET', '/tags?pageNumber=1', admin.headers)).json());
    expect(first).toMatchObject({ count: 22, hasMore: true });
    expect(first.tags).toHaveLength(20);
    expect(first.tags[0]).toMatchObject({ name: 'Cliente VIP', ticketsCount: 0 });
    const second = tagPageSchema.parse((await api('GET', '/tags/?pageNumber=2', admin.headers)).json());
    expect(second).toMatchObject({ count: 22, hasMore: false });
    expect(second.tags.map((tag) => tag.name)).toEqual(['Etiqueta 19', 'Etiqueta 20']);
    const search = tagPageSchema.parse((await api('GET', '/tags?searchParam=vip', admin.headers)).json());
    expect(search.tags.map((tag) => tag.name)).toEqual(['Cliente VIP']);
    const literal = tagPageSchema.parse((await api('GET', `/tags?searchParam=${encodeURIComponent('%')}`, admin.headers)).json());
    expect(literal.count).toBe(0);
  });

  it(routeCase('GET /tags', '400', 'pageNumber starts at 1'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    expect((await api('GET', '/tags?pageNumber=0', agent.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /tags', '401'), async () => {
    expect((await api('GET', '/tags', {})).statusCode).toBe(401);
  });

  notApplicable('GET /tags', '403', 'every signed-in user lists tags (seed 000 §2.2)');
  it('an agent lists the tags of others too', async () => {
    const { agent, admin } = await companyWithTwoAgents(server);
    await createTag(admin.headers);
    expect(tagPageSchema.parse((await api('GET', '/tags', agent.headers)).json()).count).toBe(1);
  });

  notApplicable('GET /tags', '404', 'a list names no record; other companies’ tags are simply absent (success case)');
});

describe('GET /tags/list', () => {
  it(routeCase('GET /tags/list', 'success', 'a bare array of the company’s tags; the client’s companyId is ignored'), async () => {
    const { admin, company } = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    await createTag(other.admin.headers);
    const tag = await createTag(admin.headers);
    const response = await api('GET', `/tags/list?companyId=${other.company.id}`, admin.headers);
    const list = z.array(tagSchema).parse(response.json());
    expect(list.map((t) => t.id)).toEqual([tag.id]);
    expect(list[0]!.companyId).toBe(company.id);
  });

  it(routeCase('GET /tags/list', '401'), async () => {
    expect((await api('GET', '/tags/list', {})).statusCode).toBe(401);
  });

  notApplicable('GET /tags/list', '400', 'no input is validated beyond an ignored companyId');
  notApplicable('GET /tags/list', '404', 'a list names no record');
  notApplicable('GET /tags/list', '403', 'every signed-in user lists tags (the conversation’s tag editor)');
});

describe('GET /tags/kanban', () => {
  it(routeCase('GET /tags/kanban', 'success', 'only kanban tags, under lista'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    const lane = await createTag(admin.headers, { kanban: 1 });
    await createTag(admin.headers, { kanban: 0 });
    const body = kanbanTagsSchema.parse((await api('GET', '/tags/kanban', admin.headers)).json());
    expect(body.lista.map((t) => t.id)).toEqual([lane.id]);
  });

  it(routeCase('GET /tags/kanban', '401'), async () => {
    expect((await api('GET', '/tags/kanban', {})).statusCode).toBe(401);
  });

  notApplicable('GET /tags/kanban', '400', 'takes no input');
  notApplicable('GET /tags/kanban', '404', 'a list names no record');
  notApplicable('GET /tags/kanban', '403', 'every signed-in user reads the lanes');
});

describe('GET /tags/{id}', () => {
  it(routeCase('GET /tags/{id}', 'success'), async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    const tag = await createTag(admin.headers, { color: '#FF0000' });
    expect(tagSchema.parse((await api('GET', `/tags/${tag.id}`, agent.headers)).json())).toMatchObject({ id: tag.id, color: '#FF0000', kanban: 0, ticketsCount: 0 });
  });

  it(routeCase('GET /tags/{id}', '400', 'the id is a number'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    expect((await api('GET', '/tags/abc', admin.headers)).statusCode).toBe(400);
  });

  it(routeCase('GET /tags/{id}', '401'), async () => {
    expect((await api('GET', '/tags/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /tags/{id}', '404', 'another company’s tag'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createTag(other.admin.headers);
    const response = await api('GET', `/tags/${foreign.id}`, mine.admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TAG_FOUND');
  });

  notApplicable('GET /tags/{id}', '403', 'every signed-in user reads the company’s tags');
});

describe('POST /tags', () => {
  it(routeCase('POST /tags', 'success', 'an agent creates with only a name; the default colour, kanban 0 and the creator are stored; the company hears it'), async () => {
    const { agent, company } = await companyWithTwoAgents(server);
    let created: z.infer<typeof tagSchema> | undefined;
    const events = await sentDuring(server, { companyId: company.id, channel: 'tag' }, async () => {
      created = await createTag(agent.headers, { name: 'Urgente' });
    });
    expect(created).toMatchObject({ name: 'Urgente', color: '#5C59A0', kanban: 0, userId: agent.id, ticketsCount: 0 });
    expect(events).toEqual([{ to: 'company', payload: { action: 'create', tag: created } }]);
  });

  it('admins and supervisors create kanban lanes (1 or true)', async () => {
    const { admin, supervisor } = await companyWithTwoAgents(server);
    expect((await createTag(admin.headers, { kanban: 1 })).kanban).toBe(1);
    expect((await createTag(supervisor.headers, { kanban: true })).kanban).toBe(1);
  });

  it('a name already used in the company (any case) answers 409 ERR_TAG_ALREADY_EXISTS; another company may use it', async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    await createTag(admin.headers, { name: 'Financeiro' });
    const response = await api('POST', '/tags', agent.headers, { name: 'FINANCEIRO' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_TAG_ALREADY_EXISTS');
    await createTag(other.admin.headers, { name: 'Financeiro' });
  });

  it(routeCase('POST /tags', '400', 'name required and at least 3, with the seed texts'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    const short = await api('POST', '/tags', admin.headers, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual({ name: 'Mensagem muito curta' });
    expect((await api('POST', '/tags', admin.headers, { name: '  ' })).json().issues).toEqual({ name: 'Obrigatório' });
    expect((await api('POST', '/tags', admin.headers, {})).json().issues).toEqual({ name: 'Obrigatório' });
    expect((await api('POST', '/tags', admin.headers, { name: 'Boa', kanban: 2 })).statusCode).toBe(400);
  });

  it(routeCase('POST /tags', '401'), async () => {
    expect((await api('POST', '/tags', {}, { name: 'Teste' })).statusCode).toBe(401);
  });

  it(routeCase('POST /tags', '403', 'an agent may not create a kanban lane'), async () => {
    const { agent } = await companyWithTwoAgents(server);
    const response = await api('POST', '/tags', agent.headers, { name: 'Minha lane', kanban: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
    expect(z.array(tagSchema).parse((await api('GET', '/tags/list', agent.headers)).json())).toEqual([]);
  });

  notApplicable('POST /tags', '404', 'creating refers to no other record');
});

describe('PUT /tags/{id}', () => {
  it(routeCase('PUT /tags/{id}', 'success', 'the creator renames and recolours; a supervisor turns it into a lane; the company hears it'), async () => {
    const { agent, supervisor, company } = await companyWithTwoAgents(server);
    const tag = await createTag(agent.headers);
    const renamed = tagSchema.parse((await api('PUT', `/tags/${tag.id}`, agent.headers, { name: 'Renomeada', color: '#00FF00', kanban: 0 })).json());
    expect(renamed).toMatchObject({ id: tag.id, name: 'Renomeada', color: '#00FF00', kanban: 0 });
    const events = await sentDuring(server, { companyId: company.id, channel: 'tag' }, async () => {
      expect((await api('PUT', `/tags/${tag.id}/`, supervisor.headers, { kanban: 1 })).json()).toMatchObject({ kanban: 1, name: 'Renomeada' });
    });
    expect(events).toEqual([{ to: 'company', payload: { action: 'update', tag: expect.objectContaining({ id: tag.id, kanban: 1 }) } }]);
    expect(tagSchema.parse((await api('GET', `/tags/${tag.id}`, agent.headers)).json()).kanban).toBe(1);
  });

  it('renaming onto another tag’s name answers 409', async () => {
    const { admin } = await companyWithTwoAgents(server);
    await createTag(admin.headers, { name: 'Primeira' });
    const second = await createTag(admin.headers, { name: 'Segunda' });
    const response = await api('PUT', `/tags/${second.id}`, admin.headers, { name: 'primeira' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_TAG_ALREADY_EXISTS');
  });

  it(routeCase('PUT /tags/{id}', '400', 'a name shorter than 3'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    const tag = await createTag(admin.headers);
    const response = await api('PUT', `/tags/${tag.id}`, admin.headers, { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ name: 'Mensagem muito curta' });
  });

  it(routeCase('PUT /tags/{id}', '401'), async () => {
    expect((await api('PUT', '/tags/1', {}, { name: 'Teste' })).statusCode).toBe(401);
  });

  it(routeCase('PUT /tags/{id}', '403', 'an agent may not edit another’s tag nor change the kanban flag of their own'), async () => {
    const { admin, agent } = await companyWithTwoAgents(server);
    const adminTag = await createTag(admin.headers);
    const notMine = await api('PUT', `/tags/${adminTag.id}`, agent.headers, { name: 'Tomada' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe('ERR_NO_PERMISSION');
    const own = await createTag(agent.headers);
    expect((await api('PUT', `/tags/${own.id}`, agent.headers, { kanban: 1 })).statusCode).toBe(403);
    expect(tagSchema.parse((await api('GET', `/tags/${own.id}`, agent.headers)).json()).kanban).toBe(0);
    expect(tagSchema.parse((await api('GET', `/tags/${adminTag.id}`, agent.headers)).json()).name).toBe(adminTag.name);
  });

  it(routeCase('PUT /tags/{id}', '404', 'another company’s tag'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createTag(other.admin.headers);
    const response = await api('PUT', `/tags/${foreign.id}`, mine.admin.headers, { name: 'Invasão' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_TAG_FOUND');
  });
});

describe('DELETE /tags/{id}', () => {
  it(routeCase('DELETE /tags/{id}', 'success', 'an admin deletes an agent’s tag; the company hears the id'), async () => {
    const { admin, agent, company } = await companyWithTwoAgents(server);
    const tag = await createTag(agent.headers);
    const events = await sentDuring(server, { companyId: company.id, channel: 'tag' }, async () => {
      expect((await api('DELETE', `/tags/${tag.id}`, admin.headers)).statusCode).toBe(200);
    });
    expect(events).toEqual([{ to: 'company', payload: { action: 'delete', tagId: tag.id } }]);
    expect((await api('GET', `/tags/${tag.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('the creator deletes their own tag', async () => {
    const { agent } = await companyWithTwoAgents(server);
    const tag = await createTag(agent.headers);
    expect((await api('DELETE', `/tags/${tag.id}`, agent.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /tags/{id}', '400', 'the id is a number'), async () => {
    const { admin } = await companyWithTwoAgents(server);
    expect((await api('DELETE', '/tags/0', admin.headers)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /tags/{id}', '401'), async () => {
    expect((await api('DELETE', '/tags/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /tags/{id}', '403', 'an agent may not delete another’s tag'), async () => {
    const { supervisor, agent } = await companyWithTwoAgents(server);
    const tag = await createTag(supervisor.headers);
    const response = await api('DELETE', `/tags/${tag.id}`, agent.headers);
    expect(response.statusCode).toBe(403);
    expect((await api('GET', `/tags/${tag.id}`, agent.headers)).statusCode).toBe(200);
  });

  it(routeCase('DELETE /tags/{id}', '404', 'another company’s tag stays'), async () => {
    const mine = await companyWithTwoAgents(server);
    const other = await companyWithTwoAgents(server);
    const foreign = await createTag(other.admin.headers);
    expect((await api('DELETE', `/tags/${foreign.id}`, mine.admin.headers)).statusCode).toBe(404);
    expect((await api('GET', `/tags/${foreign.id}`, other.admin.headers)).statusCode).toBe(200);
  });
});

describe('ticketsCount', () => {
  it('counts the tickets carrying each tag in the list, the kanban lanes and the record', async () => {
    const { company, admin } = await companyWithTwoAgents(server);
    const vip = await createTag(admin.headers, { name: 'VIP contado', kanban: 1 });
    const idle = await createTag(admin.headers, { name: 'Sem tickets' });
    const [whatsapp] = await server.db.insert(whatsapps).values({ companyId: company.id, name: 'Sim', provider: 'simulator', token: unique('tok') }).returning();
    for (const number of ['5511900000101', '5511900000102']) {
      const [contact] = await server.db.insert(contacts).values({ companyId: company.id, name: number, number }).returning();
      const [ticket] = await server.db.insert(tickets).values({ companyId: company.id, contactId: contact!.id, whatsappId: whatsapp!.id }).returning();
      await server.db.insert(ticketTags).values({ ticketId: ticket!.id, tagId: vip.id });
    }
    const page = tagPageSchema.parse((await api('GET', '/tags', admin.headers)).json());
    expect(Object.fromEntries(page.tags.map((tag) => [tag.name, tag.ticketsCount]))).toEqual({ 'VIP contado': 2, 'Sem tickets': 0 });
    expect(kanbanTagsSchema.parse((await api('GET', '/tags/kanban', admin.headers)).json()).lista.find((tag) => tag.id === vip.id)?.ticketsCount).toBe(2);
    expect((await api('GET', `/tags/${vip.id}`, admin.headers)).json().ticketsCount).toBe(2);
    expect((await api('GET', `/tags/${idle.id}`, admin.headers)).json().ticketsCount).toBe(0);
  });
});
