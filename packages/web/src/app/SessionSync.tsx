import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeSession } from '../api/session';
import { authKeys } from '../features/auth/api';

/**
 * Mirrors session changes made outside React into the query cache: a login or refresh brings the
 * user (no extra `GET /auth/me`), a lost session drops every cached answer of that user.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSession((event) => {
        if (event.type === 'ended') {
          // After the guards have left the private pages, so nothing refetches with no token.
          window.setTimeout(() => queryClient.clear(), 0);
        } else if (event.user) {
          queryClient.setQueryData(authKeys.me, event.user);
        } else if (event.type === 'refreshed') {
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        }
      }),
    [queryClient],
  );
  return null;
}
