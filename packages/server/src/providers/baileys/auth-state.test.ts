import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { initAuthCreds, proto, type SignalDataTypeMap } from '@whiskeysockets/baileys';
import type { Database } from '../../db/client.js';
import { whatsappAuthKeys } from '../../db/schema/index.js';
import { SecretBox } from '../../shared/secret-box.js';
import { openTestDatabase } from '../../test/test-database.js';
import { loadAuthState } from './auth-state.js';
import { createConnection } from './test-support.js';

let database: Database;
const secretBox = new SecretBox('test-server-secret', 'whatsapp-auth');

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const rowsOf = (whatsappId: number) => database.db.select().from(whatsappAuthKeys).where(eq(whatsappAuthKeys.whatsappId, whatsappId));

/** One value of every category Baileys 7 stores, in the types it hands to `keys.set`. */
function oneOfEach(): { [T in keyof SignalDataTypeMap]: SignalDataTypeMap[T] } {
  return {
    'pre-key': { public: Buffer.from('pre-public'), private: Buffer.from('pre-private') },
    session: Buffer.from('session-record'),
    'sender-key': Buffer.from('sender-key-record'),
    'sender-key-memory': { '5511987654321@s.whatsapp.net': true },
    'app-state-sync-key': proto.Message.AppStateSyncKeyData.fromObject({ keyData: Buffer.from('app-key'), timestamp: 1763712000 }),
    'app-state-sync-version': { version: 3, hash: Buffer.alloc(128, 7), indexValueMap: { abc: { valueMac: Buffer.from('mac') } } },
    'lid-mapping': '123456789012345@lid',
    'device-list': ['0', '12', '27'],
    tctoken: { token: Buffer.from('trusted-contact-token'), timestamp: '1763712000', senderTimestamp: 1763712000 },
    'identity-key': Buffer.from('identity-key'),
  };
}

describe('loadAuthState', () => {
  it('starts from new credentials and restores them, Buffers included, after saveCreds', async () => {
    const whatsappId = await createConnection(database.db);
    const first = await loadAuthState(database.db, whatsappId, secretBox);
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.me = { id: '5511900000000:3@s.whatsapp.net', lid: '987654321098765:3@lid', name: 'Loja' };
    await first.saveCreds();

    const again = await loadAuthState(database.db, whatsappId, secretBox);
    expect(again.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true);
    expect(Buffer.isBuffer(again.state.creds.signedPreKey.signature)).toBe(true);
    expect(again.state.creds.registrationId).toBe(first.state.creds.registrationId);
    expect(again.state.creds.me?.lid).toBe('987654321098765:3@lid');
  });

  it('stores and returns every key category, including lid-mapping, device-list and tctoken', async () => {
    const whatsappId = await createConnection(database.db);
    const { state } = await loadAuthState(database.db, whatsappId, secretBox);
    const values = oneOfEach();
    const categories = Object.keys(values) as (keyof SignalDataTypeMap)[];
    await state.keys.set(Object.fromEntries(categories.map((category) => [category, { 'id-1': values[category] }])));

    const reloaded = (await loadAuthState(database.db, whatsappId, secretBox)).state.keys;
    for (const category of categories) {
      const found = await reloaded.get(category, ['id-1']);
      expect(found, category).toEqual({ 'id-1': values[category] });
    }
    // Baileys calls protobuf methods on app-state keys: a plain object would break it.
    const appKey = (await reloaded.get('app-state-sync-key', ['id-1']))['id-1'];
    expect(appKey).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.isBuffer((await reloaded.get('tctoken', ['id-1']))['id-1']?.token)).toBe(true);
  });

  it('answers only the ids it has, and a null value deletes', async () => {
    const whatsappId = await createConnection(database.db);
    const { keys } = (await loadAuthState(database.db, whatsappId, secretBox)).state;
    const key = (n: number) => ({ public: Buffer.from(`public-${n}`), private: Buffer.from(`private-${n}`) });
    await keys.set({ 'pre-key': { '1': key(1), '2': key(2) } });

    expect(await keys.get('pre-key', ['1', '2', '3'])).toEqual({ '1': key(1), '2': key(2) });
    expect(await keys.get('pre-key', [])).toEqual({});
    // Same id, other category: categories do not leak into each other.
    expect(await keys.get('session', ['1'])).toEqual({});

    await keys.set({ 'pre-key': { '1': null, '2': key(22) } });
    expect(await keys.get('pre-key', ['1', '2'])).toEqual({ '2': key(22) });
  });

  it('writes one keys.set call in one transaction: a failing row undoes the rows before it', async () => {
    const whatsappId = await createConnection(database.db);
    const { keys } = (await loadAuthState(database.db, whatsappId, secretBox)).state;
    // 1,500 rows span two statements; PostgreSQL refuses the NUL byte in the last key's id.
    const batch: Record<string, Uint8Array> = {};
    for (let i = 0; i < 1500; i++) batch[String(i)] = Buffer.from(`session-${i}`);
    batch['bad\u0000id'] = Buffer.from('x');
    await expect(keys.set({ session: batch })).rejects.toThrow();
    expect(await rowsOf(whatsappId)).toEqual([]);

    delete batch['bad\u0000id'];
    await keys.set({ session: batch });
    expect(await rowsOf(whatsappId)).toHaveLength(1500);
  });

  it('stores every value sealed, never as readable JSON', async () => {
    const whatsappId = await createConnection(database.db);
    const auth = await loadAuthState(database.db, whatsappId, secretBox);
    await auth.saveCreds();
    await auth.state.keys.set({ 'lid-mapping': { '5511987654321': '123456789012345' }, 'pre-key': { '9': { public: Buffer.from('pub'), private: Buffer.from('priv') } } });
    await auth.meta.set('last-open', '2025-11-21T08:00:00.000Z');

    const rows = await rowsOf(whatsappId);
    expect(rows.map((row) => row.key).sort()).toEqual(['creds', 'lid-mapping:5511987654321', 'pre-key:9', 'prosa-meta:last-open']);
    for (const row of rows) {
      expect(row.value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.value).not.toContain('Buffer');
      expect(row.value).not.toContain('123456789012345');
      expect(() => JSON.parse(row.value) as unknown).toThrow();
    }
    // Sealed with the server secret: another secret cannot read the credentials.
    await expect(loadAuthState(database.db, whatsappId, new SecretBox('other-secret', 'whatsapp-auth'))).rejects.toThrow();
  });

  it('keeps small values of our own next to the keys', async () => {
    const whatsappId = await createConnection(database.db);
    const auth = await loadAuthState(database.db, whatsappId, secretBox);
    expect(await auth.meta.get('last-open')).toBeUndefined();
    await auth.meta.set('last-open', '2025-11-21T08:00:00.000Z');
    await auth.meta.set('last-open', '2025-11-21T09:00:00.000Z');
    expect(await (await loadAuthState(database.db, whatsappId, secretBox)).meta.get('last-open')).toBe('2025-11-21T09:00:00.000Z');
  });

  it('clear() removes every credential and key of this connection only', async () => {
    const whatsappId = await createConnection(database.db);
    const otherId = await createConnection(database.db);
    const auth = await loadAuthState(database.db, whatsappId, secretBox);
    const other = await loadAuthState(database.db, otherId, secretBox);
    for (const each of [auth, other]) {
      await each.saveCreds();
      await each.state.keys.set({ session: { a: Buffer.from('s') }, 'device-list': { '5511987654321': ['0'] } });
      await each.meta.set('last-open', 'x');
    }

    await auth.clear();
    expect(await rowsOf(whatsappId)).toEqual([]);
    expect(await rowsOf(otherId)).toHaveLength(4);
    const fresh = await loadAuthState(database.db, whatsappId, secretBox);
    expect(Buffer.from(fresh.state.creds.noiseKey.private).equals(Buffer.from(auth.state.creds.noiseKey.private))).toBe(false);
    expect(await fresh.meta.get('last-open')).toBeUndefined();
  });

  it('starts with creds equal in shape to initAuthCreds', async () => {
    const whatsappId = await createConnection(database.db);
    const { creds } = (await loadAuthState(database.db, whatsappId, secretBox)).state;
    expect(Object.keys(creds).sort()).toEqual(Object.keys(initAuthCreds()).sort());
  });
});
