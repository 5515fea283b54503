import type { IntakeEvent } from '../intake.js';
import type { InboundMessage, InboundMessageType, MessageUpdate, PeerId } from '../provider-types.js';
import { vcardFromCloudContact } from './vcard.js';
import {
  inboundMessage,
  messagesValue,
  messageStatus,
  webhookEnvelope,
  type CloudInboundMedia,
  type CloudInboundMessage,
  type CloudMessageStatus,
  type MessagesValue,
  type MetaError,
} from './webhook-payload.js';

/** One event and the phone number id it was addressed to (the tenant key). */
export interface MappedEvent {
  phoneNumberId: string | undefined;
  event: IntakeEvent;
}

export interface MappedWebhook {
  events: MappedEvent[];
  /** What was skipped or refused, for the log: Meta gets a 200 either way, or it would retry forever. */
  notes: string[];
}

type MediaType = 'image' | 'audio' | 'video' | 'document' | 'sticker';
const MEDIA_TYPES: Record<MediaType, InboundMessageType> = { image: 'image', audio: 'audio', video: 'video', document: 'application', sticker: 'sticker' };
const DEFAULT_MIME: Record<MediaType, string> = { image: 'image/jpeg', audio: 'audio/ogg', video: 'video/mp4', document: 'application/octet-stream', sticker: 'image/webp' };

/** Baileys' numbers: 0 error, 2 reached the server, 3 delivered, 4 read, 5 played (ticks). */
const ACKS: Record<string, 0 | 2 | 3 | 4 | 5> = { failed: 0, sent: 2, delivered: 3, read: 4, played: 5 };

/** Message types that are not conversation: a changed number, a "welcome" request with no content. */
const SKIPPED_TYPES = new Set(['system', 'request_welcome']);

export function errorText(errors: MetaError[] | undefined): string | undefined {
  const error = errors?.[0];
  if (!error) return undefined;
  const text = error.error_data?.details ?? error.message ?? error.title ?? 'unknown error';
  return error.code === undefined ? text : `(#${error.code}) ${text}`;
}

function senderOf(value: MessagesValue, from: string): PeerId {
  const contacts = value.contacts ?? [];
  // A batch of one contact names the sender even if its wa_id is spelled differently from `from`.
  const contact = contacts.find((c) => c.wa_id === from) ?? (contacts.length === 1 ? contacts[0] : undefined);
  const name = contact?.profile?.name?.trim();
  return name ? { phone: from, name } : { phone: from };
}

function mediaOf(message: CloudInboundMessage): { type: MediaType; media: CloudInboundMedia } | undefined {
  const type = message.type as MediaType;
  const media = type in MEDIA_TYPES ? message[type] : undefined;
  return media ? { type, media } : undefined;
}

/** The content part of an inbound message. */
function contentOf(message: CloudInboundMessage): Pick<InboundMessage, 'type' | 'body' | 'media' | 'location' | 'vcards'> {
  const found = mediaOf(message);
  if (found) {
    const { type, media } = found;
    return {
      type: MEDIA_TYPES[type],
      body: media.caption ?? (type === 'document' ? (media.filename ?? '') : ''),
      media: { mimetype: media.mime_type ?? DEFAULT_MIME[type], ...(media.filename ? { filename: media.filename } : {}), ref: { id: media.id, mime_type: media.mime_type, sha256: media.sha256 } },
    };
  }
  if (message.type === 'text' && message.text) return { type: 'chat', body: message.text.body };
  if (message.type === 'location' && message.location) {
    const { latitude, longitude, name, address } = message.location;
    return { type: 'locationMessage', body: `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`, location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) } };
  }
  if (message.type === 'contacts' && message.contacts?.length) {
    const vcards = message.contacts.map(vcardFromCloudContact);
    if (vcards.length === 1) return { type: 'contactMessage', body: vcards[0]!, vcards };
    const lines = message.contacts.map((c) => `${c.name.formatted_name}: ${c.phones?.map((p) => p.phone ?? p.wa_id).join(', ') ?? ''}`);
    return { type: 'contactsArrayMessage', body: lines.join('\n'), vcards };
  }
  if (message.type === 'interactive' && message.interactive) {
    const { button_reply: button, list_reply: list, nfm_reply: flow } = message.interactive;
    const body = button?.title ?? list?.title ?? flow?.body ?? flow?.name ?? '';
    return { type: 'chat', body };
  }
  if (message.type === 'button' && message.button) return { type: 'chat', body: message.button.text ?? message.button.payload ?? '' };
  // Meta's `unsupported` (and any type we do not know yet) still tells the agent something arrived.
  return { type: 'unsupported', body: errorText(message.errors) ?? '' };
}

function mapMessage(value: MessagesValue, message: CloudInboundMessage): IntakeEvent {
  const sender = senderOf(value, message.from);
  if (message.type === 'reaction' && message.reaction) {
    const update: MessageUpdate = { providerMessageId: message.reaction.message_id, kind: 'reaction', emoji: message.reaction.emoji ?? '', sender, fromMe: false, timestamp: message.timestamp };
    return { kind: 'update', update };
  }
  const inbound: InboundMessage = {
    providerMessageId: message.id,
    chat: { kind: 'contact', peer: sender },
    sender,
    fromMe: false,
    timestamp: message.timestamp,
    ...contentOf(message),
    ...(message.context?.id ? { quotedProviderId: message.context.id } : {}),
  };
  return { kind: 'message', message: inbound };
}

function mapStatus(status: CloudMessageStatus): IntakeEvent | undefined {
  const ack = ACKS[status.status];
  if (ack === undefined) return undefined;
  const error = ack === 0 ? errorText(status.errors) : undefined;
  return { kind: 'update', update: { providerMessageId: status.id, kind: 'ack', ack, ...(error ? { error } : {}) } };
}

function mapValue(raw: unknown, out: MappedWebhook): void {
  const parsed = messagesValue.safeParse(raw);
  if (!parsed.success) return void out.notes.push('a messages change without a readable value');
  const value = parsed.data;
  const phoneNumberId = value.metadata?.phone_number_id;
  for (const item of value.messages ?? []) {
    const message = inboundMessage.safeParse(item);
    if (!message.success) out.notes.push(`unreadable message: ${message.error.issues[0]?.message ?? 'invalid'}`);
    else if (SKIPPED_TYPES.has(message.data.type)) out.notes.push(`skipped ${message.data.type} message ${message.data.id}`);
    else out.events.push({ phoneNumberId, event: mapMessage(value, message.data) });
  }
  for (const item of value.statuses ?? []) {
    const status = messageStatus.safeParse(item);
    const event = status.success ? mapStatus(status.data) : undefined;
    if (event) out.events.push({ phoneNumberId, event });
    else out.notes.push(status.success ? `skipped status ${status.data.status}` : 'unreadable status');
  }
  // Account-level errors (e.g. 130429 throughput) carry no message id: they only matter to the logs.
  for (const error of value.errors ?? []) out.notes.push(`account error ${errorText([error])}`);
}

/**
 * Every event of one webhook POST body, in payload order, across all entries and changes (Meta
 * batches). Pure: no I/O, so the route can store the result in one go.
 */
export function mapWebhook(body: unknown): MappedWebhook {
  const out: MappedWebhook = { events: [], notes: [] };
  const envelope = webhookEnvelope.safeParse(body);
  if (!envelope.success || envelope.data.object !== 'whatsapp_business_account') {
    out.notes.push('not a whatsapp_business_account payload');
    return out;
  }
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      if (change.field === 'messages') mapValue(change.value, out);
      else out.notes.push(`skipped ${change.field} change`);
    }
  }
  return out;
}
