import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_EVENT_SCHEMAS, companyEvent } from '@prosa/contract';
import { createCompany, createUser } from '../test/factories.js';
import { HOSTILE_JSON_VALUES } from '../test/hostile/hostile-values.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { waitFor } from '../test/wait-for.js';
import { rooms } from './rooms.js';

let server: TestServer;
let socket: Socket;
let companyId: number;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  const company = await createCompany(server.db);
  companyId = company.id;
  const user = await createUser(server.db, company.id, { profile: 'admin' });
  const { token } = await loginAs(server, user.email);
  socket = connect(server.url!, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await server.close();
});

/** Ids past the database's range, the ones that once stopped the process, in every form a client may send. */
const OUT_OF_RANGE = [2_147_483_648, '2147483648', '99999999999999999999', '1e20', 9_007_199_254_740_991, -1, 0, 1.5, { ticketId: '2147483648' }, { ticketId: 2_147_483_648 }, { status: { $ne: 1 } }];

/** socket.io closes a connection whose frame passes 1 MB (its own limit), so the megabyte texts stay out. */
const FRAME_SIZED_VALUES = HOSTILE_JSON_VALUES.map((item) => item.value).filter((value) => JSON.stringify(value).length < 500_000);

describe('junk on every client socket event', () => {
  it('is ignored without an answer, and the socket and the server keep working', async () => {
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    for (const event of Object.keys(CLIENT_EVENT_SCHEMAS)) {
      for (const value of [...FRAME_SIZED_VALUES, ...OUT_OF_RANGE]) socket.emit(event, value);
      socket.emit(event);
      socket.emit(event, 1, 2, 3);
      socket.emit(event, 'open', () => undefined);
    }
    // Events are handled in order: once a valid join after the junk takes effect, the junk was handled.
    socket.emit('joinTickets', 'pending');
    const event = companyEvent(companyId, 'ticket');
    await waitFor(
      () => {
        server.io.to(rooms.status(companyId, 'pending')).emit(event, { action: 'probe' });
        return received.includes(event);
      },
      { what: 'an event of the room joined after the junk' },
    );
    expect(socket.connected).toBe(true);
    // `userStatus` takes any payload and announces presence; nothing else answers the junk.
    expect(received.filter((name) => name !== event && name !== companyEvent(companyId, 'user'))).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: '/version' })).statusCode).toBe(200);
  });

  it('never joins a ticket room for an id out of range', async () => {
    socket.emit('joinChatBox', '2147483648');
    socket.emit('joinChatBox', { ticketId: 2_147_483_648 });
    socket.emit('joinTickets', 'open');
    await waitFor(async () => (await server.io.in(rooms.status(companyId, 'open')).fetchSockets()).length === 1, { what: 'the valid join' });
    const joined = [...(server.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
    expect(joined.filter((room) => room.includes('-ticket-'))).toEqual([]);
  });
});
