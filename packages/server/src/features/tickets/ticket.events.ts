import type { AppContext } from '../../app-context.js';
import type { Message, Ticket } from '@prosa/contract';
import { rooms } from '../../realtime/rooms.js';
import { presentTickets, type TicketRow } from './ticket.presenter.js';

type EventContext = Pick<AppContext, 'db' | 'realtime'>;
type Placement = Pick<TicketRow, 'id' | 'companyId' | 'status' | 'queueId' | 'userId'>;

/**
 * The rooms whose sockets may see a ticket where it stands (design.md §4b; issue 5 item 8): admins
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
 * `company-{id}-ticket` `update` to the rooms of where the ticket is now, and `delete` to sockets only
 * in the rooms it left (its old status, queue or user), so their lists drop it and nobody outside its
 * queues learns more than its id. Call after the transaction committed.
 */
export async function emitTicketUpdate(ctx: EventContext, row: TicketRow, before?: Placement): Promise<Ticket> {
  const [ticket] = await presentTickets(ctx.db, [row]);
  const now = roomsOfTicket(row);
  if (before) {
    // Only sockets that can no longer see the ticket hear `delete`; the others get the update.
    const left = roomsOfTicket(before).filter((room) => !now.includes(room));
    if (left.length) ctx.realtime.toRooms(left, row.companyId, 'ticket', { action: 'delete', ticketId: row.id }, now);
  }
  ctx.realtime.toRooms(now, row.companyId, 'ticket', { action: 'update', ticket });
  return ticket!;
}

export function emitTicketDelete(ctx: EventContext, row: Placement): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'ticket', { action: 'delete', ticketId: row.id });
}

export function emitUnreadReset(ctx: EventContext, row: Placement): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'ticket', { action: 'updateUnread', ticketId: row.id });
}

/** `company-{id}-appMessage` to the sockets that may see the message's ticket. */
export function emitAppMessage(ctx: EventContext, row: Placement, payload: { action: 'create' | 'update'; message: Message; ticket?: Ticket; contact?: Ticket['contact'] }): void {
  ctx.realtime.toRooms(roomsOfTicket(row), row.companyId, 'appMessage', payload);
}
