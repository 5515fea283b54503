import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { companyEvent } from '@prosa/contract';
import { conversationCompany } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ sessions: true, listen: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.close();
});

interface Received {
  event: string;
  payload: { action: string; ticket?: { id: number; queueId: number | null }; ticketId?: number; message?: { ticketId: number; body: string } };
}

/** A socket of the user behind these headers, following pending/open lists and the bell, recording everything. */
async function listen(headers: Record<string, string>): Promise<Received[]> {
  const token = headers.authorization!.replace(/^Bearer /, '');
  const socket = connect(server.url!, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: Received[] = [];
  socket.onAny((event: string, payload: Received['payload']) => received.push({ event, payload }));
  socket.emit('joinTickets', 'pending');
  socket.emit('joinTickets', { status: 'open' });
  socket.emit('joinNotification');
  // Own room, company, user, then pending, open and notification rooms of the queues (or the company).
  await waitFor(async () => ((await server.io.fetchSockets()).find((s) => s.id === socket.id)?.rooms.size ?? 0) >= 6, { what: 'the joins applied' });
  return received;
}

const aboutTicket = (received: Received[], ticketId: number) => received.filter(({ payload }) => payload.ticket?.id === ticketId || payload.ticketId === ticketId || payload.message?.ticketId === ticketId);

describe('ticket and message events reach only the users who may see the ticket', () => {
  it('an agent hears the tickets of their queue and nothing of the others', async () => {
    const kit = await conversationCompany(server);
    const [adminEvents, agentEvents, otherEvents] = await Promise.all([listen(kit.admin), listen(kit.agent), listen(kit.other)]);
    const ticketEvent = companyEvent(kit.company.id, 'ticket');
    const messageEvent = companyEvent(kit.company.id, 'appMessage');

    // A customer picks Suporte (queue 2): only the admin and Carla (Suporte) may hear about it.
    await kit.inbound('5511911112222', 'oi');
    await kit.inbound('5511911112222', '2');
    // Another customer picks Vendas (queue 1): Bruno's queue.
    await kit.inbound('5511933334444', 'olá');
    await kit.inbound('5511933334444', '1');
    const tickets = (await kit.api('GET', '/tickets?status=pending', kit.admin)).json<{ tickets: { id: number; queueId: number; contact: { number: string } }[] }>().tickets;
    const supportTicket = tickets.find((t) => t.contact.number === '5511911112222')!;
    const salesTicket = tickets.find((t) => t.contact.number === '5511933334444')!;
    expect(supportTicket.queueId).toBe(kit.queues.support.id);

    await waitFor(async () => aboutTicket(agentEvents, salesTicket.id).some((e) => e.event === ticketEvent && e.payload.ticket?.queueId === kit.queues.sales.id), { what: 'Bruno hears the Vendas ticket' });
    await waitFor(async () => aboutTicket(otherEvents, supportTicket.id).some((e) => e.event === ticketEvent && e.payload.ticket?.queueId === kit.queues.support.id), { what: 'Carla hears the Suporte ticket' });
    await waitFor(async () => aboutTicket(adminEvents, salesTicket.id).length > 0 && aboutTicket(adminEvents, supportTicket.id).length > 0, { what: 'the admin hears both' });

    // Before a queue was chosen the tickets had none: users without "ticket without queue" heard nothing then either.
    expect(aboutTicket(agentEvents, supportTicket.id)).toEqual([]);
    expect(aboutTicket(otherEvents, salesTicket.id)).toEqual([]);
    expect(aboutTicket(agentEvents, salesTicket.id).filter((e) => e.event === messageEvent).map((e) => e.payload.message!.body)).not.toContain('olá');
    // Payloads are presenter-shaped: the message event carries the message, ticket and contact.
    const created = aboutTicket(adminEvents, salesTicket.id).find((e) => e.event === messageEvent && e.payload.action === 'create');
    expect(created?.payload).toMatchObject({ action: 'create', message: { ticketId: salesTicket.id }, ticket: { id: salesTicket.id }, contact: { number: '5511933334444' } });
  });
});
