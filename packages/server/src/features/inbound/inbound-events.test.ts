import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Message, MessageList } from '@prosa/contract';
import { contacts, inboundEvents, messageEdits, messages, tickets } from '../../db/schema/index.js';
import { callsDisabledText } from '../messages/transfer-notice.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * What WhatsApp reports besides plain messages (groups, calls, edits, revokes, reactions), send
 * failures, and unread counts, through the simulator and the API.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

const ticketsOf = (companyId: number) => server.db.select().from(tickets).where(eq(tickets.companyId, companyId));

async function onlyTicket(companyId: number) {
  const rows = await ticketsOf(companyId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function history(kit: Kit, ticketId: number, query = ''): Promise<MessageList> {
  const response = await kit.api('GET', `/messages/${ticketId}${query}`, kit.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageList>();
}

async function shown(kit: Kit, ticketId: number, providerMessageId: string): Promise<Message> {
  const found = (await history(kit, ticketId)).messages.find((message) => message.providerMessageId === providerMessageId);
  expect(found).toBeDefined();
  return found!;
}

async function update(kit: Kit, payload: { id: string; type: 'edit' | 'revoke' | 'reaction'; body?: string; emoji?: string }) {
  const response = await kit.api('POST', `/simulator/${kit.whatsappId}/update`, kit.admin, payload);
  expect(response.statusCode, response.body).toBe(202);
  await server.runJobs();
}

describe('groups', () => {
  const group = { id: '120363041234567890', name: 'Equipe de compras' };

  it('CheckMsgIsGroup enabled (the default): group messages are ignored', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511910000001', 'Bom dia, grupo', { group });
    expect(await ticketsOf(kit.company.id)).toEqual([]);
    expect(await server.db.select().from(messages).where(eq(messages.companyId, kit.company.id))).toEqual([]);
    expect(await kit.sent()).toEqual([]);
  });

  it('CheckMsgIsGroup disabled: one group ticket, no bot, each message attributed to its participant', async () => {
    const kit = await conversationCompany(server);
    await kit.setting('CheckMsgIsGroup', 'disabled');
    await kit.inbound('5511910000002', 'Bom dia, grupo', { group, name: 'Maria Souza' });
    await kit.inbound('5511910000003', 'Bom dia!', { group, name: 'João Lima' });
    await kit.inbound('5511910000002', '1', { group, name: 'Maria Souza' });
    expect(await kit.sent()).toEqual([]);

    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ isGroup: true, status: 'pending', queueId: null, chatbot: false, botMenuCount: 0, unreadMessages: 3 });
    const [chat] = await server.db.select().from(contacts).where(eq(contacts.id, ticket.contactId));
    expect(chat).toMatchObject({ isGroup: true, name: group.name, number: group.id });

    const rows = await server.db.select().from(messages).where(eq(messages.ticketId, ticket.id)).orderBy(asc(messages.id));
    expect(rows).toHaveLength(3);
    const participants = await server.db.select().from(contacts).where(and(eq(contacts.companyId, kit.company.id), eq(contacts.isGroup, false)));
    const idOf = (number: string) => participants.find((row) => row.number === number)?.id;
    expect(rows.map((row) => row.participantContactId)).toEqual([idOf('5511910000002'), idOf('5511910000003'), idOf('5511910000002')]);
    expect(idOf('5511910000002')).toBeDefined();

    const listed = (await history(kit, ticket.id)).messages;
    expect(listed.map((message) => [message.body, message.contact?.name, message.contact?.number])).toEqual([
      ['Bom dia, grupo', 'Maria Souza', '5511910000002'],
      ['Bom dia!', 'João Lima', '5511910000003'],
      ['1', 'Maria Souza', '5511910000002'],
    ]);
  });
});

describe('calls', () => {
  async function call(kit: Kit, from: string) {
    const response = await kit.api('POST', `/simulator/${kit.whatsappId}/call`, kit.admin, { from });
    expect(response.statusCode, response.body).toBe(202);
    await server.runJobs();
  }

  it('calls enabled (the default): the call is logged as a call_log message in the company’s time, nothing is sent', async () => {
    // 13:07 in São Paulo.
    const local = new Date(Date.now() - 3 * 3_600_000);
    server.clock.set(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 16, 7, 30)));
    const kit = await conversationCompany(server);
    await kit.setting('timezone', 'America/Sao_Paulo');
    await call(kit, '5511920000001');
    expect(await kit.sent()).toEqual([]);
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', unreadMessages: 1 });
    const rows = await server.db.select().from(messages).where(eq(messages.ticketId, ticket.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mediaType: 'call_log', fromMe: false, isAutomatic: false, body: 'Chamada de voz/vídeo perdida às 13:07' });
    expect((await history(kit, ticket.id)).messages.map((message) => message.mediaType)).toEqual(['call_log']);
  });

  it('calls disabled: the call is logged and the customer gets the automatic text', async () => {
    const kit = await conversationCompany(server);
    await kit.setting('call', 'disabled');
    await call(kit, '5511920000002');
    expect((await kit.sent()).map((message) => ({ to: message.to, body: message.body }))).toEqual([{ to: '5511920000002', body: callsDisabledText() }]);
    expect(callsDisabledText()).toMatch(/chamadas de voz e vídeo estão desabilitadas/);
    const ticket = await onlyTicket(kit.company.id);
    const rows = await server.db.select().from(messages).where(eq(messages.ticketId, ticket.id)).orderBy(asc(messages.id));
    expect(rows.map((row) => ({ mediaType: row.mediaType, fromMe: row.fromMe, isAutomatic: row.isAutomatic, sendStatus: row.sendStatus }))).toEqual([
      { mediaType: 'call_log', fromMe: false, isAutomatic: false, sendStatus: 'received' },
      { mediaType: 'chat', fromMe: true, isAutomatic: true, sendStatus: 'sent' },
    ]);
    // A second call is logged again and answered again, on the same ticket.
    await call(kit, '5511920000002');
    expect((await kit.sent()).map((message) => message.body)).toEqual([callsDisabledText()]);
    expect(await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.mediaType, 'call_log')))).toHaveLength(2);
  });

  it("logs and answers a call in the company's language (setting language)", async () => {
    const kit = await conversationCompany(server);
    await kit.setting('language', 'en');
    await kit.setting('call', 'disabled');
    await call(kit, '5511920000003');
    expect((await kit.sent()).map((message) => message.body)).toEqual([callsDisabledText('en')]);
    const ticket = await onlyTicket(kit.company.id);
    const [logged] = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.mediaType, 'call_log')));
    expect(logged!.body).toMatch(/^Missed voice\/video call at \d\d:\d\d$/);
  });
});

describe('edits, revokes and reactions', () => {
  it('an edit keeps the previous text, shown in the history', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511930000001', 'Quero 2 camisetas', { id: 'EDIT-1' });
    const ticket = await onlyTicket(kit.company.id);
    await update(kit, { id: 'EDIT-1', type: 'edit', body: 'Quero 3 camisetas' });
    server.clock.advance(1000);
    await update(kit, { id: 'EDIT-1', type: 'edit', body: 'Quero 4 camisetas' });

    const [row] = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.providerMessageId, 'EDIT-1')));
    expect(row).toMatchObject({ body: 'Quero 4 camisetas', isEdited: true });
    const edits = await server.db.select().from(messageEdits).where(eq(messageEdits.messageId, row!.id)).orderBy(asc(messageEdits.id));
    expect(edits.map((edit) => edit.previousBody)).toEqual(['Quero 2 camisetas', 'Quero 3 camisetas']);
    const message = await shown(kit, ticket.id, 'EDIT-1');
    expect(message).toMatchObject({ body: 'Quero 4 camisetas', isEdited: true, edits: [{ body: 'Quero 2 camisetas' }, { body: 'Quero 3 camisetas' }] });
    expect((await onlyTicket(kit.company.id)).id).toBe(ticket.id);
  });

  it('an edit arriving before its message was processed waits in the message’s chat and applies after it', async () => {
    const kit = await conversationCompany(server);
    const sent = await kit.api('POST', `/simulator/${kit.whatsappId}/inbound`, kit.admin, { from: '5511930000002', name: 'Maria Souza', body: 'Endereço: rua A', id: 'EDIT-EARLY' });
    expect(sent.statusCode).toBe(201);
    const edit = await kit.api('POST', `/simulator/${kit.whatsappId}/update`, kit.admin, { id: 'EDIT-EARLY', type: 'edit', body: 'Endereço: rua B' });
    expect(edit.statusCode).toBe(202);
    // Both events belong to one chat, so one job processes them in the order they arrived.
    const events = await server.db.select({ kind: inboundEvents.kind, chatKey: inboundEvents.chatKey }).from(inboundEvents).where(eq(inboundEvents.whatsappId, kit.whatsappId)).orderBy(inboundEvents.id);
    expect(events).toEqual([
      { kind: 'message', chatKey: 'phone:5511930000002' },
      { kind: 'update', chatKey: 'phone:5511930000002' },
    ]);
    await server.runJobs();
    const [row] = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.providerMessageId, 'EDIT-EARLY')));
    expect(row).toMatchObject({ body: 'Endereço: rua B', isEdited: true });
    expect(await server.db.select().from(messageEdits).where(eq(messageEdits.messageId, row!.id))).toMatchObject([{ previousBody: 'Endereço: rua A' }]);
  });

  it('a revoke marks the message deleted and keeps the original for the company', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511930000003', 'Mensagem apagada depois', { id: 'REVOKE-1' });
    const ticket = await onlyTicket(kit.company.id);
    await update(kit, { id: 'REVOKE-1', type: 'revoke' });
    const [row] = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.providerMessageId, 'REVOKE-1')));
    expect(row).toMatchObject({ isDeleted: true, body: 'Mensagem apagada depois' });
    expect(await shown(kit, ticket.id, 'REVOKE-1')).toMatchObject({ isDeleted: true });
  });

  it('reactions: one per reactor, replaced by a new emoji, removed by an empty one; also on messages we sent', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511930000004', 'Oi', { id: 'REACT-1' });
    const ticket = await onlyTicket(kit.company.id);
    await update(kit, { id: 'REACT-1', type: 'reaction', emoji: '❤️' });
    expect((await shown(kit, ticket.id, 'REACT-1')).reactions).toEqual([{ emoji: '❤️', fromMe: false }]);
    server.clock.advance(1000);
    await update(kit, { id: 'REACT-1', type: 'reaction', emoji: '👍' });
    expect((await shown(kit, ticket.id, 'REACT-1')).reactions).toEqual([{ emoji: '👍', fromMe: false }]);
    server.clock.advance(1000);
    await update(kit, { id: 'REACT-1', type: 'reaction', emoji: '' });
    expect((await shown(kit, ticket.id, 'REACT-1')).reactions).toEqual([]);

    // The customer reacts to the menu the bot sent.
    const [menu] = await kit.sent();
    expect(menu).toBeDefined();
    await update(kit, { id: menu!.id, type: 'reaction', emoji: '🙏' });
    const shownMenu = await shown(kit, ticket.id, menu!.id);
    expect(shownMenu).toMatchObject({ fromMe: true, isAutomatic: true, reactions: [{ emoji: '🙏', fromMe: false }] });
  });
});

describe('send failures', () => {
  const messageRow = async (id: number) => (await server.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  /** The admin disconnected: the session is gone from this process and the connection says so. */
  async function stopped(kit: Kit) {
    await waitFor(() => !server.sessionManager!.sessionOf(kit.whatsappId), { what: 'the session to stop', timeoutMs: 15_000 });
    expect(await statusOf(kit)).toBe('DISCONNECTED');
  }
  async function statusOf(kit: Kit) {
    return (await kit.api('GET', `/whatsapp/${kit.whatsappId}`, kit.admin)).json<{ status: string }>().status;
  }

  it('a number that is not on WhatsApp fails at once, with the provider’s error, and is not retried', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('0001234567', 'Oi');
    expect(await kit.sent()).toEqual([]);
    const ticket = await onlyTicket(kit.company.id);
    const [menu] = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.fromMe, true)));
    expect(menu).toMatchObject({ isAutomatic: true, sendStatus: 'failed', sendError: expect.stringContaining('not on WhatsApp') });
    expect(menu!.sendAttempts).toBe(1);
    expect((await history(kit, ticket.id)).messages.at(-1)).toMatchObject({ sendStatus: 'failed', sendError: expect.stringContaining('not on WhatsApp') });
    // An agent's message to that number fails the same way.
    const reply = await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Olá?' });
    expect(reply.statusCode).toBe(201);
    await server.runJobs();
    expect((await history(kit, ticket.id)).messages.at(-1)).toMatchObject({ id: reply.json<{ id: number }>().id, sendStatus: 'failed' });
  });

  it('while the connection is down the send is retried with back-off, then fails after 5 attempts', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511940000001', 'Oi');
    await kit.sent();
    const ticket = await onlyTicket(kit.company.id);
    expect((await kit.api('DELETE', `/whatsappsession/${kit.whatsappId}`, kit.admin)).statusCode).toBe(200);
    await stopped(kit);

    const reply = await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Vai chegar?' });
    expect(reply.statusCode).toBe(201);
    const id = reply.json<{ id: number }>().id;
    await server.runJobs();
    // Attempts 2 to 5 come after 10, 20, 40 and 80 seconds; nothing runs a second before each.
    for (const [attempt, wait] of [[2, 10_000], [3, 20_000], [4, 40_000], [5, 80_000]] as const) {
      expect(await messageRow(id)).toMatchObject({ sendStatus: 'pending', sendAttempts: attempt - 1, sendError: expect.stringContaining('not running') });
      server.clock.advance(wait - 1000);
      await server.runJobs();
      expect((await messageRow(id)).sendAttempts).toBe(attempt - 1);
      server.clock.advance(1000);
      await server.runJobs();
      expect((await messageRow(id)).sendAttempts).toBe(attempt);
    }
    expect(await messageRow(id)).toMatchObject({ sendStatus: 'failed', sendAttempts: 5, sendError: expect.stringContaining('not running') });
    // Nothing more is tried later.
    server.clock.advance(3_600_000);
    await server.runJobs();
    expect((await messageRow(id)).sendAttempts).toBe(5);
    Object.assign(kit.admin, (await loginAs(server, kit.users.admin.email)).headers);
    expect((await history(kit, ticket.id)).messages.at(-1)).toMatchObject({ id, sendStatus: 'failed' });
    expect(await kit.sent()).toEqual([]);
  });

  it('a send retried while the connection is down goes out once the connection is back', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511940000002', 'Oi');
    await kit.sent();
    const ticket = await onlyTicket(kit.company.id);
    expect((await kit.api('DELETE', `/whatsappsession/${kit.whatsappId}`, kit.admin)).statusCode).toBe(200);
    await stopped(kit);
    const reply = await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Chegou?' });
    const id = reply.json<{ id: number }>().id;
    await server.runJobs();
    server.clock.advance(10_000);
    await server.runJobs();
    expect(await messageRow(id)).toMatchObject({ sendAttempts: 2, sendStatus: 'pending' });

    // The admin reconnects (new QR, scanned with the same phone).
    expect((await kit.api('POST', `/whatsappsession/${kit.whatsappId}`, kit.admin, {})).statusCode).toBe(200);
    await waitFor(async () => (await statusOf(kit)) === 'qrcode', { what: 'qrcode' });
    expect((await kit.api('POST', `/simulator/${kit.whatsappId}/scan`, kit.admin, { number: '5511900000001' })).json().status).toBe('CONNECTED');
    server.clock.advance(20_000);
    await server.runJobs();
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ sendStatus: 'sent', sendError: null });
    expect((await kit.sent()).map((message) => ({ id: message.id, body: message.body }))).toEqual([{ id: row!.providerMessageId, body: 'Chegou?' }]);
  });

  it('a message sent around a network drop is delivered exactly once', async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511940000003', 'Oi');
    await kit.sent();
    const ticket = await onlyTicket(kit.company.id);
    expect((await kit.api('POST', `/simulator/${kit.whatsappId}/disconnect`, kit.admin)).statusCode).toBe(202);
    const reply = await kit.api('POST', `/messages/${ticket.id}`, kit.admin, { body: 'Depois da queda' });
    const id = reply.json<{ id: number }>().id;
    // The simulated session reconnects by itself within a moment; whether the first attempt met it
    // down or up, the message ends sent, once.
    await server.runJobs();
    for (let round = 0; round < 4; round += 1) {
      const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
      if (row!.sendStatus !== 'pending') break;
      await waitFor(async () => (await statusOf(kit)) === 'CONNECTED', { what: 'reconnection' });
      server.clock.advance(10_000 * 2 ** round);
      await server.runJobs();
    }
    const [row] = await server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ sendStatus: 'sent' });
    expect((await kit.sent()).filter((message) => message.body === 'Depois da queda')).toHaveLength(1);
  });
});

describe('unread counts', () => {
  it('each inbound message raises the count; listing the messages resets it, a peek does not', async () => {
    const kit = await conversationCompany(server);
    const customer = '5511950000001';
    await kit.inbound(customer, 'Oi');
    await kit.inbound(customer, 'Tudo bem?');
    await kit.inbound(customer, 'Preciso de ajuda');
    const ticket = await onlyTicket(kit.company.id);
    expect(ticket.unreadMessages).toBe(3);
    // The bot's menus are ours: they do not count.
    expect(await kit.sent()).not.toEqual([]);

    const peek = await history(kit, ticket.id, '?peek=true');
    expect(peek.ticket.unreadMessages).toBe(3);
    expect((await onlyTicket(kit.company.id)).unreadMessages).toBe(3);
    const unreadRows = await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.fromMe, false), eq(messages.read, false)));
    expect(unreadRows).toHaveLength(3);

    const opened = await history(kit, ticket.id);
    expect(opened.ticket.unreadMessages).toBe(0);
    expect((await onlyTicket(kit.company.id)).unreadMessages).toBe(0);
    expect(await server.db.select().from(messages).where(and(eq(messages.ticketId, ticket.id), eq(messages.read, false)))).toEqual([]);
    expect((await kit.api('GET', `/tickets/${ticket.id}`, kit.admin)).json()).toMatchObject({ unreadMessages: 0 });

    await kit.inbound(customer, 'Alô?');
    expect((await onlyTicket(kit.company.id)).unreadMessages).toBe(1);
  });
});
