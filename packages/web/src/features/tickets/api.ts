import type { Ticket, TicketList, WaitingWithoutQueue } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { nextPageNumber, type Page } from '../../lists/pagedCache';
import { useCurrentUser } from '../auth/api';
import { latestTicket } from './latestTicket';
import type { TicketListFilter } from './ticketListFilter';

export const ticketKeys = {
  all: ['tickets'] as const,
  /** Every ticket list (invalidate this after a ticket changed and no socket event is expected). */
  lists: ['tickets', 'list'] as const,
  /** `GET /tickets` for one filter: an infinite query whose pages are `Page<Ticket>`. */
  list: (filter: TicketListFilter) => ['tickets', 'list', filter] as const,
  /** `GET /tickets/{id}`. */
  detail: (id: number) => ['tickets', 'detail', id] as const,
  /** `GET /tickets/u/{uuid}`. */
  byUuid: (uuid: string) => ['tickets', 'uuid', uuid] as const,
  /** `GET /tickets/waiting-without-queue` (admins). */
  waitingWithoutQueue: ['tickets', 'waiting-without-queue'] as const,
};

/** The query string of `GET /tickets` for one list. */
export function ticketListQuery(filter: TicketListFilter, pageNumber: number) {
  return {
    pageNumber,
    status: filter.status,
    showAll: filter.showAll,
    searchParam: filter.search || undefined,
    queueIds: JSON.stringify(filter.queueIds),
    tags: filter.tagIds.length > 0 ? JSON.stringify(filter.tagIds) : undefined,
    users: filter.userIds.length > 0 ? JSON.stringify(filter.userIds) : undefined,
  };
}

/** One ticket list, 40 a page, loaded page by page as the panel scrolls. */
export function useTicketPages(filter: TicketListFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: ticketKeys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<Page<Ticket>> => {
      const body = await api.get<TicketList>('/tickets', { query: ticketListQuery(filter, pageParam), signal });
      return { items: body.tickets, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled,
  });
}

/** Stores an action's answer by id and uuid, unless a socket event brought a newer copy first (`latestTicket`). */
export function storeTicketAnswer(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData<Ticket>(ticketKeys.byUuid(ticket.uuid), (cached) => latestTicket(cached, ticket));
  queryClient.setQueryData<Ticket>(ticketKeys.detail(ticket.id), (cached) => latestTicket(cached, ticket));
}

/**
 * Accept (pending → open, assigned to the current user), then open the ticket. The
 * socket's `update` event moves it between the lists; the invalidation covers a reconnecting socket.
 */
export function useAcceptTicket() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return useMutation({
    mutationFn: (ticket: Pick<Ticket, 'id'>) => api.put<Ticket>(`/tickets/${ticket.id}`, { status: 'open', userId: user?.id }),
    onSuccess: (ticket) => {
      storeTicketAnswer(queryClient, ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
      void navigate(`/tickets/${ticket.uuid}`);
    },
  });
}

/** Admins: pending tickets without a queue and since when the oldest waits (the tickets page's warning). */
export function useWaitingWithoutQueue(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.waitingWithoutQueue,
    queryFn: ({ signal }) => api.get<WaitingWithoutQueue>('/tickets/waiting-without-queue', { signal }),
    enabled,
  });
}
