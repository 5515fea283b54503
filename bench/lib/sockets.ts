import { io, type Socket } from 'socket.io-client';

/** Marks the messages a scenario sends so their socket events can be matched to their send time. */
export const markerOf = (n: number) => `bench#${n}#`;
const MARKER = /bench#(\d+)#/;

export type Room = 'notification' | 'open' | 'pending';

export interface SocketPool {
  size: number;
  /** From the first connect to the last `ready` (the server joined the company and user rooms). */
  connectMs: number;
  /** Called for every `appMessage` create carrying a marker, with the receiving socket's index. */
  onMarker(listener: (marker: number, socketIndex: number, receivedAt: number) => void): void;
  close(): void;
}

export function connectOne(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 60_000 });
    const timer = setTimeout(() => reject(new Error('socket did not become ready within 60 s')), 60_000);
    socket.once('ready', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Connects one socket.io client per token (websocket transport, as the web app does), in batches,
 * then asks each to join the given rooms, as the web app's lists and notification bell do.
 */
export async function connectSockets(base: string, companyId: number, tokens: string[], joins: Room[]): Promise<SocketPool> {
  const { sockets, connectMs } = await connectAll(base, tokens);
  const listeners: ((marker: number, socketIndex: number, receivedAt: number) => void)[] = [];
  sockets.forEach((socket, index) => {
    socket.on(`company-${companyId}-appMessage`, (payload: { action?: string; message?: { body?: string } }) => {
      if (payload.action !== 'create') return;
      const match = MARKER.exec(payload.message?.body ?? '');
      if (!match) return;
      const receivedAt = performance.now();
      for (const listener of listeners) listener(Number(match[1]), index, receivedAt);
    });
    if (joins.includes('notification')) socket.emit('joinNotification');
    if (joins.includes('open')) socket.emit('joinTickets', 'open');
    if (joins.includes('pending')) socket.emit('joinTickets', 'pending');
  });
  return {
    size: sockets.length,
    connectMs,
    onMarker: (listener) => void listeners.push(listener),
    close: () => sockets.forEach((socket) => socket.disconnect()),
  };
}

/** One socket per token, 50 handshakes at a time; all of them disconnected again if one fails. */
export async function connectAll(base: string, tokens: string[]): Promise<{ sockets: Socket[]; connectMs: number }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  const batch = 50;
  try {
    for (let i = 0; i < tokens.length; i += batch) {
      sockets.push(...(await Promise.all(tokens.slice(i, i + batch).map((token) => connectOne(base, token)))));
    }
  } catch (error) {
    sockets.forEach((socket) => socket.disconnect());
    throw error;
  }
  return { sockets, connectMs: Math.round(performance.now() - started) };
}

/** The marker a scenario put in a text, if any. */
export function markerIn(text: string | undefined): number | undefined {
  const match = MARKER.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}
