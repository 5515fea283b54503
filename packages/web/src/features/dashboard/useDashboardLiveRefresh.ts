import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { dashboardKeys } from './api';

/** The open dashboard refetches its figures at most this often, however busy the company is. */
export const DASHBOARD_REFRESH_GAP_MS = 5_000;

/**
 * The figures follow the tickets (issue: "live, not on a timer"): a ticket event schedules one
 * refetch, no sooner than 5 s after the previous one; events meanwhile ride on the scheduled one.
 * Admins hear every ticket of the company in the notification room (also the top bar's bell).
 */
export function useDashboardLiveRefresh(): void {
  const queryClient = useQueryClient();
  const { socket } = useSocket();
  const scheduled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastRefresh = useRef(0);

  useEffect(() => {
    if (!socket) return undefined;
    const join = () => socket.emit('joinNotification');
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [socket]);

  useEffect(() => () => clearTimeout(scheduled.current), []);

  useCompanyEvent('ticket', (event) => {
    if (event.action === 'updateUnread' || scheduled.current !== undefined) return;
    const wait = Math.max(0, lastRefresh.current + DASHBOARD_REFRESH_GAP_MS - Date.now());
    scheduled.current = setTimeout(() => {
      scheduled.current = undefined;
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    }, wait);
  });
}
