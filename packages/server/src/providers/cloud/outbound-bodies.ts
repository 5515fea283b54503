import { ProviderError, type MediaKind, type OutboundTarget } from '../provider-types.js';
import type { CloudContact } from './vcard.js';

/**
 * The JSON bodies of `POST /{version}/{phoneNumberId}/messages`, built as
 * pure functions so tests can compare them with Meta's documented shapes.
 */
export type CloudMediaType = 'image' | 'audio' | 'video' | 'document' | 'sticker';

export interface TemplateMessage {
  name: string;
  language: string;
  /** Header, body and button parameters exactly as Meta documents them. */
  components?: unknown[];
}

type Body = Record<string, unknown>;

/** Types Meta accepts per media kind; anything else travels as a document rather than failing. */
const ACCEPTED: Record<Exclude<CloudMediaType, 'document'>, string[]> = {
  image: ['image/jpeg', 'image/png'],
  video: ['video/mp4', 'video/3gpp'],
  audio: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'],
  sticker: ['image/webp'],
};

/** The Cloud API speaks to one phone number (`wa_id`): no groups, and a bare `@lid` cannot be addressed. */
export function recipientOf(target: OutboundTarget): string {
  if (target.kind === 'group') throw new ProviderError('The WhatsApp Cloud API does not support groups', 'ERR_SENDING_WAPP_MSG', false);
  const digits = (target.phone ?? '').replace(/\D/g, '');
  if (!digits) throw new ProviderError('The WhatsApp Cloud API needs a phone number to send to', 'ERR_WAPP_INVALID_CONTACT', false);
  return digits;
}

export function cloudMediaTypeOf(kind: MediaKind, mimetype: string): CloudMediaType {
  const mime = mimetype.split(';')[0]!.trim().toLowerCase();
  if (kind === 'application') return 'document';
  if (kind === 'sticker' && !ACCEPTED.sticker.includes(mime)) return ACCEPTED.image.includes(mime) ? 'image' : 'document';
  return ACCEPTED[kind].includes(mime) ? kind : 'document';
}

function envelope(to: string, type: string, quotedProviderId?: string): Body {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type, ...(quotedProviderId ? { context: { message_id: quotedProviderId } } : {}) };
}

export function textBody(to: string, body: string, quotedProviderId?: string): Body {
  return { ...envelope(to, 'text', quotedProviderId), text: { preview_url: /https?:\/\/\S/.test(body), body } };
}

export function mediaBody(to: string, type: CloudMediaType, mediaId: string, extra: { caption?: string; filename?: string }, quotedProviderId?: string): Body {
  const media: Body = { id: mediaId };
  // Meta refuses a caption on audio and stickers and a filename on anything but documents.
  if (extra.caption && (type === 'image' || type === 'video' || type === 'document')) media.caption = extra.caption;
  if (extra.filename && type === 'document') media.filename = extra.filename;
  return { ...envelope(to, type, quotedProviderId), [type]: media };
}

export function locationBody(to: string, location: { latitude: number; longitude: number; name?: string; address?: string }, quotedProviderId?: string): Body {
  const { latitude, longitude, name, address } = location;
  return { ...envelope(to, 'location', quotedProviderId), location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) } };
}

export function contactsBody(to: string, contacts: CloudContact[], quotedProviderId?: string): Body {
  return { ...envelope(to, 'contacts', quotedProviderId), contacts };
}

/** An empty emoji removes our reaction. */
export function reactionBody(to: string, providerMessageId: string, emoji: string): Body {
  return { ...envelope(to, 'reaction'), reaction: { message_id: providerMessageId, emoji } };
}

export function templateBody(to: string, template: TemplateMessage): Body {
  return { ...envelope(to, 'template'), template: { name: template.name, language: { code: template.language }, ...(template.components ? { components: template.components } : {}) } };
}

export function readReceiptBody(providerMessageId: string): Body {
  return { messaging_product: 'whatsapp', status: 'read', message_id: providerMessageId };
}
