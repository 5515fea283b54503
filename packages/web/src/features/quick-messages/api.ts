import type { QuickMessage, QuickMessageBody, QuickMessagePage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { removeFromList, upsertInList } from '../../lists/listCache';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';

export const quickMessageKeys = {
  all: ['quick-messages'] as const,
  pages: ['quick-messages', 'page'] as const,
  page: (search: string) => ['quick-messages', 'page', search] as const,
  /** `GET /quick-messages/list`: the replies the caller may use, offered by the composer. */
  list: ['quick-messages', 'list'] as const,
};

export const compareQuickMessages = (a: QuickMessage, b: QuickMessage) => a.shortcode.localeCompare(b.shortcode) || a.id - b.id;

export function quickMessageMatchesSearch(record: QuickMessage, search: string): boolean {
  return search === '' || record.shortcode.toLowerCase().includes(search) || record.message.toLowerCase().includes(search);
}

/** `GET /quick-messages`: `{ records, count, hasMore }`; the server decides what the caller sees. */
export function useQuickMessagePages(search: string) {
  return useInfiniteQuery({
    queryKey: quickMessageKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<QuickMessage>> => {
      const body = await api.get<QuickMessagePage>('/quick-messages', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.records, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The replies the caller may use (the server decides which), kept live by `useQuickMessageEvents`. */
export function useQuickMessageList() {
  return useQuery({ queryKey: quickMessageKeys.list, queryFn: ({ signal }) => api.get<QuickMessage[]>('/quick-messages/list', { signal }) });
}

export type QuickMessageChange = { kind: 'saved'; record: QuickMessage } | { kind: 'deleted'; id: number };

/**
 * Like `patchTags`: patch every cached search and the composer's list, never refetch (no stale
 * answer resurrects a row). The server sends a private reply's events only to who may use it.
 */
export function patchQuickMessages(queryClient: QueryClient, change: QuickMessageChange): void {
  queryClient.setQueryData<QuickMessage[]>(quickMessageKeys.list, (list) => (change.kind === 'deleted' ? removeFromList(list, change.id) : upsertInList(list, change.record, compareQuickMessages)));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: quickMessageKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<QuickMessage>>(query.queryKey, (data) => {
      if (change.kind === 'deleted') return removeFromPages(data, change.id);
      const { record } = change;
      return quickMessageMatchesSearch(record, search) ? upsertInPages(data, record, compareQuickMessages) : removeFromPages(data, record.id);
    });
  }
}

export interface SaveQuickMessage {
  id: number | undefined;
  body: QuickMessageBody;
  /** A new attachment, sent after the record is saved. */
  file: File | undefined;
  /** The stored attachment was removed in the dialog. */
  dropMedia: boolean;
}

/** Save, then attach (multipart `typeArch='quickMessage'`, `file`) or detach the media. */
export function useSaveQuickMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file, dropMedia }: SaveQuickMessage) => {
      let saved = id === undefined ? await api.post<QuickMessage>('/quick-messages', body) : await api.put<QuickMessage>(`/quick-messages/${id}`, body);
      if (file) {
        const form = new FormData();
        form.append('typeArch', 'quickMessage');
        form.append('file', file);
        saved = await api.post<QuickMessage>(`/quick-messages/${saved.id}/media-upload`, form);
      } else if (dropMedia && saved.isMedia) {
        saved = await api.delete<QuickMessage>(`/quick-messages/${saved.id}/media-upload`);
      }
      return saved;
    },
    onSuccess: (record) => patchQuickMessages(queryClient, { kind: 'saved', record }),
  });
}

export function useDeleteQuickMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/quick-messages/${id}`),
    onSuccess: (_answer, id) => patchQuickMessages(queryClient, { kind: 'deleted', id }),
  });
}
