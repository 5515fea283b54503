import type { ContactListBody, ContactListItem, ContactListItemBody, ContactListItemPage, ContactListPage, ContactListRecord, ContactListUploadResult } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const contactListItemKeys = {
  all: ['contact-list-items'] as const,
  list: (contactListId: number) => ['contact-list-items', contactListId] as const,
  page: (contactListId: number, search: string) => ['contact-list-items', contactListId, search] as const,
};

/** `GET /contact-lists/{id}`: the list's name and count for the items page's heading. */
export function useContactList(id: number) {
  return useQuery({ queryKey: [...contactListKeys.all, 'one', id] as const, queryFn: ({ signal }) => api.get<ContactListRecord>(`/contact-lists/${id}`, { signal }) });
}

/** `GET /contact-list-items?contactListId`: `{ contacts, count, hasMore }`, pages from 1. */
export function useContactListItemPages(contactListId: number, search: string) {
  return useInfiniteQuery({
    queryKey: contactListItemKeys.page(contactListId, search),
    queryFn: async ({ pageParam, signal }): Promise<Page<ContactListItem>> => {
      const body = await api.get<ContactListItemPage>('/contact-list-items', { query: { contactListId, searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.contacts, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export function useSaveContactListItem(contactListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: Omit<ContactListItemBody, 'contactListId'> }) =>
      id === undefined ? api.post<ContactListItem>('/contact-list-items', { ...body, contactListId }) : api.put<ContactListItem>(`/contact-list-items/${id}`, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contactListItemKeys.list(contactListId) }), queryClient.invalidateQueries({ queryKey: contactListKeys.all })]),
  });
}

export function useDeleteContactListItem(contactListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/contact-list-items/${id}`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contactListItemKeys.list(contactListId) }), queryClient.invalidateQueries({ queryKey: contactListKeys.all })]),
  });
}

/** `POST /contact-lists/{id}/upload` (multipart `file`): written at once, the report in the answer. */
export function useUploadContactListSheet(contactListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ContactListUploadResult>(`/contact-lists/${contactListId}/upload`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListItemKeys.list(contactListId) }),
  });
}

/** The example sheet served with the app: the columns an import reads, and two sample rows. */
export const EXAMPLE_SHEET_URL = `${import.meta.env.BASE_URL}planilha-exemplo.xlsx`;
