import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createCompany } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { storedMessageLookup } from './stored-message-lookup.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('Baileys message lookup from the message store', () => {
  it('answers a stored text (for retries and quotes), the raw message where kept, nothing for unknown ids or other connections', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const connection = await insertConnection(db, company.id);
    const other = await insertConnection(db, company.id, { isDefault: false });
    const contact = await insertContact(db, company.id);
    const ticket = await insertTicket(db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id });
    await insertMessage(db, ticket, { providerMessageId: '3EB0TEXT', body: 'olá mundo', fromMe: true });
    await insertMessage(db, ticket, { providerMessageId: '3EB0RAW', body: 'x', raw: { key: { id: '3EB0RAW', remoteJid: 'a@s.whatsapp.net' }, message: { imageMessage: { caption: 'foto', mediaKey: { type: 'Buffer', data: 'AQID' } } } } });
    const lookup = storedMessageLookup(db, connection.id);
    expect(await lookup({ id: '3EB0TEXT', remoteJid: '5511@s.whatsapp.net' })).toEqual({ key: { id: '3EB0TEXT', remoteJid: '5511@s.whatsapp.net', fromMe: true }, message: { conversation: 'olá mundo' } });
    const raw = await lookup({ id: '3EB0RAW' });
    expect(raw?.message?.imageMessage?.caption).toBe('foto');
    expect(Buffer.isBuffer(raw?.message?.imageMessage?.mediaKey)).toBe(true);
    expect(await lookup({ id: 'UNKNOWN' })).toBeUndefined();
    expect(await storedMessageLookup(db, other.id)({ id: '3EB0TEXT' })).toBeUndefined();
  });
});
