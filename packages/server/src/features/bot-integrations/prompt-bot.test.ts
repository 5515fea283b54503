import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { queues, tickets } from '../../db/schema/index.js';
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
const requests: { authorization: string; body: ChatRequest }[] = [];
let reply = 'Olá!';

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      requests.push({ authorization: String(request.headers.authorization), body: JSON.parse(raw) as ChatRequest });
      const completion = { id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  await server.close();
});

async function promptCompany(maxMessages: number) {
  const kit = await conversationCompany(server, { queues: 'one' });
  const created = await kit.api('POST', '/prompt', kit.admin, { name: 'Vendedor', prompt: 'Você vende sapatos.', queueId: kit.queues.support.id, apiKey: 'sk-test-1234567890abcd', baseUrl: fakeUrl, model: 'modelo-local', maxMessages, temperature: 0.3 });
  expect(created.statusCode, created.body).toBe(200);
  await server.db.update(queues).set({ promptId: created.json<{ id: number }>().id }).where(eq(queues.id, kit.queues.sales.id));
  return kit;
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
});
