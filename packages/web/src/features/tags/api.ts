import { type Tag, type TagBody, type TagPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { removeFromList, upsertInList } from '../../lists/listCache';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';

export const tagKeys = {
  all: ['tags'] as const,
  pages: ['tags', 'page'] as const,
  /** `GET /tags?searchParam=…`, one infinite query per (lower-cased) search text. */
  page: (search: string) => ['tags', 'page', search] as const,
  /** `GET /tags/list`: every tag, for the conversation's tag editor and the search filter. */
  list: ['tags', 'list'] as const,
};

/** Tags in the order the server lists them (by name). */
export const compareTags = (a: Tag, b: Tag) => a.name.localeCompare(b.name) || a.id - b.id;

export function tagMatchesSearch(tag: Tag, search: string): boolean {
  return search === '' || tag.name.toLowerCase().includes(search);
}

/** `GET /tags`: `{ tags, count, hasMore }`, 20 a page, pages from 1. */
export function useTagPages(search: string) {
  return useInfiniteQuery({
    queryKey: tagKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<Tag>> => {
      const body = await api.get<TagPage>('/tags', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.tags, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** Every tag of the company (the tag editor, the search filter), kept live by `useTagEvents`. */
export function useTagList(enabled = true) {
  return useQuery({ queryKey: tagKeys.list, queryFn: ({ signal }) => api.get<Tag[]>('/tags/list', { signal }), enabled });
}

export type TagChange = { kind: 'saved'; tag: Tag } | { kind: 'deleted'; id: number };

/**
 * Applies a change to every cached search and to the whole list: a saved tag is upserted where it
 * matches the search and dropped where it no longer does. Patching (never refetching) keeps an
 * older answer in flight from bringing back a tag another client just deleted.
 */
export function patchTags(queryClient: QueryClient, change: TagChange): void {
  queryClient.setQueryData<Tag[]>(tagKeys.list, (list) => (change.kind === 'deleted' ? removeFromList(list, change.id) : upsertInList(list, change.tag, compareTags)));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: tagKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<Tag>>(query.queryKey, (data) => {
      if (change.kind === 'deleted') return removeFromPages(data, change.id);
      return tagMatchesSearch(change.tag, search) ? upsertInPages(data, change.tag, compareTags) : removeFromPages(data, change.tag.id);
    });
  }
}

export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: TagBody }) => (id === undefined ? api.post<Tag>('/tags', body) : api.put<Tag>(`/tags/${id}`, body)),
    // The socket event patches the list too; this covers a socket that is reconnecting.
    onSuccess: (tag) => patchTags(queryClient, { kind: 'saved', tag }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/tags/${id}`),
    onSuccess: (_answer, id) => patchTags(queryClient, { kind: 'deleted', id }),
  });
}
