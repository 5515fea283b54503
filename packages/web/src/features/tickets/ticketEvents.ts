import type { Message, Ticket } from '@prosa/contract';
import type { Page, Pages } from '../../lists/pagedCache';
import { compareTickets, type ListMatch } from './ticketListRules';

type TicketPages = Pages<Ticket>;

function isLoaded(data: TicketPages, ticketId: number): boolean {
  return data.pages.some((page) => page.items.some((item) => item.id === ticketId));
}

function withCountChange(pages: Page<Ticket>[], change: number): Page<Ticket>[] {
  return change === 0 ? pages : pages.map((page) => ({ ...page, count: Math.max(0, page.count + change) }));
}

/**
 * Puts the ticket where the server's order puts it among the loaded rows. A ticket that sorts after
 * every loaded row while more pages exist is left for those pages to bring.
 */
function placeInOrder(pages: Page<Ticket>[], ticket: Ticket): Page<Ticket>[] {
  const pageIndex = pages.findIndex((page) => page.items.some((item) => compareTickets(ticket, item) < 0));
  if (pageIndex === -1) {
    const last = pages[pages.length - 1];
    if (!last || last.hasMore) return pages;
    return [...pages.slice(0, -1), { ...last, items: [...last.items, ticket] }];
  }
  return pages.map((page, index) => {
    if (index !== pageIndex) return page;
    const at = page.items.findIndex((item) => compareTickets(ticket, item) < 0);
    return { ...page, items: [...page.items.slice(0, at), ticket, ...page.items.slice(at)] };
  });
}

/** A ticket leaves the list (deleted, or no longer matching its filter); the count follows. */
export function removeTicket(data: TicketPages | undefined, ticketId: number): TicketPages | undefined {
  if (!data || !isLoaded(data, ticketId)) return data;
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== ticketId) }));
  return { ...data, pages: withCountChange(pages, -1) };
}

/**
 * `ticket` `update`: a matching ticket replaces its row and moves to where its
 * activity puts it, or joins the list (and its count) when new; one that no longer matches leaves.
 * When only the server can judge the match (text search) a loaded row is refreshed and nothing is added.
 */
export function applyTicketUpdate(data: TicketPages | undefined, ticket: Ticket, match: ListMatch): TicketPages | undefined {
  if (!data) return data;
  if (match === false) return removeTicket(data, ticket.id);
  const loaded = findTicket(data, ticket.id);
  if (!loaded && match === 'unknown') return data;
  // Events never carry the search's matched message: a search row keeps the one it was found by.
  const shown = loaded?.searchMatch && !ticket.searchMatch ? { ...ticket, searchMatch: loaded.searchMatch } : ticket;
  const without = data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== ticket.id) }));
  return { ...data, pages: placeInOrder(withCountChange(without, loaded ? 0 : 1), shown) };
}

/**
 * A message changed (`appMessage` `update`: acks above all): the row whose preview is that message
 * shows its new ticks (ticket rows keep acks).
 */
export function withPreviewAck(ticket: Ticket, message: Pick<Message, 'id' | 'ack' | 'fromMe'>): Ticket {
  if (ticket.lastMessageId !== message.id) return ticket;
  const ack = message.fromMe ? message.ack : null;
  return ack === ticket.lastMessageAck ? ticket : { ...ticket, lastMessageAck: ack };
}

/** `withPreviewAck` on every loaded row of a list; the same object back when nothing changed. */
export function applyPreviewAck(data: TicketPages | undefined, message: Pick<Message, 'id' | 'ack' | 'fromMe' | 'ticketId'>): TicketPages | undefined {
  const current = findTicket(data, message.ticketId);
  if (!data || !current || withPreviewAck(current, message) === current) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === message.ticketId ? withPreviewAck(item, message) : item)) })) };
}

/** `ticket` `updateUnread`: the conversation was read somewhere, the badge goes. */
export function clearUnread(data: TicketPages | undefined, ticketId: number): TicketPages | undefined {
  if (!data || !data.pages.some((page) => page.items.some((item) => item.id === ticketId && item.unreadMessages !== 0))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === ticketId ? { ...item, unreadMessages: 0 } : item)) })),
  };
}

/**
 * The ticket as an `appMessage` `create` leaves it (a new message raises the unread
 * count and moves the ticket to the top). The server's ticket already carries the new preview,
 * activity time and unread count, so it is taken as is (counting again would add the message twice:
 * the `ticket` `update` of the same message came first). Without it the cached row is advanced by
 * hand. The ticket open in this tab is being read, so its count stays at zero.
 */
export function ticketAfterMessage(cached: Ticket | undefined, message: Message, sent: Ticket | undefined, openHere: boolean): Ticket | undefined {
  const base = sent ?? (cached && advanceByMessage(cached, message));
  if (!base) return undefined;
  return openHere && base.unreadMessages !== 0 ? { ...base, unreadMessages: 0 } : base;
}

function advanceByMessage(ticket: Ticket, message: Message): Ticket {
  // The server's preview rule: an automatic text never replaces what a person wrote.
  const keepsPreview = message.isAutomatic && ticket.lastMessage !== '';
  return {
    ...ticket,
    ...(keepsPreview ? {} : { lastMessage: message.body, lastMessageId: message.id, lastMessageAck: message.fromMe ? message.ack : null }),
    lastMessageAt: message.createdAt,
    fromMe: message.fromMe,
    unreadMessages: message.fromMe ? 0 : ticket.unreadMessages + 1,
  };
}

/** The loaded row of a ticket in one list, if any. */
export function findTicket(data: TicketPages | undefined, ticketId: number): Ticket | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.id === ticketId);
    if (found) return found;
  }
  return undefined;
}

/** The badge of a list: the count of its latest page (every page's count is patched alike). */
export function listCount(data: TicketPages | undefined): number | undefined {
  const pages = data?.pages;
  return pages && pages.length > 0 ? pages[pages.length - 1]?.count : undefined;
}

