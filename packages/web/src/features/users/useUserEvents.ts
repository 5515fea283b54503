import type { User } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { userKeys, type UsersPages } from './api';
import { applyUserToList, readUserEvent, removeUser, upsertUser } from './userEvents';

/**
 * Keeps the users page and the whole list (transfer choices, the search's user filter) live from
 * `company-{id}-user`; mounted once by the layout.
 */
export function useUserEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('user', (payload) => {
    const event = readUserEvent(payload);
    if (!event) return;
    queryClient.setQueryData<User[]>(userKeys.list, (list) => applyUserToList(list, event));
    const filter = { queryKey: ['users', 'pages'] };
    if (event.kind === 'delete') {
      queryClient.setQueriesData<UsersPages>(filter, (data) => removeUser(data, event.id));
      return;
    }
    let missing = false;
    queryClient.setQueriesData<UsersPages>(filter, (data) => {
      const result = upsertUser(data, event.user as Partial<User> & { id: number });
      missing ||= !result.found;
      return result.data;
    });
    // A user no cached page holds (a new one, or a page not loaded yet): only a complete record
    // may be new, and where it belongs in the order is the server's to say.
    if (missing && event.complete) void queryClient.invalidateQueries(filter);
  });
}
