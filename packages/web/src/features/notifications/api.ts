import type { TicketList } from '@prosa/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSessionToken } from '../auth/useSessionToken';
import { belongsInBell, type BellViewer, type UnreadTickets } from './bellRules';

export const notificationKeys = {
  /** `GET /tickets?withUnreadMessages=true`: the bell's first page, patched by socket events. */
  unread: (userId: number) => ['notifications', 'unread', userId] as const,
};

export function useUnreadTickets(viewer: BellViewer | undefined) {
  const token = useSessionToken();
  return useQuery({
    queryKey: notificationKeys.unread(viewer?.id ?? 0),
    queryFn: async ({ signal }): Promise<UnreadTickets> => {
      const body = await api.get<TicketList>('/tickets', { query: { withUnreadMessages: true }, signal });
      // The server applies the same rule; this only guards a stale or wider answer.
      const tickets = viewer ? body.tickets.filter((ticket) => belongsInBell(ticket, viewer)) : body.tickets;
      return { tickets, count: Math.max(tickets.length, body.count - (body.tickets.length - tickets.length)) };
    },
    enabled: token !== null && viewer !== undefined,
  });
}
