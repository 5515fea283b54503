import type { LIDMapping, WACallEvent, WAMessageUpdate } from '@whiskeysockets/baileys';
import type { CallEvent, MessageUpdate, PeerId } from '../provider-types.js';
import { parseJid, peerOf } from './jids.js';

/**
 * `WebMessageInfo.Status` is already the 0–5 scale the seeds call `ack`:
 * 0 error, 1 pending, 2 server ack (sent), 3 delivered, 4 read, 5 played.
 */
export function ackOf(update: WAMessageUpdate): MessageUpdate | undefined {
  const id = update.key.id;
  const status = update.update.status;
  if (!id || status === null || status === undefined || status < 0 || status > 5) return undefined;
  const ack = status as 0 | 1 | 2 | 3 | 4 | 5;
  const parameters: unknown = update.update.messageStubParameters;
  const detail = Array.isArray(parameters) ? parameters.filter((value) => value !== null && value !== undefined).join(': ') : '';
  return { providerMessageId: id, kind: 'ack', ack, ...(ack === 0 ? { error: detail || 'WhatsApp refused the message' } : {}) };
}

/** Calls are reported once, on the offer or, when the offer was missed (offline), on its end. */
export const REPORTED_CALL_STATUSES = new Set<WACallEvent['status']>(['offer', 'terminate', 'timeout', 'reject']);

export function callOf(call: WACallEvent): CallEvent | undefined {
  // `from` may be a LID; `callerPn` carries the phone when WhatsApp sent it.
  const from = peerOf(call.from, call.callerPn);
  if (!call.id || !from) return undefined;
  return { callId: call.id, from, timestamp: call.date.toISOString(), isVideo: call.isVideo === true };
}

/** A phone ↔ LID pair learned by Baileys; both halves are needed to link two contacts. */
export function identityOf(mapping: LIDMapping): Required<Pick<PeerId, 'phone' | 'lid'>> | undefined {
  const pn = parseJid(mapping.pn);
  const lid = parseJid(mapping.lid);
  // Some notifications carry the phone as bare digits rather than a JID.
  const phone = pn?.kind === 'phone' ? pn.user : /^\d+$/.test(mapping.pn) ? mapping.pn : undefined;
  if (!phone || lid?.kind !== 'lid') return undefined;
  return { phone, lid: lid.user };
}
