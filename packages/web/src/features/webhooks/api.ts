import type { WebhookDelivery, WebhookSubscription } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const webhookKeys = {
  list: ['webhook-subscriptions'] as const,
  deliveries: (id: number) => ['webhook-subscriptions', id, 'deliveries'] as const,
};

/** `GET /webhook-subscriptions`: a company has a handful, so no paging. */
export function useWebhookSubscriptions() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: async ({ signal }) => (await api.get<{ webhookSubscriptions: WebhookSubscription[] }>('/webhook-subscriptions', { signal })).webhookSubscriptions,
  });
}

/** The latest deliveries of one subscription (the first page, newest first). */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async ({ signal }) => api.get<{ deliveries: WebhookDelivery[]; count: number; hasMore: boolean }>(`/webhook-subscriptions/${id}/deliveries`, { signal }),
  });
}

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: { url?: string; events?: string[]; active?: boolean } }) =>
      id === undefined ? api.post<WebhookSubscription>('/webhook-subscriptions', body) : api.put<WebhookSubscription>(`/webhook-subscriptions/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/webhook-subscriptions/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
