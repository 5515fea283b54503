import type { TicketNote } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const noteKeys = {
  /** `GET /ticket-notes/list?ticketId&contactId`, newest first. */
  list: (ticketId: number, contactId: number) => ['ticket-notes', ticketId, contactId] as const,
};

export function useTicketNotes(ticketId: number, contactId: number, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.list(ticketId, contactId),
    queryFn: ({ signal }) => api.get<TicketNote[]>('/ticket-notes/list', { query: { ticketId, contactId }, signal }),
    enabled,
  });
}

/** Notes have no socket channel: the cache is patched from the answers themselves. */
export function useAddNote(ticketId: number, contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post<TicketNote>('/ticket-notes', { note, ticketId, contactId }),
    onSuccess: (created) => {
      queryClient.setQueryData<TicketNote[]>(noteKeys.list(ticketId, contactId), (notes) => [created, ...(notes ?? []).filter((note) => note.id !== created.id)]);
    },
  });
}

export function useDeleteNote(ticketId: number, contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/ticket-notes/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TicketNote[]>(noteKeys.list(ticketId, contactId), (notes) => notes?.filter((note) => note.id !== id));
    },
  });
}
