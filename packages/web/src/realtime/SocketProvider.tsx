import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../features/auth/api';
import { createSocket, type AppSocket } from './createSocket';
import { attachSessionHandlers } from './sessionHandlers';
import { SocketContext } from './SocketContext';

/**
 * Owns the socket of the signed-in user. It is created when a user is known and recreated only
 * when the company or the user changes; a refreshed token does not need a new socket.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const companyId = user?.companyId ?? null;
  const userId = user?.id ?? null;
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (companyId === null || userId === null) return undefined;
    const created = createSocket();
    const detach = attachSessionHandlers(created, queryClient);
    setSocket(created);
    return () => {
      detach();
      created.disconnect();
      setSocket(null);
    };
  }, [companyId, userId, queryClient]);

  const value = useMemo(() => ({ socket, companyId, userId }), [socket, companyId, userId]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}
