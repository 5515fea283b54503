import type { Message, MessageList, Tag, Ticket } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { tagKeys } from '../tags/api';
import { storeTicketAnswer, ticketKeys } from '../tickets/api';
import { appendMessage, applyMessageUpdate, replaceMessage, type MessagePages } from './messagePages';

export const conversationKeys = {
  /** Every cached history of one ticket (the conversation's and the admin's peek). */
  messagesOf: (ticketId: number) => ['messages', ticketId] as const,
  /** `GET /messages/{ticketId}` page by page; the peek never marks read, so it is cached apart. */
  messages: (ticketId: number, peek: boolean) => ['messages', ticketId, peek ? 'peek' : 'read'] as const,
};

/** `GET /tickets/u/{uuid}`: the conversation's ticket, also kept fresh by actions and socket events. */
export function useTicketByUuid(uuid: string) {
  return useQuery({
    queryKey: ticketKeys.byUuid(uuid),
    queryFn: ({ signal }) => api.get<Ticket>(`/tickets/u/${encodeURIComponent(uuid)}`, { signal }),
  });
}

/** Stores a ticket of a socket event (they come in commit order) wherever this screen reads it. */
export function storeTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData(ticketKeys.byUuid(ticket.uuid), ticket);
  queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
}

/** 20 messages a page, older pages as the list scrolls up. */
export function useMessagePages(ticketId: number, peek: boolean, enabled = true) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(ticketId, peek),
    queryFn: ({ pageParam, signal }) => api.get<MessageList>(`/messages/${ticketId}`, { query: { pageNumber: pageParam, peek: peek ? 'true' : undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    enabled,
  });
}

const patchers = { create: appendMessage, update: replaceMessage, 'event-update': applyMessageUpdate };

/**
 * Applies a created or changed message to every cached history of a ticket: `update` for an
 * action's answer (replaced where it is), `event-update` for a socket update of the history shown.
 */
export function patchMessages(queryClient: QueryClient, ticketId: number, message: Message, kind: keyof typeof patchers): void {
  queryClient.setQueriesData<MessagePages>({ queryKey: conversationKeys.messagesOf(ticketId) }, (data) => patchers[kind](data, message));
}

export interface OutgoingMessage {
  body: string;
  quotedMsgId?: number | undefined;
  files?: readonly File[];
}

/** `POST /messages/{ticketId}`: JSON for text, multipart (`medias` + `body`) with files. */
export function useSendMessage(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, quotedMsgId, files = [] }: OutgoingMessage) => {
      if (files.length === 0) return api.post<Message>(`/messages/${ticketId}`, { body, ...(quotedMsgId !== undefined ? { quotedMsg: { id: quotedMsgId } } : {}) });
      const form = new FormData();
      form.append('body', body);
      if (quotedMsgId !== undefined) form.append('quotedMsg', JSON.stringify({ id: quotedMsgId }));
      for (const file of files) form.append('medias', file, file.name);
      return api.post<Message>(`/messages/${ticketId}`, form);
    },
    // The socket's create event carries it too (and the other files' messages); this covers a reconnecting socket.
    onSuccess: (message) => patchMessages(queryClient, ticketId, message, 'create'),
  });
}

export function useDeleteMessage(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.delete<Message>(`/messages/${messageId}`),
    onSuccess: (message) => patchMessages(queryClient, ticketId, message, 'update'),
  });
}

export function useEditMessage(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: string }) => api.post<Message>(`/messages/edit/${messageId}`, { body }),
    onSuccess: (message) => patchMessages(queryClient, ticketId, message, 'update'),
  });
}

/** Creates the typed tags (`POST /tags {name}`), then `POST /tags/sync` with the whole set. */
export function useSyncTicketTags(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tagIds, newNames }: { tagIds: number[]; newNames: string[] }) => {
      const created: Tag[] = [];
      for (const name of newNames) created.push(await api.post<Tag>('/tags', { name }));
      return api.post<Ticket>('/tags/sync', { ticketId, tags: [...tagIds, ...created.map((tag) => tag.id)] });
    },
    onSuccess: (ticket) => storeTicketAnswer(queryClient, ticket),
    // New tags reach the list through their socket events; this covers a reconnecting socket.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagKeys.list }),
  });
}
