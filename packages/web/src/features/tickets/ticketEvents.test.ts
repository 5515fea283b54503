import type { Ticket } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Pages } from '../../lists/pagedCache';
import { applyPreviewAck, applyTicketUpdate, clearUnread, listCount, removeTicket, ticketAfterMessage } from './ticketEvents';
import { ticketMatchesList, type TicketViewer } from './ticketListRules';
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

describe('a ticket that moves: delete to the rooms it left, then update to where it is', () => {
  const admin: TicketViewer = { userId: 1, admin: true, canShowAll: true, allTicket: true, ownQueueIds: [] };
  const openFilter = { status: 'open' as const, showAll: true, search: '', queueIds: [], tagIds: [], userIds: [] };
  const pendingFilter = { ...openFilter, status: 'pending' as const };
  // The same event sequence applied to a list, as useTicketEvents does.
  const replay = (data: Pages<Ticket>, ticket: Ticket, filter: typeof openFilter | typeof pendingFilter) => applyTicketUpdate(removeTicket(data, ticket.id), ticket, ticketMatchesList(ticket, filter, admin));

  it('a socket in both rooms keeps a ticket still in its list, in its place and counted once', () => {
    const open = cached([[row(3, 12, { status: 'open', userId: 5 }), row(2, 11, { status: 'open', userId: 5 }), row(1, 10, { status: 'open', userId: 5 })]], 3);
    const transferred = row(2, 11, { status: 'open', userId: 6, user: { id: 6, name: 'Ana' } });
    const next = replay(open, transferred, openFilter);
    expect(ids(next)).toEqual([3, 2, 1]);
    expect(rowsOf(next)[1]?.userId).toBe(6);
    expect(listCount(next)).toBe(3);
  });

  it('the list it left drops it; the list it entered inserts it, counted', () => {
    const open = cached([[row(3, 12, { status: 'open', userId: 5 }), row(2, 11, { status: 'open', userId: 5 })]], 2);
    const pending = cached([[row(7, 9)]], 1);
    const returned = row(2, 11, { status: 'pending', userId: null });
    expect(ids(replay(open, returned, openFilter))).toEqual([3]);
    expect(listCount(replay(open, returned, openFilter))).toBe(1);
    const entered = replay(pending, returned, pendingFilter);
    expect(ids(entered)).toEqual([2, 7]);
    expect(listCount(entered)).toBe(2);
  });

  it('a search row keeps the message it was found by across updates', () => {
    const found = cached([[row(2, 11, { searchMatch: { messageId: 40, body: 'o pedido 4521' } })]], 1);
    const next = applyTicketUpdate(found, row(2, 12, { lastMessage: 'novo' }), true);
    expect(rowsOf(next)[0]).toMatchObject({ lastMessage: 'novo', searchMatch: { messageId: 40 } });
  });
});

describe('row ticks follow the acks of the previewed message', () => {
  const list = cached([[row(2, 11, { lastMessageId: 50, lastMessageAck: 0 }), row(1, 10, { lastMessageId: 60, lastMessageAck: null })]], 2);

  it('takes the new ack of our own previewed message', () => {
    const next = applyPreviewAck(list, { id: 50, ticketId: 2, ack: 3, fromMe: true });
    expect(rowsOf(next)[0]?.lastMessageAck).toBe(3);
  });

  it('ignores other messages and unchanged acks', () => {
    expect(applyPreviewAck(list, { id: 51, ticketId: 2, ack: 3, fromMe: true })).toBe(list);
    expect(applyPreviewAck(list, { id: 50, ticketId: 2, ack: 0, fromMe: true })).toBe(list);
    expect(applyPreviewAck(list, { id: 60, ticketId: 1, ack: 0, fromMe: false })).toBe(list);
  });

  it('an automatic message never takes the preview of a person in the fallback path', () => {
    const ticket = row(1, 10, { lastMessage: 'Quero um boleto', lastMessageId: 9 });
    const greeting = messageFixture({ id: 10, ticketId: 1, body: 'Olá! Bem-vindo', fromMe: true, isAutomatic: true, createdAt: at(11) });
    expect(ticketAfterMessage(ticket, greeting, undefined, false)).toMatchObject({ lastMessage: 'Quero um boleto', lastMessageId: 9, lastMessageAt: at(11) });
  });
});
