import { maySeeTicket, type Ticket } from '@prosa/contract';
import type { TicketListFilter } from './ticketListFilter';

/** What the list rules need about the signed-in user. */
export interface TicketViewer {
  userId: number;
  admin: boolean;
  /** `can(user, 'tickets-manager:showall')`. */
  canShowAll: boolean;
  /** `allTicket` enabled: tickets without a queue are visible. */
  allTicket: boolean;
  ownQueueIds: readonly number[];
}

/** Does the ticket belong in this list? 'unknown' when only the server can tell (message text search). */
export type ListMatch = boolean | 'unknown';

/** The server's order (`lastMessageAt` desc, then id desc): negative when `a` comes first. */
export function compareTickets(a: Pick<Ticket, 'id' | 'lastMessageAt'>, b: Pick<Ticket, 'id' | 'lastMessageAt'>): number {
  const byActivity = Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt);
  return byActivity !== 0 && !Number.isNaN(byActivity) ? byActivity : b.id - a.id;
}

function searching(filter: TicketListFilter): boolean {
  return filter.search !== '' || filter.tagIds.length > 0 || filter.userIds.length > 0;
}

/**
 * The queue part of `GET /tickets`: the ticket is one the viewer may see (the contract's
 * `maySeeTicket`), and its queue is in the selection — an empty selection means every queue for
 * admins and the viewer's own queues for others; a ticket without a queue passes the selection.
 */
function inQueues(ticket: Pick<Ticket, 'queueId' | 'userId'>, selected: readonly number[], viewer: TicketViewer): boolean {
  if (!maySeeTicket({ userId: viewer.userId, admin: viewer.admin, allTicket: viewer.allTicket, queueIds: viewer.ownQueueIds }, ticket)) return false;
  if (ticket.queueId === null) return true;
  const selection = selected.length > 0 ? selected : viewer.admin ? undefined : viewer.ownQueueIds;
  return selection === undefined || selection.includes(ticket.queueId);
}

/** The text search of the server also looks into messages, so a contact that does not match proves nothing. */
function matchesText(ticket: Pick<Ticket, 'contact'>, search: string): ListMatch {
  if (search === '') return true;
  const { name, number } = ticket.contact;
  return fold(`${name} ${number}`).includes(fold(search)) ? true : 'unknown';
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Whether a live update's ticket belongs in a list, mirroring the server's list rules: status, queues,
 * show-all (closed and search lists always show all; a user without it sees own, unassigned and pending
 * tickets), the user and tag filters, and the search text as far as the browser can judge it.
 */
export function ticketMatchesList(ticket: Ticket, filter: TicketListFilter, viewer: TicketViewer): ListMatch {
  if (filter.status !== undefined && ticket.status !== filter.status) return false;
  if (!inQueues(ticket, filter.queueIds, viewer)) return false;
  const showAll = viewer.admin || (filter.showAll && viewer.canShowAll) || filter.status === 'closed' || searching(filter);
  if (!showAll && ticket.status !== 'pending' && ticket.userId !== null && ticket.userId !== viewer.userId) return false;
  if (filter.userIds.length > 0 && (ticket.userId === null || !filter.userIds.includes(ticket.userId))) return false;
  if (!filter.tagIds.every((tagId) => ticket.tags.some((tag) => tag.id === tagId))) return false;
  return matchesText(ticket, filter.search);
}
