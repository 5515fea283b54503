import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, messageEdits, messages, tickets } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { signMediaUrl } from '../../media/signed-urls.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object | string, extra: Headers = {}) =>
  server.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload !== undefined ? { payload } : {}) });

async function company() {
  const row = await createCompany(server.db);
  const sales = await createQueue(server.db, row.id);
  const support = await createQueue(server.db, row.id);
  const adminUser = await createUser(server.db, row.id, { profile: 'admin' });
  const agentUser = await createUser(server.db, row.id, { profile: 'user', queueIds: [sales.id] });
  const otherUser = await createUser(server.db, row.id, { profile: 'user', queueIds: [support.id] });
  const connection = await insertConnection(server.db, row.id, { provider: 'simulator' });
  const contact = await insertContact(server.db, row.id);
  const ticket = await insertTicket(server.db, { companyId: row.id, contactId: contact.id, whatsappId: connection.id, queueId: sales.id, status: 'open', userId: agentUser.id });
  return {
    company: row,
    connection,
    contact,
    ticket,
    users: { admin: adminUser, agent: agentUser, other: otherUser },
    admin: (await loginAs(server, adminUser.email)).headers,
    agent: (await loginAs(server, agentUser.email)).headers,
    other: (await loginAs(server, otherUser.email)).headers,
  };
}

describe('GET /messages/{ticketId}', () => {
  it(routeCase('GET /messages/{ticketId}', 'success', 'newest 20 first, each page oldest first, across the contact’s tickets; reading resets unread'), async () => {
    const c = await company();
    const old = await insertTicket(server.db, { companyId: c.company.id, contactId: c.contact.id, whatsappId: c.connection.id, status: 'closed' });
    const base = Date.parse('2026-01-01T10:00:00Z');
    for (let i = 0; i < 25; i += 1) await insertMessage(server.db, i < 5 ? old : c.ticket, { body: `m${i}`, createdAt: new Date(base + i * 60_000) });
    await server.db.update(tickets).set({ unreadMessages: 3 }).where(eq(tickets.id, c.ticket.id));
    const first = (await api('GET', `/messages/${c.ticket.id}?pageNumber=1`, c.agent)).json();
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 5}`));
    expect(first).toMatchObject({ count: 25, hasMore: true, ticket: { id: c.ticket.id, unreadMessages: 0 } });
    const second = (await api('GET', `/messages/${c.ticket.id}?pageNumber=2`, c.agent)).json();
    expect(second.messages.map((m: { body: string; ticketId: number }) => [m.body, m.ticketId])).toEqual(Array.from({ length: 5 }, (_, i) => [`m${i}`, old.id]));
    expect(second.hasMore).toBe(false);
    const [after] = await server.db.select().from(tickets).where(eq(tickets.id, c.ticket.id));
    expect(after!.unreadMessages).toBe(0);
  });
  it('peek=true leaves the unread count alone', async () => {
    const c = await company();
    await insertMessage(server.db, c.ticket, { read: false });
    await server.db.update(tickets).set({ unreadMessages: 1 }).where(eq(tickets.id, c.ticket.id));
    expect((await api('GET', `/messages/${c.ticket.id}?peek=true`, c.admin)).json().ticket.unreadMessages).toBe(1);
  });
  it(routeCase('GET /messages/{ticketId}', '400', 'pageNumber 0'), async () => {
    const c = await company();
    expect((await api('GET', `/messages/${c.ticket.id}?pageNumber=0`, c.agent)).statusCode).toBe(400);
  });
  it(routeCase('GET /messages/{ticketId}', '401'), async () => {
    expect((await api('GET', '/messages/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /messages/{ticketId}', '403', 'a ticket of a queue the user lacks (Acesso não permitido)'), async () => {
    const c = await company();
    const response = await api('GET', `/messages/${c.ticket.id}`, c.other);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_NO_PERMISSION');
  });
  it(routeCase('GET /messages/{ticketId}', '404', 'another company’s ticket'), async () => {
    const c = await company();
    const other = await company();
    expect((await api('GET', `/messages/${other.ticket.id}`, c.admin)).statusCode).toBe(404);
  });
});

describe('POST /messages/{ticketId}', () => {
  it(routeCase('POST /messages/{ticketId}', 'success', 'stored pending with its send job; the body as given'), async () => {
    const c = await company();
    const quoted = await insertMessage(server.db, c.ticket, { body: 'pergunta' });
    const response = await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: '*Bruno:*\nresposta', read: true, fromMe: true, mediaUrl: null, quotedMsg: { id: quoted.id, body: 'pergunta' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ body: '*Bruno:*\nresposta', fromMe: true, ack: 0, sendStatus: 'pending', mediaType: 'chat', quotedMsg: { id: quoted.id, body: 'pergunta' }, userId: c.users.agent.id });
    const queued = await server.db.select().from(jobs).where(eq(jobs.dedupeKey, `send:ticket:${c.ticket.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.whatsappId).toBe(c.connection.id);
    const [ticket] = await server.db.select().from(tickets).where(eq(tickets.id, c.ticket.id));
    expect(ticket).toMatchObject({ lastMessage: '*Bruno:*\nresposta', fromMe: true });
  });
  it('an Idempotency-Key makes a retried send answer the first message', async () => {
    const c = await company();
    const first = await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'uma vez' }, { 'idempotency-key': 'k-1' });
    const again = await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'uma vez' }, { 'idempotency-key': 'k-1' });
    expect(again.json().id).toBe(first.json().id);
    expect(await server.db.select().from(messages).where(eq(messages.ticketId, c.ticket.id))).toHaveLength(1);
  });
  it('multipart medias: one message per file, the body as caption (line breaks as LF); the media URL is signed and served', async () => {
    const c = await company();
    const boundary = '----prosa';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="body"', '', 'veja\r\nisto', `--${boundary}`, 'Content-Disposition: form-data; name="medias"; filename="foto.png"', 'Content-Type: image/png', '', 'PNGDATA', `--${boundary}--`, ''].join('\r\n');
    const response = await api('POST', `/messages/${c.ticket.id}`, c.agent, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ body: 'veja\nisto', mediaType: 'image', mediaName: 'foto.png', mediaUrl: expect.stringMatching(/^\/media\/company-\d+\/.*signature=/) });
    const file = await server.app.inject({ method: 'GET', url: response.json().mediaUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('PNGDATA');
  });
  it('a JSON mediaUrl must be this server’s own, signed media of the company', async () => {
    const c = await company();
    const stored = await server.ctx.media.save(c.company.id, Buffer.from('x'), 'doc.pdf');
    const own = signMediaUrl(server.ctx.config.jwtSecret, stored.path, server.clock.now());
    expect((await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: '', mediaUrl: own })).json()).toMatchObject({ mediaType: 'application', mediaName: 'doc.pdf' });
    const other = await company();
    const foreign = await server.ctx.media.save(other.company.id, Buffer.from('x'), 'x.pdf');
    expect((await api('POST', `/messages/${c.ticket.id}`, c.agent, { mediaUrl: signMediaUrl(server.ctx.config.jwtSecret, foreign.path, server.clock.now()) })).statusCode).toBe(400);
    expect((await api('POST', `/messages/${c.ticket.id}`, c.agent, { mediaUrl: 'https://example.com/a.png' })).statusCode).toBe(400);
  });
  it(routeCase('POST /messages/{ticketId}', '400', 'blank text is not sent; a closed ticket takes no messages'), async () => {
    const c = await company();
    const blank = await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('ERR_VALIDATION');
    await server.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, c.ticket.id));
    expect((await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'oi' })).json().error).toBe('ERR_TICKET_CLOSED');
    expect(await server.db.select().from(messages).where(eq(messages.ticketId, c.ticket.id))).toHaveLength(0);
  });
  it(routeCase('POST /messages/{ticketId}', '401'), async () => {
    expect((await api('POST', '/messages/1', {}, { body: 'oi' })).statusCode).toBe(401);
  });
  it(routeCase('POST /messages/{ticketId}', '403', 'a ticket of a queue the user lacks'), async () => {
    const c = await company();
    expect((await api('POST', `/messages/${c.ticket.id}`, c.other, { body: 'oi' })).statusCode).toBe(403);
  });
  it(routeCase('POST /messages/{ticketId}', '404', 'another company’s ticket; a quoted message of another conversation'), async () => {
    const c = await company();
    const other = await company();
    expect((await api('POST', `/messages/${other.ticket.id}`, c.admin, { body: 'oi' })).statusCode).toBe(404);
    const foreign = await insertMessage(server.db, other.ticket);
    expect((await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'oi', quotedMsg: { id: foreign.id } })).json().error).toBe('ERR_NO_MESSAGE_FOUND');
  });
});

describe('DELETE /messages/{id}', () => {
  it(routeCase('DELETE /messages/{id}', 'success', 'the author deletes: deleted marker, text kept for the company, an unsent message is not sent'), async () => {
    const c = await company();
    const sent = (await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'engano' })).json();
    const response = await api('DELETE', `/messages/${sent.id}`, c.agent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sent.id, isDeleted: true, body: 'engano', sendStatus: 'failed' });
  });
  it(routeCase('DELETE /messages/{id}', '400', 'an id that is not a number'), async () => {
    const c = await company();
    expect((await api('DELETE', '/messages/x', c.agent)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /messages/{id}', '401'), async () => {
    expect((await api('DELETE', '/messages/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /messages/{id}', '403', 'only the message’s author, not even an admin'), async () => {
    const c = await company();
    const sent = (await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'meu' })).json();
    expect((await api('DELETE', `/messages/${sent.id}`, c.admin)).statusCode).toBe(403);
    const inbound = await insertMessage(server.db, c.ticket);
    expect((await api('DELETE', `/messages/${inbound.id}`, c.agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /messages/{id}', '404', 'another company’s message'), async () => {
    const c = await company();
    const other = await company();
    const foreign = await insertMessage(server.db, other.ticket, { fromMe: true, userId: other.users.agent.id });
    expect((await api('DELETE', `/messages/${foreign.id}`, c.agent)).statusCode).toBe(404);
  });
});

describe('POST /messages/edit/{messageId}', () => {
  it(routeCase('POST /messages/edit/{messageId}', 'success', 'the author edits within 15 minutes; the old text is kept'), async () => {
    const c = await company();
    const sent = (await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'ola' })).json();
    const response = await api('POST', `/messages/edit/${sent.id}`, c.agent, { body: 'olá' });
    expect(response.json()).toMatchObject({ body: 'olá', isEdited: true, edits: [{ body: 'ola' }] });
    expect(await server.db.select().from(messageEdits).where(eq(messageEdits.messageId, sent.id))).toHaveLength(1);
  });
  it(routeCase('POST /messages/edit/{messageId}', '400', 'an empty body; past the edit window'), async () => {
    const c = await company();
    const sent = (await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'ola' })).json();
    expect((await api('POST', `/messages/edit/${sent.id}`, c.agent, { body: '' })).json().error).toBe('ERR_VALIDATION');
    await server.db.update(messages).set({ createdAt: new Date(server.clock.now().getTime() - 16 * 60_000) }).where(eq(messages.id, sent.id));
    expect((await api('POST', `/messages/edit/${sent.id}`, c.agent, { body: 'tarde' })).json().error).toBe('ERR_MESSAGE_NOT_EDITABLE');
  });
  it(routeCase('POST /messages/edit/{messageId}', '401'), async () => {
    expect((await api('POST', '/messages/edit/1', {}, { body: 'x' })).statusCode).toBe(401);
  });
  it(routeCase('POST /messages/edit/{messageId}', '403', 'someone else’s message'), async () => {
    const c = await company();
    const sent = (await api('POST', `/messages/${c.ticket.id}`, c.agent, { body: 'meu' })).json();
    expect((await api('POST', `/messages/edit/${sent.id}`, c.admin, { body: 'seu' })).statusCode).toBe(403);
  });
  it(routeCase('POST /messages/edit/{messageId}', '404', 'another company’s message'), async () => {
    const c = await company();
    const other = await company();
    const foreign = await insertMessage(server.db, other.ticket, { fromMe: true });
    expect((await api('POST', `/messages/edit/${foreign.id}`, c.agent, { body: 'x' })).statusCode).toBe(404);
  });
});
