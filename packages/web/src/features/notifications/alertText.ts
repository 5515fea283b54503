import type { Message } from '@prosa/contract';

/** Notification bodies stay short: the OS cuts them anyway, and a long text only hides the sender. */
export const ALERT_BODY_MAX = 120;

const MEDIA_KEYS: Record<string, string> = {
  image: 'notifications.media.image',
  audio: 'notifications.media.audio',
  video: 'notifications.media.video',
  sticker: 'notifications.media.sticker',
  application: 'notifications.media.file',
  locationMessage: 'notifications.media.location',
  contactMessage: 'notifications.media.contact',
  contactsArrayMessage: 'notifications.media.contact',
  call_log: 'notifications.media.call',
};

/** The message text (cut to {@link ALERT_BODY_MAX}), or a word for what was sent when it has none. */
export function alertBody(message: Pick<Message, 'body' | 'mediaType'>, translate: (key: string) => string): string {
  const text = message.body.trim();
  if (text !== '' && message.mediaType !== 'call_log') return text.length > ALERT_BODY_MAX ? `${text.slice(0, ALERT_BODY_MAX - 1)}…` : text;
  return translate(MEDIA_KEYS[message.mediaType] ?? 'notifications.media.message');
}
