import { isAdmin } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { TicketRoomAccess } from '../../realtime/ticket-room-access.js';
import { callerMaySee } from './ticket-access.js';
import { queueIdsOfUser } from '../users/user-queues.js';
import { findTicketRow } from './ticket.presenter.js';

/**
 * `joinChatBox`: a socket follows a ticket's room only when its user may see the ticket, by the
 * same rule as `GET /tickets/{id}` (another company's ticket is simply absent).
 */
export function ticketRoomAccess(ctx: Pick<AppContext, 'db'>): TicketRoomAccess {
  return async (auth, ticketId) => {
    const row = await findTicketRow(ctx.db, auth.companyId, ticketId);
    if (!row) return false;
    return callerMaySee(auth, isAdmin(auth) ? [] : await queueIdsOfUser(ctx.db, auth.userId), row);
  };
}
