import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { companyEvent, TICKET_STATUSES } from '@prosa/contract';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { loginAs } from '../../test/session.js';
import { connectRecording, framesSoFar, waitForRooms, type RecordingSocket } from '../../test/socket-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
const opened: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(async () => {
  opened.forEach((socket) => socket.disconnect());
  await server.close();
});

/** A client like the seeds' tickets page: every status list and the bell (socket id, company and own room too). */
async function followEverything(token: string): Promise<RecordingSocket> {
  const client = await connectRecording(server, token, opened);
  for (const status of TICKET_STATUSES) client.socket.emit('joinTickets', status);
  client.socket.emit('joinNotification');
  await waitForRooms(server, client.socket, 7);
  return client;
}

async function company() {
  const row = await createCompany(server.db);
  const sales = await createQueue(server.db, row.id);
  const support = await createQueue(server.db, row.id);
  const users = {
    admin: await createUser(server.db, row.id, { profile: 'admin' }),
    agent: await createUser(server.db, row.id, { profile: 'user', queueIds: [sales.id] }),
    other: await createUser(server.db, row.id, { profile: 'user', queueIds: [support.id] }),
  };
  const sessions = { admin: await loginAs(server, users.admin.email), agent: await loginAs(server, users.agent.email), other: await loginAs(server, users.other.email) };
  const connection = await insertConnection(server.db, row.id);
  const contact = await insertContact(server.db, row.id);
  const clients = { admin: await followEverything(sessions.admin.token), agent: await followEverything(sessions.agent.token), other: await followEverything(sessions.other.token) };
  const ticketEvent = companyEvent(row.id, 'ticket');
  return {
    sales,
    support,
    users,
    sessions,
    clients,
    /** A customer's ticket waiting in Vendas with one unread message. */
    async waitingTicket() {
      const ticket = await insertTicket(server.db, { companyId: row.id, contactId: contact.id, whatsappId: connection.id, queueId: sales.id, status: 'pending', unreadMessages: 1 });
      await insertMessage(server.db, ticket);
      return ticket;
    },
    async put(who: keyof typeof sessions, ticketId: number, body: object) {
      const response = await server.app.inject({ method: 'PUT', url: `/tickets/${ticketId}`, headers: sessions[who].headers, payload: body });
      expect(response.statusCode).toBe(200);
      return response.json<{ id: number; status: string }>();
    },
    /** The ticket frames each client received since the last call, in order. */
    async received(ticketId: number) {
      const result: Record<keyof typeof clients, unknown[]> = { admin: [], agent: [], other: [] };
      for (const name of Object.keys(clients) as (keyof typeof clients)[]) {
        const frames = await framesSoFar(server, clients[name]);
        clients[name].frames.splice(0, frames.length);
        result[name] = frames.filter((frame) => frame.event === ticketEvent && aboutTicket(frame.payload, ticketId)).map((frame) => frame.payload);
      }
      return result;
    },
  };
}

function aboutTicket(payload: unknown, ticketId: number): boolean {
  const { ticketId: id, ticket } = payload as { ticketId?: number; ticket?: { id: number } };
  return id === ticketId || ticket?.id === ticketId;
}

const deleted = (ticketId: number) => ({ action: 'delete', ticketId });
const updated = (ticket: object) => ({ action: 'update', ticket });
const unreadReset = (ticketId: number) => ({ action: 'updateUnread', ticketId });

describe('the frames a client joined to every room receives when a ticket moves (design.md §4b)', () => {
  it('accept: delete to where it waited, then update to where it is open, then the unread reset', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.received(ticket.id);
    // The seeds' Accept button: `{ status: "open", userId: me }`.
    const accepted = await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    expect(accepted).toMatchObject({ status: 'open' });
    expect(await c.received(ticket.id)).toEqual({
      admin: [deleted(ticket.id), updated(accepted), unreadReset(ticket.id)],
      agent: [deleted(ticket.id), updated(accepted), unreadReset(ticket.id)],
      other: [],
    });
  });

  it('return: delete from the open lists and the agent, then update in pending', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    await c.received(ticket.id);
    // The seeds' Return button: `{ status: "pending", userId: null }`.
    const returned = await c.put('agent', ticket.id, { status: 'pending', userId: null });
    expect(returned).toMatchObject({ status: 'pending', userId: null });
    expect(await c.received(ticket.id)).toEqual({ admin: [deleted(ticket.id), updated(returned)], agent: [deleted(ticket.id), updated(returned)], other: [] });
  });

  it('transfer to another queue without a user: the old queue hears only delete, the new one only update', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    await c.received(ticket.id);
    // The seeds' transfer dialog with only a queue chosen.
    const transferred = await c.put('agent', ticket.id, { queueId: c.support.id, userId: null, status: 'pending' });
    expect(transferred).toMatchObject({ status: 'pending', queueId: c.support.id, userId: null });
    expect(await c.received(ticket.id)).toEqual({
      admin: [deleted(ticket.id), updated(transferred)],
      agent: [deleted(ticket.id)],
      other: [updated(transferred)],
    });
  });

  it('transfer to a colleague of the other queue: delete where it was, update where it is', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    await c.received(ticket.id);
    const transferred = await c.put('admin', ticket.id, { queueId: c.support.id, userId: c.users.other.id, status: 'open' });
    expect(transferred).toMatchObject({ status: 'open', queueId: c.support.id, userId: c.users.other.id });
    expect(await c.received(ticket.id)).toEqual({
      admin: [deleted(ticket.id), updated(transferred)],
      agent: [deleted(ticket.id)],
      other: [updated(transferred)],
    });
  });

  it('resolve and reopen: delete from the old status, then update in the new one', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    await c.received(ticket.id);
    // The seeds' Resolve button sends the integration and prompt flags as false.
    const resolved = await c.put('agent', ticket.id, { status: 'closed', userId: c.users.agent.id, useIntegration: false, promptId: false, integrationId: false });
    expect(resolved).toMatchObject({ status: 'closed' });
    expect(await c.received(ticket.id)).toEqual({ admin: [deleted(ticket.id), updated(resolved)], agent: [deleted(ticket.id), updated(resolved)], other: [] });

    const reopened = await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    expect(reopened).toMatchObject({ status: 'open' });
    expect(await c.received(ticket.id)).toEqual({ admin: [deleted(ticket.id), updated(reopened)], agent: [deleted(ticket.id), updated(reopened)], other: [] });
  });

  it('an update that moves nothing sends no delete', async () => {
    const c = await company();
    const ticket = await c.waitingTicket();
    await c.put('agent', ticket.id, { status: 'open', userId: c.users.agent.id });
    await c.received(ticket.id);
    const same = await c.put('agent', ticket.id, { useIntegration: true });
    expect(await c.received(ticket.id)).toEqual({ admin: [updated(same)], agent: [updated(same)], other: [] });
  });
});
