import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../tickets/ticketFixture';
import { applyTicket, belongsInBell, bellView, removeTicket, shouldAlert, type BellViewer, type UnreadTickets } from './bellRules';

const agent: BellViewer = { id: 4, admin: false };
const admin: BellViewer = { id: 1, admin: true };
const inbound = { fromMe: false, ticketId: 1, isDeleted: false };
const away = { openTicketUuid: null, focused: true };

describe('belongsInBell (the server bell query)', () => {
  it('needs unread messages', () => {
    expect(belongsInBell(ticketFixture({ unreadMessages: 0 }), agent)).toBe(false);
    expect(belongsInBell(ticketFixture({ unreadMessages: 2 }), agent)).toBe(true);
  });

  it("keeps a user to unassigned tickets and their own; an admin sees everyone's", () => {
    const others = ticketFixture({ unreadMessages: 1, status: 'open', userId: 9 });
    expect(belongsInBell(others, agent)).toBe(false);
    expect(belongsInBell({ ...others, userId: 4 }, agent)).toBe(true);
    expect(belongsInBell(others, admin)).toBe(true);
  });
});

describe('the bell list under events', () => {
  const older = ticketFixture({ id: 1, unreadMessages: 1, lastMessageAt: '2026-05-10T10:00:00.000Z' });
  const newer = ticketFixture({ id: 2, unreadMessages: 3, lastMessageAt: '2026-05-10T11:00:00.000Z' });
  const list: UnreadTickets = { tickets: [newer, older], count: 2 };

  it('adds a ticket with a new message at the top and counts it', () => {
    const third = ticketFixture({ id: 3, unreadMessages: 1, lastMessageAt: '2026-05-10T12:00:00.000Z' });
    const next = applyTicket(list, third, agent);
    expect(next.tickets.map((ticket) => ticket.id)).toEqual([3, 2, 1]);
    expect(next.count).toBe(3);
  });

  it('moves a listed ticket by its activity without counting it twice', () => {
    const next = applyTicket(list, { ...older, unreadMessages: 2, lastMessageAt: '2026-05-10T12:00:00.000Z' }, agent);
    expect(next.tickets.map((ticket) => ticket.id)).toEqual([1, 2]);
    expect(next.count).toBe(2);
  });

  it('drops a ticket that was read, deleted or taken by someone else', () => {
    expect(applyTicket(list, { ...older, unreadMessages: 0 }, agent)).toEqual({ tickets: [newer], count: 1 });
    expect(applyTicket(list, { ...older, status: 'open', userId: 9 }, agent).tickets).toEqual([newer]);
    expect(removeTicket(list, 2)).toEqual({ tickets: [older], count: 1 });
  });

  it('leaves the list alone for a ticket it never had', () => {
    expect(applyTicket(list, ticketFixture({ id: 7, unreadMessages: 0 }), agent)).toBe(list);
    expect(removeTicket(list, 7)).toBe(list);
  });

  it('keeps the server total of tickets beyond the first page', () => {
    const paged: UnreadTickets = { tickets: [newer, older], count: 45 };
    expect(removeTicket(paged, 1).count).toBe(44);
    expect(applyTicket(paged, ticketFixture({ id: 9, unreadMessages: 1 }), agent).count).toBe(46);
  });
});

describe('shouldAlert', () => {
  const pending = ticketFixture({ id: 1, uuid: 'abc', unreadMessages: 1 });

  it('alerts for a message from the contact', () => {
    expect(shouldAlert(inbound, pending, agent, away)).toBe(true);
  });

  it('stays quiet for our own messages, deleted ones and a mismatched ticket', () => {
    expect(shouldAlert({ ...inbound, fromMe: true }, pending, agent, away)).toBe(false);
    expect(shouldAlert({ ...inbound, isDeleted: true }, pending, agent, away)).toBe(false);
    expect(shouldAlert({ ...inbound, ticketId: 2 }, pending, agent, away)).toBe(false);
  });

  it('stays quiet while that conversation is open in a focused page', () => {
    expect(shouldAlert(inbound, pending, agent, { openTicketUuid: 'abc', focused: true })).toBe(false);
    expect(shouldAlert(inbound, pending, agent, { openTicketUuid: 'abc', focused: false })).toBe(true);
    expect(shouldAlert(inbound, pending, agent, { openTicketUuid: 'other', focused: true })).toBe(true);
  });

  it("stays quiet for another user's ticket, except for admins", () => {
    const taken = { ...pending, status: 'open' as const, userId: 9 };
    expect(shouldAlert(inbound, taken, agent, away)).toBe(false);
    expect(shouldAlert(inbound, { ...taken, userId: 4 }, agent, away)).toBe(true);
    expect(shouldAlert(inbound, taken, admin, away)).toBe(true);
  });
});

describe('bellView', () => {
  const list: UnreadTickets = { tickets: [ticketFixture({ id: 1, uuid: 'a', unreadMessages: 1 }), ticketFixture({ id: 2, uuid: 'b', unreadMessages: 1 })], count: 2 };

  it('leaves out the conversation open on screen', () => {
    expect(bellView(list, 'a')).toEqual({ tickets: [list.tickets[1]], count: 1 });
  });

  it('shows everything otherwise, and nothing before the list loaded', () => {
    expect(bellView(list, null)).toBe(list);
    expect(bellView(list, 'zzz')).toBe(list);
    expect(bellView(undefined, null)).toEqual({ tickets: [], count: 0 });
  });
});
