import { and, eq, inArray, sql } from 'drizzle-orm';
import { BufferJSON, initAuthCreds, proto, type AuthenticationCreds, type SignalDataSet, type SignalDataTypeMap, type SignalKeyStore } from '@whiskeysockets/baileys';
import { whatsappAuthKeys } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { SecretBox } from '../../shared/secret-box.js';

/** The creds row; signal keys are `${category}:${id}`, so no key of a category can collide with it. */
const CREDS_KEY = 'creds';

/**
 * Rows per statement: Baileys uploads ~800 pre-keys at once after pairing, and PostgreSQL allows
 * 65,535 parameters per statement (3 per upserted row).
 */
const CHUNK = 1000;

export interface DbAuthState {
  state: { creds: AuthenticationCreds; keys: SignalKeyStore };
  /** Persists `state.creds` (Baileys mutates that object in place before emitting `creds.update`). */
  saveCreds(): Promise<void>;
  /** Small values of ours that live and die with the credentials (e.g. when the session last opened). */
  meta: {
    get(name: string): Promise<unknown>;
    set(name: string, value: unknown): Promise<void>;
  };
  /** Deletes every credential and key of the connection (logout): the next load starts a new pairing. */
  clear(): Promise<void>;
}

/** Upserts keep the newly sealed value of the conflicting row. */
const excludedValue = sql`excluded.value`;

/** Our own bookkeeping rows (not Baileys keys); `clear()` removes them with the rest. */
const metaKey = (name: string) => `prosa-meta:${name}`;

const rowKey = (category: keyof SignalDataTypeMap, id: string) => `${category}:${id}`;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * A Baileys auth state kept in `whatsapp_auth_keys`, one row per key, every value sealed with the
 * server secret: a copy of the database alone does not hold a WhatsApp session. Baileys writes keys
 * on almost every message, and a lost key write means messages stop reaching people, so each
 * `keys.set` call is one transaction.
 */
export async function loadAuthState(db: Db, whatsappId: number, secretBox: SecretBox): Promise<DbAuthState> {
  const seal = (value: unknown) => secretBox.seal(JSON.stringify(value, BufferJSON.replacer));
  const unseal = (sealed: string): unknown => JSON.parse(secretBox.open(sealed), BufferJSON.reviver);
  const ofConnection = eq(whatsappAuthKeys.whatsappId, whatsappId);

  const [credsRow] = await db
    .select({ value: whatsappAuthKeys.value })
    .from(whatsappAuthKeys)
    .where(and(ofConnection, eq(whatsappAuthKeys.key, CREDS_KEY)));
  const creds = credsRow ? (unseal(credsRow.value) as AuthenticationCreds) : initAuthCreds();

  const keys: SignalKeyStore = {
    async get<T extends keyof SignalDataTypeMap>(category: T, ids: string[]) {
      const found: { [id: string]: SignalDataTypeMap[T] } = {};
      if (ids.length === 0) return found;
      const byRowKey = new Map(ids.map((id) => [rowKey(category, id), id]));
      const rows = await db
        .select({ key: whatsappAuthKeys.key, value: whatsappAuthKeys.value })
        .from(whatsappAuthKeys)
        .where(and(ofConnection, inArray(whatsappAuthKeys.key, [...byRowKey.keys()])));
      for (const row of rows) {
        const id = byRowKey.get(row.key);
        if (id === undefined) continue;
        const value = unseal(row.value);
        // JSON loses the protobuf class; Baileys calls its methods on app-state keys.
        found[id] = (category === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as Record<string, unknown>) : value) as SignalDataTypeMap[T];
      }
      return found;
    },

    async set(data: SignalDataSet) {
      const upserts: { whatsappId: number; key: string; value: string }[] = [];
      const deletes: string[] = [];
      for (const category of Object.keys(data) as (keyof SignalDataTypeMap)[]) {
        for (const [id, value] of Object.entries(data[category] ?? {})) {
          const key = rowKey(category, id);
          if (value === null || value === undefined) deletes.push(key);
          else upserts.push({ whatsappId, key, value: seal(value) });
        }
      }
      if (upserts.length === 0 && deletes.length === 0) return;
      await db.transaction(async (tx) => {
        for (const batch of chunks(upserts)) {
          await tx
            .insert(whatsappAuthKeys)
            .values(batch)
            .onConflictDoUpdate({ target: [whatsappAuthKeys.whatsappId, whatsappAuthKeys.key], set: { value: excludedValue } });
        }
        for (const batch of chunks(deletes)) await tx.delete(whatsappAuthKeys).where(and(ofConnection, inArray(whatsappAuthKeys.key, batch)));
      });
    },

    async clear() {
      await db.delete(whatsappAuthKeys).where(ofConnection);
    },
  };

  const put = async (key: string, plain: unknown) => {
    const value = seal(plain);
    await db
      .insert(whatsappAuthKeys)
      .values({ whatsappId, key, value })
      .onConflictDoUpdate({ target: [whatsappAuthKeys.whatsappId, whatsappAuthKeys.key], set: { value } });
  };

  return {
    state: { creds, keys },
    saveCreds: () => put(CREDS_KEY, creds),
    meta: {
      async get(name) {
        const [row] = await db
          .select({ value: whatsappAuthKeys.value })
          .from(whatsappAuthKeys)
          .where(and(ofConnection, eq(whatsappAuthKeys.key, metaKey(name))));
        return row ? unseal(row.value) : undefined;
      },
      set: (name, value) => put(metaKey(name), value),
    },
    async clear() {
      await db.delete(whatsappAuthKeys).where(ofConnection);
    },
  };
}
