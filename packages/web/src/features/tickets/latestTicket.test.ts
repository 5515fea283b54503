import type { Ticket } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { latestTicket } from './latestTicket';

const ticket = (updatedAt: string, status = 'open') => ({ id: 7, uuid: 'u', status, updatedAt }) as Ticket;

describe('latestTicket', () => {
  it('keeps a cached copy that is strictly newer than the incoming one', () => {
    const socketUpdate = ticket('2026-11-21T10:00:02.000Z', 'open');
    const lateAnswer = ticket('2026-11-21T10:00:01.000Z', 'pending');
    expect(latestTicket(socketUpdate, lateAnswer)).toBe(socketUpdate);
  });

  it('takes the incoming copy when it is as new or newer, or nothing is cached', () => {
    const cached = ticket('2026-11-21T10:00:01.000Z');
    const same = ticket('2026-11-21T10:00:01.000Z', 'closed');
    expect(latestTicket(cached, same)).toBe(same);
    const newer = ticket('2026-11-21T10:00:03.000Z');
    expect(latestTicket(cached, newer)).toBe(newer);
    expect(latestTicket(undefined, newer)).toBe(newer);
  });
});
