import type { OutboundTarget, PeerId } from '../provider-types.js';

export type JidKind = 'phone' | 'lid' | 'group' | 'broadcast' | 'newsletter' | 'other';

export interface ParsedJid {
  kind: JidKind;
  /** The user part without device (`:12`) or agent (`_1`) suffix. */
  user: string;
}

/** Servers are matched exactly: `@hosted` / `@hosted.lid` are business-hosted forms of a phone / a LID. */
const KIND_BY_SERVER: Record<string, JidKind> = {
  's.whatsapp.net': 'phone',
  'c.us': 'phone',
  hosted: 'phone',
  lid: 'lid',
  'hosted.lid': 'lid',
  'g.us': 'group',
  broadcast: 'broadcast',
  newsletter: 'newsletter',
};

export function parseJid(jid: string | null | undefined): ParsedJid | undefined {
  if (!jid) return undefined;
  const at = jid.indexOf('@');
  if (at <= 0) return undefined;
  const server = jid.slice(at + 1);
  // `5511999999999:12@s.whatsapp.net` is device 12 of that number; the device never names a person.
  const user = jid.slice(0, at).split(':')[0]!.split('_')[0]!;
  if (!user) return undefined;
  return { kind: KIND_BY_SERVER[server] ?? 'other', user };
}

/**
 * The person behind a JID and its alternate form. Baileys 7 may address a chat by `…@lid` and
 * carry the phone form in `remoteJidAlt` / `participantAlt` (or the other way round): keeping
 * both lets the contact survive WhatsApp's switch to LIDs.
 */
export function peerOf(jid: string | null | undefined, alt?: string | null, name?: string | null): PeerId | undefined {
  const peer: PeerId = {};
  for (const candidate of [parseJid(jid), parseJid(alt)]) {
    if (candidate?.kind === 'phone') peer.phone ??= candidate.user;
    if (candidate?.kind === 'lid') peer.lid ??= candidate.user;
  }
  if (!peer.phone && !peer.lid) return undefined;
  if (name) peer.name = name;
  return peer;
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const phoneJid = (phone: string) => `${digitsOnly(phone)}@s.whatsapp.net`;

/**
 * Where a message goes. A known LID wins over the phone: contacts migrated to LIDs may refuse a
 * phone-addressed message (peers saw error 463), and WhatsApp resolves only phone → LID anyway.
 */
export function jidOfTarget(target: OutboundTarget): string {
  if (target.kind === 'group') return `${target.groupId}@g.us`;
  if (target.lid) return `${digitsOnly(target.lid)}@lid`;
  if (target.phone) return phoneJid(target.phone);
  throw new Error('a contact target needs a phone or a lid');
}
