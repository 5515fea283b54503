import type { ClientToServerEvents, ServerToClientEvents } from '@prosa/contract';
import { io, type Socket } from 'socket.io-client';
import { API_BASE_URL } from '../api/baseUrl';
import { getToken } from '../api/session';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket per signed-in user: websocket only, the access token
 * in `auth`. `auth` is a function so every reconnection presents the token stored at that moment,
 * not the one the socket was born with.
 */
export function createSocket(): AppSocket {
  const options = {
    transports: ['websocket'],
    auth: (send: (data: object) => void) => send({ token: getToken() ?? '' }),
  };
  return API_BASE_URL === '' ? io(options) : io(API_BASE_URL, options);
}
