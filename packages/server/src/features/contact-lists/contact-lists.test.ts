import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactListItemPageSchema, contactListItemSchema, contactListPageSchema, contactListRecordSchema } from '@prosa/contract';
import { eventsDuring } from '../../test/emitted-events.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { deflatedFiller, xlsxOf, zipOf } from '../../test/sheets.js';
import { MAX_SHEET_EXPANDED_BYTES, MAX_SHEET_ROWS } from '../contacts/sheet-reader.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { companyWithSession, createItem, createList, sheetUpload } from './contact-list-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const company = () => staffedCompany(server);

describe('contact lists', () => {
  it(routeCase('GET /contact-lists', 'success', 'search by name, with contactsCount'), async () => {
    const { headers } = await company();
    const clientes = await createList(api, headers.admin, 'Clientes VIP');
    await createList(api, headers.admin, 'Fornecedores');
    await createItem(api, headers.admin, clientes.id);
    await createItem(api, headers.admin, clientes.id);
    const page = contactListPageSchema.parse((await api('GET', '/contact-lists?searchParam=vip', headers.agent)).json());
    expect(page.records.map((r) => [r.name, r.contactsCount])).toEqual([['Clientes VIP', 2]]);
    expect(page).toMatchObject({ count: 1, hasMore: false });
  });
  it(routeCase('GET /contact-lists', '400', 'pageNumber 0'), async () => {
    expect((await api('GET', '/contact-lists?pageNumber=0', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contact-lists', '401'), async () => {
    expect((await api('GET', '/contact-lists', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contact-lists', '403', 'the plan has no campaigns'), async () => {
    const { headers } = await staffedCompany(server, { useCampaigns: false });
    const response = await api('GET', '/contact-lists', headers.admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
  notApplicable('GET /contact-lists', '404', 'a list names no record');

  it(routeCase('GET /contact-lists/list', 'success', 'every list of the company, never another company’s'), async () => {
    const mine = await company();
    const other = await company();
    await createList(api, other.headers.admin, 'Deles');
    const list = await createList(api, mine.headers.admin, 'Nossa');
    expect(z.array(contactListRecordSchema).parse((await api('GET', '/contact-lists/list?companyId=999', mine.headers.agent)).json()).map((r) => r.id)).toEqual([list.id]);
  });
  it(routeCase('GET /contact-lists/list', '400', 'companyId not an id'), async () => {
    expect((await api('GET', '/contact-lists/list?companyId=x', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contact-lists/list', '401'), async () => {
    expect((await api('GET', '/contact-lists/list', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contact-lists/list', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/contact-lists/list', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });
  notApplicable('GET /contact-lists/list', '404', 'a list names no record');

  it(routeCase('GET /contact-lists/{id}', 'success'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect(contactListRecordSchema.parse((await api('GET', `/contact-lists/${list.id}`, headers.agent)).json())).toEqual(list);
  });
  it(routeCase('GET /contact-lists/{id}', '400'), async () => {
    expect((await api('GET', '/contact-lists/abc', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contact-lists/{id}', '401'), async () => {
    expect((await api('GET', '/contact-lists/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contact-lists/{id}', '404', 'another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    const response = await api('GET', `/contact-lists/${other.id}`, (await company()).headers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_CONTACT_LIST_FOUND');
  });
  it(routeCase('GET /contact-lists/{id}', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/contact-lists/1', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });

  it(routeCase('POST /contact-lists', 'success', 'emits company-{id}-ContactList'), async () => {
    const { company: c, headers } = await company();
    const events = await eventsDuring(server, { companyId: c.id, channel: 'ContactList' }, () => createList(api, headers.admin, 'Nova lista'));
    expect(events).toMatchObject([{ action: 'create', record: { name: 'Nova lista', contactsCount: 0 } }]);
  });
  it(routeCase('POST /contact-lists', '400', 'name 2 to 50'), async () => {
    const { headers } = await company();
    const short = await api('POST', '/contact-lists', headers.admin, { name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toMatchObject({ name: 'Too Short!' });
    expect((await api('POST', '/contact-lists', headers.admin, { name: 'x'.repeat(51) })).json().issues).toMatchObject({ name: 'Too Long!' });
  });
  it(routeCase('POST /contact-lists', '401'), async () => {
    expect((await api('POST', '/contact-lists', {}, { name: 'Lista' })).statusCode).toBe(401);
  });
  it(routeCase('POST /contact-lists', '403', 'plain users do not change lists'), async () => {
    expect((await api('POST', '/contact-lists', (await company()).headers.agent, { name: 'Lista' })).statusCode).toBe(403);
  });
  notApplicable('POST /contact-lists', '404', 'creates a record and names none');

  it(routeCase('PUT /contact-lists/{id}', 'success'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    await createItem(api, headers.admin, list.id);
    expect((await api('PUT', `/contact-lists/${list.id}`, headers.admin, { name: 'Renomeada' })).json()).toMatchObject({ name: 'Renomeada', contactsCount: 1 });
  });
  it(routeCase('PUT /contact-lists/{id}', '400'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect((await api('PUT', `/contact-lists/${list.id}`, headers.admin, { name: '' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /contact-lists/{id}', '401'), async () => {
    expect((await api('PUT', '/contact-lists/1', {}, { name: 'Lista' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /contact-lists/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect((await api('PUT', `/contact-lists/${list.id}`, headers.agent, { name: 'Lista' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /contact-lists/{id}', '404', 'another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    expect((await api('PUT', `/contact-lists/${other.id}`, (await company()).headers.admin, { name: 'Minha' })).statusCode).toBe(404);
  });

  it(routeCase('DELETE /contact-lists/{id}', 'success', 'its items go with it'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    const item = await createItem(api, headers.admin, list.id);
    expect((await api('DELETE', `/contact-lists/${list.id}`, headers.admin)).statusCode).toBe(200);
    expect((await api('GET', `/contact-lists/${list.id}`, headers.admin)).statusCode).toBe(404);
    expect((await api('GET', `/contact-list-items/${item.id}`, headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /contact-lists/{id}', '400'), async () => {
    expect((await api('DELETE', '/contact-lists/0', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /contact-lists/{id}', '401'), async () => {
    expect((await api('DELETE', '/contact-lists/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /contact-lists/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect((await api('DELETE', `/contact-lists/${list.id}`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /contact-lists/{id}', '404', 'another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    expect((await api('DELETE', `/contact-lists/${other.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });
});

describe('contact list items', () => {
  it(routeCase('GET /contact-list-items', 'success', 'one list’s items, searched by name or number'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    const other = await createList(api, headers.admin);
    await createItem(api, headers.admin, list.id, { name: 'Maria Souza', number: '5511999990001' });
    await createItem(api, headers.admin, list.id, { name: 'João', number: '5511999990002' });
    await createItem(api, headers.admin, other.id, { name: 'Maria Outra' });
    const page = contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}&searchParam=MARIA`, headers.agent)).json());
    expect(page.contacts.map((c) => c.name)).toEqual(['Maria Souza']);
    const byNumber = contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}&searchParam=990002`, headers.agent)).json());
    expect(byNumber.contacts.map((c) => c.name)).toEqual(['João']);
  });
  it(routeCase('GET /contact-list-items', '400', 'contactListId is required'), async () => {
    expect((await api('GET', '/contact-list-items', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contact-list-items', '401'), async () => {
    expect((await api('GET', '/contact-list-items?contactListId=1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contact-list-items', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/contact-list-items?contactListId=1', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });
  it(routeCase('GET /contact-list-items', '404', 'another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    expect((await api('GET', `/contact-list-items?contactListId=${other.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('GET /contact-list-items/{id}', 'success'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id, { email: 'Maria@Example.com' });
    expect(contactListItemSchema.parse((await api('GET', `/contact-list-items/${item.id}`, headers.agent)).json())).toMatchObject({ id: item.id, email: 'maria@example.com', isWhatsappValid: null });
  });
  it(routeCase('GET /contact-list-items/{id}', '400'), async () => {
    expect((await api('GET', '/contact-list-items/x', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contact-list-items/{id}', '401'), async () => {
    expect((await api('GET', '/contact-list-items/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contact-list-items/{id}', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/contact-list-items/1', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });
  it(routeCase('GET /contact-list-items/{id}', '404', 'another company’s item'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('GET', `/contact-list-items/${item.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('POST /contact-list-items', 'success', 'stored unchecked, then a background job checks the number through the connected session'), async () => {
    const conv = await companyWithSession(server);
    const list = await createList(api, conv.admin);
    const listEvents = await eventsDuring(server, { companyId: conv.company.id, channel: `ContactListItem-${list.id}` }, async () => {
      const valid = await createItem(api, conv.admin, list.id, { name: 'Válido', number: '5511988887777' });
      const invalid = await createItem(api, conv.admin, list.id, { name: 'Inválido', number: '00011122233' });
      expect([valid.isWhatsappValid, invalid.isWhatsappValid]).toEqual([null, null]);
      await server.runJobs();
    });
    const page = contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}`, conv.admin)).json());
    expect(page.contacts.map((c) => [c.name, c.isWhatsappValid])).toEqual([['Inválido', false], ['Válido', true]]);
    expect(listEvents).toContainEqual(expect.objectContaining({ action: 'update', record: expect.objectContaining({ name: 'Válido', isWhatsappValid: true }) }));
  });
  it(routeCase('POST /contact-list-items', '400', 'name 2–50, number 8–50, valid e-mail'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    const response = await api('POST', '/contact-list-items', headers.admin, { name: 'A', number: '1234', email: 'nope', contactListId: list.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject({ name: 'Too Short!', number: 'Too Short!', email: 'Invalid email' });
    const duplicate = await createItem(api, headers.admin, list.id);
    expect((await api('POST', '/contact-list-items', headers.admin, { name: 'Outro', number: duplicate.number, contactListId: list.id })).statusCode).toBe(409);
  });
  it(routeCase('POST /contact-list-items', '401'), async () => {
    expect((await api('POST', '/contact-list-items', {}, { name: 'Ana', number: '5511999999999', contactListId: 1 })).statusCode).toBe(401);
  });
  it(routeCase('POST /contact-list-items', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect((await api('POST', '/contact-list-items', headers.agent, { name: 'Ana', number: '5511999999999', contactListId: list.id })).statusCode).toBe(403);
  });
  it(routeCase('POST /contact-list-items', '404', 'into another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    expect((await api('POST', '/contact-list-items', (await company()).headers.admin, { name: 'Ana', number: '5511999999999', contactListId: other.id })).statusCode).toBe(404);
  });

  it(routeCase('PUT /contact-list-items/{id}', 'success', 'a new number is checked again'), async () => {
    const conv = await companyWithSession(server);
    const list = await createList(api, conv.admin);
    const item = await createItem(api, conv.admin, list.id, { number: '5511977776666' });
    await server.runJobs();
    const renamed = await api('PUT', `/contact-list-items/${item.id}`, conv.admin, { name: 'Novo nome', number: '5511977776666' });
    expect(renamed.json()).toMatchObject({ name: 'Novo nome', isWhatsappValid: true });
    const moved = await api('PUT', `/contact-list-items/${item.id}`, conv.admin, { name: 'Novo nome', number: '00099998888' });
    expect(moved.json()).toMatchObject({ isWhatsappValid: null });
    await server.runJobs();
    expect((await api('GET', `/contact-list-items/${item.id}`, conv.admin)).json()).toMatchObject({ number: '00099998888', isWhatsappValid: false });
  });
  it(routeCase('PUT /contact-list-items/{id}', '400'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('PUT', `/contact-list-items/${item.id}`, headers.admin, { name: 'Ana', number: 'abc' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /contact-list-items/{id}', '401'), async () => {
    expect((await api('PUT', '/contact-list-items/1', {}, { name: 'Ana', number: '5511999999999' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /contact-list-items/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('PUT', `/contact-list-items/${item.id}`, headers.agent, { name: 'Ana', number: '5511999999999' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /contact-list-items/{id}', '404', 'another company’s item'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('PUT', `/contact-list-items/${item.id}`, (await company()).headers.admin, { name: 'Ana', number: '5511999999999' })).statusCode).toBe(404);
  });

  it(routeCase('DELETE /contact-list-items/{id}', 'success'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('DELETE', `/contact-list-items/${item.id}`, headers.admin)).statusCode).toBe(200);
    expect((await api('GET', `/contact-list-items/${item.id}`, headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /contact-list-items/{id}', 'success', 'the list page hears the new count after an item comes and goes'), async () => {
    const { company: c, headers } = await company();
    const list = await createList(api, headers.admin, 'Contada');
    let itemId = 0;
    const events = await eventsDuring(server, { companyId: c.id, channel: 'ContactList' }, async () => {
      itemId = (await createItem(api, headers.admin, list.id)).id;
      await api('DELETE', `/contact-list-items/${itemId}`, headers.admin);
    });
    expect(events).toMatchObject([
      { action: 'update', record: { id: list.id, name: 'Contada', contactsCount: 1 } },
      { action: 'update', record: { id: list.id, contactsCount: 0 } },
    ]);
  });
  it(routeCase('DELETE /contact-list-items/{id}', '400'), async () => {
    expect((await api('DELETE', '/contact-list-items/-1', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /contact-list-items/{id}', '401'), async () => {
    expect((await api('DELETE', '/contact-list-items/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /contact-list-items/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('DELETE', `/contact-list-items/${item.id}`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /contact-list-items/{id}', '404', 'another company’s item'), async () => {
    const { headers } = await company();
    const item = await createItem(api, headers.admin, (await createList(api, headers.admin)).id);
    expect((await api('DELETE', `/contact-list-items/${item.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });
});

describe('POST /contact-lists/{id}/upload', () => {
  it(routeCase('POST /contact-lists/{id}/upload', 'success', 'accented headers, per-row report, existing numbers updated, numbers checked afterwards'), async () => {
    const conv = await companyWithSession(server);
    const list = await createList(api, conv.admin);
    await createItem(api, conv.admin, list.id, { name: 'Antigo', number: '5511911110000' });
    const sheet = await xlsxOf([
      ['Nome', 'Número', 'E-mail'],
      ['Maria', '(11) 91111-0001', 'maria@example.com'],
      ['Atualizado', '5511911110000', ''],
      ['', '', ''],
      ['Sem número', '', ''],
      ['Email ruim', '5511911110002', 'ruim'],
      ['Fora', '00011110003', ''],
    ]);
    const response = await sheetUpload(server, `/contact-lists/${list.id}/upload`, conv.admin, sheet);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total: 5, created: 2, updated: 1, skipped: [{ row: 5, reason: 'missing-number' }, { row: 6, reason: 'invalid-email' }] });
    await server.runJobs();
    const page = contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}`, conv.admin)).json());
    expect(page.contacts.map((c) => [c.name, c.number, c.isWhatsappValid])).toEqual([
      ['Atualizado', '5511911110000', true],
      ['Fora', '00011110003', false],
      ['Maria', '11911110001', true],
    ]);
  });
  it(routeCase('POST /contact-lists/{id}/upload', '400', 'not a spreadsheet, or no number column'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    const junk = await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.admin, Buffer.from('isto não é planilha'));
    expect(junk.json().error).toBe('ERR_INVALID_SHEET');
    const wrongColumns = await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.admin, await xlsxOf([['Cidade'], ['Recife']]));
    expect(wrongColumns.json().error).toBe('ERR_INVALID_SHEET');
    expect(contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}`, headers.admin)).json()).count).toBe(0);
  });
  it('bad sheets are refused whole with a clear error and leave the list untouched: a zip bomb, a zip that is no spreadsheet, more than 50,000 rows', { timeout: 240_000 }, async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    await createItem(api, headers.admin, list.id, { name: 'Já na lista', number: '5511911119999' });
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', deflated: await deflatedFiller(MAX_SHEET_EXPANDED_BYTES + 1024 * 1024), declaredSize: 2048 }]);
    const bombed = await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.admin, bomb);
    expect([bombed.statusCode, bombed.json().error]).toEqual([400, 'ERR_INVALID_SHEET']);
    const notSheet = await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.admin, zipOf([{ name: 'foto.txt', content: Buffer.from('não é planilha') }]));
    expect([notSheet.statusCode, notSheet.json().error]).toEqual([400, 'ERR_INVALID_SHEET']);
    const tooLong = await xlsxOf([['nome', 'numero'], ...Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => ['', String(5511800000000 + i)])]);
    const refused = await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.admin, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'ERR_SHEET_TOO_MANY_ROWS', message: expect.stringContaining('50.000') });
    const page = contactListItemPageSchema.parse((await api('GET', `/contact-list-items?contactListId=${list.id}`, headers.admin)).json());
    expect(page.contacts.map((item) => item.number)).toEqual(['5511911119999']);
  });
  it(routeCase('POST /contact-lists/{id}/upload', '401'), async () => {
    expect((await sheetUpload(server, '/contact-lists/1/upload', {}, Buffer.from('x'))).statusCode).toBe(401);
  });
  it(routeCase('POST /contact-lists/{id}/upload', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createList(api, headers.admin);
    expect((await sheetUpload(server, `/contact-lists/${list.id}/upload`, headers.agent, await xlsxOf([['numero'], ['5511999999999']]))).statusCode).toBe(403);
  });
  it(routeCase('POST /contact-lists/{id}/upload', '404', 'another company’s list'), async () => {
    const other = await createList(api, (await company()).headers.admin);
    expect((await sheetUpload(server, `/contact-lists/${other.id}/upload`, (await company()).headers.admin, await xlsxOf([['numero'], ['5511999999999']]))).statusCode).toBe(404);
  });
});
