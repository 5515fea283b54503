import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { companyEvent } from '@prosa/contract';
import { createCompany, createQueue, createUser } from '../test/factories.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { rooms } from './rooms.js';
import { waitFor } from '../test/wait-for.js';
import { connectRecording, framesSoFar } from '../test/socket-client.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

function open(auth: Record<string, string> = {}, query: Record<string, string> = {}): Socket {
  const socket = connect(server.url!, { transports: ['websocket'], auth, query, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

async function ready(socket: Socket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function member(profile: 'admin' | 'user' = 'admin', queueIds: number[] = [], companyId?: number) {
  const company = companyId ?? (await createCompany(server.db)).id;
  const user = await createUser(server.db, company, { profile, queueIds });
  const session = await loginAs(server, user.email);
  return { companyId: company, user, token: session.token };
}

/** Until the server has put the socket in the room (client requests are handled asynchronously). */
async function inRoom(socket: Socket, room: string): Promise<void> {
  await waitFor(async () => (await server.io.in(room).fetchSockets()).some((candidate) => candidate.id === socket.id), { what: `a join of ${room}` });
}

describe('socket handshake', () => {
  it('refuses a socket without a token or with a bad one', async () => {
    for (const auth of [{}, { token: 'not-a-jwt' }] as Record<string, string>[]) {
      const error = await new Promise<Error>((resolve) => open(auth).once('connect_error', resolve));
      expect(error.message).toBe('ERR_UNAUTHORIZED');
    }
  });

  it('accepts the token as auth.token or query.token and emits ready', async () => {
    const a = await member();
    await ready(open({ token: a.token }));
    await ready(open({}, { token: a.token }));
  });
});

describe('company isolation', () => {
  it('company A never receives company B’s events, and B receives its own', async () => {
    const a = await member();
    const b = await member();
    const clientA = await connectRecording(server, a.token, sockets);
    const clientB = await connectRecording(server, b.token, sockets);
    // Raw emits into the company's and the user's rooms: what is tested is who is in them.
    server.io.to(rooms.company(b.companyId)).emit(companyEvent(b.companyId, 'contact'), { action: 'delete', contactId: 1 });
    server.io.to(rooms.user(b.user.id)).emit(companyEvent(b.companyId, 'auth'), { action: 'update' });
    const receivedA = await framesSoFar(server, clientA);
    const receivedB = await framesSoFar(server, clientB);
    // A sees its own company's presence updates, and nothing of B's.
    expect(receivedA.filter((e) => !e.event.startsWith(`company-${a.companyId}-`))).toEqual([]);
    expect(receivedB.map((e) => e.event)).toEqual(expect.arrayContaining([companyEvent(b.companyId, 'contact'), companyEvent(b.companyId, 'auth')]));
  });

  it('a login elsewhere reaches the user’s other sockets on the auth channel', async () => {
    const a = await member();
    const client = await connectRecording(server, a.token, sockets);
    await loginAs(server, a.user.email);
    expect(await framesSoFar(server, client)).toContainEqual({ event: companyEvent(a.companyId, 'auth'), payload: { action: 'update', user: { id: a.user.id, email: a.user.email, companyId: a.companyId }, sessionId: expect.any(String) } });
  });
});

describe('rooms the client asks for', () => {
  it('joinTickets puts a user only in their own queues’ rooms; admins get the whole status', async () => {
    const company = await createCompany(server.db);
    const mine = await createQueue(server.db, company.id);
    const other = await createQueue(server.db, company.id);
    const agent = await member('user', [mine.id], company.id);
    const admin = await member('admin', [], company.id);
    const agentClient = await connectRecording(server, agent.token, sockets);
    const adminClient = await connectRecording(server, admin.token, sockets);
    agentClient.socket.emit('joinTickets', { status: 'pending' });
    adminClient.socket.emit('joinTickets', 'pending');
    await inRoom(agentClient.socket, rooms.queueStatus(company.id, mine.id, 'pending'));
    await inRoom(adminClient.socket, rooms.status(company.id, 'pending'));
    const before = { agent: (await framesSoFar(server, agentClient)).length, admin: (await framesSoFar(server, adminClient)).length };
    const event = companyEvent(company.id, 'ticket');
    const payload = { action: 'update', ticket: { id: 1 } };
    server.io.to(rooms.queueStatus(company.id, other.id, 'pending')).emit(event, payload);
    server.io.to(rooms.queueStatus(company.id, mine.id, 'pending')).emit(event, { ...payload, ticket: { id: 2 } });
    server.io.to(rooms.status(company.id, 'pending')).emit(event, { ...payload, ticket: { id: 3 } });
    const agentEvents = (await framesSoFar(server, agentClient)).slice(before.agent);
    const adminEvents = (await framesSoFar(server, adminClient)).slice(before.admin);
    expect(agentEvents.map((e) => (e.payload as typeof payload).ticket.id)).toEqual([2]);
    expect(adminEvents.map((e) => (e.payload as typeof payload).ticket.id)).toEqual([3]);
  });

  it('joinChatBox is refused while no ticket rule grants the room', async () => {
    const a = await member();
    const client = await connectRecording(server, a.token, sockets);
    client.socket.emit('joinChatBox', { ticketId: 5 });
    // Handled in order: once the later join took effect, the refused one was handled too.
    client.socket.emit('joinTickets', 'open');
    await inRoom(client.socket, rooms.status(a.companyId, 'open'));
    const before = (await framesSoFar(server, client)).length;
    server.io.to(rooms.ticket(a.companyId, 5)).emit(companyEvent(a.companyId, 'appMessage'), { action: 'create' });
    expect((await framesSoFar(server, client)).slice(before)).toEqual([]);
  });
});
