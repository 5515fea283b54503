import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { externalSendResultSchema } from '@prosa/contract';
import { companies, messages, plans, tickets, whatsapps } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { multipartBody } from '../../test/hostile/multipart-body.js';
import { routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The external send API through the simulator: a company's own system sends with the connection's
 * token; the test reads what reached the simulated phone, the stored rows and the events.
 */

const route = 'POST /api/messages/send';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

async function tokenOf(kit: Kit): Promise<string> {
  const [row] = await server.db.select({ token: whatsapps.token }).from(whatsapps).where(eq(whatsapps.id, kit.whatsappId));
  return row!.token;
}

function send(token: string | undefined, payload: object | string | Buffer, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/messages/send', headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers }, payload });
}

async function ticketsOf(companyId: number) {
  return server.db.select().from(tickets).where(eq(tickets.companyId, companyId));
}

async function messagesOf(ticketId: number) {
  return server.db.select().from(messages).where(eq(messages.ticketId, ticketId)).orderBy(messages.id);
}

describe(route, () => {
  it(routeCase(route, 'success', 'a text to a new number: contact and pending ticket on the token’s connection, sent through the pipeline with acks, answered 201'), async () => {
    const kit = await conversationCompany(server);
    const token = await tokenOf(kit);
    const mark = server.emitted.length;
    const response = await send(token, { number: '+55 (11) 98888-7777', body: 'Seu pedido saiu para entrega' });
    expect(response.statusCode, response.body).toBe(201);
    const result = externalSendResultSchema.parse(response.json());
    expect(result.mensagem).toBe('Mensagem enviada');
    const [ticket] = await ticketsOf(kit.company.id);
    expect(ticket).toMatchObject({ id: result.ticketId, whatsappId: kit.whatsappId, status: 'pending', lastMessage: 'Seu pedido saiu para entrega' });
    const created = server.emitted.slice(mark).filter((event) => event.event === `company-${kit.company.id}-appMessage`);
    expect(created.map((event) => (event.payload as { action: string; message: { id: number } }).message.id)).toEqual([result.messageId]);
    await server.runJobs();
    expect((await kit.sent()).map((message) => [message.to, message.body])).toEqual([['5511988887777', 'Seu pedido saiu para entrega']]);
    const [row] = await messagesOf(result.ticketId);
    expect(row).toMatchObject({ id: result.messageId, fromMe: true, userId: null, sendStatus: 'sent' });
    expect(row!.ack).toBeGreaterThan(0);
  });

  it('a second send to the same number joins the open ticket; closeTicket resolves it with the completion message', async () => {
    const kit = await conversationCompany(server, { complationMessage: 'Atendimento encerrado.' });
    const token = await tokenOf(kit);
    const first = externalSendResultSchema.parse((await send(token, { number: '5511977776666', body: 'primeira' })).json());
    const second = await send(token, { number: '5511977776666', body: 'segunda', closeTicket: true });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().ticketId).toBe(first.ticketId);
    const [ticket] = await ticketsOf(kit.company.id);
    expect(ticket).toMatchObject({ status: 'closed' });
    await server.runJobs();
    expect((await kit.sent()).map((message) => message.body)).toEqual(['primeira', 'segunda', 'Atendimento encerrado.']);
  });

  it('multipart: one message per file in `medias`, the body as caption', async () => {
    const kit = await conversationCompany(server);
    const token = await tokenOf(kit);
    const form = multipartBody([
      { name: 'number', content: '5511966665555' },
      { name: 'body', content: 'segue o boleto' },
      { name: 'medias', filename: 'boleto.pdf', contentType: 'application/pdf', content: '%PDF-1.4 fake' },
      { name: 'medias', filename: 'foto.png', contentType: 'image/png', content: 'PNGDATA' },
    ]);
    const response = await send(token, form.payload, { 'content-type': form.contentType });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await messagesOf(response.json().ticketId);
    expect(rows.map((row) => [row.mediaType, row.mediaName, row.body])).toEqual([
      ['application', 'boleto.pdf', 'segue o boleto'],
      ['image', 'foto.png', 'segue o boleto'],
    ]);
    expect(response.json().messageId).toBe(rows[0]!.id);
    await server.runJobs();
    expect((await kit.sent()).map((message) => message.filename)).toEqual(['boleto.pdf', 'foto.png']);
  });

  it('an Idempotency-Key answers the first send on a retry and in a race; one message reaches the phone', async () => {
    const kit = await conversationCompany(server);
    const token = await tokenOf(kit);
    const first = await send(token, { number: '5511955554444', body: 'uma vez' }, { 'idempotency-key': 'pedido-1' });
    const retry = await send(token, { number: '5511955554444', body: 'uma vez' }, { 'idempotency-key': 'pedido-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const race = await Promise.all(Array.from({ length: 5 }, () => send(token, { number: '5511944443333', body: 'corrida' }, { 'idempotency-key': 'pedido-2' })));
    expect(race.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(race.map((response) => response.json().messageId)).size).toBe(1);
    const stored = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.body, 'corrida')));
    expect(stored).toHaveLength(1);
    await server.runJobs();
    // Two numbers, two tickets: their sends are independent jobs with no order between them.
    expect((await kit.sent()).map((message) => message.body).sort()).toEqual(['corrida', 'uma vez']);
  });

  it(routeCase(route, '401', 'a wrong or missing token'), async () => {
    expect((await send('not-a-token', { number: '5511999990000', body: 'x' })).json()).toMatchObject({ error: 'ERR_INVALID_API_TOKEN' });
    expect((await send('not-a-token', { number: '5511999990000', body: 'x' })).statusCode).toBe(401);
    expect((await send(undefined, { number: '5511999990000', body: 'x' })).statusCode).toBe(401);
    // A user's session token is no connection token.
    const kit = await conversationCompany(server);
    expect((await send(kit.admin.authorization!.replace(/^Bearer /, ''), { number: '5511999990000', body: 'x' })).statusCode).toBe(401);
  });

  it(routeCase(route, '403', 'the company’s plan lacks useExternalApi'), async () => {
    const kit = await conversationCompany(server);
    const [company] = await server.db.select({ planId: companies.planId }).from(companies).where(eq(companies.id, kit.company.id));
    await server.db.update(plans).set({ useExternalApi: false }).where(eq(plans.id, company!.planId));
    const response = await send(await tokenOf(kit), { number: '5511999990000', body: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    expect(await ticketsOf(kit.company.id)).toHaveLength(0);
  });

  it(routeCase(route, '400', 'number and body required; a number not on WhatsApp is ERR_WAPP_INVALID_CONTACT'), async () => {
    const kit = await conversationCompany(server);
    const token = await tokenOf(kit);
    const missing = await send(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toMatchObject({ number: 'Required', body: 'Required' });
    expect((await send(token, { number: '5511999990000', body: '   ' })).json().issues).toMatchObject({ body: 'Required' });
    const invalid = await send(token, { number: '0001234567', body: 'oi' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'ERR_WAPP_INVALID_CONTACT' });
    expect(await ticketsOf(kit.company.id)).toHaveLength(0);
  });

  it(routeCase(route, '404', 'a quoted message of another conversation is not found'), async () => {
    const kit = await conversationCompany(server);
    const token = await tokenOf(kit);
    const earlier = externalSendResultSchema.parse((await send(token, { number: '5511933332222', body: 'primeira' })).json());
    const other = await send(token, { number: '5511922221111', body: 'citando', quotedMsgId: earlier.messageId });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'ERR_NO_MESSAGE_FOUND' });
    const same = await send(token, { number: '5511933332222', body: 'citando', quotedMsgId: earlier.messageId });
    expect(same.statusCode).toBe(201);
    expect((await messagesOf(earlier.ticketId)).at(-1)).toMatchObject({ quotedMsgId: earlier.messageId });
  });

  it('another company’s token never reaches this company’s tickets or messages', async () => {
    const mine = await conversationCompany(server);
    const theirs = await conversationCompany(server);
    await mine.inbound('5511911110000', 'oi, quero comprar');
    const [myTicket] = await ticketsOf(mine.company.id);
    const [myMessage] = await messagesOf(myTicket!.id);
    const before = (await messagesOf(myTicket!.id)).map((row) => row.id);
    const theirToken = await tokenOf(theirs);
    const quoted = await send(theirToken, { number: '5511911110000', body: 'x', quotedMsgId: myMessage!.id });
    expect(quoted.statusCode).toBe(404);
    const sent = externalSendResultSchema.parse((await send(theirToken, { number: '5511911110000', body: 'da outra empresa' })).json());
    expect(sent.ticketId).not.toBe(myTicket!.id);
    const [theirTicket] = await ticketsOf(theirs.company.id);
    expect(theirTicket!.id).toBe(sent.ticketId);
    expect((await messagesOf(myTicket!.id)).map((row) => row.id)).toEqual(before);
  });

  it('429 with Retry-After past 20 calls a second per token; the next second is allowed again; other tokens are not counted', async () => {
    const kit = await conversationCompany(server);
    const other = await conversationCompany(server);
    const token = await tokenOf(kit);
    for (let i = 0; i < 20; i += 1) expect((await send(token, {})).statusCode).toBe(400);
    const refused = await send(token, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'ERR_TOO_MANY_REQUESTS' });
    expect(refused.headers['retry-after']).toBe('1');
    expect((await send(await tokenOf(other), {})).statusCode).toBe(400);
    server.clock.advance(1000);
    expect((await send(token, {})).statusCode).toBe(400);
  });
});
