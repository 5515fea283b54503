import type { Chat, ChatBody, ChatMessage, ChatMessagePage, ChatPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, type Page, type Pages } from '../../lists/pagedCache';
import { appendChatMessage, keepsUnread, placeChat, type ChatMessagePages } from './chatCache';

export const chatKeys = {
  all: ['chats'] as const,
  pages: ['chats', 'page'] as const,
  page: (search: string) => ['chats', 'page', search] as const,
  /** `GET /chats?withUnreadMessages=true`: the popover's list and the menu dot. */
  unread: ['chats', 'unread'] as const,
  /** One chat by the id or uuid of the page's address. */
  detail: (ref: string) => ['chats', 'detail', ref] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
};

const toPage = (body: ChatPage): Page<Chat> => ({ items: body.records, count: body.count, hasMore: body.hasMore });

/** The caller's chats, newest activity first. */
export function useChatPages(search: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.page(search),
    queryFn: async ({ pageParam, signal }) => toPage(await api.get<ChatPage>('/chats', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The chats with unread messages; asked only where the plan has the internal chat. */
export function useUnreadChats(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: chatKeys.unread,
    queryFn: async ({ pageParam, signal }) => toPage(await api.get<ChatPage>('/chats', { query: { withUnreadMessages: 'true', pageNumber: pageParam }, signal })),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    enabled,
  });
}

export function useChat(ref: string | undefined) {
  return useQuery({
    queryKey: chatKeys.detail(ref ?? ''),
    queryFn: ({ signal }) => api.get<Chat>(`/chats/${encodeURIComponent(ref ?? '')}`, { signal }),
    enabled: ref !== undefined,
    retry: false,
  });
}

/** 20 messages a page, page 1 the newest; older pages as the pane scrolls up. */
export function useChatMessages(chatId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => api.get<ChatMessagePage>(`/chats/${chatId}/messages`, { query: { pageNumber: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
}

export type ChatChange = { kind: 'saved'; chat: Chat } | { kind: 'removed'; id: number };

/**
 * Applies a chat change to every cached list, the unread list and the chat itself: socket events
 * and the answers of the viewer's own actions go through here, so they never disagree.
 */
export function patchChats(queryClient: QueryClient, viewerId: number, change: ChatChange): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: chatKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<Chat>>(query.queryKey, (data) => {
      if (change.kind === 'removed') return removeFromPages(data, change.id);
      return placeChat(data, change.chat, search === '' || change.chat.title.toLowerCase().includes(search));
    });
  }
  queryClient.setQueryData<Pages<Chat>>(chatKeys.unread, (data) => (change.kind === 'removed' ? removeFromPages(data, change.id) : placeChat(data, change.chat, keepsUnread(change.chat, viewerId))));
  if (change.kind === 'saved') {
    queryClient.setQueryData(chatKeys.detail(String(change.chat.id)), change.chat);
    queryClient.setQueryData(chatKeys.detail(change.chat.uuid), change.chat);
  } else {
    queryClient.removeQueries({ queryKey: chatKeys.messages(change.id) });
  }
}

export function appendToHistory(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessagePages>(chatKeys.messages(message.chatId), (data) => appendChatMessage(data, message));
}

export function useSaveChat(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: ChatBody }) => (id === undefined ? api.post<Chat>('/chats', body) : api.put<Chat>(`/chats/${id}`, body)),
    onSuccess: (chat) => patchChats(queryClient, viewerId, { kind: 'saved', chat }),
  });
}

export function useDeleteChat(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/chats/${id}`),
    onSuccess: (_answer, id) => patchChats(queryClient, viewerId, { kind: 'removed', id }),
  });
}

export function useSendChatMessage(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<ChatMessage>(`/chats/${chatId}/messages`, { message }),
    // The socket event carries it too; this covers a socket that is reconnecting.
    onSuccess: (message) => appendToHistory(queryClient, message),
  });
}

/** `POST /chats/{id}/read` `{ userId }` (the seeds' body): the caller's count goes back to zero. */
export function useMarkChatRead(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => api.post<Chat>(`/chats/${chatId}/read`, { userId: viewerId }),
    onSuccess: (chat) => patchChats(queryClient, viewerId, { kind: 'saved', chat }),
  });
}
