import { expect } from 'vitest';
import { contactListItemSchema, contactListRecordSchema, type ContactListItem, type ContactListRecord } from '@prosa/contract';
import type { Headers } from '../../test/conversation-kit.js';
import { unique } from '../../test/factories.js';
import type { TestServer } from '../../test/test-server.js';
import { type apiOf, staffedCompany } from '../../test/staffed-company.js';
import { fakeSession, insertConnection } from '../contacts/contacts.fixtures.js';

type Api = ReturnType<typeof apiOf>;

export async function createList(api: Api, headers: Headers, name = unique('Lista')): Promise<ContactListRecord> {
  const response = await api('POST', '/contact-lists', headers, { name });
  expect(response.statusCode, response.body).toBe(200);
  return contactListRecordSchema.parse(response.json());
}

export async function createItem(api: Api, headers: Headers, contactListId: number, fields: { name?: string; number?: string; email?: string } = {}): Promise<ContactListItem> {
  const response = await api('POST', '/contact-list-items', headers, { name: unique('Pessoa').slice(0, 40), number: `55119${Math.floor(1e7 + Math.random() * 9e7)}`, contactListId, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return contactListItemSchema.parse(response.json());
}

/** A multipart body with one sheet file, as the browser's FormData sends it. */
export function sheetUpload(server: TestServer, url: string, headers: Headers, data: Buffer, filename = 'contatos.xlsx') {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return server.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/**
 * A staffed company with a CONNECTED connection whose live session (a stand-in) says every number
 * is on WhatsApp except those beginning with 000, as the simulator does.
 */
export async function companyWithSession(server: TestServer) {
  const staffed = await staffedCompany(server);
  const connection = await insertConnection(server.db, staffed.company.id);
  server.fakeSessions.set(connection.id, fakeSession(async (number) => ({ exists: !number.startsWith('000') })));
  return { ...staffed, company: staffed.company, admin: staffed.headers.admin, connection };
}
