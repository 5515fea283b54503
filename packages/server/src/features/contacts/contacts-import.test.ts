import { sentSince } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { xlsOf, xlsxOf } from '../../test/sheets.js';
import { contactImportStateSchema, type ContactImportState } from '@prosa/contract';
import { contactIdentities, contacts } from '../../db/schema/index.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import { contactsCompany, insertConnection, insertContact } from './contacts.fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST', url: string, headers: Headers) => server.app.inject({ method, url, headers });

function upload(headers: Headers, data: Buffer, filename = 'contatos.xlsx') {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return server.app.inject({ method: 'POST', url: '/contacts/upload', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

async function finished(headers: Headers, importId: string): Promise<ContactImportState> {
  return waitFor(async () => {
    const state = contactImportStateSchema.parse((await api('GET', `/contacts/upload/${importId}`, headers)).json());
    return state.status !== 'running' && state;
  });
}

describe('POST /contacts/upload', () => {
  it(routeCase('POST /contacts/upload', 'success', 'an .xlsx: creates new, updates known, reports skipped rows, publishes progress and done'), async () => {
    const { company, agent } = await contactsCompany(server);
    const known = await insertContact(server.db, company.id, { name: 'Antigo', number: '5511999990001' });
    const start = server.emitted.length;
    const sheet = await xlsxOf([
      ['Nome', 'Número', 'E-mail'],
      ['Ana Nova', 5511999990001, 'ana@x.com'],
      ['Bia', '(11) 99999-0002', ''],
      ['Sem número', '', ''],
      ['Curto', '123', ''],
    ]);
    const response = await upload(agent, sheet);
    expect(response.statusCode).toBe(200);
    const started = contactImportStateSchema.parse(response.json());
    expect(started.total).toBe(4);
    const done = await finished(agent, started.importId);
    expect(done).toMatchObject({ status: 'done', processed: 4, total: 4, created: 1, updated: 1, skipped: [{ row: 4, reason: 'missing-number' }, { row: 5, reason: 'invalid-number' }] });
    const [updated] = await server.db.select().from(contacts).where(eq(contacts.id, known.id));
    expect(updated).toMatchObject({ name: 'Ana Nova', email: 'ana@x.com' });
    const [bia] = await server.db.select().from(contacts).where(eq(contacts.number, '11999990002'));
    expect(bia?.name).toBe('Bia');
    expect(await server.db.select().from(contactIdentities).where(eq(contactIdentities.contactId, bia!.id))).toMatchObject([{ kind: 'phone', value: '11999990002' }]);
    const events = sentSince(server, start, { companyId: company.id, channel: 'contact' }).map((event) => event.payload);
    expect(events).toContainEqual({ action: 'import-progress', importId: started.importId, processed: 4, total: 4 });
    expect(events).toContainEqual({ action: 'import-done', importId: started.importId, created: 1, updated: 1, skipped: done.skipped });
  });

  it('an .xls (read in a worker thread) imports the same way', async () => {
    const { company, admin } = await contactsCompany(server);
    const started = contactImportStateSchema.parse(
      (
        await upload(
          admin,
          xlsOf([
            ['nome', 'numero', 'email'],
            ['Carla', '5511999990003', 'carla@x.com'],
          ]),
          'contatos.xls',
        )
      ).json(),
    );
    expect(await finished(admin, started.importId)).toMatchObject({ status: 'done', created: 1, skipped: [] });
    expect(await server.db.select({ name: contacts.name }).from(contacts).where(eq(contacts.companyId, company.id))).toEqual([{ name: 'Carla' }]);
  });

  it(routeCase('POST /contacts/upload', '400', 'a file that is not a sheet, or a sheet without a number column'), async () => {
    const { admin } = await contactsCompany(server);
    const notSheet = await upload(admin, Buffer.from('name;number\nAna;5511'), 'contatos.csv');
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().error).toBe('ERR_INVALID_SHEET');
    const noNumber = await upload(admin, await xlsxOf([['nome', 'email'], ['Ana', 'a@x.com']]));
    expect(noNumber.json().error).toBe('ERR_INVALID_SHEET');
    const corrupt = await upload(admin, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]));
    expect(corrupt.json().error).toBe('ERR_INVALID_SHEET');
  });
  it(routeCase('POST /contacts/upload', '401'), async () => {
    expect((await upload({}, await xlsxOf([['numero'], ['5511999990009']]))).statusCode).toBe(401);
  });
  it(routeCase('POST /contacts/upload', '403', 'every role may import (seed 001 lists no gate)'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await upload(agent, await xlsxOf([['numero'], ['5511999990010']]))).statusCode).toBe(200);
  });
  it(routeCase('POST /contacts/upload', '404', 'a number another company holds is created anew in the own company'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const foreign = await insertContact(server.db, b.company.id, { name: 'Deles' });
    const started = contactImportStateSchema.parse((await upload(a.admin, await xlsxOf([['nome', 'numero'], ['Nosso', foreign.number]]))).json());
    expect(await finished(a.admin, started.importId)).toMatchObject({ created: 1, updated: 0 });
    expect((await server.db.select().from(contacts).where(eq(contacts.id, foreign.id)))[0]!.name).toBe('Deles');
  });
});

describe('GET /contacts/upload/{importId}', () => {
  it(routeCase('GET /contacts/upload/{importId}', 'success', 'the state of a finished import'), async () => {
    const { admin } = await contactsCompany(server);
    const started = contactImportStateSchema.parse((await upload(admin, await xlsxOf([['numero'], ['5511999990011']]))).json());
    expect((await finished(admin, started.importId)).created).toBe(1);
  });
  it(routeCase('GET /contacts/upload/{importId}', '404', 'another company’s import'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    const started = (await upload(b.admin, await xlsxOf([['numero'], ['5511999990012']]))).json();
    const response = await api('GET', `/contacts/upload/${started.importId}`, a.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_CONTACT_IMPORT_FOUND');
  });
  it(routeCase('GET /contacts/upload/{importId}', '400', 'not an import id'), async () => {
    const { admin } = await contactsCompany(server);
    expect((await api('GET', '/contacts/upload/abc', admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /contacts/upload/{importId}', '401'), async () => {
    expect((await api('GET', `/contacts/upload/${crypto.randomUUID()}`, {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contacts/upload/{importId}', '403', 'any role of the company may follow its import'), async () => {
    const { admin, agent } = await contactsCompany(server);
    const started = (await upload(admin, await xlsxOf([['numero'], ['5511999990013']]))).json();
    expect((await api('GET', `/contacts/upload/${started.importId}`, agent)).statusCode).toBe(200);
  });
});

describe('POST /contacts/import', () => {
  it(routeCase('POST /contacts/import', 'success', 'a default connection whose session runs nowhere here imports nothing'), async () => {
    const { company, admin } = await contactsCompany(server);
    await insertConnection(server.db, company.id);
    const response = await api('POST', '/contacts/import', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 0 });
  });
  it(routeCase('POST /contacts/import', '404', 'without a default connection (another company’s does not count)'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    await insertConnection(server.db, b.company.id);
    const response = await api('POST', '/contacts/import', a.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_DEF_WAPP_FOUND');
  });
  it(routeCase('POST /contacts/import', '401'), async () => {
    expect((await api('POST', '/contacts/import', {})).statusCode).toBe(401);
  });
  it(routeCase('POST /contacts/import', '403', 'every role may'), async () => {
    const { company, agent } = await contactsCompany(server);
    await insertConnection(server.db, company.id);
    expect((await api('POST', '/contacts/import', agent)).statusCode).toBe(200);
  });
  it(routeCase('POST /contacts/import', '400', 'a body that is not JSON'), async () => {
    const { admin } = await contactsCompany(server);
    const response = await server.app.inject({ method: 'POST', url: '/contacts/import', headers: { ...admin, 'content-type': 'application/json' }, payload: '{' });
    expect(response.statusCode).toBe(400);
  });
});

notApplicable('GET /contacts/export', '400', 'takes no parameters and no body');

describe('GET /contacts/export', () => {
  it(routeCase('GET /contacts/export', 'success', 'text/csv with ; and the header name;number;email'), async () => {
    const { company, admin } = await contactsCompany(server);
    await insertContact(server.db, company.id, { name: 'Silva; Ana', number: '5511999990014', email: 'ana@x.com' });
    const response = await api('GET', '/contacts/export', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body).toBe('name;number;email\r\n"Silva; Ana";5511999990014;ana@x.com\r\n');
  });
  it(routeCase('GET /contacts/export', '404', 'only the own company’s contacts'), async () => {
    const a = await contactsCompany(server);
    const b = await contactsCompany(server);
    await insertContact(server.db, b.company.id);
    expect((await api('GET', '/contacts/export', a.admin)).body).toBe('name;number;email\r\n');
  });
  it(routeCase('GET /contacts/export', '401'), async () => {
    expect((await api('GET', '/contacts/export', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /contacts/export', '403', 'every role may export what the page lists'), async () => {
    const { agent } = await contactsCompany(server);
    expect((await api('GET', '/contacts/export', agent)).statusCode).toBe(200);
  });
});
