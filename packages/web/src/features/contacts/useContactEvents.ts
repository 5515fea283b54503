import type { Contact } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { contactKeys } from './api';
import { applyContactEvent } from './contactEvents';
import type { Pages } from '../../lists/pagedCache';

/** `company-{id}-contact`: create/update upsert, delete removes, in every cached search. */
export function useContactEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('contact', (event) => {
    if (event.action === 'import-progress' || event.action === 'import-done') return;
    for (const query of queryClient.getQueryCache().findAll({ queryKey: contactKeys.pages })) {
      const search = String(query.queryKey[2] ?? '');
      queryClient.setQueryData<Pages<Contact>>(query.queryKey, (data) => applyContactEvent(data, event, search));
    }
  });
}
