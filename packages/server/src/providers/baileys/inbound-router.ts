import type { BaileysEventMap, SocketConfig } from '@whiskeysockets/baileys';
import type { Clock } from '../../shared/clock.js';
import type { InboundMessage, PeerId, ProviderEvents } from '../provider-types.js';
import { ackOf, callOf, identityOf, REPORTED_CALL_STATUSES } from './event-mapping.js';
import { mapWAMessage } from './message-mapping.js';
import type { TtlCache } from './ttl-cache.js';

/** `ProviderEvents` plus what only Baileys knows so far (not on the provider interface yet). */
export interface BaileysSessionEvents extends ProviderEvents {
  /** A phone ↔ LID pair WhatsApp revealed: both ids name one contact. */
  identity?(pair: { phone: string; lid: string }): Promise<void>;
}

/**
 * Server timestamps and our clock disagree a little; an appended message stamped slightly before
 * the previous open is still one we may never have seen.
 */
export const APPEND_GRACE_MS = 2 * 60_000;

export interface RouterContext {
  events: BaileysSessionEvents;
  log: SocketConfig['logger'];
  clock: Clock;
  me(): PeerId;
  /**
   * When this connection was open before the current connection (persisted, so it survives a
   * restart of the server). `append` messages newer than it were queued for us while we were
   * away: they are real. Older ones are history.
   */
  previousOpenAt(): Date | undefined;
  groupName(groupJid: string): Promise<string | undefined>;
  /** Downloads and stores the media of a message before it is reported, when a media store is configured. */
  storeMedia?(message: InboundMessage): Promise<void>;
  /** Call ids already reported. */
  reportedCalls: TtlCache<true>;
}

function isHistory(context: RouterContext, type: 'notify' | 'append', timestamp: string): boolean {
  if (type === 'notify') return false;
  const previous = context.previousOpenAt();
  if (!previous) return false;
  return new Date(timestamp).getTime() < previous.getTime() - APPEND_GRACE_MS;
}

/**
 * `messages.upsert`, both `notify` (live) and `append` (delivered late, e.g. queued while the
 * socket was down; treating those as history is how peers lost leads). Edits, revokes and
 * reactions arrive here as protocol/reaction messages: this is their one source, so Baileys'
 * derived `messages.update` edits and `messages.reaction` are not reported a second time.
 */
export async function routeUpsert(context: RouterContext, upsert: BaileysEventMap['messages.upsert']): Promise<void> {
  for (const raw of upsert.messages) {
    const mapped = mapWAMessage(raw, { me: context.me(), now: context.clock.now() });
    if (mapped.kind === 'skip') {
      context.log.debug({ id: raw.key.id, reason: mapped.reason }, 'baileys message skipped');
      continue;
    }
    if (mapped.kind === 'update') {
      await context.events.update(mapped.update);
      continue;
    }
    const message = mapped.message;
    if (isHistory(context, upsert.type, message.timestamp)) message.isHistory = true;
    if (message.chat.kind === 'group') {
      const name = await context.groupName(`${message.chat.groupId}@g.us`);
      if (name) message.chat.name = name;
    }
    if (message.media && context.storeMedia && !message.isHistory) await context.storeMedia(message);
    await context.events.inbound(message);
  }
}

/** Delivery and read receipts of 1:1 chats (`message-receipt.update` covers group participants). */
export async function routeUpdates(context: RouterContext, updates: BaileysEventMap['messages.update']): Promise<void> {
  for (const update of updates) {
    const ack = ackOf(update);
    if (ack) await context.events.update(ack);
  }
}

/** Baileys reports offer, ringing, terminate… for one call: the intake wants one event per call. */
export async function routeCalls(context: RouterContext, calls: BaileysEventMap['call']): Promise<void> {
  for (const call of calls) {
    if (!REPORTED_CALL_STATUSES.has(call.status) || context.reportedCalls.get(call.id)) continue;
    const event = callOf(call);
    if (!event) continue;
    context.reportedCalls.set(call.id, true);
    await context.events.call(event);
  }
}

export async function routeIdentities(context: RouterContext, mappings: BaileysEventMap['lid-mapping.update'][]): Promise<void> {
  if (!context.events.identity) return;
  for (const mapping of mappings) {
    const pair = identityOf(mapping);
    if (pair) await context.events.identity(pair);
  }
}
