import type { ContactListItem } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { Pages } from '../../lists/pagedCache';
import { useCompanyEvent } from '../../realtime/useSocket';
import { contactListItemKeys, contactListKeys } from './api';
import { applyContactListItemEvent } from './contactListItemEvents';

/**
 * `company-{id}-ContactListItem` for one list's page: an item's change patches every cached search
 * (a number check turning the icon), a reload (an import, a large batch of checks) refetches; an
 * item added or removed refreshes the list's count.
 */
export function useContactListItemEvents(contactListId: number): void {
  const queryClient = useQueryClient();
  useCompanyEvent('ContactListItem', (event) => {
    if (event.action === 'reload') {
      if (event.contactListId === contactListId) void queryClient.invalidateQueries({ queryKey: contactListItemKeys.list(contactListId) });
      return;
    }
    // An item added or removed changes the list's count in the heading.
    if (event.action !== 'update') void queryClient.invalidateQueries({ queryKey: contactListKeys.all });
    for (const query of queryClient.getQueryCache().findAll({ queryKey: contactListItemKeys.list(contactListId) })) {
      const search = String(query.queryKey[2] ?? '');
      queryClient.setQueryData<Pages<ContactListItem>>(query.queryKey, (data) => applyContactListItemEvent(data, event, contactListId, search));
    }
  });
}
