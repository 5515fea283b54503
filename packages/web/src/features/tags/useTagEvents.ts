import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchTags } from './api';

/**
 * `company-{id}-tag`: upsert on create/update, remove on delete, in every
 * search and in the whole list, wherever the app shows them (mounted once by the layout).
 */
export function useTagEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('tag', (event) => {
    patchTags(queryClient, event.action === 'delete' ? { kind: 'deleted', id: event.tagId } : { kind: 'saved', tag: event.tag });
  });
}
