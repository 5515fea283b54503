import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Ticket, User, Whatsapp } from '@prosa/contract';
import { createCompany, createQueue, createUser, TEST_PASSWORD } from '../test/factories.js';
import { insertConnection, insertContact, insertTicket } from '../test/conversation-factories.js';
import { seedClient } from '../test/seed-client.js';
import { loginAs } from '../test/session.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * The seeds' conversation dialogs and connections page send their bodies as
 * the reference client builds them; each is accepted and means what the client meant.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;

async function company() {
  const row = await createCompany(server.db);
  const sales = await createQueue(server.db, row.id);
  const support = await createQueue(server.db, row.id);
  const admin = await createUser(server.db, row.id, { profile: 'admin' });
  const agent = await createUser(server.db, row.id, { profile: 'user', queueIds: [sales.id] });
  const other = await createUser(server.db, row.id, { profile: 'user', queueIds: [support.id] });
  const connection = await insertConnection(server.db, row.id);
  const contact = await insertContact(server.db, row.id);
  const headers = { admin: (await loginAs(server, admin.email)).headers, agent: (await loginAs(server, agent.email)).headers };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: Headers, payload?: object) => {
    const response = await server.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  return { row, sales, support, users: { admin, agent, other }, connection, contact, headers, call };
}

describe('new ticket modal', () => {
  it('an agent starts a conversation in the chosen queue and connection', async () => {
    const c = await company();
    const body = seedClient.newTicket({ contactId: c.contact.id, queueId: c.sales.id, whatsappId: c.connection.id, userId: c.users.agent.id });
    const created = await c.call<Ticket>('POST', '/tickets', c.headers.agent, body);
    expect(await c.call<Ticket>('GET', `/tickets/${created.id}`, c.headers.agent)).toMatchObject({ status: 'open', userId: c.users.agent.id, queueId: c.sales.id, whatsappId: c.connection.id, contactId: c.contact.id });
  });

  it('an admin who chose no queue sends null: the ticket has none', async () => {
    const c = await company();
    const body = seedClient.newTicket({ contactId: c.contact.id, queueId: '', whatsappId: c.connection.id, userId: c.users.admin.id });
    expect(body.queueId).toBeNull();
    const created = await c.call<Ticket>('POST', '/tickets', c.headers.admin, body);
    expect(await c.call<Ticket>('GET', `/tickets/${created.id}`, c.headers.admin)).toMatchObject({ status: 'open', userId: c.users.admin.id, queueId: null });
  });
});

describe('the conversation’s action buttons', () => {
  it('accept, return, resolve (flags sent as false) and reopen move the ticket as the seeds’ table says', async () => {
    const c = await company();
    const waiting = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, queueId: c.sales.id, status: 'pending' });
    const url = `/tickets/${waiting.id}`;

    const accepted = await c.call<Ticket>('PUT', url, c.headers.agent, seedClient.accept(c.users.agent.id));
    expect(accepted).toMatchObject({ status: 'open', userId: c.users.agent.id, queueId: c.sales.id });

    const returned = await c.call<Ticket>('PUT', url, c.headers.agent, seedClient.ticketStatus(accepted, 'pending', null));
    expect(returned).toMatchObject({ status: 'pending', userId: null, queueId: c.sales.id });

    const retaken = await c.call<Ticket>('PUT', url, c.headers.agent, seedClient.accept(c.users.agent.id));
    const resolveBody = seedClient.ticketStatus(retaken, 'closed', c.users.agent.id);
    expect(resolveBody).toMatchObject({ promptId: false, integrationId: false, useIntegration: false });
    const resolved = await c.call<Ticket>('PUT', url, c.headers.agent, resolveBody);
    expect(resolved).toMatchObject({ status: 'closed', userId: c.users.agent.id, promptId: null, integrationId: null, useIntegration: false });

    const reopened = await c.call<Ticket>('PUT', url, c.headers.agent, seedClient.ticketStatus(resolved, 'open', c.users.agent.id));
    expect(reopened).toMatchObject({ status: 'open', userId: c.users.agent.id });
    expect(await c.call<Ticket>('GET', url, c.headers.agent)).toMatchObject({ status: 'open', userId: c.users.agent.id });
  });
});

describe('transfer modal', () => {
  it('only a queue: the ticket waits in that queue without a user', async () => {
    const c = await company();
    const open = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, queueId: c.sales.id, status: 'open', userId: c.users.agent.id });
    await c.call('PUT', `/tickets/${open.id}`, c.headers.agent, seedClient.transfer({ queueId: c.support.id }));
    expect(await c.call<Ticket>('GET', `/tickets/${open.id}`, c.headers.admin)).toMatchObject({ status: 'pending', queueId: c.support.id, userId: null });
  });

  it('a queue and a user: the ticket is open for that user in that queue', async () => {
    const c = await company();
    const open = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, queueId: c.sales.id, status: 'open', userId: c.users.agent.id });
    await c.call('PUT', `/tickets/${open.id}`, c.headers.agent, seedClient.transfer({ queueId: c.support.id, userId: c.users.other.id }));
    expect(await c.call<Ticket>('GET', `/tickets/${open.id}`, c.headers.admin)).toMatchObject({ status: 'open', queueId: c.support.id, userId: c.users.other.id });
  });

  it('another connection as well', async () => {
    const c = await company();
    const second = await insertConnection(server.db, c.row.id, { isDefault: false });
    const open = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, queueId: c.sales.id, status: 'open', userId: c.users.admin.id });
    await c.call('PUT', `/tickets/${open.id}`, c.headers.admin, seedClient.transfer({ queueId: c.support.id, userId: c.users.other.id, whatsappId: second.id }));
    expect(await c.call<Ticket>('GET', `/tickets/${open.id}`, c.headers.admin)).toMatchObject({ queueId: c.support.id, userId: c.users.other.id, whatsappId: second.id });
  });
});

describe('ticket options: delete after confirmation', () => {
  it('removes the ticket', async () => {
    const c = await company();
    const ticket = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, status: 'pending' });
    await c.call('DELETE', `/tickets/${ticket.id}`, c.headers.admin);
    expect((await server.app.inject({ method: 'GET', url: `/tickets/${ticket.id}`, headers: c.headers.admin })).statusCode).toBe(404);
  });
});

describe('contact modal', () => {
  it('creates a contact with its extra info, then edits it sending the loaded contact back', async () => {
    const c = await company();
    const created = await c.call<Contact>('POST', '/contacts', c.headers.agent, seedClient.contactModal({ name: 'Maria Souza', number: '5511987654321', email: 'maria@example.com', extraInfo: [{ name: 'CPF', value: '123' }] }));
    expect(created).toMatchObject({ name: 'Maria Souza', number: '5511987654321', extraInfo: [{ name: 'CPF', value: '123' }] });

    const loaded = await c.call<Contact>('GET', `/contacts/${created.id}`, c.headers.agent);
    const edited = seedClient.contactModal({ ...loaded, name: 'Maria S. Souza', extraInfo: [...loaded.extraInfo, { name: 'Plano', value: 'Ouro' }] });
    await c.call('PUT', `/contacts/${created.id}`, c.headers.agent, edited);
    const stored = await c.call<Contact>('GET', `/contacts/${created.id}`, c.headers.agent);
    expect(stored).toMatchObject({ name: 'Maria S. Souza', email: 'maria@example.com' });
    expect(stored.extraInfo.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'CPF', value: '123' },
      { name: 'Plano', value: 'Ouro' },
    ]);
  });
});

describe('user modal', () => {
  it('a new user without a default connection (whatsappId false) gets none, with the chosen queues', async () => {
    const c = await company();
    const body = seedClient.userModal({ name: 'Rita', email: 'rita@example.com', password: 'segredo1', profile: 'user', allTicket: 'desabled' }, { whatsappId: false, queueIds: [c.sales.id] });
    const created = await c.call<User>('POST', '/users', c.headers.admin, body);
    expect(await c.call<User>('GET', `/users/${created.id}`, c.headers.admin)).toMatchObject({ name: 'Rita', profile: 'user', whatsappId: null, allTicket: 'desabled', queues: [{ id: c.sales.id }] });
    await loginAs(server, 'rita@example.com', 'segredo1');
  });

  it('a default connection chosen is stored, and clearing it on edit (an empty choice) removes it, keeping the password', async () => {
    const c = await company();
    const created = await c.call<User>('POST', '/users', c.headers.admin, seedClient.userModal({ name: 'Rui', email: 'rui@example.com', password: TEST_PASSWORD }, { whatsappId: c.connection.id, queueIds: [] }));
    expect(created).toMatchObject({ whatsappId: c.connection.id, queues: [] });

    // Editing spreads the loaded user into the form; the password field stays empty.
    const loaded = await c.call<User>('GET', `/users/${created.id}`, c.headers.admin);
    const body = seedClient.userModal({ ...loaded, allTicket: 'enabled' }, { whatsappId: '', queueIds: [c.sales.id, c.support.id] });
    expect(body.password).toBe('');
    await c.call('PUT', `/users/${created.id}`, c.headers.admin, body);
    const stored = await c.call<User>('GET', `/users/${created.id}`, c.headers.admin);
    expect(stored).toMatchObject({ whatsappId: null, allTicket: 'enabled' });
    expect(stored.queues.map((queue) => queue.id).sort()).toEqual([c.sales.id, c.support.id].sort());
    await loginAs(server, 'rui@example.com', TEST_PASSWORD);
  });
});

describe('connection modal', () => {
  it('creates a connection from the initial values, then edits it sending the loaded connection back', async () => {
    const c = await company();
    const body = seedClient.connectionModal({ name: 'Atendimento', greetingMessage: 'Olá! Escolha uma fila:' }, { queueIds: [c.sales.id, c.support.id], transferQueueId: null });
    const created = await c.call<Whatsapp>('POST', '/whatsapp', c.headers.admin, body);
    expect(created).toMatchObject({ name: 'Atendimento', provider: 'beta', isDefault: false, maxUseBotQueues: 3, transferQueueId: null, promptId: null });
    expect(created.token).toMatch(/\S{8,}/);
    expect(created.queues.map((queue) => queue.id).sort()).toEqual([c.sales.id, c.support.id].sort());

    const loaded = await c.call<Whatsapp>('GET', `/whatsapp/${created.id}`, c.headers.admin);
    const edit = seedClient.connectionModal({ ...loaded, timeToTransfer: 5, complationMessage: 'Até logo!' }, { queueIds: [c.sales.id], transferQueueId: c.support.id });
    await c.call('PUT', `/whatsapp/${created.id}`, c.headers.admin, edit);
    expect(await c.call<Whatsapp>('GET', `/whatsapp/${created.id}`, c.headers.admin)).toMatchObject({ name: 'Atendimento', timeToTransfer: 5, transferQueueId: c.support.id, complationMessage: 'Até logo!', token: loaded.token, queues: [{ id: c.sales.id }] });

    // The transfer queue's select cleared: '' means none.
    const cleared = seedClient.connectionModal({ ...(await c.call<Whatsapp>('GET', `/whatsapp/${created.id}`, c.headers.admin)) }, { queueIds: [c.sales.id], transferQueueId: '' });
    await c.call('PUT', `/whatsapp/${created.id}`, c.headers.admin, cleared);
    expect(await c.call<Whatsapp>('GET', `/whatsapp/${created.id}`, c.headers.admin)).toMatchObject({ transferQueueId: null });
  });
});

describe('contact drawer notes', () => {
  it('a note on the ticket and its contact', async () => {
    const c = await company();
    const ticket = await insertTicket(server.db, { companyId: c.row.id, contactId: c.contact.id, whatsappId: c.connection.id, queueId: c.sales.id, status: 'open', userId: c.users.agent.id });
    await c.call('POST', '/ticket-notes', c.headers.agent, seedClient.ticketNote('Cliente pediu retorno', ticket));
    const notes = await c.call<{ note: string; contactId: number }[]>('GET', `/ticket-notes/list?ticketId=${ticket.id}&contactId=${c.contact.id}`, c.headers.agent);
    expect(notes).toMatchObject([{ note: 'Cliente pediu retorno', contactId: c.contact.id }]);
  });
});
