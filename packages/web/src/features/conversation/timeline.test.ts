import type { Message } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { buildTimeline, formatDay, formatTime } from './timeline';

const message = (id: number, ticketId: number, createdAt: string) => ({ id, ticketId, createdAt }) as Message;
const kinds = (messages: Message[]) => buildTimeline(messages, (iso) => iso.slice(0, 10)).map((item) => (item.kind === 'message' ? `m${item.message.id}` : item.kind));

describe('buildTimeline', () => {
  it('is empty without messages', () => {
    expect(buildTimeline([])).toEqual([]);
  });

  it('puts a day separator before the first message of each day', () => {
    expect(kinds([message(1, 1, '2025-03-09T10:00'), message(2, 1, '2025-03-09T11:00'), message(3, 1, '2025-03-10T08:00')])).toEqual(['day', 'm1', 'm2', 'day', 'm3']);
  });

  it('marks where the ticket changes, ended after the old one and started before the new one', () => {
    expect(kinds([message(1, 1, '2025-03-09T10:00'), message(2, 2, '2025-03-09T11:00'), message(3, 2, '2025-03-09T12:00')])).toEqual(['day', 'm1', 'ended', 'started', 'm2', 'm3']);
    expect(kinds([message(1, 1, '2025-03-09T10:00'), message(2, 2, '2025-03-10T11:00')])).toEqual(['day', 'm1', 'ended', 'day', 'started', 'm2']);
  });

  it('carries the instants and tickets of its markers, with unique keys', () => {
    const items = buildTimeline([message(1, 1, '2025-03-09T10:00:00'), message(2, 2, '2025-03-09T11:00:00')]);
    expect(items.find((item) => item.kind === 'ended')).toMatchObject({ at: '2025-03-09T10:00:00', ticketId: 1 });
    expect(items.find((item) => item.kind === 'started')).toMatchObject({ at: '2025-03-09T11:00:00', ticketId: 2 });
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });
});

describe('formatting instants', () => {
  it('shows dd/MM/yyyy and HH:mm in the browser’s time', () => {
    const local = new Date(2025, 2, 9, 7, 5).toISOString();
    expect(formatDay(local)).toBe('09/03/2025');
    expect(formatTime(local)).toBe('07:05');
  });
});
