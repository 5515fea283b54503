import type { Contact, ContactList, Ticket } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { storeTicketAnswer, ticketKeys } from '../tickets/api';
import { CONTACT_SEARCH_MIN } from './ticketForms';

export const ticketModalKeys = {
  contactSearch: (search: string) => ['contacts', 'search', search] as const,
};

/** First page of `GET /contacts?searchParam` once the (debounced, lower-cased) text is long enough. */
export function useContactSearch(search: string) {
  return useQuery({
    queryKey: ticketModalKeys.contactSearch(search),
    queryFn: async ({ signal }): Promise<Contact[]> => (await api.get<ContactList>('/contacts', { query: { searchParam: search }, signal })).contacts,
    enabled: search.length >= CONTACT_SEARCH_MIN,
    staleTime: 30_000,
  });
}

function rememberTicket(queryClient: ReturnType<typeof useQueryClient>, ticket: Ticket) {
  storeTicketAnswer(queryClient, ticket);
  // The socket's `update` places it in the lists; this covers a socket that is reconnecting.
  void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
}

export interface NewTicketBody {
  contactId: number;
  queueId: number | null;
  whatsappId: number | null;
  userId: number;
  status: 'open';
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTicketBody) => api.post<Ticket>('/tickets', body),
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}

export interface TransferBody {
  queueId: number;
  userId: number | null;
  status: 'open' | 'pending';
  whatsappId: number | null;
}

export function useTransferTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, body }: { ticketId: number; body: TransferBody }) => api.put<Ticket>(`/tickets/${ticketId}`, body),
    onSuccess: (ticket) => rememberTicket(queryClient, ticket),
  });
}
