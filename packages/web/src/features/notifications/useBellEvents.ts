import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { notificationKeys } from './api';
import { withPreviewAck } from '../tickets/ticketEvents';
import { applyTicket, removeTicket, type BellViewer, type UnreadTickets } from './bellRules';
import { appMessageEventSchema, ticketEventSchema } from './notificationEvents';

/** Keeps the bell's list live from the ticket and message events (seed 000 §4 "Live updates"). */
export function useBellEvents(viewer: BellViewer | undefined): void {
  const queryClient = useQueryClient();
  const patch = (change: (list: UnreadTickets) => UnreadTickets) => {
    if (!viewer) return;
    queryClient.setQueryData<UnreadTickets>(notificationKeys.unread(viewer.id), (list) => (list ? change(list) : list));
  };

  useCompanyEvent('ticket', (payload) => {
    const event = ticketEventSchema.safeParse(payload);
    if (!event.success || !viewer) return;
    const data = event.data;
    if (data.action === 'update') patch((list) => applyTicket(list, data.ticket, viewer));
    else patch((list) => removeTicket(list, data.ticketId));
  });

  useCompanyEvent('appMessage', (payload) => {
    const event = appMessageEventSchema.safeParse(payload);
    if (!event.success || !viewer) return;
    const { ticket, message } = event.data;
    if (ticket) patch((list) => applyTicket(list, ticket, viewer));
    else
      patch((list) => {
        const tickets = list.tickets.map((item) => withPreviewAck(item, message));
        return tickets.every((item, index) => item === list.tickets[index]) ? list : { ...list, tickets };
      });
  });
}
