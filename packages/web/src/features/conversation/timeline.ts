import type { Message } from '@prosa/contract';

/** What the message list draws, in order: messages with the separators between them. */
export type TimelineItem =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'ended'; key: string; at: string; ticketId: number }
  | { kind: 'started'; key: string; at: string; ticketId: number }
  | { kind: 'message'; key: string; message: Message };

/** The browser's calendar day of an instant. */
export function localDayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * A day separator before the first message of each day, and where consecutive messages belong to
 * different tickets, "conversation ended" after the older one and "conversation started" before the
 * newer one (the history walks back through the contact's earlier tickets).
 */
export function buildTimeline(messages: readonly Message[], dayOf: (iso: string) => string = localDayOf): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: Message | undefined;
  for (const message of messages) {
    const ticketChanged = previous !== undefined && previous.ticketId !== message.ticketId;
    if (ticketChanged) items.push({ kind: 'ended', key: `ended-${previous!.id}`, at: previous!.createdAt, ticketId: previous!.ticketId });
    if (previous === undefined || dayOf(previous.createdAt) !== dayOf(message.createdAt)) items.push({ kind: 'day', key: `day-${message.id}`, at: message.createdAt });
    if (ticketChanged) items.push({ kind: 'started', key: `started-${message.id}`, at: message.createdAt, ticketId: message.ticketId });
    items.push({ kind: 'message', key: `message-${message.id}`, message });
    previous = message;
  }
  return items;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Day separators read `dd/MM/yyyy` like every date of the seeds. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
