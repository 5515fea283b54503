import { io as connect, type Socket } from 'socket.io-client';
import type { TestServer } from './test-server.js';
import { waitFor } from './wait-for.js';

export interface Frame {
  event: string;
  payload: unknown;
}

export interface RecordingSocket {
  socket: Socket;
  /** Every event received since the connection, in order (`ready` excluded). */
  frames: Frame[];
}

const MARKER = 'test-marker';

/**
 * A real socket.io client of the signed-in user behind `token`, connected like the seeds' client
 * (websocket only, token in the handshake) and recording every event it receives.
 */
export async function connectRecording(server: TestServer, token: string, opened: Socket[]): Promise<RecordingSocket> {
  const socket = connect(server.url!, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  opened.push(socket);
  const frames: Frame[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event !== 'ready') frames.push({ event, payload });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, frames };
}

/** Waits until the server holds the socket in at least `count` rooms (its own id included). */
export async function waitForRooms(server: TestServer, socket: Socket, count: number): Promise<void> {
  await waitFor(async () => ((await server.io.fetchSockets()).find((s) => s.id === socket.id)?.rooms.size ?? 0) >= count, { what: `${count} rooms joined` });
}

/**
 * Proves that everything emitted to this socket before the call has arrived: a marker sent to the
 * socket now is received after every earlier frame (one connection delivers in order). Answers
 * the frames before the marker and removes the marker from the record.
 */
export async function framesSoFar(server: TestServer, client: RecordingSocket): Promise<Frame[]> {
  const id = Math.random().toString(36).slice(2);
  server.io.to(client.socket.id!).emit(MARKER, id);
  await waitFor(() => client.frames.some((frame) => frame.event === MARKER && frame.payload === id), { what: 'the marker frame' });
  const index = client.frames.findIndex((frame) => frame.event === MARKER && frame.payload === id);
  client.frames.splice(index, 1);
  return client.frames.slice(0, index);
}
