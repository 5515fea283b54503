import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ticketSchema } from '@prosa/contract';
import { eq, inArray } from 'drizzle-orm';
import { tags, ticketTags, tickets } from '../../db/schema/index.js';
import { rooms } from '../../realtime/rooms.js';
import { createCompany, createQueue, createUser, unique } from '../../test/factories.js';
import { insertConnection, insertContact, insertTicket } from '../../test/conversation-factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import { presentTicket, presentTickets } from './ticket.presenter.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

type Headers = Record<string, string>;

/** A company with queues A and B, an admin, an agent of A and a ticket in each queue and none. */
async function office() {
  const company = await createCompany(server.db);
  const [queueA, queueB] = await Promise.all([createQueue(server.db, company.id), createQueue(server.db, company.id)]);
  const connection = await insertConnection(server.db, company.id);
  const member = async (profile: 'admin' | 'user', queueIds: number[] = []) => {
    const user = await createUser(server.db, company.id, { profile, queueIds });
    const session = await loginAs(server, user.email);
    return { id: user.id, token: session.token, headers: session.headers as Headers };
  };
  const admin = await member('admin');
  const agent = await member('user', [queueA.id]);
  const ticketIn = async (queueId: number | null, userId: number | null = null) => {
    const contact = await insertContact(server.db, company.id);
    return insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, queueId, userId, status: userId ? 'open' : 'pending' });
  };
  return { company, queueA, queueB, connection, admin, agent, inA: await ticketIn(queueA.id), inB: await ticketIn(queueB.id), noQueue: await ticketIn(null), ticketIn };
}

const get = (url: string, headers: Headers = {}) => server.app.inject({ method: 'GET', url, headers });

describe('GET /tickets/{id}', () => {
  it(routeCase('GET /tickets/{id}', 'success', 'the ticket with contact, queue, connection and tags'), async () => {
    const o = await office();
    const [tag] = await server.db.insert(tags).values({ companyId: o.company.id, name: unique('vip'), color: '#112233' }).returning();
    await server.db.insert(ticketTags).values({ ticketId: o.inA.id, tagId: tag!.id });
    const response = await get(`/tickets/${o.inA.id}`, o.agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    const ticket = ticketSchema.parse(response.json());
    expect(ticket).toMatchObject({
      id: o.inA.id,
      uuid: o.inA.uuid,
      status: 'pending',
      companyId: o.company.id,
      contact: { id: o.inA.contactId },
      queue: { id: o.queueA.id, name: o.queueA.name, color: o.queueA.color },
      whatsapp: { id: o.connection.id, name: o.connection.name },
      tags: [{ id: tag!.id, name: tag!.name, color: '#112233' }],
    });
  });

  it('admins open any queue’s ticket; a user opens their own ticket in another queue', async () => {
    const o = await office();
    expect((await get(`/tickets/${o.inB.id}`, o.admin.headers)).statusCode).toBe(200);
    expect((await get(`/tickets/${o.noQueue.id}`, o.admin.headers)).statusCode).toBe(200);
    const own = await o.ticketIn(o.queueB.id, o.agent.id);
    expect((await get(`/tickets/${own.id}`, o.agent.headers)).statusCode).toBe(200);
  });

  it(routeCase('GET /tickets/{id}', '400', 'the id is a positive number'), async () => {
    const o = await office();
    for (const id of ['abc', '0', '-1']) expect((await get(`/tickets/${id}`, o.agent.headers)).json().error).toBe('ERR_VALIDATION');
  });

  it(routeCase('GET /tickets/{id}', '401'), async () => {
    const o = await office();
    expect((await get(`/tickets/${o.inA.id}`)).statusCode).toBe(401);
  });

  it(routeCase('GET /tickets/{id}', '404', 'another company’s ticket, or none'), async () => {
    const mine = await office();
    const other = await office();
    for (const id of [other.inA.id, 2_000_000_000]) {
      const response = await get(`/tickets/${id}`, mine.admin.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_TICKET_FOUND');
    }
  });

  it(routeCase('GET /tickets/{id}', '403', 'a ticket of a queue the user lacks, or without a queue without allTicket'), async () => {
    const o = await office();
    for (const ticket of [o.inB, o.noQueue]) {
      const response = await get(`/tickets/${ticket.id}`, o.agent.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('ERR_NO_PERMISSION');
    }
  });
});

describe('GET /tickets/u/{uuid}', () => {
  it(routeCase('GET /tickets/u/{uuid}', 'success', 'the same ticket by its uuid'), async () => {
    const o = await office();
    const response = await get(`/tickets/u/${o.inA.uuid}`, o.agent.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(ticketSchema.parse(response.json())).toMatchObject({ id: o.inA.id, uuid: o.inA.uuid, queue: { id: o.queueA.id } });
  });

  it(routeCase('GET /tickets/u/{uuid}', '400', 'a malformed uuid is a validation error'), async () => {
    const o = await office();
    const response = await get('/tickets/u/not-a-uuid', o.agent.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  it(routeCase('GET /tickets/u/{uuid}', '401'), async () => {
    const o = await office();
    expect((await get(`/tickets/u/${o.inA.uuid}`)).statusCode).toBe(401);
  });

  it(routeCase('GET /tickets/u/{uuid}', '404', 'another company’s ticket, or an unknown uuid'), async () => {
    const mine = await office();
    const other = await office();
    for (const uuid of [other.inA.uuid, randomUUID()]) {
      const response = await get(`/tickets/u/${uuid}`, mine.admin.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NO_TICKET_FOUND');
    }
  });

  it(routeCase('GET /tickets/u/{uuid}', '403', 'a ticket of a queue the user lacks'), async () => {
    const o = await office();
    const response = await get(`/tickets/u/${o.inB.uuid}`, o.agent.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });
});

describe('joinChatBox', () => {
  async function socketOf(token: string): Promise<Socket> {
    const socket = connect(server.url!, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const inRoom = async (room: string) => (await server.io.in(room).fetchSockets()).map((socket) => socket.id);

  it('joins the ticket room only for users who may see the ticket', async () => {
    const o = await office();
    const other = await office();
    const [agent, admin] = await Promise.all([socketOf(o.agent.token), socketOf(o.admin.token)]);
    const outsideRoom = rooms.ticket(o.company.id, o.inB.id);
    const ownRoom = rooms.ticket(o.company.id, o.inA.id);
    // The refused joins are asked first: once each socket's later, allowed join has landed, the
    // earlier ones have been decided too (a socket's events are handled in order).
    agent.emit('joinChatBox', { ticketId: o.inB.id });
    agent.emit('joinChatBox', String(o.noQueue.id));
    admin.emit('joinChatBox', other.inA.id);
    agent.emit('joinChatBox', o.inA.id);
    admin.emit('joinChatBox', { ticketId: o.inB.id });
    await waitFor(async () => (await inRoom(ownRoom)).includes(agent.id!), { what: 'the agent in their queue’s ticket room' });
    await waitFor(async () => (await inRoom(outsideRoom)).includes(admin.id!), { what: 'the admin in the ticket room' });
    expect(await inRoom(outsideRoom)).toEqual([admin.id]);
    expect(await inRoom(rooms.ticket(o.company.id, o.noQueue.id))).toEqual([]);
    expect(await inRoom(rooms.ticket(o.company.id, other.inA.id))).toEqual([]);
    expect(await inRoom(rooms.ticket(other.company.id, other.inA.id))).toEqual([]);
  });
});

describe('presenting a ticket deleted meanwhile', () => {
  it('a list leaves it out and a single ticket is not found, instead of failing', async () => {
    const company = await createCompany(server.db);
    const connection = await insertConnection(server.db, company.id);
    const [kept, gone] = await Promise.all(
      [0, 1].map(async () => {
        const contact = await insertContact(server.db, company.id);
        return insertTicket(server.db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, queueId: null, userId: null, status: 'pending' });
      }),
    );
    const rows = await server.db.select().from(tickets).where(inArray(tickets.id, [kept!.id, gone!.id]));
    await server.db.delete(tickets).where(eq(tickets.id, gone!.id));
    expect((await presentTickets(server.db, rows)).map((ticket) => ticket.id)).toEqual(rows.filter((row) => row.id === kept!.id).map((row) => row.id));
    await expect(presentTicket(server.db, rows.find((row) => row.id === gone!.id)!)).rejects.toMatchObject({ code: 'ERR_NO_TICKET_FOUND' });
  });
});
