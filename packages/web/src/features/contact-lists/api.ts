import type { ContactListBody, ContactListPage, ContactListRecord } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, type Page } from '../../lists/pagedCache';

export const contactListKeys = {
  all: ['contact-lists'] as const,
  page: (search: string) => ['contact-lists', 'page', search] as const,
};

/** `GET /contact-lists`: `{ records, count, hasMore }`, pages from 1. */
export function useContactListPages(search: string) {
  return useInfiniteQuery({
    queryKey: contactListKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<ContactListRecord>> => {
      const body = await api.get<ContactListPage>('/contact-lists', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.records, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export function useSaveContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: ContactListBody }) =>
      id === undefined ? api.post<ContactListRecord>('/contact-lists', body) : api.put<ContactListRecord>(`/contact-lists/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListKeys.all }),
  });
}

export function useDeleteContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/contact-lists/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListKeys.all }),
  });
}
