import { companyEvent, type CompanyChannel } from '@prosa/contract';
import { useContext, useEffect, useRef } from 'react';
import { SocketContext, type RealtimeState } from './SocketContext';

/** The signed-in user's socket and the ids it was opened for. */
export function useSocket(): RealtimeState {
  return useContext(SocketContext);
}

/**
 * Listens to one event for as long as the component lives. The handler may change every render
 * (it usually closes over state); the subscription itself is made once per socket and event.
 * Payloads are unknown on purpose: feature hooks narrow them with the contract's schemas.
 */
export function useSocketEvent(event: string | null, handler: (payload: unknown) => void): void {
  const { socket } = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket || event === null) return undefined;
    const listener = (payload: unknown) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/** `company-{companyId}-<channel>` of the signed-in company (design.md §4b "Socket"). */
export function useCompanyEvent(channel: CompanyChannel, handler: (payload: unknown) => void): void {
  const { companyId } = useSocket();
  useSocketEvent(companyId === null ? null : companyEvent(companyId, channel), handler);
}
