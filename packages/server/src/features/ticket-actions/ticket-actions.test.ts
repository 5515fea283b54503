import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, tickets, ticketTransitions } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function company() {
  const row = await createCompany(server.db);
  const sales = await createQueue(server.db, row.id);
  const support = await createQueue(server.db, row.id);
  const adminUser = await createUser(server.db, row.id, { profile: 'admin' });
  const agentUser = await createUser(server.db, row.id, { profile: 'user', queueIds: [sales.id] });
  const otherUser = await createUser(server.db, row.id, { profile: 'user', queueIds: [support.id] });
  const connection = await insertConnection(server.db, row.id);
  const contact = await insertContact(server.db, row.id);
  return {
    company: row,
    sales,
    support,
    connection,
    contact,
    users: { admin: adminUser, agent: agentUser, other: otherUser },
    admin: (await loginAs(server, adminUser.email)).headers,
    agent: (await loginAs(server, agentUser.email)).headers,
    other: (await loginAs(server, otherUser.email)).headers,
    ticket: (values: Partial<typeof tickets.$inferInsert> = {}) => insertTicket(server.db, { companyId: row.id, contactId: contact.id, whatsappId: connection.id, queueId: sales.id, ...values }),
  };
}

const transitions = (ticketId: number) => server.db.select().from(ticketTransitions).where(eq(ticketTransitions.ticketId, ticketId)).orderBy(ticketTransitions.id);

describe('POST /tickets', () => {
  it(routeCase('POST /tickets', 'success', 'opens the conversation for the caller in the chosen queue'), async () => {
    const c = await company();
    const response = await api('POST', '/tickets', c.agent, { contactId: c.contact.id, queueId: c.sales.id, whatsappId: c.connection.id, userId: c.users.agent.id, status: 'open', companyId: 999 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'open', userId: c.users.agent.id, queueId: c.sales.id, whatsappId: c.connection.id, companyId: c.company.id, contact: { id: c.contact.id }, uuid: expect.any(String) });
    expect((await transitions(response.json().id)).map((t) => t.action)).toEqual(['create']);
  });
  it('an admin may start without a queue and without naming a connection (the default is used)', async () => {
    const c = await company();
    const response = await api('POST', '/tickets', c.admin, { contactId: c.contact.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ queueId: null, whatsappId: c.connection.id, userId: c.users.admin.id });
  });
  it(routeCase('POST /tickets', '400', 'a user must choose a queue (Selecione uma fila); a contactId that is not an id'), async () => {
    const c = await company();
    const noQueue = await api('POST', '/tickets', c.agent, { contactId: c.contact.id });
    expect(noQueue.statusCode).toBe(400);
    expect(noQueue.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { queueId: 'Selecione uma fila' } });
    expect((await api('POST', '/tickets', c.admin, { contactId: 'abc' })).statusCode).toBe(400);
    expect(await server.db.select().from(tickets).where(eq(tickets.companyId, c.company.id))).toHaveLength(0);
  });
  it('409 ERR_OTHER_OPEN_TICKET names who holds the contact on that connection', async () => {
    const c = await company();
    const held = await c.ticket({ status: 'open', userId: c.users.other.id, queueId: c.support.id });
    const response = await api('POST', '/tickets', c.agent, { contactId: c.contact.id, queueId: c.sales.id, whatsappId: c.connection.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_OTHER_OPEN_TICKET', ticket: { id: held.id, uuid: held.uuid, userId: c.users.other.id, user: { id: c.users.other.id, name: c.users.other.name }, queue: { id: c.support.id, name: c.support.name } } });
  });
  it(routeCase('POST /tickets', '401'), async () => {
    expect((await api('POST', '/tickets', {}, { contactId: 1 })).statusCode).toBe(401);
  });
  it(routeCase('POST /tickets', '403', 'a user may not open a ticket in a queue that is not theirs'), async () => {
    const c = await company();
    const response = await api('POST', '/tickets', c.agent, { contactId: c.contact.id, queueId: c.support.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });
  it(routeCase('POST /tickets', '404', 'another company’s contact, queue or connection'), async () => {
    const c = await company();
    const other = await company();
    expect((await api('POST', '/tickets', c.admin, { contactId: other.contact.id })).json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await api('POST', '/tickets', c.admin, { contactId: c.contact.id, queueId: other.sales.id })).statusCode).toBe(404);
    expect((await api('POST', '/tickets', c.admin, { contactId: c.contact.id, whatsappId: other.connection.id })).json().error).toBe('ERR_NO_WAPP_FOUND');
  });
});

describe('PUT /tickets/{id}', () => {
  it(routeCase('PUT /tickets/{id}', 'success', 'accept, return, resolve, reopen: each recorded with who and when'), async () => {
    const c = await company();
    const ticket = await c.ticket({ status: 'pending', unreadMessages: 2 });
    const accept = await api('PUT', `/tickets/${ticket.id}`, c.agent, { status: 'open', userId: c.users.agent.id });
    expect(accept.json()).toMatchObject({ status: 'open', userId: c.users.agent.id, unreadMessages: 0 });
    expect((await api('PUT', `/tickets/${ticket.id}`, c.agent, { status: 'pending', userId: null })).json()).toMatchObject({ status: 'pending', userId: null });
    await api('PUT', `/tickets/${ticket.id}`, c.agent, { status: 'open', userId: c.users.agent.id });
    const resolve = await api('PUT', `/tickets/${ticket.id}`, c.agent, { status: 'closed', userId: c.users.agent.id, useIntegration: false, promptId: false, integrationId: false });
    expect(resolve.json()).toMatchObject({ status: 'closed', userId: c.users.agent.id, promptId: null, integrationId: null });
    expect((await api('PUT', `/tickets/${ticket.id}`, c.agent, { status: 'open' })).json()).toMatchObject({ status: 'open', userId: c.users.agent.id });
    const story = await transitions(ticket.id);
    expect(story.map((t) => [t.action, t.fromStatus, t.toStatus, t.actorUserId])).toEqual([
      ['accept', 'pending', 'open', c.users.agent.id],
      ['return', 'open', 'pending', c.users.agent.id],
      ['accept', 'pending', 'open', c.users.agent.id],
      ['resolve', 'open', 'closed', c.users.agent.id],
      ['reopen', 'closed', 'open', c.users.agent.id],
    ]);
  });
  it("resolving assigns the ticket to whoever resolves it, also an admin closing an agent's ticket", async () => {
    const c = await company();
    const ticket = await c.ticket({ status: 'open', userId: c.users.agent.id });
    const resolve = await api('PUT', `/tickets/${ticket.id}`, c.admin, { status: 'closed' });
    expect(resolve.json()).toMatchObject({ status: 'closed', userId: c.users.admin.id });
    const [story] = (await transitions(ticket.id)).map((t) => [t.action, t.fromUserId, t.toUserId, t.actorUserId]);
    expect(story).toEqual(['resolve', c.users.agent.id, c.users.admin.id, c.users.admin.id]);
  });
  it('transfer to a queue only: pending, no user; with a user: open and theirs; the flags are kept', async () => {
    const c = await company();
    const ticket = await c.ticket({ status: 'open', userId: c.users.agent.id, promptId: 7, useIntegration: true });
    const toQueue = await api('PUT', `/tickets/${ticket.id}`, c.agent, { queueId: c.support.id, userId: null, status: 'pending', whatsappId: c.connection.id });
    expect(toQueue.json()).toMatchObject({ status: 'pending', userId: null, queueId: c.support.id, promptId: 7, useIntegration: true });
    const toUser = await api('PUT', `/tickets/${ticket.id}`, c.admin, { queueId: c.sales.id, userId: c.users.agent.id, status: 'open' });
    expect(toUser.json()).toMatchObject({ status: 'open', userId: c.users.agent.id, queueId: c.sales.id });
    expect((await transitions(ticket.id)).map((t) => t.action)).toEqual(['transfer', 'transfer']);
  });
  it('moving to another connection where the contact already has an attendance answers 409 and changes nothing', async () => {
    const c = await company();
    const second = await insertConnection(server.db, c.company.id, { isDefault: false });
    const ticket = await c.ticket({ status: 'open', userId: c.users.agent.id });
    await c.ticket({ whatsappId: second.id, status: 'pending' });
    const response = await api('PUT', `/tickets/${ticket.id}`, c.admin, { queueId: c.sales.id, whatsappId: second.id, userId: c.users.agent.id, status: 'open' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_OTHER_OPEN_TICKET');
    const [after] = await server.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(after!.whatsappId).toBe(c.connection.id);
  });
  it('reopening while another attendance is open answers 409 with the holder', async () => {
    const c = await company();
    const old = await c.ticket({ status: 'closed', userId: c.users.agent.id });
    const current = await c.ticket({ status: 'open', userId: c.users.admin.id });
    const response = await api('PUT', `/tickets/${old.id}`, c.agent, { status: 'open' });
    expect(response.statusCode).toBe(409);
    expect(response.json().ticket).toMatchObject({ id: current.id, user: { id: c.users.admin.id } });
  });
  it(routeCase('PUT /tickets/{id}', '400', 'moves outside the table are ERR_INVALID_TRANSITION; bad values are ERR_VALIDATION'), async () => {
    const c = await company();
    const pending = await c.ticket({ status: 'pending' });
    const invalid = await api('PUT', `/tickets/${pending.id}`, c.admin, { status: 'closed' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('ERR_INVALID_TRANSITION');
    expect((await api('PUT', `/tickets/${pending.id}`, c.admin, { status: 'archived' })).json().error).toBe('ERR_VALIDATION');
    const [after] = await server.db.select().from(tickets).where(eq(tickets.id, pending.id));
    expect(after!.status).toBe('pending');
  });
  it(routeCase('PUT /tickets/{id}', '401'), async () => {
    expect((await api('PUT', '/tickets/1', {}, { status: 'open' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /tickets/{id}', '403', 'a ticket of a queue the user lacks; another user’s open ticket'), async () => {
    const c = await company();
    const support = await c.ticket({ queueId: c.support.id, status: 'pending' });
    expect((await api('PUT', `/tickets/${support.id}`, c.agent, { status: 'open' })).json().error).toBe('ERR_NO_PERMISSION');
    const theirs = await c.ticket({ contactId: (await insertContact(server.db, c.company.id)).id, status: 'open', userId: c.users.admin.id });
    expect((await api('PUT', `/tickets/${theirs.id}`, c.agent, { status: 'closed' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /tickets/{id}', '404', 'another company’s ticket, or an unknown queue'), async () => {
    const c = await company();
    const other = await company();
    const foreign = await other.ticket();
    expect((await api('PUT', `/tickets/${foreign.id}`, c.admin, { status: 'open' })).json().error).toBe('ERR_NO_TICKET_FOUND');
    const mine = await c.ticket({ status: 'open', userId: c.users.admin.id });
    expect((await api('PUT', `/tickets/${mine.id}`, c.admin, { queueId: other.sales.id })).json().error).toBe('ERR_NO_QUEUE_FOUND');
  });
});

describe('DELETE /tickets/{id}', () => {
  it(routeCase('DELETE /tickets/{id}', 'success', 'the ticket and its messages are gone'), async () => {
    const c = await company();
    const ticket = await c.ticket();
    await insertMessage(server.db, ticket);
    expect((await api('DELETE', `/tickets/${ticket.id}`, c.admin)).statusCode).toBe(200);
    expect(await server.db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(0);
    expect(await server.db.select().from(messages).where(eq(messages.ticketId, ticket.id))).toHaveLength(0);
  });
  it(routeCase('DELETE /tickets/{id}', '400', 'an id that is not a number'), async () => {
    const c = await company();
    expect((await api('DELETE', '/tickets/abc', c.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /tickets/{id}', '401'), async () => {
    expect((await api('DELETE', '/tickets/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /tickets/{id}', '403', 'ticket-options:deleteTicket is the admin’s'), async () => {
    const c = await company();
    const ticket = await c.ticket();
    expect((await api('DELETE', `/tickets/${ticket.id}`, c.agent)).statusCode).toBe(403);
    expect(await server.db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(1);
  });
  it(routeCase('DELETE /tickets/{id}', '404', 'another company’s ticket'), async () => {
    const c = await company();
    const other = await company();
    const foreign = await other.ticket();
    expect((await api('DELETE', `/tickets/${foreign.id}`, c.admin)).statusCode).toBe(404);
    expect(await server.db.select().from(tickets).where(eq(tickets.id, foreign.id))).toHaveLength(1);
  });
});
