import { BufferJSON, proto, type WAMessage } from '@whiskeysockets/baileys';
import type { InboundMedia, InboundMessage, InboundMessageType, MessageUpdate, PeerId } from '../provider-types.js';
import { parseJid, peerOf } from './jids.js';
import { isoFromMillis, isoFromSeconds, numberOf } from './timestamps.js';
import { unwrapContent } from './unwrap-content.js';

export type MappedMessage = { kind: 'message'; message: InboundMessage } | { kind: 'update'; update: MessageUpdate } | { kind: 'skip'; reason: string };

export interface MappingContext {
  /** Our own identity: the sender of `fromMe` messages. */
  me: PeerId;
  /** Used only when a message carries no timestamp. */
  now: Date;
}

/** `media.ref` of Baileys media: the whole message, JSON-safe, which is what `downloadMediaMessage` needs. */
export interface BaileysMediaRef {
  format: 'baileys-wamessage';
  message: Record<string, unknown>;
}

/** Bytes become `{ type: 'Buffer', data: base64 }` and Longs `{ low, high }`: storable as jsonb, revivable. */
export function toJsonSafe(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value, BufferJSON.replacer)) as Record<string, unknown>;
}

type Content = proto.IMessage;
type ContentMapping = Pick<InboundMessage, 'type' | 'body'> & Partial<Pick<InboundMessage, 'location' | 'vcards'>> & { media?: Omit<InboundMedia, 'ref'> };

const MEDIA: Partial<Record<keyof Content, InboundMessageType>> = {
  imageMessage: 'image',
  audioMessage: 'audio',
  videoMessage: 'video',
  ptvMessage: 'video',
  documentMessage: 'application',
  stickerMessage: 'sticker',
};

/** Keys that travel next to the content without being content. */
const NOT_CONTENT = new Set(['messageContextInfo', 'senderKeyDistributionMessage', 'fastRatchetKeySenderKeyDistributionMessage']);

const KNOWN = new Set<keyof Content>([
  'extendedTextMessage',
  'locationMessage',
  'liveLocationMessage',
  'contactMessage',
  'contactsArrayMessage',
  'reactionMessage',
  'protocolMessage',
  'buttonsResponseMessage',
  'listResponseMessage',
  'templateButtonReplyMessage',
  'call',
  'callLogMesssage',
]);

/** Which field holds the content: the first one we know, else the first present at all. */
function contentKey(content: Content): keyof Content | undefined {
  const present = (Object.keys(content) as (keyof Content)[]).filter((key) => content[key] !== null && content[key] !== undefined && !NOT_CONTENT.has(key));
  return present.find((key) => key === 'conversation' || key in MEDIA || KNOWN.has(key)) ?? present[0];
}

function textOf(content: Content | null | undefined): string {
  const inner = unwrapContent(content);
  return inner?.conversation ?? inner?.extendedTextMessage?.text ?? inner?.imageMessage?.caption ?? inner?.videoMessage?.caption ?? inner?.documentMessage?.caption ?? '';
}

function mapContent(key: keyof Content, content: Content): ContentMapping {
  const mediaType = MEDIA[key];
  if (mediaType) {
    const media = content[key] as proto.Message.IImageMessage & proto.Message.IDocumentMessage;
    const filename = media.fileName ?? undefined;
    return { type: mediaType, body: media.caption ?? '', media: { mimetype: media.mimetype ?? 'application/octet-stream', ...(filename ? { filename } : {}) } };
  }
  switch (key) {
    case 'conversation':
      return { type: 'chat', body: content.conversation ?? '' };
    case 'extendedTextMessage':
      return { type: 'chat', body: content.extendedTextMessage?.text ?? '' };
    case 'locationMessage':
    case 'liveLocationMessage': {
      const place = content.locationMessage;
      const live = content.liveLocationMessage;
      const source = place ?? live;
      const name = place?.name ?? undefined;
      const address = place?.address ?? undefined;
      return {
        type: 'locationMessage',
        body: live ? (live.caption ?? '') : [name, address].filter(Boolean).join('\n'),
        location: { latitude: source?.degreesLatitude ?? 0, longitude: source?.degreesLongitude ?? 0, ...(name ? { name } : {}), ...(address ? { address } : {}) },
      };
    }
    case 'contactMessage':
      return { type: 'contactMessage', body: content.contactMessage?.displayName ?? '', vcards: [content.contactMessage?.vcard ?? ''] };
    case 'contactsArrayMessage': {
      const contacts = content.contactsArrayMessage?.contacts ?? [];
      const names = contacts.map((contact) => contact.displayName).filter(Boolean);
      return { type: 'contactsArrayMessage', body: content.contactsArrayMessage?.displayName ?? names.join(', '), vcards: contacts.map((contact) => contact.vcard ?? '') };
    }
    // Answers to buttons and lists are what the customer chose: the bot reads them as text.
    case 'buttonsResponseMessage':
      return { type: 'chat', body: content.buttonsResponseMessage?.selectedDisplayText ?? content.buttonsResponseMessage?.selectedButtonId ?? '' };
    case 'listResponseMessage':
      return { type: 'chat', body: content.listResponseMessage?.title ?? content.listResponseMessage?.singleSelectReply?.selectedRowId ?? '' };
    case 'templateButtonReplyMessage':
      return { type: 'chat', body: content.templateButtonReplyMessage?.selectedDisplayText ?? content.templateButtonReplyMessage?.selectedId ?? '' };
    default:
      return { type: 'unsupported', body: '' };
  }
}

function contextInfoOf(key: keyof Content, content: Content): proto.IContextInfo | undefined {
  const inner = content[key];
  if (inner && typeof inner === 'object' && 'contextInfo' in inner) return (inner as { contextInfo?: proto.IContextInfo | null }).contextInfo ?? undefined;
  return undefined;
}

/**
 * Turns one Baileys message into what the intake stores: a message, an update of an earlier
 * message (revoke, edit, reaction), or a reasoned skip. Unknown content is kept as 'unsupported'
 * rather than dropped, so nothing a customer sent disappears silently.
 */
export function mapWAMessage(msg: WAMessage, context: MappingContext): MappedMessage {
  const { key } = msg;
  const id = key.id;
  const chatJid = parseJid(key.remoteJid);
  if (!id || !chatJid) return { kind: 'skip', reason: 'no id or chat' };
  if (chatJid.kind === 'broadcast') return { kind: 'skip', reason: 'status or broadcast list' };
  if (chatJid.kind === 'newsletter') return { kind: 'skip', reason: 'newsletter' };
  if (chatJid.kind === 'other') return { kind: 'skip', reason: `unsupported chat ${key.remoteJid}` };

  const fromMe = key.fromMe === true;
  const isGroup = chatJid.kind === 'group';
  const pushName = fromMe ? undefined : msg.pushName;
  const sender = fromMe ? context.me : isGroup ? peerOf(key.participant ?? msg.participant, key.participantAlt, pushName) : peerOf(key.remoteJid, key.remoteJidAlt, pushName);
  if (!sender) return { kind: 'skip', reason: 'no sender' };
  const seconds = numberOf(msg.messageTimestamp);
  const timestamp = seconds ? isoFromSeconds(seconds) : context.now.toISOString();

  const content = unwrapContent(msg.message);
  const type = content ? contentKey(content) : undefined;
  // Stubs (group notices, decryption placeholders, missed-call notes) carry no content of their own.
  if (!content || !type) return { kind: 'skip', reason: msg.messageStubType ? `stub ${msg.messageStubType}` : 'no content' };
  if (type === 'call' || type === 'callLogMesssage') return { kind: 'skip', reason: 'calls are reported by the call event' };

  if (type === 'reactionMessage') {
    const reaction = content.reactionMessage!;
    if (!reaction.key?.id) return { kind: 'skip', reason: 'reaction without target' };
    const millis = numberOf(reaction.senderTimestampMs);
    return { kind: 'update', update: { providerMessageId: reaction.key.id, kind: 'reaction', emoji: reaction.text ?? '', sender, fromMe, timestamp: millis ? isoFromMillis(millis) : timestamp } };
  }

  if (type === 'protocolMessage') {
    const protocol = content.protocolMessage!;
    const target = protocol.key?.id;
    if (!target) return { kind: 'skip', reason: 'protocol message without target' };
    if (protocol.type === proto.Message.ProtocolMessage.Type.REVOKE) return { kind: 'update', update: { providerMessageId: target, kind: 'revoke', timestamp } };
    if (protocol.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
      // Same rule as Baileys' own `messages.update` for edits: the edit time in whole seconds.
      const millis = numberOf(protocol.timestampMs);
      return { kind: 'update', update: { providerMessageId: target, kind: 'edit', body: textOf(protocol.editedMessage), timestamp: millis ? isoFromSeconds(Math.floor(millis / 1000)) : timestamp } };
    }
    return { kind: 'skip', reason: `protocol message ${protocol.type ?? 'unknown'}` };
  }

  const mapped = mapContent(type, content);
  const chat: InboundMessage['chat'] = isGroup ? { kind: 'group', groupId: chatJid.user } : { kind: 'contact', peer: peerOf(key.remoteJid, key.remoteJidAlt, pushName)! };
  const quoted = contextInfoOf(type, content)?.stanzaId;
  const message: InboundMessage = {
    providerMessageId: id,
    chat,
    sender,
    fromMe,
    timestamp,
    type: mapped.type,
    body: mapped.body,
    ...(mapped.media ? { media: { ...mapped.media, ref: { format: 'baileys-wamessage', message: toJsonSafe(msg) } satisfies BaileysMediaRef } } : {}),
    ...(mapped.location ? { location: mapped.location } : {}),
    ...(mapped.vcards ? { vcards: mapped.vcards } : {}),
    ...(quoted ? { quotedProviderId: quoted } : {}),
  };
  return { kind: 'message', message };
}
