import type { AppContext } from '../../app-context.js';
import type { ChannelEvent, Ticket } from '@prosa/contract';
import { rooms } from '../../realtime/rooms.js';
import { presentTickets } from './ticket.presenter.js';
import type { TicketRow } from '../../db/schema/index.js';

type EventContext = Pick<AppContext, 'db' | 'realtime'>;
type Placement = Pick<TicketRow, 'id' | 'companyId' | 'status' | 'queueId' | 'userId'>;

/**
 * The rooms whose sockets may see a ticket where it stands: admins
 * through the status and notification rooms, other users through the rooms of the ticket's queue
 * (or "no queue" for users with `allTicket`), the assigned user through their own room, and whoever
 * opened the conversation through the ticket room (joined only after `maySeeTicket`).
 */
export function roomsOfTicket(ticket: Placement): string[] {
  const { companyId, status, queueId, id } = ticket;
  const list = [rooms.status(companyId, status), rooms.notification(companyId), rooms.queueStatus(companyId, queueId, status), rooms.queueNotification(companyId, queueId), rooms.ticket(companyId, id)];
  if (ticket.userId !== null) list.push(rooms.user(ticket.userId));
  return list;
}

/**
 * The rooms that put a ticket in someone's lists: its status (admins), its queue's status and bell
 * rooms (users of the queue) and its user. The ticket room and the company-wide bell room are left
 * out: they follow the ticket wherever it goes.
 */
function placementRooms(ticket: Placement): string[] {
  const { companyId, status, queueId } = ticket;
  const list = [rooms.status(companyId, status), rooms.queueStatus(companyId, queueId, status), rooms.queueNotification(companyId, queueId)];
  if (ticket.userId !== null) list.push(rooms.user(ticket.userId));
  return list;
}

const moved = (before: Placement, after: Placement) => before.status !== after.status || before.queueId !== after.queueId || before.userId !== after.userId;

/**
 * `company-{id}-ticket` `update` to the rooms of where the ticket is now. A ticket whose status,
 * queue or user changed first sends `delete` to the rooms of where it was, whether or not a socket
 * there also sees it where it is now: clients that drop
 * a list row only on `delete` (the seeds' lists) would otherwise keep an accepted ticket under
 * pending. A socket in both hears `delete` then `update`, in that order. Call after the commit.
 */
export async function emitTicketUpdate(ctx: EventContext, row: TicketRow, before?: Placement, options: { created?: boolean } = {}): Promise<Ticket> {
  const [ticket] = await presentTickets(ctx.db, [row]);
  if (before && moved(before, row)) ctx.realtime.toRooms(placementRooms(before), row.companyId, 'ticket', { action: 'delete', ticketId: row.id });
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'ticket', { action: 'update', ticket: ticket! });
  // Outgoing webhooks: a new ticket, one that has just been closed, or any other change.
  const event = options.created ? 'ticket.created' : row.status === 'closed' && before !== undefined && before.status !== 'closed' ? 'ticket.closed' : 'ticket.updated';
  await ctx.realtime.toWebhooks?.(row.companyId, event, { ticket });
  return ticket!;
}

export function emitTicketDelete(ctx: EventContext, row: Placement): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'ticket', { action: 'delete', ticketId: row.id });
}

export function emitUnreadReset(ctx: EventContext, row: Placement): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'ticket', { action: 'updateUnread', ticketId: row.id });
}

/** `company-{id}-appMessage` to the sockets that may see the message's ticket. */
export function emitAppMessage(ctx: EventContext, row: Placement, payload: ChannelEvent<'appMessage'>): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'appMessage', payload);
}
