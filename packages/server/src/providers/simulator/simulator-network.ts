import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { inboundEvents, simulatorOutbox, whatsappAuthKeys } from '../../db/schema/index.js';

/**
 * The simulated WhatsApp network lives in the database, so every server process sees the same
 * network: which connections are paired (their "credentials") and what the platform sent.
 */
const CREDENTIALS_KEY = 'simulator:paired-number';

export async function pairedNumber(executor: Executor, whatsappId: number): Promise<string | undefined> {
  const [row] = await executor.select({ value: whatsappAuthKeys.value }).from(whatsappAuthKeys).where(and(eq(whatsappAuthKeys.whatsappId, whatsappId), eq(whatsappAuthKeys.key, CREDENTIALS_KEY)));
  return row?.value;
}

export async function pair(executor: Executor, whatsappId: number, number: string): Promise<void> {
  await executor
    .insert(whatsappAuthKeys)
    .values({ whatsappId, key: CREDENTIALS_KEY, value: number })
    .onConflictDoUpdate({ target: [whatsappAuthKeys.whatsappId, whatsappAuthKeys.key], set: { value: number } });
}

export async function unpair(executor: Executor, whatsappId: number): Promise<void> {
  await executor.delete(whatsappAuthKeys).where(and(eq(whatsappAuthKeys.whatsappId, whatsappId), eq(whatsappAuthKeys.key, CREDENTIALS_KEY)));
}

export interface OutboxEntry {
  to: string;
  body: string;
  mediaType: string;
  filename?: string;
  quotedId?: string;
  extra?: Record<string, unknown>;
}

/** Records a send; the same message id sent again (a retry after a crash) is kept once. */
export async function recordSent(executor: Executor, whatsappId: number, entry: OutboxEntry, sentAt: Date, messageId?: string): Promise<string> {
  const providerMessageId = messageId ?? `SIM-OUT-${randomUUID()}`;
  await executor
    .insert(simulatorOutbox)
    .values({ whatsappId, providerMessageId, sentAt, to: entry.to, body: entry.body, mediaType: entry.mediaType, filename: entry.filename, quotedId: entry.quotedId, extra: entry.extra })
    .onConflictDoNothing();
  return providerMessageId;
}

export function outboxSince(executor: Executor, whatsappId: number, since: Date) {
  return executor
    .select()
    .from(simulatorOutbox)
    .where(and(eq(simulatorOutbox.whatsappId, whatsappId), gt(simulatorOutbox.sentAt, since)))
    .orderBy(asc(simulatorOutbox.sentAt), asc(simulatorOutbox.id));
}

/** Whether an id names a message of this connection, sent by us or received from a contact. */
export async function knownMessage(executor: Executor, whatsappId: number, providerMessageId: string, sentByUs?: boolean): Promise<boolean> {
  const sent = await executor.select({ id: simulatorOutbox.id }).from(simulatorOutbox).where(and(eq(simulatorOutbox.whatsappId, whatsappId), eq(simulatorOutbox.providerMessageId, providerMessageId))).limit(1);
  if (sent.length || sentByUs === true) return sent.length > 0;
  const received = await executor
    .select({ id: inboundEvents.id })
    .from(inboundEvents)
    .where(and(eq(inboundEvents.whatsappId, whatsappId), eq(inboundEvents.kind, 'message'), or(eq(inboundEvents.dedupeKey, providerMessageId))))
    .limit(1);
  return received.length > 0;
}

/** Numbers beginning with 000 are "not on WhatsApp". */
export function onWhatsApp(number: string): boolean {
  return /^\d{8,15}$/.test(number) && !number.startsWith('000');
}

/**
 * The simulated phone's contacts: everyone who wrote to this connection or was written to, the way
 * WhatsApp lists the people of an account's chats. Groups are not contacts.
 */
export async function simulatedAddressBook(executor: Executor, whatsappId: number): Promise<{ phone?: string; lid?: string; name?: string }[]> {
  const received = await executor
    .select({ payload: inboundEvents.payload })
    .from(inboundEvents)
    .where(and(eq(inboundEvents.whatsappId, whatsappId), eq(inboundEvents.kind, 'message')))
    .orderBy(asc(inboundEvents.id))
    .limit(10_000);
  const sent = await executor.selectDistinct({ to: simulatorOutbox.to }).from(simulatorOutbox).where(eq(simulatorOutbox.whatsappId, whatsappId)).limit(10_000);
  const book = new Map<string, { phone?: string; lid?: string; name?: string }>();
  for (const { payload } of received) {
    const chat = (payload as { chat?: { kind?: string; peer?: { phone?: string; lid?: string; name?: string } }; fromMe?: boolean }).chat;
    if (chat?.kind !== 'contact' || !chat.peer) continue;
    const key = chat.peer.phone ? `phone:${chat.peer.phone}` : `lid:${chat.peer.lid}`;
    book.set(key, { ...book.get(key), ...chat.peer });
  }
  for (const { to } of sent) if (/^\d{8,15}$/.test(to) && !book.has(`phone:${to}`)) book.set(`phone:${to}`, { phone: to });
  return [...book.values()];
}
