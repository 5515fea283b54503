import type { Tag, Ticket, TicketList } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';

/** A lane: 'open' ('Em aberto', tickets without a kanban tag) or a kanban tag's id. */
export type LaneKey = 'open' | number;

export const kanbanKeys = {
  all: ['kanban'] as const,
  lanes: ['kanban', 'lanes'] as const,
  tickets: ['kanban', 'tickets'] as const,
  lane: (lane: LaneKey) => ['kanban', 'tickets', String(lane)] as const,
};

/** The board's lanes after 'Em aberto': the company's kanban tags (`GET /tags/kanban`). */
export function useKanbanLanes() {
  return useQuery({ queryKey: kanbanKeys.lanes, queryFn: async ({ signal }) => (await api.get<{ lista: Tag[] }>('/tags/kanban', { signal })).lista });
}

/** One lane's cards, a page at a time (`GET /ticket/kanban?lane=`): each lane scrolls on its own. */
export function useLaneTickets(lane: LaneKey) {
  return useInfiniteQuery({
    queryKey: kanbanKeys.lane(lane),
    queryFn: async ({ pageParam, signal }): Promise<Page<Ticket>> => {
      const body = await api.get<TicketList>('/ticket/kanban', { query: { lane: String(lane), pageNumber: pageParam }, signal });
      return { items: body.tickets, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The lane a ticket belongs to: its first kanban tag's, else 'Em aberto'. */
export function laneOf(ticket: Pick<Ticket, 'tags'>, laneIds: ReadonlySet<number>): LaneKey {
  return ticket.tags.find((tag) => laneIds.has(tag.id))?.id ?? 'open';
}

/** Latest activity first, as the server orders a lane. */
const byActivity = (a: Ticket, b: Ticket) => b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id - a.id;

/** Whether the board shows a ticket at all: open and pending ones. */
export const onBoard = (ticket: Pick<Ticket, 'status'>) => ticket.status === 'open' || ticket.status === 'pending';

/**
 * A ticket changed (a drag here or elsewhere, a message, a transfer): it leaves every lane and
 * joins the one its tags name, if it is still on the board. A `delete` (it left the caller's
 * rooms) only removes it.
 */
export function patchBoard(queryClient: QueryClient, change: { ticket: Ticket } | { deletedId: number }, laneIds: ReadonlySet<number>): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: kanbanKeys.tickets })) {
    const lane = query.queryKey[2] === 'open' ? 'open' : Number(query.queryKey[2]);
    queryClient.setQueryData<Pages<Ticket>>(query.queryKey, (data) => {
      if ('deletedId' in change) return removeFromPages(data, change.deletedId);
      const { ticket } = change;
      return onBoard(ticket) && laneOf(ticket, laneIds) === lane ? upsertInPages(data, ticket, byActivity) : removeFromPages(data, ticket.id);
    });
  }
}

export interface MoveCard {
  ticket: Ticket;
  from: LaneKey;
  to: LaneKey;
}

/**
 * Kanban: the old kanban tag goes (`DELETE /ticket-tags/{id}`), the lane's tag comes
 * (`PUT /ticket-tags/{id}/{tagId}`). The card moves at once; the answers (and the ticket events
 * every board hears) put it where the server says.
 */
export function useMoveCard(laneIds: ReadonlySet<number>, lanes: readonly Tag[], notify: { removed: () => void; added: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: ({ ticket, to }: MoveCard) => {
      const kept = ticket.tags.filter((tag) => !laneIds.has(tag.id));
      const target = to === 'open' ? undefined : lanes.find((lane) => lane.id === to);
      const moved = { ...ticket, tags: target ? [...kept, { id: target.id, name: target.name, color: target.color }] : kept } as Ticket;
      patchBoard(queryClient, { ticket: moved }, laneIds);
    },
    mutationFn: async ({ ticket, to }: MoveCard) => {
      let answer = await api.delete<Ticket>(`/ticket-tags/${ticket.id}`);
      notify.removed();
      if (to !== 'open') {
        answer = await api.put<Ticket>(`/ticket-tags/${ticket.id}/${to}`);
        notify.added();
      }
      return answer;
    },
    onSuccess: (ticket) => patchBoard(queryClient, { ticket }, laneIds),
    onError: () => void queryClient.invalidateQueries({ queryKey: kanbanKeys.tickets }),
  });
}
