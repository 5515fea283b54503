import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { queues, ticketNotes, tickets } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { richTextToWhatsapp } from './typebot-call.js';

/**
 * Typebot turns driven through the simulator against a local stand-in of Typebot's public v1 chat
 * API started here: each test scripts what the flow answers to startChat and continueChat.
 */

interface ChatCall {
  path: string;
  body: { message?: string; prefilledVariables?: Record<string, string> };
}
interface FlowAnswer {
  status?: number;
  body?: object;
}

let server: TestServer;
let fake: Server;
let fakeUrl: string;
const calls: ChatCall[] = [];
/** What the flow answers; per test. */
let flow: (call: ChatCall) => FlowAnswer = () => ({ status: 500 });
/** A 1×1 PNG the flow's image message points at. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  fake = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/files/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const call = { path: request.url ?? '', body: JSON.parse(raw || '{}') as ChatCall['body'] };
      calls.push(call);
      const answer = flow(call);
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  await server.close();
});

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

const rich = (...paragraphs: object[][]) => ({ type: 'richText', richText: paragraphs.map((children) => ({ type: 'p', children })) });
const text = (value: string) => ({ id: 'm', type: 'text', content: rich([{ text: value }]) });
const choiceInput = (...items: string[]) => ({ type: 'choice input', items: items.map((content, index) => ({ id: `i${index}`, content })) });
const textInput = { type: 'text input' };

async function typebotCompany(fields: Record<string, unknown> = {}): Promise<Kit> {
  const kit = await conversationCompany(server, { queues: 'one' });
  const created = await kit.api('POST', '/queueIntegration', kit.admin, { type: 'typebot', name: 'Typebot', urlN8N: `${fakeUrl}/`, typebotSlug: 'atendimento', typebotDelayMessage: 1000, typebotExpires: 0, ...fields });
  expect(created.statusCode, created.body).toBe(200);
  await server.db.update(queues).set({ integrationId: created.json<{ id: number }>().id }).where(eq(queues.id, kit.queues.sales.id));
  return kit;
}

async function ticketOf(kit: Kit) {
  const [row] = await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id));
  return row!;
}

async function nextTurn() {
  server.clock.advance(1000);
  await server.runJobs();
}

const bodies = async (kit: Kit) => (await kit.sent()).map((message) => message.body);

describe('Typebot integration on a queue', () => {
  it('starts the flow, turns its messages into WhatsApp ones, takes a numbered choice, replaces the invalid-reply text, and hands off when the flow ends', async () => {
    const kit = await typebotCompany({ typebotUnknownMessage: 'Não entendi, escolha um número.' });
    calls.length = 0;
    flow = (call) => {
      if (call.path.endsWith('/startChat')) {
        return {
          body: {
            sessionId: 'sessao-1',
            messages: [
              { id: 'a', type: 'text', content: rich([{ text: 'Olá ' }, { text: 'Maria', bold: true }, { text: '!' }], [{ text: 'Veja ' }, { type: 'a', url: 'https://example.com/menu', children: [{ text: 'o cardápio' }] }]) },
              { id: 'b', type: 'image', content: { url: `${fakeUrl}/files/logo.png` } },
              text('O que deseja?'),
            ],
            input: choiceInput('Pedidos', 'Suporte'),
          },
        };
      }
      if (call.body.message === 'Suporte') return { body: { messages: [text('Descreva o problema.')], input: textInput } };
      if (call.body.message === 'banana') return { body: { messages: [text('Invalid message. Please, try again.')], input: choiceInput('Pedidos', 'Suporte') } };
      return { body: { messages: [text('Obrigado, um atendente vai continuar.')] } };
    };
    await kit.inbound('5511966660001', 'oi');
    await nextTurn();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/v1/typebots/atendimento/startChat');
    expect(calls[0]!.body.prefilledVariables).toEqual({ number: '5511966660001', pushName: 'Maria Souza' });
    const first = await kit.sent();
    expect(first.map((message) => message.body)).toEqual(['Olá Maria! Escolha:', 'Olá *Maria*!\nVeja o cardápio (https://example.com/menu)', '', 'O que deseja?', '*1* - Pedidos\n*2* - Suporte']);
    expect(first[2]!.mediaType).toBe('image');
    expect(await ticketOf(kit)).toMatchObject({ typebotSessionId: 'sessao-1', typebotChoices: ['Pedidos', 'Suporte'], useIntegration: true });

    await kit.inbound('5511966660001', 'banana');
    await nextTurn();
    expect(calls.at(-1)).toMatchObject({ path: '/api/v1/sessions/sessao-1/continueChat', body: { message: 'banana' } });
    expect(await bodies(kit)).toEqual(['Não entendi, escolha um número.', '*1* - Pedidos\n*2* - Suporte']);

    await kit.inbound('5511966660001', '2');
    await nextTurn();
    expect(calls.at(-1)!.body.message).toBe('Suporte');
    expect(await bodies(kit)).toEqual(['Descreva o problema.']);
    expect((await ticketOf(kit)).typebotChoices).toBeNull();

    // Messages typed within the delay go as one reply.
    await kit.inbound('5511966660001', 'a impressora');
    await kit.inbound('5511966660001', 'não liga');
    await nextTurn();
    expect(calls.at(-1)!.body.message).toBe('a impressora\nnão liga');
    expect(await bodies(kit)).toEqual(['Obrigado, um atendente vai continuar.']);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    const count = calls.length;
    await kit.inbound('5511966660001', 'alô?');
    await nextTurn();
    expect(calls).toHaveLength(count);
  });

  it('the restart keyword drops the session with the restart message; the finish keyword hands off without asking the flow', async () => {
    const kit = await typebotCompany({ typebotKeywordRestart: 'Recomeçar', typebotRestartMessage: 'Vamos recomeçar!', typebotKeywordFinish: 'sair' });
    calls.length = 0;
    let sessions = 0;
    flow = (call) => (call.path.endsWith('/startChat') ? { body: { sessionId: `s${++sessions}`, messages: [text('Bem-vindo!')], input: textInput } } : { body: { messages: [text('Certo.')], input: textInput } });
    await kit.inbound('5511966660002', 'oi');
    await nextTurn();
    expect(await bodies(kit)).toEqual(['Olá Maria! Escolha:', 'Bem-vindo!']);
    await kit.inbound('5511966660002', 'recomeçar');
    await nextTurn();
    expect(await bodies(kit)).toEqual(['Vamos recomeçar!']);
    expect(await ticketOf(kit)).toMatchObject({ typebotSessionId: null, useIntegration: true });
    expect(calls).toHaveLength(1);
    await kit.inbound('5511966660002', 'oi de novo');
    await nextTurn();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/typebots/atendimento/startChat', '/api/v1/typebots/atendimento/startChat']);
    expect((await ticketOf(kit)).typebotSessionId).toBe('s2');
    expect(await bodies(kit)).toEqual(['Bem-vindo!']);

    await kit.inbound('5511966660002', ' SAIR ');
    await nextTurn();
    expect(calls).toHaveLength(2);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
  });

  it('a “#” command from the flow transfers the ticket to the queue it names', async () => {
    const kit = await typebotCompany();
    const support = kit.queues.support.id;
    flow = (call) => (call.path.endsWith('/startChat') ? { body: { sessionId: 'x', messages: [text('Oi!')], input: textInput } } : { body: { messages: [text('Vou te transferir.'), text(`#{"queueId":${support}}`)], input: textInput } });
    await kit.inbound('5511966660003', 'oi');
    await nextTurn();
    await kit.inbound('5511966660003', 'quero o suporte');
    await nextTurn();
    expect((await bodies(kit)).slice(-1)).toEqual(['Vou te transferir.']);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: support, useIntegration: false });
  });

  it('a session Typebot no longer knows starts a new one', async () => {
    const kit = await typebotCompany();
    calls.length = 0;
    let sessions = 0;
    flow = (call) => (call.path.endsWith('/startChat') ? { body: { sessionId: `n${++sessions}`, messages: [text(`Início ${sessions}`)], input: textInput } } : { status: 404, body: { message: 'Session not found.' } });
    await kit.inbound('5511966660004', 'oi');
    await nextTurn();
    await kit.inbound('5511966660004', 'ainda aí?');
    await nextTurn();
    expect(calls.map((call) => call.path.split('/').at(-1))).toEqual(['startChat', 'continueChat', 'startChat']);
    expect((await bodies(kit)).slice(-1)).toEqual(['Início 2']);
    expect((await ticketOf(kit)).typebotSessionId).toBe('n2');
  });

  it('expires after typebotExpires minutes of customer silence; a customer message pushes it back', async () => {
    const kit = await typebotCompany({ typebotExpires: 2 });
    flow = (call) => (call.path.endsWith('/startChat') ? { body: { sessionId: 'e', messages: [text('Oi!')], input: textInput } } : { body: { messages: [text('Hum.')], input: textInput } });
    await kit.inbound('5511966660005', 'oi');
    await nextTurn();
    server.clock.advance(90_000);
    await server.runJobs();
    await kit.inbound('5511966660005', 'ainda pensando');
    await nextTurn();
    server.clock.advance(90_000);
    await server.runJobs();
    expect((await ticketOf(kit)).useIntegration).toBe(true);
    server.clock.advance(30_000);
    await server.runJobs();
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('após 2 min sem mensagem do cliente')]);
  });

  it('an outage is retried after 2, 8 and 30 s, then the ticket goes to humans with a note', async () => {
    const kit = await typebotCompany();
    calls.length = 0;
    flow = () => ({ status: 503 });
    await kit.inbound('5511966660006', 'oi');
    await nextTurn();
    for (const [delay, count] of [[2000, 2], [8000, 3], [30000, 4]] as const) {
      server.clock.advance(delay - 1);
      await server.runJobs();
      expect(calls).toHaveLength(count - 1);
      server.clock.advance(1);
      await server.runJobs();
      expect(calls).toHaveLength(count);
    }
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', useIntegration: false, typebotSessionId: null });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id)).orderBy(asc(ticketNotes.id));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('não respondeu após 4 tentativas (HTTP 503)')]);
  });
});

describe('Typebot rich text', () => {
  it('keeps marks next to the words, one line per paragraph, variables inline', () => {
    expect(richTextToWhatsapp([{ type: 'p', children: [{ text: 'Preço ' }, { text: ' R$ 10 ', bold: true, italic: true }, { text: 'hoje', strikethrough: true }] }, { type: 'variable', children: [{ type: 'p', children: [{ text: 'a' }] }, { type: 'p', children: [{ text: 'b' }] }] }])).toBe(
      'Preço  _*R$ 10*_ ~hoje~\na\nb',
    );
  });
});
