import type { Message } from '@prosa/contract';

/** How a message is drawn. */
export type MessageKind = 'text' | 'image' | 'sticker' | 'audio' | 'video' | 'file' | 'location' | 'contacts' | 'call';

const BY_MEDIA_TYPE: Record<string, MessageKind> = {
  image: 'image',
  sticker: 'sticker',
  audio: 'audio',
  video: 'video',
  application: 'file',
  locationMessage: 'location',
  contactMessage: 'contacts',
  contactsArrayMessage: 'contacts',
  call_log: 'call',
};

/**
 * The drawing follows `mediaType`; a message that carries media under another type (a provider
 * that left it at `chat`) is drawn by its MIME type, so an image never shows as a bare link.
 */
export function messageKindOf(message: Pick<Message, 'mediaType' | 'mediaUrl' | 'mimetype' | 'location' | 'vcards'>): MessageKind {
  const kind = BY_MEDIA_TYPE[message.mediaType];
  if (kind === 'location' && !message.location) return 'text';
  if (kind === 'contacts' && !message.vcards?.length) return 'text';
  if (kind !== undefined && kind !== 'location' && kind !== 'contacts' && kind !== 'call' && !message.mediaUrl) return 'text';
  if (kind !== undefined) return kind;
  if (!message.mediaUrl) return 'text';
  const mimetype = message.mimetype ?? '';
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('audio/')) return 'audio';
  if (mimetype.startsWith('video/')) return 'video';
  return 'file';
}
