import type { Ticket } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Pages } from '../../lists/pagedCache';
import { applyTicketUpdate, clearUnread, listCount, removeTicket, ticketAfterMessage } from './ticketEvents';
import { messageFixture, ticketFixture } from './ticketFixture';

const at = (hour: number) => `2026-05-10T${String(hour).padStart(2, '0')}:00:00.000Z`;
const row = (id: number, hour: number, extra: Partial<Ticket> = {}) => ticketFixture({ id, lastMessageAt: at(hour), ...extra });

function cached(pages: Ticket[][], count: number, hasMore = false): Pages<Ticket> {
  return {
    pages: pages.map((items, index) => ({ items, count, hasMore: index < pages.length - 1 || hasMore })),
    pageParams: pages.map((_, index) => index + 1),
  };
}
const ids = (data: Pages<Ticket> | undefined) => rowsOf(data).map((ticket) => ticket.id);

describe('ticket update on a list', () => {
  const list = cached([[row(3, 12), row(2, 11)], [row(1, 10)]], 3);

  it('replaces a matching loaded ticket and moves it to its place', () => {
    const next = applyTicketUpdate(list, row(1, 13, { lastMessage: 'novo' }), true);
    expect(ids(next)).toEqual([1, 3, 2]);
    expect(rowsOf(next)[0]?.lastMessage).toBe('novo');
    expect(listCount(next)).toBe(3);
  });

  it('inserts a new matching ticket in order and counts it', () => {
    const next = applyTicketUpdate(list, row(4, 11, { id: 4 }), true);
    expect(ids(next)).toEqual([3, 4, 2, 1]);
    expect(listCount(next)).toBe(4);
  });

  it('leaves an older new ticket to the pages not loaded yet, still counting it', () => {
    const partial = cached([[row(3, 12), row(2, 11)]], 5, true);
    const next = applyTicketUpdate(partial, row(9, 1), true);
    expect(ids(next)).toEqual([3, 2]);
    expect(listCount(next)).toBe(6);
  });

  it('removes a ticket that no longer matches, and ignores one that was never there', () => {
    const next = applyTicketUpdate(list, row(2, 11, { status: 'closed' }), false);
    expect(ids(next)).toEqual([3, 1]);
    expect(listCount(next)).toBe(2);
    expect(applyTicketUpdate(list, row(8, 11), false)).toBe(list);
  });

  it('refreshes but never adds when only the server can tell', () => {
    expect(applyTicketUpdate(list, row(8, 14), 'unknown')).toBe(list);
    expect(rowsOf(applyTicketUpdate(list, row(2, 11, { lastMessage: 'x' }), 'unknown'))[1]?.lastMessage).toBe('x');
  });

  it('leaves an empty cache alone', () => {
    expect(applyTicketUpdate(undefined, row(1, 1), true)).toBeUndefined();
  });
});

describe('ticket delete and unread reset', () => {
  const list = cached([[row(2, 11, { unreadMessages: 4 }), row(1, 10)]], 2);

  it('removes a deleted ticket and counts one less', () => {
    const next = removeTicket(list, 2);
    expect(ids(next)).toEqual([1]);
    expect(listCount(next)).toBe(1);
    expect(removeTicket(list, 99)).toBe(list);
  });

  it('clears the unread badge', () => {
    expect(rowsOf(clearUnread(list, 2))[0]?.unreadMessages).toBe(0);
    expect(clearUnread(list, 1)).toBe(list);
  });
});

describe('ticket after a new message', () => {
  const cachedTicket = row(1, 10, { unreadMessages: 2 });
  const message = messageFixture({ ticketId: 1, body: 'Oi', createdAt: at(15) });

  it("takes the server's ticket as it is (the count already holds the message)", () => {
    const sent = row(1, 15, { unreadMessages: 3, lastMessage: 'Oi' });
    expect(ticketAfterMessage(cachedTicket, message, sent, false)).toBe(sent);
  });

  it('raises the count and moves the activity time when the event carries no ticket', () => {
    const next = ticketAfterMessage(cachedTicket, message, undefined, false);
    expect(next).toMatchObject({ unreadMessages: 3, lastMessage: 'Oi', lastMessageAt: at(15) });
    expect(ticketAfterMessage(undefined, message, undefined, false)).toBeUndefined();
  });

  it('keeps the count at zero for our own messages and for the ticket open in this tab', () => {
    expect(ticketAfterMessage(cachedTicket, { ...message, fromMe: true }, undefined, false)?.unreadMessages).toBe(0);
    expect(ticketAfterMessage(cachedTicket, message, row(1, 15, { unreadMessages: 3 }), true)?.unreadMessages).toBe(0);
  });

  it('brings the ticket to the top of its list', () => {
    const list = cached([[row(3, 12), row(2, 11), cachedTicket]], 3);
    const moved = ticketAfterMessage(cachedTicket, message, undefined, false);
    expect(ids(applyTicketUpdate(list, moved!, true))).toEqual([1, 3, 2]);
  });
});
