import type { QueueIntegration, QueueIntegrationTestSessionAnswer } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, removeFromPages, upsertInPages, type Page, type Pages } from '../../lists/pagedCache';
import { queueKeys } from '../queues/api';

export const integrationKeys = {
  pages: ['queue-integrations', 'page'] as const,
  page: (search: string) => ['queue-integrations', 'page', search] as const,
};

const byName = (a: QueueIntegration, b: QueueIntegration) => a.name.localeCompare(b.name) || a.id - b.id;

/** `GET /queueIntegration`: `{ queueIntegrations, count, hasMore }`. */
export function useIntegrationPages(search: string) {
  return useInfiniteQuery({
    queryKey: integrationKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<QueueIntegration>> => {
      const body = await api.get<{ queueIntegrations: QueueIntegration[]; count: number; hasMore: boolean }>('/queueIntegration', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.queueIntegrations, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export type IntegrationChange = { kind: 'saved'; record: QueueIntegration } | { kind: 'deleted'; id: number };

/** Patches every cached search in place and drops the queue dialog's option list. */
export function patchIntegrations(queryClient: QueryClient, change: IntegrationChange): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: integrationKeys.pages })) {
    const search = String(query.queryKey[2] ?? '');
    queryClient.setQueryData<Pages<QueueIntegration>>(query.queryKey, (data) => {
      if (change.kind === 'deleted') return removeFromPages(data, change.id);
      return search === '' || change.record.name.toLowerCase().includes(search) ? upsertInPages(data, change.record, byName) : removeFromPages(data, change.record.id);
    });
  }
  void queryClient.invalidateQueries({ queryKey: queueKeys.integrations });
}

export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: Record<string, unknown> }) =>
      id === undefined ? api.post<QueueIntegration>('/queueIntegration', body) : api.put<QueueIntegration>(`/queueIntegration/${id}`, body),
    onSuccess: (record) => patchIntegrations(queryClient, { kind: 'saved', record }),
  });
}

export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/queueIntegration/${id}`),
    onSuccess: (_answer, id) => patchIntegrations(queryClient, { kind: 'deleted', id }),
  });
}

/** `POST /queueIntegration/testSession`: what the Dialogflow agent answers, with the dialog's fields as typed. */
export function useTestDialogflowSession() {
  return useMutation({
    mutationFn: (body: { projectName: string; jsonContent: string; language: string }) => api.post<QueueIntegrationTestSessionAnswer>('/queueIntegration/testSession', body),
  });
}
