import { can, isAdmin } from '@prosa/contract';
import { useMemo } from 'react';
import { useCurrentUser } from '../auth/api';
import type { TicketViewer } from './ticketListRules';

/** The signed-in user as the list rules see them; undefined until the session user is loaded. */
export function useTicketViewer(): TicketViewer | undefined {
  const { data: user } = useCurrentUser();
  return useMemo(
    () =>
      user && {
        userId: user.id,
        admin: isAdmin(user),
        canShowAll: can(user, 'tickets-manager:showall'),
        allTicket: user.allTicket === 'enabled',
        ownQueueIds: user.queues.map((queue) => queue.id),
      },
    [user],
  );
}
