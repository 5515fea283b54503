import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchPrompts } from './api';

/** `company-{id}-prompt`: upsert on create/update, remove on delete (admins hear it). */
export function usePromptEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('prompt', (event) => {
    patchPrompts(queryClient, event.action === 'delete' ? { kind: 'deleted', id: event.promptId } : { kind: 'saved', record: event.prompt });
  });
}
