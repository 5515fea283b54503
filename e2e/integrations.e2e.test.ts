import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

/** A local OpenAI-compatible chat server: greets, and asks for a person when the customer does. */
let fake: Server;
let fakeUrl: string;
const conversations: { role: string; content: string }[][] = [];
beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
      const messages = (JSON.parse(raw) as { messages: { role: string; content: string }[] }).messages;
      conversations.push(messages);
      const last = messages.at(-1)?.content ?? '';
      const content = /atendente/i.test(last) ? 'Ação: Transferir para o setor de atendimento Vou chamar um atendente.' : 'Olá! Sou a assistente virtual da loja.';
      const completion = { id: 'chatcmpl-e2e', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
/** A local stand-in of Typebot's public v1 chat API: a greeting with two choices, then the end of the flow. */
let typebot: Server;
let typebotUrl: string;
const typebotCalls: { path: string; message?: string }[] = [];
beforeAll(async () => {
  const text = (value: string) => ({ id: 't', type: 'text', content: { type: 'richText', richText: [{ type: 'p', children: [{ text: value }] }] } });
  typebot = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      const message = (JSON.parse(raw || '{}') as { message?: string }).message;
      typebotCalls.push({ path, message });
      const body = path.endsWith('/startChat')
        ? { sessionId: 'sessao-e2e', messages: [text('Bem-vindo ao suporte!')], input: { type: 'choice input', items: [{ id: 'a', content: 'Boleto' }, { id: 'b', content: 'Entrega' }] } }
        : { messages: [text('Certo, um atendente vai continuar.')] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => typebot.listen(0, '127.0.0.1', resolve));
  typebotUrl = `http://127.0.0.1:${(typebot.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));
afterAll(() => new Promise((resolve) => typebot.close(resolve)));

async function api<T = Record<string, unknown>>(page: Page, method: string, path: string, body?: object): Promise<{ status: number; json: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
}

interface TicketView {
  id: number;
  uuid: string;
  status: string;
  queueId: number | null;
  useIntegration: boolean;
}

describe('integrations', () => {
  it('a prompt made on /prompts and attached on /queues answers a customer and hands them to an attendant; a Typebot flow made on /queue-integration and attached on /queues talks to a customer until it hands them over; an integration and a webhook made on /queue-integration; a test message sent from /messages-api', { timeout: 300_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(admin.page, suite.prosa);
    const queue = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Vendas', color: '#2e7d32' });
    const connection = await apiAsPage(admin.page, suite.prosa, 'POST', '/whatsapp', { name: 'Loja', provider: 'simulator', isDefault: true, queueIds: [queue.id] });
    await expect.poll(async () => (await api(admin.page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);

    // 1. The prompt, from its page, pointing at the local service.
    await admin.page.goto('/prompts');
    await admin.page.getByTestId('prompts-add').click();
    const dialog = admin.page.getByTestId('prompt-dialog');
    await dialog.waitFor();
    await admin.page.getByTestId('prompt-name').fill('Assistente da loja');
    await admin.page.getByTestId('prompt-apiKey').fill('sk-e2e-0123456789abcdef');
    await admin.page.getByTestId('prompt-prompt').fill('Você atende clientes de uma loja de sapatos.');
    await admin.page.getByTestId('prompt-queueId').selectOption(String(queue.id));
    await admin.page.getByTestId('prompt-baseUrl').fill(fakeUrl);
    await screenshot(admin.page, 'prompt-dialog');
    await admin.page.getByTestId('prompt-save').click();
    await dialog.waitFor({ state: 'detached' });
    const prompts = (await api<{ prompts: { id: number; name: string }[] }>(admin.page, 'GET', '/prompt')).json.prompts;
    expect(prompts.map((prompt) => prompt.name)).toEqual(['Assistente da loja']);
    await admin.page.getByTestId(`prompt-row-${prompts[0]!.id}`).waitFor();

    // 2. Attached to the queue from the queues page.
    await admin.page.goto('/queues');
    await admin.page.getByTestId(`queue-edit-${queue.id}`).click();
    await admin.page.getByTestId('queue-prompt').selectOption(String(prompts[0]!.id));
    await admin.page.getByTestId('queue-save').click();
    await expect.poll(async () => (await api<{ promptId: number | null }>(admin.page, 'GET', `/queue/${queue.id}`)).json.promptId, { timeout: 15_000 }).toBe(prompts[0]!.id);

    // 3. A customer talks to the assistant, then asks for a person.
    const outbox = async () => (await api<{ messages: { body: string }[] }>(admin.page, 'GET', `/simulator/${connection.id}/outbox`)).json.messages.map((message) => message.body);
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987651234', name: 'Paula Reis', body: 'Oi, vocês têm tênis?' })).status).toBe(201);
    await expect.poll(outbox, { timeout: 30_000, interval: 500 }).toContain('Olá! Sou a assistente virtual da loja.');
    expect(conversations.at(-1)!.slice(1)).toContainEqual({ role: 'user', content: 'Oi, vocês têm tênis?' });
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987651234', name: 'Paula Reis', body: 'Quero falar com um atendente' })).status).toBe(201);
    await expect.poll(outbox, { timeout: 30_000, interval: 500 }).toContain('Vou chamar um atendente.');
    const pending = async () => (await api<{ tickets: TicketView[] }>(admin.page, 'GET', '/tickets?status=pending')).json.tickets[0];
    await expect.poll(async () => (await pending())?.useIntegration, { timeout: 15_000 }).toBe(false);
    const ticket = (await pending())!;
    expect(ticket.queueId).toBe(queue.id);

    // The attendant takes it and sees the bot's side of the conversation.
    expect((await api(admin.page, 'PUT', `/tickets/${ticket.id}`, { status: 'open', userId: undefined })).status).toBe(200);
    await admin.page.goto(`/tickets/${ticket.uuid}`);
    await admin.page.getByText('Vou chamar um atendente.').first().waitFor({ timeout: 15_000 });
    await admin.page.getByText('Olá! Sou a assistente virtual da loja.').first().waitFor();
    await screenshot(admin.page, 'prompt-handoff');

    // 4. A Typebot integration made on /queue-integration and attached on /queues drives a second
    // connection's customer until the flow ends, then hands them to the queue's attendants.
    const support = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Suporte', color: '#1565c0' });
    const supportLine = await apiAsPage(admin.page, suite.prosa, 'POST', '/whatsapp', { name: 'Suporte', provider: 'simulator', isDefault: false, queueIds: [support.id] });
    await expect.poll(async () => (await api(admin.page, 'GET', `/whatsapp/${supportLine.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(admin.page, 'POST', `/simulator/${supportLine.id}/scan`, {})).status).toBe(200);
    await admin.page.goto('/queue-integration');
    await admin.page.getByTestId('integrations-add').click();
    await admin.page.getByTestId('integration-dialog').waitFor();
    await admin.page.getByTestId('integration-type').selectOption('typebot');
    await admin.page.getByTestId('integration-name').fill('Fluxo de suporte');
    await admin.page.getByTestId('integration-urlN8N').fill(typebotUrl);
    await admin.page.getByTestId('integration-typebotSlug').fill('suporte');
    await admin.page.getByTestId('integration-save').click();
    await admin.page.getByTestId('integration-dialog').waitFor({ state: 'detached' });
    await admin.page.getByTestId('integrations-table').getByText('Fluxo de suporte').waitFor();
    const typebotId = (await api<{ queueIntegrations: { id: number; name: string }[] }>(admin.page, 'GET', '/queueIntegration')).json.queueIntegrations.find((item) => item.name === 'Fluxo de suporte')!.id;
    await admin.page.goto('/queues');
    await admin.page.getByTestId(`queue-edit-${support.id}`).click();
    await admin.page.getByTestId('queue-integration').selectOption(String(typebotId));
    await admin.page.getByTestId('queue-save').click();
    await expect.poll(async () => (await api<{ integrationId: number | null }>(admin.page, 'GET', `/queue/${support.id}`)).json.integrationId, { timeout: 15_000 }).toBe(typebotId);
    const supportOutbox = async () => (await api<{ messages: { body: string }[] }>(admin.page, 'GET', `/simulator/${supportLine.id}/outbox`)).json.messages.map((message) => message.body);
    expect((await api(admin.page, 'POST', `/simulator/${supportLine.id}/inbound`, { from: '5511987659876', name: 'Rui Lopes', body: 'Bom dia' })).status).toBe(201);
    await expect.poll(supportOutbox, { timeout: 30_000, interval: 500 }).toContain('*1* - Boleto\n*2* - Entrega');
    expect(await supportOutbox()).toContain('Bem-vindo ao suporte!');
    expect((await api(admin.page, 'POST', `/simulator/${supportLine.id}/inbound`, { from: '5511987659876', name: 'Rui Lopes', body: '2' })).status).toBe(201);
    await expect.poll(supportOutbox, { timeout: 30_000, interval: 500 }).toContain('Certo, um atendente vai continuar.');
    expect(typebotCalls.map((call) => call.path)).toEqual(['/api/v1/typebots/suporte/startChat', '/api/v1/sessions/sessao-e2e/continueChat']);
    expect(typebotCalls[1]!.message).toBe('Entrega');
    const handedOff = async () => (await api<{ tickets: TicketView[] }>(admin.page, 'GET', '/tickets?status=pending')).json.tickets.find((item) => item.queueId === support.id);
    await expect.poll(async () => (await handedOff())?.useIntegration, { timeout: 15_000 }).toBe(false);
    await admin.page.goto(`/tickets/${(await handedOff())!.uuid}`);
    await admin.page.getByText('Certo, um atendente vai continuar.').first().waitFor({ timeout: 15_000 });

    // 5. A webhook integration and an outgoing webhook from /queue-integration.
    await admin.page.goto('/queue-integration');
    await admin.page.getByTestId('integrations-add').click();
    await admin.page.getByTestId('integration-dialog').waitFor();
    await admin.page.getByTestId('integration-type').selectOption('webhook');
    await admin.page.getByTestId('integration-name').fill('Fluxo n8n');
    await admin.page.getByTestId('integration-urlN8N').fill('http://127.0.0.1:5678/webhook/prosa');
    await admin.page.getByTestId('integration-save').click();
    await admin.page.getByTestId('integration-dialog').waitFor({ state: 'detached' });
    await admin.page.getByTestId('integrations-table').getByText('Fluxo n8n').waitFor();
    await admin.page.getByTestId('webhook-add').click();
    await admin.page.getByTestId('webhook-url').fill('http://127.0.0.1:5679/prosa-events');
    await admin.page.getByTestId('webhook-event-ticket.created').click();
    await admin.page.getByTestId('webhook-save').click();
    await admin.page.getByTestId('webhook-dialog').waitFor({ state: 'detached' });
    await admin.page.getByTestId('webhooks-table').getByText('http://127.0.0.1:5679/prosa-events').waitFor();
    const hooks = (await api<{ webhookSubscriptions: { url: string; events: string[] }[] }>(admin.page, 'GET', '/webhook-subscriptions')).json.webhookSubscriptions;
    expect(hooks).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:5679/prosa-events', events: ['message.received', 'ticket.created'] })]);
    await screenshot(admin.page, 'queue-integration');

    // 6. A test message from the API page, with the connection's token.
    const token = (await api<{ token: string }>(admin.page, 'GET', `/whatsapp/${connection.id}`)).json.token;
    await admin.page.goto('/messages-api');
    await admin.page.getByTestId('messages-api-text-token').fill(token);
    await admin.page.getByTestId('messages-api-text-number').fill('5511987655555');
    await admin.page.getByTestId('messages-api-text-body').fill('Mensagem de teste pela API');
    await admin.page.getByTestId('messages-api-text-send').click();
    await expect.poll(outbox, { timeout: 30_000, interval: 500 }).toContain('Mensagem de teste pela API');
    expect(admin.errors).toEqual([]);
  });
});
