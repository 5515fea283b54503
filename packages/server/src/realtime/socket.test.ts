import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { companyEvent } from '@prosa/contract';
import { createCompany, createQueue, createUser } from '../test/factories.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { rooms } from './rooms.js';

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

/** Collects every event a socket receives. */
function record(socket: Socket): { event: string; payload: unknown }[] {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

async function member(profile: 'admin' | 'user' = 'admin', queueIds: number[] = [], companyId?: number) {
  const company = companyId ?? (await createCompany(server.db)).id;
  const user = await createUser(server.db, company, { profile, queueIds });
  const session = await loginAs(server, user.email);
  return { companyId: company, user, token: session.token };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

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
    const socketA = open({ token: a.token });
    const socketB = open({ token: b.token });
    await Promise.all([ready(socketA), ready(socketB)]);
    const receivedA = record(socketA);
    const receivedB = record(socketB);
    server.ctx.realtime.toCompany(b.companyId, 'contact', { action: 'update', contact: { id: 1 } });
    server.ctx.realtime.toUser(b.companyId, b.user.id, 'auth', { action: 'update', user: { id: b.user.id } });
    await settle();
    // A sees its own company's presence updates, and nothing of B's.
    expect(receivedA.filter((e) => !e.event.startsWith(`company-${a.companyId}-`))).toEqual([]);
    expect(receivedB.map((e) => e.event)).toEqual(expect.arrayContaining([companyEvent(b.companyId, 'contact'), companyEvent(b.companyId, 'auth')]));
  });

  it('a login elsewhere reaches the user’s other sockets on the auth channel', async () => {
    const a = await member();
    const socket = open({ token: a.token });
    await ready(socket);
    const received = record(socket);
    await loginAs(server, a.user.email);
    await settle();
    expect(received).toContainEqual({ event: companyEvent(a.companyId, 'auth'), payload: { action: 'update', user: { id: a.user.id, email: a.user.email, companyId: a.companyId }, sessionId: expect.any(String) } });
  });
});

describe('rooms the client asks for', () => {
  it('joinTickets puts a user only in their own queues’ rooms; admins get the whole status', async () => {
    const company = await createCompany(server.db);
    const mine = await createQueue(server.db, company.id);
    const other = await createQueue(server.db, company.id);
    const agent = await member('user', [mine.id], company.id);
    const admin = await member('admin', [], company.id);
    const agentSocket = open({ token: agent.token });
    const adminSocket = open({ token: admin.token });
    await Promise.all([ready(agentSocket), ready(adminSocket)]);
    agentSocket.emit('joinTickets', { status: 'pending' });
    adminSocket.emit('joinTickets', 'pending');
    await settle();
    const agentEvents = record(agentSocket);
    const adminEvents = record(adminSocket);
    const payload = { action: 'update', ticket: { id: 1 } };
    server.ctx.realtime.toRooms([rooms.queueStatus(company.id, other.id, 'pending')], company.id, 'ticket', payload);
    server.ctx.realtime.toRooms([rooms.queueStatus(company.id, mine.id, 'pending')], company.id, 'ticket', { ...payload, ticket: { id: 2 } });
    server.ctx.realtime.toRooms([rooms.status(company.id, 'pending')], company.id, 'ticket', { ...payload, ticket: { id: 3 } });
    await settle();
    expect(agentEvents.map((e) => (e.payload as typeof payload).ticket.id)).toEqual([2]);
    expect(adminEvents.map((e) => (e.payload as typeof payload).ticket.id)).toEqual([3]);
  });

  it('joinChatBox is refused while no ticket rule grants the room', async () => {
    const a = await member();
    const socket = open({ token: a.token });
    await ready(socket);
    socket.emit('joinChatBox', { ticketId: 5 });
    await settle();
    const received = record(socket);
    server.ctx.realtime.toRooms([rooms.ticket(a.companyId, 5)], a.companyId, 'appMessage', { action: 'create' });
    await settle();
    expect(received).toEqual([]);
  });
});
