import type { Message, Ticket } from '@prosa/contract';

/** What the bell and the alerts need to know about the signed-in user. */
export interface BellViewer {
  id: number;
  /** Admins see every ticket (the server treats their lists as show-all). */
  admin: boolean;
}

/** The bell's list: `GET /tickets?withUnreadMessages=true` (first page) and its total. */
export interface UnreadTickets {
  tickets: Ticket[];
  count: number;
}

/**
 * Mirrors the server's bell query (`withUnreadMessages` without show-all, tickets.repository.ts):
 * tickets with unread messages that are unassigned or the caller's; admins see every one. The
 * server already limited events and lists to tickets the caller may see.
 */
export function belongsInBell(ticket: Pick<Ticket, 'userId' | 'unreadMessages'>, viewer: BellViewer): boolean {
  if (ticket.unreadMessages <= 0) return false;
  return viewer.admin || ticket.userId === null || ticket.userId === viewer.id;
}

const newestFirst = (a: Ticket, b: Ticket) => {
  const byActivity = Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt);
  return byActivity !== 0 && !Number.isNaN(byActivity) ? byActivity : b.id - a.id;
};

/** A ticket as an event shows it now: placed by its last activity, or dropped when it left the bell. */
export function applyTicket(list: UnreadTickets, ticket: Ticket, viewer: BellViewer): UnreadTickets {
  const present = list.tickets.some((item) => item.id === ticket.id);
  const others = list.tickets.filter((item) => item.id !== ticket.id);
  if (!belongsInBell(ticket, viewer)) return present ? { tickets: others, count: Math.max(others.length, list.count - 1) } : list;
  return { tickets: [...others, ticket].sort(newestFirst), count: present ? list.count : list.count + 1 };
}

/** `delete` and `updateUnread` (the conversation was read): the ticket leaves the bell. */
export function removeTicket(list: UnreadTickets, ticketId: number): UnreadTickets {
  if (!list.tickets.some((item) => item.id === ticketId)) return list;
  const tickets = list.tickets.filter((item) => item.id !== ticketId);
  return { tickets, count: Math.max(tickets.length, list.count - 1) };
}

/** The current screen, for deciding whether a message needs an alert. */
export interface Screen {
  /** The uuid of the ticket open in the page (`/tickets/{uuid}`), if any. */
  openTicketUuid: string | null;
  /** The page is visible and has the focus. */
  focused: boolean;
}

/**
 * Issue 6 item 8: a sound and a browser notification for a new message from a contact on a ticket
 * the bell would list, unless that conversation is on screen in a focused page.
 */
export function shouldAlert(message: Pick<Message, 'fromMe' | 'ticketId' | 'isDeleted'>, ticket: Ticket, viewer: BellViewer, screen: Screen): boolean {
  if (message.fromMe || message.isDeleted || message.ticketId !== ticket.id) return false;
  if (ticket.userId !== null && ticket.userId !== viewer.id && !viewer.admin) return false;
  return !(screen.focused && screen.openTicketUuid === ticket.uuid);
}

/**
 * What the bell shows: the conversation open on screen is being read, so it is left out (its
 * unread count is the conversation's to clear).
 */
export function bellView(list: UnreadTickets | undefined, openTicketUuid: string | null): UnreadTickets {
  if (!list) return { tickets: [], count: 0 };
  const tickets = list.tickets.filter((ticket) => ticket.uuid !== openTicketUuid);
  return tickets.length === list.tickets.length ? list : { tickets, count: Math.max(tickets.length, list.count - 1) };
}
