import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { notificationKeys } from './api';
import { withPreviewAck } from '../tickets/ticketEvents';
import { applyTicket, removeTicket, type BellViewer, type UnreadTickets } from './bellRules';

/** Keeps the bell's list live from the ticket and message events. */
export function useBellEvents(viewer: BellViewer | undefined): void {
  const queryClient = useQueryClient();
  const patch = (change: (list: UnreadTickets) => UnreadTickets) => {
    if (!viewer) return;
    queryClient.setQueryData<UnreadTickets>(notificationKeys.unread(viewer.id), (list) => (list ? change(list) : list));
  };

  useCompanyEvent('ticket', (event) => {
    if (!viewer) return;
    if (event.action === 'update') patch((list) => applyTicket(list, event.ticket, viewer));
    else patch((list) => removeTicket(list, event.ticketId));
  });

  useCompanyEvent('appMessage', (event) => {
    if (!viewer) return;
    const { ticket, message } = event;
    if (ticket) patch((list) => applyTicket(list, ticket, viewer));
    else
      patch((list) => {
        const tickets = list.tickets.map((item) => withPreviewAck(item, message));
        return tickets.every((item, index) => item === list.tickets[index]) ? list : { ...list, tickets };
      });
  });
}
