import type { Queue } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { queueKeys } from './api';
import { applyQueueEvent, readQueueEvent } from './queueEvents';

/**
 * Keeps the queue list live from `company-{id}-queue`. An update also refreshes that queue's option
 * tree (the server announces option changes as an update of their queue).
 */
export function useQueueEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('queue', (payload) => {
    const event = readQueueEvent(payload);
    if (!event) return;
    queryClient.setQueryData<Queue[]>(queueKeys.list, (list) => applyQueueEvent(list, event));
    const id = event.kind === 'delete' ? event.id : event.queue.id;
    if (event.kind === 'delete') queryClient.removeQueries({ queryKey: queueKeys.options(id) });
    else void queryClient.invalidateQueries({ queryKey: queueKeys.options(id) });
  });
}
