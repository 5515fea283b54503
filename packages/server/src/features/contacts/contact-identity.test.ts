import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactCustomFields, contactIdentities, contacts } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { findOrCreateContact, identityValue, linkIdentity } from './contact-identity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const identitiesOf = async (contactId: number) =>
  (await server.db.select({ kind: contactIdentities.kind, value: contactIdentities.value }).from(contactIdentities).where(eq(contactIdentities.contactId, contactId))).sort((a, b) => a.kind.localeCompare(b.kind));

describe('findOrCreateContact', () => {
  it('creates a contact named by the given name, else the number, with its identities', async () => {
    const company = await createCompany(server.db);
    const named = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990001@s.whatsapp.net', lid: '777001@lid', name: 'Ana' }));
    expect(named).toMatchObject({ created: true, contact: { name: 'Ana', number: '5511999990001' } });
    expect(await identitiesOf(named.contact.id)).toEqual([
      { kind: 'lid', value: '777001' },
      { kind: 'phone', value: '5511999990001' },
    ]);
    const unnamed = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990002' }));
    expect(unnamed.contact.name).toBe('5511999990002');
  });

  it('finds the same contact by phone or by lid once they were seen together', async () => {
    const company = await createCompany(server.db);
    const first = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990003', lid: '777003' }));
    const byLid = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { lid: '777003@lid', name: 'Bia' }));
    const byPhone = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990003:12@s.whatsapp.net' }));
    expect(byLid).toMatchObject({ created: false, contact: { id: first.contact.id, name: 'Bia' } });
    expect(byPhone.contact.id).toBe(first.contact.id);
  });

  it('a lid-only contact gets the phone (and its number) when both arrive together', async () => {
    const company = await createCompany(server.db);
    const lidOnly = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { lid: '777004' }));
    expect(lidOnly.contact.number).toBe('');
    const linked = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990004', lid: '777004' }));
    expect(linked).toMatchObject({ created: false, changed: true, contact: { id: lidOnly.contact.id, number: '5511999990004' } });
  });

  it('merges two contacts into the older when a phone and a lid that WhatsApp kept apart meet', async () => {
    const company = await createCompany(server.db);
    const older = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990005', name: 'Carla' }, new Date('2026-01-01T00:00:00Z')));
    const newer = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { lid: '777005', name: 'Carla (lid)' }, new Date('2026-02-01T00:00:00Z')));
    await server.db.insert(contactCustomFields).values({ contactId: newer.contact.id, name: 'CPF', value: '1' });
    const merged = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990005', lid: '777005' }));
    expect(merged).toMatchObject({ contact: { id: older.contact.id, name: 'Carla', number: '5511999990005' }, mergedContactIds: [newer.contact.id] });
    expect(await server.db.select().from(contacts).where(eq(contacts.id, newer.contact.id))).toEqual([]);
    expect(await identitiesOf(older.contact.id)).toEqual([
      { kind: 'lid', value: '777005' },
      { kind: 'phone', value: '5511999990005' },
    ]);
    expect((await server.db.select().from(contactCustomFields).where(eq(contactCustomFields.contactId, older.contact.id))).map((f) => f.name)).toEqual(['CPF']);
  });

  it('groups are their own identity and never match a phone', async () => {
    const company = await createCompany(server.db);
    const group = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { groupId: '120363000000000001@g.us', name: 'Equipe' }));
    expect(group.contact).toMatchObject({ isGroup: true, name: 'Equipe', number: '120363000000000001' });
    const again = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { groupId: '120363000000000001@g.us' }));
    expect(again.contact.id).toBe(group.contact.id);
  });

  it('identities are per company', async () => {
    const [a, b] = await Promise.all([createCompany(server.db), createCompany(server.db)]);
    const inA = await server.db.transaction((tx) => findOrCreateContact(tx, a.id, { phone: '5511999990006' }));
    const inB = await server.db.transaction((tx) => findOrCreateContact(tx, b.id, { phone: '5511999990006' }));
    expect(inB.created).toBe(true);
    expect(inB.contact.id).not.toBe(inA.contact.id);
  });
});

describe('linkIdentity', () => {
  it('links a known phone to a new lid and merges when both are known apart; does nothing when neither is known', async () => {
    const company = await createCompany(server.db);
    expect(await server.db.transaction((tx) => linkIdentity(tx, company.id, { phone: '5511999990007', lid: '777007' }))).toBeNull();
    expect(await server.db.select().from(contactIdentities).where(eq(contactIdentities.companyId, company.id))).toEqual([]);
    const phone = await server.db.transaction((tx) => findOrCreateContact(tx, company.id, { phone: '5511999990007' }));
    const linked = await server.db.transaction((tx) => linkIdentity(tx, company.id, { phone: '5511999990007', lid: '777007@lid' }));
    expect(linked?.contact.id).toBe(phone.contact.id);
    expect(await identitiesOf(phone.contact.id)).toContainEqual({ kind: 'lid', value: '777007' });
  });
});

describe('identityValue', () => {
  it('keeps the user part of a JID, without device suffix', () => {
    expect(identityValue('phone', '5511999990001:3@s.whatsapp.net')).toBe('5511999990001');
    expect(identityValue('lid', '12345@lid')).toBe('12345');
    expect(identityValue('phone', undefined)).toBe('');
  });
});
