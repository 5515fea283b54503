import { TICKET_STATUSES, type Ticket } from '@prosa/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Pages } from '../../lists/pagedCache';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { ticketKeys } from './api';
import { applyPreviewAck, applyTicketUpdate, clearUnread, findTicket, removeTicket, ticketAfterMessage } from './ticketEvents';
import type { TicketListFilter } from './ticketListFilter';
import { ticketMatchesList, type TicketViewer } from './ticketListRules';

type TicketPages = Pages<Ticket>;

function listQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({ queryKey: ticketKeys.lists });
}

function patchLists(queryClient: QueryClient, patch: (data: TicketPages | undefined, filter: TicketListFilter) => TicketPages | undefined): void {
  for (const query of listQueries(queryClient)) {
    const filter = query.queryKey[2] as TicketListFilter | undefined;
    if (filter) queryClient.setQueryData<TicketPages>(query.queryKey, (data) => patch(data, filter));
  }
}

function cachedTicket(queryClient: QueryClient, ticketId: number): Ticket | undefined {
  for (const query of listQueries(queryClient)) {
    const found = findTicket(queryClient.getQueryData<TicketPages>(query.queryKey), ticketId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Follows the ticket rooms while the tickets page is mounted (`joinTickets` for each status and
 * `joinNotification`, again after every reconnection since the server forgets a socket's rooms).
 * Only the status rooms are left on unmount: the notification room also feeds the top bar's bell.
 */
function useTicketRooms(): void {
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    const join = () => {
      for (const status of TICKET_STATUSES) socket.emit('joinTickets', status);
      socket.emit('joinNotification');
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) for (const status of TICKET_STATUSES) socket.emit('leaveTickets', status);
    };
  }, [socket]);
}

/**
 * Live updates on every cached ticket list (the rules are in `ticketEvents.ts`).
 * Reconnections refetch the visible lists through the socket provider's session handlers.
 */
export function useTicketEvents(viewer: TicketViewer | undefined, openTicketUuid: string | undefined): void {
  const queryClient = useQueryClient();
  useTicketRooms();

  const openHere = (ticket: Pick<Ticket, 'uuid'>) => ticket.uuid === openTicketUuid;

  const upsert = (ticket: Ticket) => {
    if (!viewer) return;
    const shown = openHere(ticket) && ticket.unreadMessages !== 0 ? { ...ticket, unreadMessages: 0 } : ticket;
    patchLists(queryClient, (data, filter) => applyTicketUpdate(data, shown, ticketMatchesList(shown, filter, viewer)));
  };

  useCompanyEvent('ticket', (event) => {
    // A ticket that moves sends `delete` to the rooms it left, then `update` to where it is: a socket
    // in both drops the row and takes it back from the update when it still matches the list.
    if (event.action === 'update') upsert(event.ticket);
    else if (event.action === 'delete') patchLists(queryClient, (data) => removeTicket(data, event.ticketId));
    else {
      patchLists(queryClient, (data) => clearUnread(data, event.ticketId));
    }
  });

  useCompanyEvent('appMessage', (event) => {
    if (event.action === 'update') {
      patchLists(queryClient, (data) => applyPreviewAck(data, event.message));
      return;
    }
    const { message, ticket: sent } = event;
    const cached = cachedTicket(queryClient, message.ticketId);
    const known = sent ?? cached;
    const ticket = ticketAfterMessage(cached, message, sent, known !== undefined && openHere(known));
    if (ticket) upsert(ticket);
  });
}
