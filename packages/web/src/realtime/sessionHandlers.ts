import type { QueryClient } from '@tanstack/react-query';
import { refreshSession } from '../api/refreshSession';
import type { AppSocket } from './createSocket';

/** The server is told every 5 minutes that this user is still here. */
export const USER_STATUS_INTERVAL_MS = 300_000;

/** Socket.io hands the server middleware's refusal over as the error message (or its `data`). */
export function isExpiredTokenError(error: Error & { data?: unknown }): boolean {
  const data = error.data;
  const code = typeof data === 'object' && data !== null && 'error' in data ? data.error : undefined;
  return (
    error.message === 'ERR_SESSION_EXPIRED' ||
    code === 'ERR_SESSION_EXPIRED' ||
    /expired/i.test(error.message)
  );
}

/**
 * Keeps one socket usable for the whole session: refresh-and-reconnect when its token has expired
 * (reload when even that fails), refetch what is on screen after any reconnection
 * (events missed while away are not replayed), and the periodic `userStatus`.
 */
export function attachSessionHandlers(socket: AppSocket, queryClient: QueryClient): () => void {
  let connectedBefore = false;
  let refreshedSinceConnect = false;

  const onConnect = () => {
    refreshedSinceConnect = false;
    if (connectedBefore) void queryClient.invalidateQueries({ refetchType: 'active' });
    connectedBefore = true;
  };

  const onConnectError = (error: Error & { data?: unknown }) => {
    if (!isExpiredTokenError(error)) return;
    // One refresh per connection attempt: a second "expired" right after a refresh means the
    // session cannot be saved here, and a reload lets the login flow take over.
    if (refreshedSinceConnect) {
      window.location.reload();
      return;
    }
    refreshedSinceConnect = true;
    refreshSession().then(
      () => socket.connect(),
      () => window.location.reload(),
    );
  };

  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  const timer = window.setInterval(() => {
    if (socket.connected) socket.emit('userStatus');
  }, USER_STATUS_INTERVAL_MS);

  return () => {
    window.clearInterval(timer);
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
  };
}
