import type { Ticket } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../api/client';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { ticketKeys } from '../tickets/api';
import { patchMessages, storeTicket } from './api';
import { belongsToHistory } from './messagePages';

/**
 * Joins the ticket's chat box room (again after each reconnection: the server forgets a socket's
 * rooms) so its messages reach this screen, and leaves it when the screen closes.
 */
function useChatBox(ticketId: number | undefined): void {
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket || ticketId === undefined) return undefined;
    const join = () => socket.emit('joinChatBox', ticketId);
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('leaveChatBox', ticketId);
    };
  }, [socket, ticketId]);
}

/** Messages arriving together are read together: one mark-read call after a short pause. */
const MARK_READ_DELAY_MS = 1000;

/**
 * A customer's message that arrives while the conversation is on screen (and the tab visible) has
 * been read: page 1 of `GET /messages` is what marks a ticket read on the server (and resets its
 * unread count for every list and the bell), so it is asked for again, outside the cache.
 */
function useMarkReadWhileOpen(ticketId: number | undefined) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), [ticketId]);
  return () => {
    if (ticketId === undefined || document.visibilityState !== 'visible') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      api.get(`/messages/${ticketId}`, { query: { pageNumber: 1 } }).catch(() => undefined);
    }, MARK_READ_DELAY_MS);
  };
}

/**
 * Live updates for the open conversation: new messages of this history are appended, updates
 * (acks, edits, deletes, reactions) replace by id, and the ticket follows its own updates. A
 * `delete` also means "left a room you are in", not only "deleted": the ticket is fetched again and
 * the screen decides from the answer (404 or 403 leave it).
 */
export function useConversationEvents(ticket: Ticket | undefined): void {
  const queryClient = useQueryClient();
  useChatBox(ticket?.id);
  const markRead = useMarkReadWhileOpen(ticket?.id);

  useCompanyEvent('appMessage', (event) => {
    if (!ticket) return;
    const { action, message, ticket: messageTicket } = event;
    if (action === 'update') patchMessages(queryClient, ticket.id, message, belongsToHistory(message, messageTicket, ticket) ? 'event-update' : 'update');
    else if (belongsToHistory(message, messageTicket, ticket)) {
      patchMessages(queryClient, ticket.id, message, 'create');
      if (!message.fromMe && message.ticketId === ticket.id && ticket.status !== 'closed') markRead();
    }
  });

  useCompanyEvent('ticket', (event) => {
    if (!ticket) return;
    if (event.action === 'update' && event.ticket.id === ticket.id) storeTicket(queryClient, event.ticket);
    if (event.action === 'delete' && event.ticketId === ticket.id) void queryClient.invalidateQueries({ queryKey: ticketKeys.byUuid(ticket.uuid) });
  });
}
