import { and, eq } from 'drizzle-orm';
import { BufferJSON, type WAMessage } from '@whiskeysockets/baileys';
import type { Db } from '../../db/types.js';
import { messages } from '../../db/schema/index.js';
import type { MessageLookup } from './session-options.js';

/**
 * Baileys asks for a message it sent or received when the other side requests a retry and when we
 * quote it. The message store answers: the raw message where one was kept, else the stored text
 * (enough for retries of text and for quotes).
 */
export function storedMessageLookup(db: Db, whatsappId: number): MessageLookup {
  return async (key) => {
    const [row] = await db
      .select({ raw: messages.raw, body: messages.body, fromMe: messages.fromMe })
      .from(messages)
      .where(and(eq(messages.whatsappId, whatsappId), eq(messages.providerMessageId, key.id)))
      .limit(1);
    if (!row) return undefined;
    if (row.raw && typeof row.raw === 'object' && 'message' in row.raw) return JSON.parse(JSON.stringify(row.raw), BufferJSON.reviver) as WAMessage;
    return { key: { id: key.id, remoteJid: key.remoteJid ?? null, fromMe: row.fromMe }, message: { conversation: row.body } } as WAMessage;
  };
}
