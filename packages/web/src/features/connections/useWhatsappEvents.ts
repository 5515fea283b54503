import type { Whatsapp } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { connectionKeys } from './api';
import { applyConnectionEvent, readConnectionEvent, type ConnectionEvent } from './whatsappEvents';

/**
 * Keeps the cached connection list live (connection update/delete and
 * session update). Mounted once by the signed-in layout, so the menu badge follows the socket
 * even while the connections page is closed.
 */
export function useWhatsappEvents(): void {
  const queryClient = useQueryClient();

  const apply = (event: ConnectionEvent | undefined) => {
    if (!event) return;
    let refetch = false;
    queryClient.setQueryData<Whatsapp[]>(connectionKeys.list, (list) => {
      const result = applyConnectionEvent(list, event);
      refetch = result.refetch;
      return result.list;
    });
    if (event.kind === 'delete') queryClient.removeQueries({ queryKey: connectionKeys.detail(event.id) });
    if (refetch) void queryClient.invalidateQueries({ queryKey: connectionKeys.list });
  };

  useCompanyEvent('whatsapp', (payload) => apply(readConnectionEvent('whatsapp', payload)));
  useCompanyEvent('whatsappSession', (payload) => apply(readConnectionEvent('whatsappSession', payload)));
}
