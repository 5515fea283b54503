import { and, eq, sql } from 'drizzle-orm';
import { cleanDeep, MESSAGE_BODY_MAX } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/types.js';
import { DEFAULT_MAX_ATTEMPTS, upsertKeyedJobsFrom } from '../jobs/index.js';
import { placeholder as param, preparedStatement } from '../db/prepared-statement.js';
import { faultPoint } from '../shared/faults.js';
import { inboundEvents } from '../db/schema/index.js';
import type { CallEvent, IdentityPair, InboundMessage, MessageUpdate, PeerId } from './provider-types.js';

export interface IntakeTarget {
  companyId: number;
  whatsappId: number;
}

export type IntakeEvent =
  | { kind: 'message'; message: InboundMessage }
  | { kind: 'update'; update: MessageUpdate }
  | { kind: 'call'; call: CallEvent }
  | { kind: 'identity'; identity: IdentityPair };

function peerKey(peer: PeerId): string {
  return peer.lid ? `lid:${peer.lid}` : `phone:${peer.phone ?? 'unknown'}`;
}

/** Events of one chat are processed in order; this names the chat. */
export function chatKeyOf(event: IntakeEvent): string {
  if (event.kind === 'message') return event.message.chat.kind === 'group' ? `group:${event.message.chat.groupId}` : peerKey(event.message.chat.peer);
  if (event.kind === 'call') return peerKey(event.call.from);
  if (event.kind === 'identity') return `lid:${event.identity.lid}`;
  return `message:${event.update.providerMessageId}`;
}

/** Messages dedupe on the provider id; updates on id, kind and value (an ack 3 then 4 are two events). */
export function dedupeKeyOf(event: IntakeEvent): string {
  if (event.kind === 'message') return event.message.providerMessageId;
  if (event.kind === 'call') return event.call.callId;
  if (event.kind === 'identity') return `${event.identity.phone}=${event.identity.lid}`;
  const { update } = event;
  switch (update.kind) {
    case 'ack':
      return `${update.providerMessageId}:ack:${update.ack}`;
    case 'edit':
      return `${update.providerMessageId}:edit:${update.timestamp}:${update.body.length}`;
    case 'revoke':
      return `${update.providerMessageId}:revoke`;
    case 'reaction':
      return `${update.providerMessageId}:reaction:${peerKey(update.sender)}:${update.timestamp}:${update.emoji}`;
  }
}

export const PROCESS_CHAT_JOB = 'process-chat';

/**
 * Stores an event and enqueues its chat's job in one statement (a round trip and a transaction's
 * BEGIN and COMMIT fewer per inbound event than two statements in a transaction; atomic all the
 * same). Its chat: an edit, revoke or reaction of a message we received joins that message's chat,
 * so it is processed after the message itself, never before (`receivedMessageId`, null for other
 * events); updates of our own messages (stored when sent) keep their own key (`chatKey`). A
 * duplicate inserts nothing, so it enqueues nothing and answers no row.
 */
const storeEventWithJob = preparedStatement('inbound_store_event_with_job', (db) => {
  const receivedChat = db
    .select({ chatKey: inboundEvents.chatKey })
    .from(inboundEvents)
    .where(and(eq(inboundEvents.whatsappId, param('whatsappId')), eq(inboundEvents.kind, 'message'), eq(inboundEvents.dedupeKey, param('receivedMessageId'))));
  const stored = db.$with('stored').as(
    db
      .insert(inboundEvents)
      .values({
        companyId: param('companyId'),
        whatsappId: param('whatsappId'),
        kind: param('kind'),
        dedupeKey: param('dedupeKey'),
        chatKey: sql`coalesce((${receivedChat}), ${param('chatKey')}::text)`,
        payload: param('payload'),
        receivedAt: param('receivedAt'),
      })
      .onConflictDoNothing()
      .returning({ id: inboundEvents.id, companyId: inboundEvents.companyId, whatsappId: inboundEvents.whatsappId, chatKey: inboundEvents.chatKey, receivedAt: inboundEvents.receivedAt }),
  );
  // The chat's job, one at a time per chat (its dedupe key `chat:<whatsappId>:<chatKey>`), with the
  // payload process-chat.job.ts parses.
  const enqueued = db.$with('enqueued', { id: sql<number>`id` }).as(
    upsertKeyedJobsFrom(sql`select ${PROCESS_CHAT_JOB}::text, company_id,
        jsonb_build_object('companyId', company_id, 'whatsappId', whatsapp_id, 'chatKey', chat_key),
        received_at, 'chat:' || whatsapp_id || ':' || chat_key, null::int, ${DEFAULT_MAX_ATTEMPTS}::int
      from stored`),
  );
  return db.with(stored, enqueued).select({ id: stored.id }).from(stored);
});

/**
 * What a provider delivered, made storable: text cleaned (no NUL, no lone surrogates), a body cut
 * at WhatsApp's length limit and a timestamp that is not a real instant replaced by the time it
 * arrived, so the database never refuses a customer's message.
 */
function storableEvent(event: IntakeEvent, now: Date): IntakeEvent {
  const cleaned = cleanDeep(event);
  const payload = (cleaned.kind === 'message' ? cleaned.message : cleaned.kind === 'update' ? cleaned.update : cleaned.kind === 'call' ? cleaned.call : {}) as { timestamp?: string; body?: string };
  if (payload.timestamp !== undefined && !isStorableInstant(payload.timestamp)) payload.timestamp = now.toISOString();
  // WhatsApp's own limit; past it the word index of the body could not be built.
  if (typeof payload.body === 'string' && payload.body.length > MESSAGE_BODY_MAX) payload.body = payload.body.slice(0, MESSAGE_BODY_MAX);
  return cleaned;
}

function isStorableInstant(value: string): boolean {
  const time = new Date(value).getTime();
  return Number.isFinite(time) && time > Date.UTC(1970, 0, 2) && time < Date.UTC(9999, 0, 1);
}

/**
 * Stores an inbound provider event before anything acts on it,
 * together with the job that will process its chat, so a crash after this commit loses nothing.
 * The same event delivered twice is stored once. Answers whether it was new.
 */
export async function storeInbound(db: Db, target: IntakeTarget, rawEvent: IntakeEvent, now: Date): Promise<{ stored: boolean; id?: number }> {
  const event = storableEvent(rawEvent, now);
  const payload = event.kind === 'message' ? event.message : event.kind === 'update' ? event.update : event.kind === 'call' ? event.call : event.identity;
  const rows = await storeEventWithJob(db, {
    companyId: target.companyId,
    whatsappId: target.whatsappId,
    kind: event.kind,
    dedupeKey: dedupeKeyOf(event),
    chatKey: chatKeyOf(event),
    receivedMessageId: event.kind === 'update' ? event.update.providerMessageId : null,
    payload,
    receivedAt: now,
  });
  const stored = rows.length === 1;
  if (stored) faultPoint('after-inbound-stored');
  return { stored, id: rows[0]?.id };
}

/** Stores a provider event (`storeInbound`) and, when it was new, wakes this process's job runner. */
export async function receiveInbound(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'> & Partial<Pick<AppContext, 'metrics'>>, target: IntakeTarget, event: IntakeEvent): Promise<{ stored: boolean; id?: number }> {
  const result = await storeInbound(ctx.db, target, event, ctx.clock.now());
  if (!result.stored) return result;
  ctx.metrics?.inboundReceived.inc({ kind: event.kind });
  ctx.jobs.wake();
  return result;
}
