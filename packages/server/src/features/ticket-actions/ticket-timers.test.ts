import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { messages, tickets, ticketTransitions } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Auto-close and auto-transfer: durable timers keyed per ticket,
 * pushed back by activity, driven here by the test clock and `runJobs`.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

type Kit = Awaited<ReturnType<typeof conversationCompany>>;
const MINUTE = 60_000;

async function onlyTicket(companyId: number) {
  const rows = await server.db.select().from(tickets).where(eq(tickets.companyId, companyId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function actionsOf(ticketId: number) {
  const rows = await server.db.select({ action: ticketTransitions.action, toQueueId: ticketTransitions.toQueueId, toStatus: ticketTransitions.toStatus }).from(ticketTransitions).where(eq(ticketTransitions.ticketId, ticketId)).orderBy(asc(ticketTransitions.id));
  return rows;
}

/** Moves the clock and runs what became due; access tokens (15 minutes) are renewed after the jump. */
async function later(kit: Kit, ms: number): Promise<void> {
  server.clock.advance(ms);
  Object.assign(kit.admin, (await loginAs(server, kit.users.admin.email)).headers);
  await server.runJobs();
}

describe('auto-close (expiresTicket)', () => {
  /** A customer writes, the admin accepts and answers: an open ticket where the agent spoke last. */
  async function answeredTicket(customer: string) {
    const kit = await conversationCompany(server, { expiresTicket: 10, expiresInactiveMessage: 'Encerrado por inatividade' });
    await kit.inbound(customer, 'Oi');
    const ticket = await onlyTicket(kit.company.id);
    const accepted = await kit.api('PUT', `/tickets/${ticket.id}`, kit.admin, { status: 'open', userId: kit.users.admin.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await reply(kit, ticket.id, 'Olá! Como posso ajudar?');
    await kit.sent();
    return { kit, ticket };
  }
  async function reply(kit: Kit, ticketId: number, body: string) {
    const response = await kit.api('POST', `/messages/${ticketId}`, kit.admin, { body });
    expect(response.statusCode, response.body).toBe(201);
    await server.runJobs();
  }

  it('closes an open ticket after expiresTicket minutes of customer silence, sending and storing the automatic message', async () => {
    const { kit, ticket } = await answeredTicket('5511977770001');
    await later(kit, 9 * MINUTE);
    expect((await onlyTicket(kit.company.id)).status).toBe('open');
    expect(await kit.sent()).toEqual([]);

    await later(kit, MINUTE);
    const closed = await onlyTicket(kit.company.id);
    expect(closed).toMatchObject({ status: 'closed', userId: kit.users.admin.id, closedAt: server.clock.now() });
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Encerrado por inatividade']);
    const [stored] = await server.db.select().from(messages).where(eq(messages.ticketId, ticket.id)).orderBy(desc(messages.id)).limit(1);
    expect(stored).toMatchObject({ body: 'Encerrado por inatividade', fromMe: true, isAutomatic: true, userId: null, sendStatus: 'sent' });
    expect((await actionsOf(ticket.id)).at(-1)).toEqual({ action: 'auto-close', toStatus: 'closed', toQueueId: null });
    // The API shows it closed.
    expect((await kit.api('GET', `/tickets/${ticket.id}`, kit.admin)).json()).toMatchObject({ status: 'closed' });
  });

  it('does not close when the customer answered after the agent', async () => {
    const { kit, ticket } = await answeredTicket('5511977770002');
    await later(kit, 2 * MINUTE);
    await kit.inbound('5511977770002', 'Deixa eu ver aqui...');
    await later(kit, 10 * MINUTE);
    await later(kit, 60 * MINUTE);
    expect((await onlyTicket(kit.company.id)).status).toBe('open');
    expect(await kit.sent()).toEqual([]);
    expect((await actionsOf(ticket.id)).map((row) => row.action)).not.toContain('auto-close');
  });

  it('each agent message pushes the timer back', async () => {
    const { kit, ticket } = await answeredTicket('5511977770003');
    await later(kit, 6 * MINUTE);
    await reply(kit, ticket.id, 'Ainda está aí?');
    await later(kit, 4 * MINUTE); // 10 minutes after the first answer, 4 after the second
    expect((await onlyTicket(kit.company.id)).status).toBe('open');
    await later(kit, 6 * MINUTE);
    expect((await onlyTicket(kit.company.id)).status).toBe('closed');
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Ainda está aí?', 'Encerrado por inatividade']);
  });

  it('a connection with expiresTicket 0 never closes tickets', async () => {
    const kit = await conversationCompany(server, { expiresTicket: 0, expiresInactiveMessage: 'Encerrado por inatividade' });
    await kit.inbound('5511977770004', 'Oi');
    const ticket = await onlyTicket(kit.company.id);
    expect((await kit.api('PUT', `/tickets/${ticket.id}`, kit.admin, { status: 'open', userId: kit.users.admin.id })).statusCode).toBe(200);
    expect((await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Olá' })).statusCode).toBe(201);
    await later(kit, 24 * 60 * MINUTE);
    expect((await onlyTicket(kit.company.id)).status).toBe('open');
  });
});

describe('auto-transfer (timeToTransfer, transferQueueId)', () => {
  async function transferKit(which: 'none' | 'both') {
    const kit = await conversationCompany(server, { queues: which, timeToTransfer: 5 });
    expect((await kit.api('PUT', `/whatsapp/${kit.whatsappId}`, kit.admin, { name: 'Sim transfer', transferQueueId: kit.queues.support.id })).statusCode).toBe(200);
    return kit;
  }

  it('a pending ticket without a queue moves to the transfer queue after the minutes of inactivity, silently', async () => {
    const kit = await transferKit('none');
    await kit.inbound('5511988880001', 'Oi');
    // A connection without queues greets once.
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Olá Maria! Escolha:']);
    await later(kit, 4 * MINUTE);
    expect((await onlyTicket(kit.company.id)).queueId).toBeNull();
    await later(kit, MINUTE);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.support.id, userId: null, queuedAt: server.clock.now() });
    expect((await actionsOf(ticket.id)).at(-1)).toEqual({ action: 'auto-transfer', toStatus: 'pending', toQueueId: kit.queues.support.id });
    expect(await kit.sent()).toEqual([]);
    // The support agent now sees it; the sales agent does not.
    expect((await kit.api('GET', '/tickets?status=pending', kit.other)).json().tickets.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    expect((await kit.api('GET', '/tickets?status=pending', kit.agent)).json().tickets).toEqual([]);
  });

  it('the customer not answering the menu counts as inactivity', async () => {
    const kit = await transferKit('both');
    await kit.inbound('5511988880002', 'Oi');
    await later(kit, 5 * MINUTE);
    expect((await onlyTicket(kit.company.id)).queueId).toBe(kit.queues.support.id);
  });

  it('customer activity pushes the timer back', async () => {
    const kit = await transferKit('none');
    await kit.inbound('5511988880003', 'Oi');
    await later(kit, 3 * MINUTE);
    await kit.inbound('5511988880003', 'Alguém?');
    await later(kit, 2 * MINUTE); // 5 minutes after the first message, 2 after the last
    expect((await onlyTicket(kit.company.id)).queueId).toBeNull();
    await later(kit, 3 * MINUTE);
    expect((await onlyTicket(kit.company.id)).queueId).toBe(kit.queues.support.id);
  });

  it('a ticket that got a queue meanwhile is not moved', async () => {
    const kit = await transferKit('both');
    await kit.inbound('5511988880004', 'Oi');
    await later(kit, MINUTE);
    await kit.inbound('5511988880004', '1');
    await later(kit, 10 * MINUTE);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket.queueId).toBe(kit.queues.sales.id);
    expect((await actionsOf(ticket.id)).map((row) => row.action)).toEqual(['create', 'bot-queue']);
  });

  it('a pending ticket opened by a call moves too', async () => {
    const kit = await transferKit('none');
    expect((await kit.api('POST', `/simulator/${kit.whatsappId}/call`, kit.admin, { from: '5511988880006' })).statusCode).toBe(202);
    await server.runJobs();
    expect((await onlyTicket(kit.company.id)).queueId).toBeNull();
    await later(kit, 5 * MINUTE);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket.queueId).toBe(kit.queues.support.id);
    expect((await actionsOf(ticket.id)).map((row) => row.action)).toEqual(['create', 'auto-transfer']);
  });

  it('a ticket accepted meanwhile is not moved', async () => {
    const kit = await transferKit('none');
    await kit.inbound('5511988880005', 'Oi');
    const ticket = await onlyTicket(kit.company.id);
    expect((await kit.api('PUT', `/tickets/${ticket.id}`, kit.admin, { status: 'open', userId: kit.users.admin.id })).statusCode).toBe(200);
    await later(kit, 10 * MINUTE);
    expect(await onlyTicket(kit.company.id)).toMatchObject({ status: 'open', queueId: null });
    const automatic = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.isAutomatic, true)));
    expect(automatic).toHaveLength(1);
  });
});
