import type { Prompt } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';
import { queueKeys } from '../queues/api';

export const promptKeys = {
  pages: ['prompts', 'page'] as const,
  page: (search: string) => ['prompts', 'page', search] as const,
};

const byName = (a: Prompt, b: Prompt) => a.name.localeCompare(b.name) || a.id - b.id;

/** `GET /prompt`: `{ prompts, count, hasMore }`, keys masked. */
export function usePromptPages(search: string) {
  return useInfiniteQuery({
    queryKey: promptKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<Prompt>> => {
      const body = await api.get<{ prompts: Prompt[]; count: number; hasMore: boolean }>('/prompt', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.prompts, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export type PromptChange = { kind: 'saved'; record: Prompt } | { kind: 'deleted'; id: number };

export function patchPrompts(queryClient: QueryClient, change: PromptChange): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: promptKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<Prompt>>(query.queryKey, (data) => {
      if (change.kind === 'deleted') return removeFromPages(data, change.id);
      return search === '' || change.record.name.toLowerCase().includes(search) ? upsertInPages(data, change.record, byName) : removeFromPages(data, change.record.id);
    });
  }
  void queryClient.invalidateQueries({ queryKey: queueKeys.prompts });
}

export function useSavePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: Record<string, unknown> }) => (id === undefined ? api.post<Prompt>('/prompt', body) : api.put<Prompt>(`/prompt/${id}`, body)),
    onSuccess: (record) => patchPrompts(queryClient, { kind: 'saved', record }),
  });
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/prompt/${id}`),
    onSuccess: (_answer, id) => patchPrompts(queryClient, { kind: 'deleted', id }),
  });
}
