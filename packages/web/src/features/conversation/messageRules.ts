import type { Message } from '@prosa/contract';

/** Ack 0 a clock, 1–2 one tick, 3 two ticks, 4–5 two blue ticks. */
export type TickKind = 'clock' | 'single' | 'double' | 'read';

export function tickKindOf(ack: number): TickKind {
  if (ack <= 0) return 'clock';
  if (ack <= 2) return 'single';
  if (ack === 3) return 'double';
  return 'read';
}

/** WhatsApp accepts edits for 15 minutes (the server's `EDIT_WINDOW_MS`). */
export const EDIT_WINDOW_MS = 15 * 60_000;

type Authored = Pick<Message, 'fromMe' | 'userId' | 'isDeleted'>;

/** Only the message's author deletes it. */
export function mayDeleteMessage(message: Authored, userId: number | undefined): boolean {
  return userId !== undefined && message.fromMe && message.userId === userId && !message.isDeleted;
}

/** The author's own text, not failed, within WhatsApp's edit window. */
export function mayEditMessage(message: Authored & Pick<Message, 'mediaType' | 'sendStatus' | 'createdAt'>, userId: number | undefined, now: number): boolean {
  return (
    mayDeleteMessage(message, userId) &&
    message.mediaType === 'chat' &&
    message.sendStatus !== 'failed' &&
    now - new Date(message.createdAt).getTime() < EDIT_WINDOW_MS
  );
}
