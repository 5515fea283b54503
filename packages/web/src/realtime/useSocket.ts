import { ANNOUNCEMENT_EVENT, announcementEventSchema, companyEvent, type AnnouncementEvent, type ChannelEvent, type CompanyChannel } from '@prosa/contract';
import { readChannelEvent } from './readChannelEvent';
import { useContext, useEffect, useRef } from 'react';
import { SocketContext, type RealtimeState } from './SocketContext';

/** The signed-in user's socket and the ids it was opened for. */
export function useSocket(): RealtimeState {
  return useContext(SocketContext);
}

/**
 * Listens to one event for as long as the component lives. The handler may change every render
 * (it usually closes over state); the subscription itself is made once per socket and event.
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

/**
 * `company-{companyId}-<channel>` of the signed-in company, each payload
 * checked against the contract's channel map before the handler sees it, typed by it.
 */
export function useCompanyEvent<C extends CompanyChannel>(channel: C | null, handler: (event: ChannelEvent<C>) => void): void {
  const { companyId } = useSocket();
  useSocketEvent(companyId === null || channel === null ? null : companyEvent(companyId, channel), (payload) => {
    const event = channel === null ? undefined : readChannelEvent(channel, payload);
    if (event !== undefined) handler(event);
  });
}

/** `company-announcement`, the one channel every company hears, checked against its schema. */
export function useAnnouncementEvent(handler: (event: AnnouncementEvent) => void): void {
  useSocketEvent(ANNOUNCEMENT_EVENT, (payload) => {
    const parsed = announcementEventSchema.safeParse(payload);
    if (parsed.success) handler(parsed.data);
    else console.warn('ignored an announcement event that does not match the contract', parsed.error.issues);
  });
}
