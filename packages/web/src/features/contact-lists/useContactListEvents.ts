import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { contactListKeys } from './api';

/** `company-{id}-ContactList`: another user's change refreshes the lists shown (counts come from the server). */
export function useContactListEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('ContactList', () => {
    void queryClient.invalidateQueries({ queryKey: contactListKeys.all });
  });
}
