import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, plans, prompts, queues, ticketNotes, tickets, whatsapps } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/** An AI prompt on a queue, driven through the simulator against a local OpenAI-compatible server. */

interface ChatRequest {
  model: string;
  max_tokens: number;
  temperature: number;
  messages: { role: string; content: string }[];
}

let server: TestServer;
let fake: Server;
let fakeUrl: string;
let speech: Server;
const requests: { authorization: string; body: ChatRequest }[] = [];
const transcriptions: { authorization: string; body: string }[] = [];
const speeches: { key: string; format: string; contentType: string; ssml: string; url: string }[] = [];
let reply = 'Olá!';
let heard = 'quero um tênis azul';

beforeAll(async () => {
  // Azure Speech's text-to-speech endpoint: answers a few bytes standing for the spoken Ogg/Opus.
  speech = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      speeches.push({ key: String(request.headers['ocp-apim-subscription-key']), format: String(request.headers['x-microsoft-outputformat']), contentType: String(request.headers['content-type']), ssml: raw, url: request.url ?? '' });
      response.writeHead(200, { 'content-type': 'audio/ogg' }).end(Buffer.from('OggS-fake-voice'));
    });
  });
  await new Promise<void>((resolve) => speech.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ sessions: true, env: { AZURE_SPEECH_URL: `http://127.0.0.1:${(speech.address() as AddressInfo).port}` } });
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    request.on('end', () => {
      if (request.url === '/v1/audio/transcriptions') {
        transcriptions.push({ authorization: String(request.headers.authorization), body: raw });
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: heard }));
      }
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      requests.push({ authorization: String(request.headers.authorization), body: JSON.parse(Buffer.from(raw, 'latin1').toString('utf8')) as ChatRequest });
      const completion = { id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  await new Promise((resolve) => speech.close(resolve));
  await server.close();
});

async function promptCompany(maxMessages: number, extra: Record<string, unknown> = {}, queuesOfConnection: 'one' | 'both' = 'one') {
  const kit = await conversationCompany(server, { queues: queuesOfConnection });
  const created = await kit.api('POST', '/prompt', kit.admin, { name: 'Vendedor', prompt: 'Você vende sapatos.', queueId: kit.queues.support.id, apiKey: 'sk-test-1234567890abcd', baseUrl: fakeUrl, model: 'modelo-local', maxMessages, temperature: 0.3, ...extra });
  expect(created.statusCode, created.body).toBe(200);
  const promptId = created.json<{ id: number }>().id;
  await server.db.update(queues).set({ promptId }).where(eq(queues.id, kit.queues.sales.id));
  return { ...kit, promptId };
}

async function ticketOf(companyId: number) {
  const [ticket] = await server.db.select().from(tickets).where(eq(tickets.companyId, companyId));
  return ticket!;
}

async function nextTurn() {
  server.clock.advance(1000);
  await server.runJobs();
}

describe('AI prompt on a queue', () => {
  it('answers with the ticket’s last maxMessages messages as the conversation, with the stored key and settings', async () => {
    const kit = await promptCompany(3);
    requests.length = 0;
    reply = 'Temos tênis e sandálias.';
    await kit.inbound('5511966660001', 'oi');
    await nextTurn();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.authorization).toBe('Bearer sk-test-1234567890abcd');
    expect(requests[0]!.body).toMatchObject({ model: 'modelo-local', max_tokens: 100, temperature: 0.3 });
    reply = 'Custa R$ 199.';
    await kit.inbound('5511966660001', 'quanto custa o tênis?');
    await nextTurn();
    const last = requests.at(-1)!.body.messages;
    expect(last[0]!.role).toBe('system');
    expect(last[0]!.content).toContain('Você vende sapatos.');
    // 'oi', the greeting sent after it, the first answer and the question: only the last three go.
    expect(last.slice(1)).toEqual([
      { role: 'assistant', content: 'Olá Maria! Escolha:' },
      { role: 'assistant', content: 'Temos tênis e sandálias.' },
      { role: 'user', content: 'quanto custa o tênis?' },
    ]);
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Olá Maria! Escolha:', 'Temos tênis e sandálias.', 'Custa R$ 199.']);
  });

  it('an answer asking for a person goes to the prompt’s queue, its text sent without the phrase', async () => {
    const kit = await promptCompany(10);
    reply = 'Ação: Transferir para o setor de atendimento. Um momento, vou chamar alguém.';
    await kit.inbound('5511966660002', 'quero cancelar');
    await nextTurn();
    expect((await kit.sent()).map((message) => message.body)).toContain('Um momento, vou chamar alguém.');
    const [ticket] = await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id));
    expect(ticket).toMatchObject({ status: 'pending', queueId: kit.queues.support.id, useIntegration: false });
  });

  it('a plan that lost OpenAI ends the automation at the next turn: no call, the ticket waits in its queue with a note', async () => {
    const kit = await promptCompany(10);
    reply = 'Temos tênis.';
    await kit.inbound('5511966660003', 'oi');
    await nextTurn();
    const calls = requests.length;
    await server.db.update(plans).set({ useOpenAi: false }).where(eq(plans.id, kit.company.planId!));
    await kit.inbound('5511966660003', 'e sandálias?');
    await nextTurn();
    expect(requests).toHaveLength(calls);
    const ticket = await ticketOf(kit.company.id);
    expect(ticket).toMatchObject({ status: 'pending', userId: null, queueId: kit.queues.sales.id, useIntegration: false });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id));
    expect(notes.map((row) => row.note)).toEqual([expect.stringContaining('não inclui mais o OpenAI')]);
    await kit.inbound('5511966660003', 'alô?');
    await nextTurn();
    expect(requests).toHaveLength(calls);
  });

  it('the connection’s own prompt drives a new ticket from its first message, before any queue menu', async () => {
    const kit = await promptCompany(10, {}, 'both');
    await server.db.update(whatsapps).set({ promptId: kit.promptId }).where(eq(whatsapps.id, kit.whatsappId));
    requests.length = 0;
    reply = 'Oi! Sou o assistente da loja.';
    await kit.inbound('5511966660004', 'boa tarde');
    await nextTurn();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'boa tarde' }]);
    expect((await kit.sent()).map((message) => message.body)).toEqual(['Oi! Sou o assistente da loja.']);
    expect(await ticketOf(kit.company.id)).toMatchObject({ queueId: null, promptId: kit.promptId, useIntegration: true });
    reply = 'Ação: Transferir para o setor de atendimento';
    await kit.inbound('5511966660004', 'quero falar com alguém');
    await nextTurn();
    expect(await ticketOf(kit.company.id)).toMatchObject({ status: 'pending', queueId: kit.queues.support.id, useIntegration: false });
  });

  it('a queue or connection cannot name another company’s prompt', async () => {
    const kit = await promptCompany(10);
    const stranger = await createCompany(server.db);
    const [foreign] = await server.db.insert(prompts).values({ companyId: stranger.id, name: 'Alheio', prompt: 'x', apiKey: '', queueId: null }).returning();
    const queue = await kit.api('POST', '/queue', kit.admin, { name: 'Fila nova', color: '#123456', promptId: foreign!.id });
    expect(queue.statusCode, queue.body).toBe(404);
    expect(queue.json()).toMatchObject({ error: 'ERR_NO_PROMPT_FOUND' });
    const own = await kit.api('POST', '/queue', kit.admin, { name: 'Fila nova', color: '#123456', promptId: kit.promptId });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a voice message is transcribed for the model, and a prompt with a voice also answers with a voice note', async () => {
    const kit = await promptCompany(10, { voice: 'pt-BR-FranciscaNeural', voiceKey: 'azure-key-1', voiceRegion: 'brazilsouth' });
    requests.length = 0;
    transcriptions.length = 0;
    speeches.length = 0;
    heard = 'quero um tênis azul';
    reply = 'Temos o tênis azul <37> & 38.';
    await kit.inbound('5511966660005', '', { mediaType: 'audio', media: { filename: 'audio.ogg', mimetype: 'audio/ogg; codecs=opus', base64: Buffer.from('OggS-customer-voice').toString('base64') } });
    await nextTurn();
    expect(transcriptions).toHaveLength(1);
    expect(transcriptions[0]!.authorization).toBe('Bearer sk-test-1234567890abcd');
    expect(transcriptions[0]!.body).toContain('OggS-customer-voice');
    expect(transcriptions[0]!.body).toContain('whisper-1');
    expect(requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'quero um tênis azul' },
      { role: 'assistant', content: 'Olá Maria! Escolha:' },
    ]);
    expect(speeches).toEqual([
      {
        key: 'azure-key-1',
        format: 'ogg-24khz-16bit-mono-opus',
        contentType: 'application/ssml+xml',
        url: '/cognitiveservices/v1',
        ssml: '<speak version="1.0" xml:lang="pt-BR"><voice name="pt-BR-FranciscaNeural">Temos o tênis azul &lt;37&gt; &amp; 38.</voice></speak>',
      },
    ]);
    const sent = await kit.sent();
    expect(sent.map((message) => [message.body, message.mediaType])).toEqual([
      ['Olá Maria! Escolha:', 'chat'],
      ['Temos o tênis azul <37> & 38.', 'chat'],
      ['', 'audio'],
    ]);
    const [voice] = await server.db.select().from(messages).where(and(eq(messages.companyId, kit.company.id), eq(messages.mediaType, 'audio'), eq(messages.fromMe, true)));
    expect((await server.ctx.media.read(voice!.mediaPath!)).toString()).toBe('OggS-fake-voice');
    // The transcript stays with the customer's message: the next turn sees it without hearing it again.
    reply = 'Qual número?';
    await kit.inbound('5511966660005', 'tem desconto?');
    await nextTurn();
    expect(transcriptions).toHaveLength(1);
    expect(requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'quero um tênis azul' },
      { role: 'assistant', content: 'Olá Maria! Escolha:' },
      { role: 'assistant', content: 'Temos o tênis azul <37> & 38.' },
      { role: 'user', content: 'tem desconto?' },
    ]);
  });
});
