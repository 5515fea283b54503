import { sentSince } from '../../test/emitted-events.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactListSchema, contactOptionSchema, contactSchema } from '@prosa/contract';
import { contactIdentities, contacts } from '../../db/schema/index.js';
import { routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { contactsCompany, fakeSession, insertConnection, insertContact } from './contacts.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.fakeSessions.clear());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const number = () => `55119${Math.floor(1e7 + Math.random() * 9e7)}`;

/** Stand-in live sessions for these connections, for the rest of the test. */
function useSessions(connections: { id: number }[], sessionOf: (whatsappId: number) => ReturnType<typeof fakeSession>) {
  for (const { id } of connections) server.fakeSessions.set(id, sessionOf(id));
}

describe('POST /contacts', () => {
  it(routeCase('POST /contacts', 'success', 'creates with extra info and a phone identity, emits create'), async () => {
    const { company, agent } = await contactsCompany(server);
    const start = server.emitted.length;
    const events = () => sentSince(server, start, { companyId: company.id, channel: 'contact', to: 'company' }).map((event) => event.payload);
    const response = await api('POST', '/contacts', agent, { name: 'Maria', number: '+55 (11) 98888-7777', email: 'Maria@Example.com', extraInfo: [{ name: 'CPF', value: '123' }] });
    expect(response.statusCode).toBe(200);
    const contact = contactSchema.parse(response.json());
    expect(contact).toMatchObject({ name: 'Maria', number: '5511988887777', email: 'maria@example.com', extraInfo: [{ name: 'CPF', value: '123' }] });
    const identities = await server.db.select().from(contactIdentities).where(eq(contactIdentities.contactId, contact.id));
    expect(identities).toMatchObject([{ kind: 'phone', value: '5511988887777', companyId: company.id }]);
    expect(events()).toContainEqual({ action: 'create', contact });
  });

  it(routeCase('POST /contacts', '400', 'the contact form rules of seed 000 §5'), async () => {
    const { admin } = await contactsCompany(server);
    const response = await api('POST', '/contacts', admin, { name: 'A', number: '1234', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ name: 'Too Short!', number: 'Too Short!', email: 'Invalid email' });
    expect((await api('POST', '/contacts', admin, { name: 'x'.repeat(51), number: '1'.repeat(51) })).json().issues).toEqual({ name: 'Too Long!', number: 'Too Long!' });
    expect((await api('POST', '/contacts', admin, { number: number() })).json().issues).toEqual({ name: 'Required' });
  });

  it(routeCase('POST /contacts', '401'), async () => {
    expect((await api('POST', '/contacts', {}, { name: 'Maria', number: number() })).statusCode).toBe(401);
  });

  it(routeCase('POST /contacts', '403', 'every role may add contacts (seed 000 §6 gates only deletion)'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await api('POST', '/contacts', agent, { name: 'Maria', number: number() })).statusCode).toBe(200);
  });

  it(routeCase('POST /contacts', '404', 'another company may hold the same number: numbers are unique per company only'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const shared = number();
    await insertContact(server.db, b.company.id, { number: shared });
    expect((await api('POST', '/contacts', a.admin, { name: 'Maria', number: shared })).statusCode).toBe(200);
  });

  it('a number already in the company answers 409 ERR_DUPLICATED_CONTACT', async () => {
    const { company, admin } = await contactsCompany(server);
    const existing = await insertContact(server.db, company.id);
    const response = await api('POST', '/contacts', admin, { name: 'Outra', number: existing.number });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_DUPLICATED_CONTACT', contactId: existing.id });
  });

  it('checks the number through the default connection: unknown → ERR_WAPP_INVALID_CONTACT, failure → ERR_WAPP_CHECK_CONTACT', async () => {
    const { company, admin } = await contactsCompany(server);
    const other = await insertConnection(server.db, company.id, { isDefault: false });
    const def = await insertConnection(server.db, company.id, { isDefault: true });
    const asked: number[] = [];
    let answer: 'missing' | 'throw' | 'ok' = 'missing';
    useSessions([other, def], (id) =>
      fakeSession(async (n) => {
        asked.push(id);
        if (answer === 'throw') throw new Error('socket closed');
        return answer === 'ok' ? { exists: true, phone: `${n}@s.whatsapp.net`, lid: '99887766@lid' } : { exists: false };
      }),
    );
    const invalid = await api('POST', '/contacts', admin, { name: 'Maria', number: number() });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('ERR_WAPP_INVALID_CONTACT');
    expect(asked).toEqual([def.id]);
    expect(asked).not.toContain(other.id);
    answer = 'throw';
    expect((await api('POST', '/contacts', admin, { name: 'Maria', number: number() })).json().error).toBe('ERR_WAPP_CHECK_CONTACT');
    answer = 'ok';
    const created = await api('POST', '/contacts', admin, { name: 'Maria', number: number() });
    expect(created.statusCode).toBe(200);
    const kinds = await server.db.select({ kind: contactIdentities.kind, value: contactIdentities.value }).from(contactIdentities).where(eq(contactIdentities.contactId, created.json().id));
    expect(kinds).toContainEqual({ kind: 'lid', value: '99887766' });
  });

  it('without a connected session in this process the number is accepted unchecked', async () => {
    const { company, admin } = await contactsCompany(server);
    const disconnected = await insertConnection(server.db, company.id, { status: 'DISCONNECTED' });
    useSessions([disconnected], () => fakeSession(async () => ({ exists: false })));
    expect((await api('POST', '/contacts', admin, { name: 'Maria', number: number() })).statusCode).toBe(200);
  });
});

describe('GET /contacts', () => {
  it(routeCase('GET /contacts', 'success', 'pages of 20 by name, count and hasMore'), async () => {
    const { company, admin } = await contactsCompany(server);
    for (let i = 0; i < 22; i += 1) await insertContact(server.db, company.id, { name: `Pessoa ${String(i).padStart(2, '0')}` });
    const first = contactListSchema.parse((await api('GET', '/contacts?pageNumber=1', admin)).json());
    expect(first.contacts).toHaveLength(20);
    expect(first).toMatchObject({ count: 22, hasMore: true });
    expect(first.contacts[0]!.name).toBe('Pessoa 00');
    const second = contactListSchema.parse((await api('GET', '/contacts/?pageNumber=2', admin)).json());
    expect(second.contacts.map((c) => c.name)).toEqual(['Pessoa 20', 'Pessoa 21']);
    expect(second.hasMore).toBe(false);
  });

  it('searchParam is an accent- and case-insensitive substring of name or number', async () => {
    const { company, admin } = await contactsCompany(server);
    const joao = await insertContact(server.db, company.id, { name: 'João Conceição', number: '5511977776666' });
    await insertContact(server.db, company.id, { name: 'Maria', number: '5521911112222' });
    const search = async (q: string) => contactListSchema.parse((await api('GET', `/contacts?searchParam=${encodeURIComponent(q)}`, admin)).json()).contacts.map((c) => c.id);
    expect(await search('joao')).toEqual([joao.id]);
    expect(await search('CONCEIÇ')).toEqual([joao.id]);
    expect(await search('7777')).toEqual([joao.id]);
    expect(await search('100%')).toEqual([]);
  });

  it('date, dateStart and dateEnd filter the creation day in the company’s time zone', async () => {
    const { company, admin } = await contactsCompany(server);
    // 01:30 UTC on the 10th is still the 9th in São Paulo (UTC−3).
    const late = await insertContact(server.db, company.id, { createdAt: new Date('2026-03-10T01:30:00Z') });
    const next = await insertContact(server.db, company.id, { createdAt: new Date('2026-03-10T15:00:00Z') });
    const ids = async (query: string) => contactListSchema.parse((await api('GET', `/contacts?${query}`, admin)).json()).contacts.map((c) => c.id);
    expect(await ids('date=2026-03-09')).toEqual([late.id]);
    expect(await ids('date=2026-03-10')).toEqual([next.id]);
    expect((await ids('dateStart=2026-03-09&dateEnd=2026-03-10')).sort()).toEqual([late.id, next.id].sort());
  });

  it(routeCase('GET /contacts', '400', 'a malformed pageNumber or date'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('GET', '/contacts?pageNumber=abc', admin)).statusCode).toBe(400);
    expect((await api('GET', '/contacts?date=ontem', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contacts', '401'), async () => {
    expect((await api('GET', '/contacts', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contacts', '404', 'another company’s contacts never appear'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    await insertContact(server.db, b.company.id);
    expect((await api('GET', '/contacts', a.admin)).json()).toMatchObject({ contacts: [], count: 0 });
  });
  it(routeCase('GET /contacts', '403', 'every role may list contacts'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await api('GET', '/contacts', agent)).statusCode).toBe(200);
  });
});

describe('GET /contacts/{id}', () => {
  it(routeCase('GET /contacts/{id}', 'success', 'with the extra info list'), async () => {
    const { admin } = await contactsCompany(server);
    const created = (await api('POST', '/contacts', admin, { name: 'Maria', number: number(), extraInfo: [{ name: 'Empresa', value: 'ACME' }] })).json();
    const found = contactSchema.parse((await api('GET', `/contacts/${created.id}`, admin)).json());
    expect(found.extraInfo).toEqual([{ id: expect.any(Number), name: 'Empresa', value: 'ACME' }]);
  });
  it(routeCase('GET /contacts/{id}', '404', 'another company’s contact'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const foreign = await insertContact(server.db, b.company.id);
    const response = await api('GET', `/contacts/${foreign.id}`, a.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_CONTACT_FOUND');
  });
  it(routeCase('GET /contacts/{id}', '400', 'a non-numeric id'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('GET', '/contacts/abc', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contacts/{id}', '401'), async () => {
    expect((await api('GET', '/contacts/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contacts/{id}', '403', 'every role may open a contact'), async () => {
    const { company, agent } = await contactsCompany(server);
    const row = await insertContact(server.db, company.id);
    expect((await api('GET', `/contacts/${row.id}`, agent)).statusCode).toBe(200);
  });
});

describe('PUT /contacts/{id}', () => {
  it(routeCase('PUT /contacts/{id}', 'success', 'updates fields, replaces the extra info list and moves the phone identity'), async () => {
    const { company, admin } = await contactsCompany(server);
    const created = (await api('POST', '/contacts', admin, { name: 'Maria', number: number(), extraInfo: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }] })).json();
    const newNumber = number();
    const start = server.emitted.length;
    const events = () => sentSince(server, start, { companyId: company.id, channel: 'contact', to: 'company' }).map((event) => event.payload);
    const response = await api('PUT', `/contacts/${created.id}`, admin, { name: 'Maria Silva', number: newNumber, email: '', extraInfo: [{ id: created.extraInfo[0].id, name: 'A', value: '10' }, { name: 'C', value: '3' }] });
    expect(response.statusCode).toBe(200);
    const updated = contactSchema.parse(response.json());
    expect(updated).toMatchObject({ name: 'Maria Silva', number: newNumber });
    expect(updated.extraInfo.map((f) => [f.name, f.value])).toEqual([
      ['A', '10'],
      ['C', '3'],
    ]);
    expect(updated.extraInfo[0]!.id).toBe(created.extraInfo[0].id);
    const phones = await server.db.select({ value: contactIdentities.value }).from(contactIdentities).where(and(eq(contactIdentities.contactId, created.id), eq(contactIdentities.kind, 'phone')));
    expect(phones).toEqual([{ value: newNumber }]);
    expect(events()).toContainEqual({ action: 'update', contact: updated });
  });
  it('another contact’s number answers ERR_DUPLICATED_CONTACT', async () => {
    const { company, admin } = await contactsCompany(server);
    const [a, b] = await Promise.all([insertContact(server.db, company.id), insertContact(server.db, company.id)]);
    const response = await api('PUT', `/contacts/${a.id}`, admin, { name: a.name, number: b.number });
    expect(response.json().error).toBe('ERR_DUPLICATED_CONTACT');
  });
  it('a group keeps its WhatsApp id as number', async () => {
    const { company, admin } = await contactsCompany(server);
    const group = await insertContact(server.db, company.id, { isGroup: true, number: '5511999990000-1600000000', name: 'Equipe' });
    const response = await api('PUT', `/contacts/${group.id}`, admin, { name: 'Equipe Vendas', number: '99999999' });
    expect(contactSchema.parse(response.json())).toMatchObject({ name: 'Equipe Vendas', number: '5511999990000-1600000000' });
  });
  it(routeCase('PUT /contacts/{id}', '400', 'invalid email'), async () => {
    const { company, admin } = await contactsCompany(server);
    const row = await insertContact(server.db, company.id);
    expect((await api('PUT', `/contacts/${row.id}`, admin, { name: 'Maria', number: row.number, email: 'x@' })).json().issues).toEqual({ email: 'Invalid email' });
  });
  it(routeCase('PUT /contacts/{id}', '404', 'another company’s contact'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const foreign = await insertContact(server.db, b.company.id);
    const response = await api('PUT', `/contacts/${foreign.id}`, a.admin, { name: 'Maria', number: foreign.number });
    expect(response.json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await server.db.select().from(contacts).where(eq(contacts.id, foreign.id)))[0]!.name).toBe(foreign.name);
  });
  it(routeCase('PUT /contacts/{id}', '401'), async () => {
    expect((await api('PUT', '/contacts/1', {}, { name: 'Maria', number: number() })).statusCode).toBe(401);
  });
  it(routeCase('PUT /contacts/{id}', '403', 'every role may edit contacts'), async () => {
    const { company, agent } = await contactsCompany(server);
    const row = await insertContact(server.db, company.id);
    expect((await api('PUT', `/contacts/${row.id}`, agent, { name: 'Outro nome', number: row.number })).statusCode).toBe(200);
  });
});

describe('DELETE /contacts/{id}', () => {
  it(routeCase('DELETE /contacts/{id}', 'success', 'removes the contact and its identities, emits delete'), async () => {
    const { company, supervisor } = await contactsCompany(server);
    const row = await insertContact(server.db, company.id);
    const start = server.emitted.length;
    const events = () => sentSince(server, start, { companyId: company.id, channel: 'contact', to: 'company' }).map((event) => event.payload);
    expect((await api('DELETE', `/contacts/${row.id}`, supervisor)).statusCode).toBe(200);
    expect(await server.db.select().from(contactIdentities).where(eq(contactIdentities.contactId, row.id))).toEqual([]);
    expect(events()).toContainEqual({ action: 'delete', contactId: row.id });
  });
  it(routeCase('DELETE /contacts/{id}', '403', 'users lack contacts-page:deleteContact'), async () => {
    const { company, agent } = await contactsCompany(server);
    const row = await insertContact(server.db, company.id);
    const response = await api('DELETE', `/contacts/${row.id}`, agent);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });
  it(routeCase('DELETE /contacts/{id}', '404', 'another company’s contact stays'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const foreign = await insertContact(server.db, b.company.id);
    expect((await api('DELETE', `/contacts/${foreign.id}`, a.admin)).json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect(await server.db.select().from(contacts).where(eq(contacts.id, foreign.id))).toHaveLength(1);
  });
  it(routeCase('DELETE /contacts/{id}', '400', 'a non-numeric id'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('DELETE', '/contacts/x', admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /contacts/{id}', '401'), async () => {
    expect((await api('DELETE', '/contacts/1', {})).statusCode).toBe(401);
  });
});

describe('POST /contacts/findOrCreate', () => {
  it(routeCase('POST /contacts/findOrCreate', 'success', 'finds by number, else creates named by the number'), async () => {
    const { company, agent } = await contactsCompany(server);
    const existing = await insertContact(server.db, company.id);
    expect((await api('POST', '/contacts/findOrCreate', agent, { number: existing.number })).json().id).toBe(existing.id);
    const fresh = number();
    const created = contactSchema.parse((await api('POST', '/contacts/findOrCreate', agent, { number: fresh })).json());
    expect(created).toMatchObject({ name: fresh, number: fresh });
    expect((await api('POST', '/contacts/findOrCreate', agent, { number: fresh, name: 'Outro' })).json().id).toBe(created.id);
  });
  it('links the LID WhatsApp answers with to an existing LID-only contact instead of duplicating it', async () => {
    const { company, admin } = await contactsCompany(server);
    const connection = await insertConnection(server.db, company.id);
    const [lidOnly] = await server.db.insert(contacts).values({ companyId: company.id, name: '123456789012345', number: '' }).returning();
    await server.db.insert(contactIdentities).values({ companyId: company.id, contactId: lidOnly!.id, kind: 'lid', value: '123456789012345' });
    useSessions([connection], () => fakeSession(async (n) => ({ exists: true, phone: n, lid: '123456789012345@lid' })));
    const phone = number();
    const found = contactSchema.parse((await api('POST', '/contacts/findOrCreate', admin, { number: phone, name: 'Ana' })).json());
    expect(found).toMatchObject({ id: lidOnly!.id, number: phone, name: 'Ana' });
  });
  it(routeCase('POST /contacts/findOrCreate', '400', 'a number under 8 digits'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('POST', '/contacts/findOrCreate', admin, { number: '123' })).json().issues).toEqual({ number: 'Too Short!' });
  });
  it(routeCase('POST /contacts/findOrCreate', '401'), async () => {
    expect((await api('POST', '/contacts/findOrCreate', {}, { number: number() })).statusCode).toBe(401);
  });
  it(routeCase('POST /contacts/findOrCreate', '404', 'another company’s contact with that number is not found: a new one is created'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const foreign = await insertContact(server.db, b.company.id);
    const mine = (await api('POST', '/contacts/findOrCreate', a.admin, { number: foreign.number })).json();
    expect(mine.id).not.toBe(foreign.id);
    expect(mine.companyId).toBe(a.company.id);
  });
  it(routeCase('POST /contacts/findOrCreate', '403', 'every role may (new-ticket dialog)'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await api('POST', '/contacts/findOrCreate', agent, { number: number() })).statusCode).toBe(200);
  });
});

describe('GET /contacts/list', () => {
  it(routeCase('GET /contacts/list', 'success', 'a bare array of id, name, number by name'), async () => {
    const { company, admin } = await contactsCompany(server);
    const b = await insertContact(server.db, company.id, { name: 'Bruno' });
    const a = await insertContact(server.db, company.id, { name: 'Ana' });
    const list = z.array(contactOptionSchema).parse((await api('GET', `/contacts/list?companyId=${company.id}`, admin)).json());
    expect(list).toEqual([
      { id: a.id, name: 'Ana', number: a.number },
      { id: b.id, name: 'Bruno', number: b.number },
    ]);
  });
  it(routeCase('GET /contacts/list', '400', 'a non-numeric companyId'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('GET', '/contacts/list?companyId=x', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contacts/list', '401'), async () => {
    expect((await api('GET', '/contacts/list', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contacts/list', '404', 'another company’s id in companyId is ignored'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    await insertContact(server.db, b.company.id);
    expect((await api('GET', `/contacts/list?companyId=${b.company.id}`, a.admin)).json()).toEqual([]);
  });
  it(routeCase('GET /contacts/list', '403', 'every role may'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await api('GET', '/contacts/list', agent)).statusCode).toBe(200);
  });
});
