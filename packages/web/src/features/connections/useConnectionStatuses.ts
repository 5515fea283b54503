import { useMemo } from 'react';
import { useConnections } from './api';

/**
 * Where the menu badge gets the statuses of the company's connections:
 * `GET /whatsapp?session=0`, kept live by `useWhatsappEvents` (mounted by the layout). Undefined
 * while unknown (loading, or the call failed): no badge.
 */
export function useConnectionStatuses(): readonly string[] | undefined {
  const { data } = useConnections();
  return useMemo(() => data?.map((connection) => connection.status), [data]);
}
