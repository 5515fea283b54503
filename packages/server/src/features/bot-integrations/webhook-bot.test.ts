import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { plans, queues, tags, ticketNotes, tickets, ticketTags } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The n8n/webhook handoff model driven through the simulator against a local receiver started here,
 * which checks the signature like an integrator would and answers what each test says.
 */

interface Received {
  body: { messages: { body: string }[]; ticket: { id: number }; contact: { number: string } };
  signatureValid: boolean;
}

let server: TestServer;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };
const SECRET_OF = new Map<string, string>();

function verify(secret: string, header: string, raw: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  return createHmac('sha256', secret).update(`${match[1]}.${raw}`).digest('hex') === match[2];
}

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const secret = SECRET_OF.get(request.url ?? '') ?? '';
      received.push({ body: JSON.parse(raw) as Received['body'], signatureValid: verify(secret, String(request.headers['x-prosa-signature'] ?? ''), raw) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await server.close();
});

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

/** A company whose one queue hands its conversations to a webhook integration posting to `path`. */
async function webhookCompany(path: string): Promise<Kit> {
  const kit = await conversationCompany(server, { queues: 'one' });
  const created = await kit.api('POST', '/queueIntegration', kit.admin, { type: 'webhook', name: 'Fluxo', urlN8N: `${receiverUrl}${path}`, typebotDelayMessage: 1000 });
  expect(created.statusCode, created.body).toBe(200);
  SECRET_OF.set(path, created.json<{ webhookSecret: string }>().webhookSecret);
  await server.db.update(queues).set({ integrationId: created.json<{ id: number }>().id }).where(eq(queues.id, kit.queues.sales.id));
  return kit;
}

async function ticketOf(kit: Kit) {
  const [row] = await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id));
  return row!;
}

/** Moves past the debounce and runs the turn. */
async function nextTurn() {
  server.clock.advance(1000);
  await server.runJobs();
}

describe('webhook integration on a queue', () => {
  it('messages typed together go in one signed post; replies are sent in order; a tag and a transfer are carried out', async () => {
    const kit = await webhookCompany('/hook-a');
    const support = kit.queues.support;
    await server.db.insert(tags).values({ companyId: kit.company.id, name: 'Lead quente', color: '#ff0000' });
    received.length = 0;
    answer = { status: 200, body: JSON.stringify({ replies: [{ body: 'Olá! Sou o robô.' }, { body: 'Em que posso ajudar?' }] }) };
    await kit.inbound('5511977770001', 'oi');
    await kit.inbound('5511977770001', 'tudo bem?');
    expect(received).toHaveLength(0);
    await nextTurn();
    expect(received).toHaveLength(1);
    expect(received[0]!.signatureValid).toBe(true);
    expect(received[0]!.body.messages.map((message) => message.body)).toEqual(['oi', 'tudo bem?']);
    expect(received[0]!.body.contact.number).toBe('5511977770001');
    // The connection's greeting (one queue) comes first, then the service's replies.
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Olá Maria! Escolha:', 'Olá! Sou o robô.', 'Em que posso ajudar?']);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: true });

    answer = { status: 200, body: JSON.stringify({ replies: [{ body: 'Vou te passar para o suporte.' }], tags: ['lead QUENTE', 'inexistente'], transfer: { queueId: support.id } }) };
    await kit.inbound('5511977770001', 'quero falar com alguém');
    await nextTurn();
    expect(received.at(-1)!.body.messages.map((message) => message.body)).toEqual(['quero falar com alguém']);
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Vou te passar para o suporte.']);
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', queueId: support.id, useIntegration: false });
    expect(await server.db.select().from(ticketTags).where(eq(ticketTags.ticketId, ticket.id))).toHaveLength(1);
    // Handed over: the next message reaches no service.
    const posts = received.length;
    await kit.inbound('5511977770001', 'alô?');
    await nextTurn();
    expect(received).toHaveLength(posts);
  });

  it('a service outage is retried after 2, 8 and 30 s, then the ticket goes to the queue’s humans with a note', async () => {
    const kit = await webhookCompany('/hook-b');
    received.length = 0;
    answer = { status: 500, body: 'boom' };
    await kit.inbound('5511977770002', 'oi');
    await nextTurn();
    expect(received).toHaveLength(1);
    for (const [delay, count] of [[2000, 2], [8000, 3], [30000, 4]] as const) {
      server.clock.advance(delay - 1);
      await server.runJobs();
      expect(received).toHaveLength(count - 1);
      server.clock.advance(1);
      await server.runJobs();
      expect(received).toHaveLength(count);
    }
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id)).orderBy(asc(ticketNotes.id));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('não respondeu após 4 tentativas (HTTP 500)')]);
    server.clock.advance(120_000);
    await server.runJobs();
    expect(received).toHaveLength(4);
  });

  it('garbage answers count as failures; a human accepting ends the automation and a late answer is dropped', async () => {
    const kit = await webhookCompany('/hook-c');
    received.length = 0;
    answer = { status: 200, body: '<html>not json</html>' };
    await kit.inbound('5511977770003', 'oi');
    await nextTurn();
    expect(received).toHaveLength(1);
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Olá Maria! Escolha:']);
    const ticket = await ticketOf(kit);
    const accepted = await kit.api('PUT', `/tickets/${ticket.id}`, kit.admin, { status: 'open', userId: kit.users.admin.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    answer = { status: 200, body: JSON.stringify({ replies: [{ body: 'tarde demais' }] }) };
    server.clock.advance(2000);
    await server.runJobs();
    expect((await kit.sent()).map((message) => message.body)).not.toContain('tarde demais');
    await kit.inbound('5511977770003', 'ainda aí?');
    await nextTurn();
    expect((await kit.sent()).map((message) => message.body)).not.toContain('tarde demais');
  });

  it('a minute of customer silence (typebotExpires, default 1) ends the automation with a note', async () => {
    const kit = await webhookCompany('/hook-f');
    received.length = 0;
    answer = { status: 200, body: JSON.stringify({ replies: [{ body: 'Oi!' }] }) };
    await kit.inbound('5511977770006', 'oi');
    await nextTurn();
    server.clock.advance(58_000);
    await server.runJobs();
    expect((await ticketOf(kit)).useIntegration).toBe(true);
    server.clock.advance(1_000);
    await server.runJobs();
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    expect((await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id))).map((note) => note.note)).toEqual([expect.stringContaining('após 1 min sem mensagem do cliente')]);
    await kit.inbound('5511977770006', 'voltei');
    await nextTurn();
    expect(received).toHaveLength(1);
  });

  it('the bot may close the ticket or hand it off', async () => {
    const kit = await webhookCompany('/hook-d');
    answer = { status: 200, body: JSON.stringify({ replies: [{ body: 'Até logo!' }], close: true }) };
    await kit.inbound('5511977770004', 'tchau');
    await nextTurn();
    expect(await ticketOf(kit)).toMatchObject({ status: 'closed', useIntegration: false });
    expect((await kit.sent()).map((message) => message.body)).toContain('Até logo!');
    const other = await webhookCompany('/hook-e');
    answer = { status: 200, body: JSON.stringify({ handoff: true }) };
    await other.inbound('5511977770005', 'quero um humano');
    await nextTurn();
    expect(await ticketOf(other)).toMatchObject({ status: 'pending', queueId: other.queues.sales.id, useIntegration: false });
  });

  it('a plan that lost integrations ends the automation at the next turn, without posting', async () => {
    const kit = await webhookCompany('/hook-f');
    answer = { status: 200, body: '' };
    await kit.inbound('5511977770006', 'oi');
    await nextTurn();
    const posts = received.length;
    await server.db.update(plans).set({ useIntegrations: false }).where(eq(plans.id, kit.company.planId!));
    await kit.inbound('5511977770006', 'ainda aí?');
    await nextTurn();
    expect(received).toHaveLength(posts);
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('não inclui mais integrações')]);
  });
});
