import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { patchIntegrations } from './api';

/** `company-{id}-queueIntegration`: upsert on create/update, remove on delete (admins hear it). */
export function useIntegrationEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('queueIntegration', (event) => {
    patchIntegrations(queryClient, event.action === 'delete' ? { kind: 'deleted', id: event.integrationId } : { kind: 'saved', record: event.queueIntegration });
  });
}
