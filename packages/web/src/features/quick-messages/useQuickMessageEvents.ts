import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchQuickMessages } from './api';

/**
 * `company-{id}-quickemessage` (the seeds' spelling): upsert on create/update, remove on delete, in
 * the page and the composer's list (mounted once by the layout).
 */
export function useQuickMessageEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('quickemessage', (event) => {
    patchQuickMessages(queryClient, event.action === 'delete' ? { kind: 'deleted', id: event.id } : { kind: 'saved', record: event.record });
  });
}
