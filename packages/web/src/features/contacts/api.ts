import type { Contact, ContactImportState, ContactList } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorFrom } from '../../api/ApiError';
import { apiUrl } from '../../api/baseUrl';
import { api } from '../../api/client';
import { getToken } from '../../api/session';
import { nextPageNumber, type Page } from '../../lists/pagedCache';

export const contactKeys = {
  all: ['contacts'] as const,
  pages: ['contacts', 'page'] as const,
  /** `GET /contacts?searchParam=…`, one infinite query per (lower-cased) search text. */
  page: (search: string) => ['contacts', 'page', search] as const,
};

export interface ContactSaveBody {
  name: string;
  number: string;
  email: string;
  extraInfo: { id?: number; name: string; value: string }[];
}

/** `GET /contacts`: `{ contacts, count, hasMore }`, 20 a page by name. */
export function useContactPages(search: string) {
  return useInfiniteQuery({
    queryKey: contactKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<Contact>> => {
      const body = await api.get<ContactList>('/contacts', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.contacts, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: ContactSaveBody }) => (id === undefined ? api.post<Contact>('/contacts', body) : api.put<Contact>(`/contacts/${id}`, body)),
    // The socket event patches the list too; this covers a socket that is reconnecting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.pages }),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/contacts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.pages }),
  });
}

/** `POST /contacts/upload` (multipart `file`): answers the import's id and total at once. */
export function useUploadContacts() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ContactImportState>('/contacts/upload', form);
    },
  });
}

export const fetchImportState = (importId: string) => api.get<ContactImportState>(`/contacts/upload/${importId}`);

/** `POST /contacts/import`: the default connection's address book. */
export function useImportFromPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ imported: number }>('/contacts/import'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.pages }),
  });
}

/** `GET /contacts/export` is CSV, not JSON: fetched with the session's token and saved as a file. */
export async function downloadContactsCsv(): Promise<void> {
  const token = getToken();
  const response = await fetch(apiUrl('/contacts/export'), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw await apiErrorFrom(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contatos.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
