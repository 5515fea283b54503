import type { Executor } from '../db/types.js';
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

type Listener = (target: IntakeTarget, chatKey: string) => void;
const listeners = new Set<Listener>();

/** The conversation engine subscribes here to be told that a chat has new events to process. */
export function onIntake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores an inbound provider event before anything acts on it (design.md §1.5, issue 3 item 7).
 * The same event delivered twice is stored once. Answers whether it was new.
 */
export async function storeInbound(executor: Executor, target: IntakeTarget, event: IntakeEvent): Promise<{ stored: boolean; id?: number }> {
  const chatKey = chatKeyOf(event);
  const payload = event.kind === 'message' ? event.message : event.kind === 'update' ? event.update : event.kind === 'call' ? event.call : event.identity;
  const rows = await executor
    .insert(inboundEvents)
    .values({ companyId: target.companyId, whatsappId: target.whatsappId, kind: event.kind, dedupeKey: dedupeKeyOf(event), chatKey, payload })
    .onConflictDoNothing()
    .returning({ id: inboundEvents.id });
  const stored = rows.length === 1;
  if (stored) for (const listener of listeners) listener(target, chatKey);
  return { stored, id: rows[0]?.id };
}
