import { describe, expect, it } from 'vitest';
import { mayDeleteMessage, mayEditMessage, tickKindOf } from './messageRules';

describe('tickKindOf', () => {
  it('maps acks to the seed’s ticks', () => {
    expect([0, 1, 2, 3, 4, 5].map(tickKindOf)).toEqual(['clock', 'single', 'single', 'double', 'read', 'read']);
  });
});

describe('own message actions', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const own = { fromMe: true, userId: 7, isDeleted: false, mediaType: 'chat', sendStatus: 'sent' as const, createdAt: '2025-03-10T11:50:00Z' };

  it('lets only the author delete', () => {
    expect(mayDeleteMessage(own, 7)).toBe(true);
    expect(mayDeleteMessage(own, 8)).toBe(false);
    expect(mayDeleteMessage(own, undefined)).toBe(false);
    expect(mayDeleteMessage({ ...own, fromMe: false }, 7)).toBe(false);
    expect(mayDeleteMessage({ ...own, userId: null }, 7)).toBe(false);
    expect(mayDeleteMessage({ ...own, isDeleted: true }, 7)).toBe(false);
  });

  it('lets the author edit text within 15 minutes', () => {
    expect(mayEditMessage(own, 7, now)).toBe(true);
    expect(mayEditMessage({ ...own, createdAt: '2025-03-10T11:44:59Z' }, 7, now)).toBe(false);
    expect(mayEditMessage({ ...own, mediaType: 'image' }, 7, now)).toBe(false);
    expect(mayEditMessage({ ...own, sendStatus: 'failed' }, 7, now)).toBe(false);
    expect(mayEditMessage(own, 8, now)).toBe(false);
  });
});
