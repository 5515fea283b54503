import { describe, expect, it } from 'vitest';
import { ticketFixture } from './ticketFixture';
import type { TicketListFilter } from './ticketListFilter';
import { compareTickets, ticketMatchesList, type TicketViewer } from './ticketListRules';

const filter = (overrides: Partial<TicketListFilter> = {}): TicketListFilter => ({
  status: 'open',
  showAll: false,
  search: '',
  queueIds: [10],
  tagIds: [],
  userIds: [],
  ...overrides,
});
const attendant: TicketViewer = { userId: 7, admin: false, canShowAll: false, allTicket: false, ownQueueIds: [10] };
const admin: TicketViewer = { userId: 1, admin: true, canShowAll: true, allTicket: true, ownQueueIds: [] };

describe('which list a ticket belongs to', () => {
  it('needs the list status', () => {
    expect(ticketMatchesList(ticketFixture({ status: 'open', userId: 7 }), filter(), attendant)).toBe(true);
    expect(ticketMatchesList(ticketFixture({ status: 'pending' }), filter(), attendant)).toBe(false);
    expect(ticketMatchesList(ticketFixture({ status: 'closed' }), filter({ status: undefined }), attendant)).toBe(true);
  });

  it('drops a ticket whose queue is not selected', () => {
    const elsewhere = ticketFixture({ status: 'pending', queueId: 20 });
    expect(ticketMatchesList(elsewhere, filter({ status: 'pending' }), attendant)).toBe(false);
    expect(ticketMatchesList(elsewhere, filter({ status: 'pending' }), admin)).toBe(false);
    expect(ticketMatchesList(elsewhere, filter({ status: 'pending', queueIds: [10, 20] }), admin)).toBe(true);
  });

  it("keeps a user's own ticket in a selected queue they are not in", () => {
    expect(ticketMatchesList(ticketFixture({ status: 'open', queueId: 20, userId: 7 }), filter({ queueIds: [10, 20] }), attendant)).toBe(true);
    expect(ticketMatchesList(ticketFixture({ status: 'open', queueId: 20, userId: 8 }), filter({ queueIds: [10, 20], showAll: true }), attendant)).toBe(false);
  });

  it('shows tickets without a queue to admins and to users with allTicket', () => {
    const noQueue = ticketFixture({ status: 'pending', queueId: null, queue: null });
    expect(ticketMatchesList(noQueue, filter({ status: 'pending' }), admin)).toBe(true);
    expect(ticketMatchesList(noQueue, filter({ status: 'pending' }), attendant)).toBe(false);
    expect(ticketMatchesList(noQueue, filter({ status: 'pending' }), { ...attendant, allTicket: true })).toBe(true);
  });

  it("hides other users' open tickets unless show-all applies", () => {
    const others = ticketFixture({ status: 'open', userId: 8 });
    expect(ticketMatchesList(others, filter(), attendant)).toBe(false);
    expect(ticketMatchesList(others, filter({ showAll: true }), attendant)).toBe(false);
    expect(ticketMatchesList(others, filter({ showAll: true }), { ...attendant, canShowAll: true })).toBe(true);
    expect(ticketMatchesList(others, filter(), admin)).toBe(true);
    expect(ticketMatchesList(ticketFixture({ status: 'closed', userId: 8 }), filter({ status: 'closed' }), attendant)).toBe(true);
  });

  it('applies the user and tag filters of the search tab', () => {
    const tagged = ticketFixture({ status: 'open', userId: 8, tags: [{ id: 3, name: 'VIP', color: '#f00' }] });
    expect(ticketMatchesList(tagged, filter({ status: undefined, tagIds: [3] }), attendant)).toBe(true);
    expect(ticketMatchesList(tagged, filter({ status: undefined, tagIds: [3, 4] }), attendant)).toBe(false);
    expect(ticketMatchesList(tagged, filter({ status: undefined, userIds: [8] }), admin)).toBe(true);
    expect(ticketMatchesList(tagged, filter({ status: undefined, userIds: [9] }), admin)).toBe(false);
  });

  it('leaves a text search it cannot judge to the server', () => {
    const ticket = ticketFixture({ status: 'open', contact: { ...ticketFixture().contact, name: 'José Gonçalves' } });
    expect(ticketMatchesList(ticket, filter({ status: undefined, search: 'jose' }), admin)).toBe(true);
    expect(ticketMatchesList(ticket, filter({ status: undefined, search: 'boleto' }), admin)).toBe('unknown');
  });

  it('orders by last activity, newest first, then by id', () => {
    const older = ticketFixture({ id: 1, lastMessageAt: '2026-05-10T10:00:00.000Z' });
    const newer = ticketFixture({ id: 2, lastMessageAt: '2026-05-10T11:00:00.000Z' });
    const twin = ticketFixture({ id: 3, lastMessageAt: '2026-05-10T10:00:00.000Z' });
    expect([older, newer, twin].sort(compareTickets).map((ticket) => ticket.id)).toEqual([2, 3, 1]);
  });
});
