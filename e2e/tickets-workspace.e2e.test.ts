import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

/** The API with a page's session, for anything the test arranges or checks behind the browser. */
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

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('senha123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

interface Outbox {
  messages: { id: string; body: string; mediaType: string }[];
}

describe('tickets workspace', () => {
  it('inbound → pending with badge → accept → signed reply → ticks → quick reply → attachment → transfer → resolve → closed → reopen; search; tags; narrow; other queues never see it', { timeout: 240_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(admin.page, suite.prosa);
    const sales = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Vendas', color: '#2e7d32' });
    const support = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Suporte', color: '#1565c0' });
    const billing = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Financeiro', color: '#ef6c00' });
    for (const [name, email, queueId] of [
      ['Bruno Vendas', 'bruno@prosa.local', sales.id],
      ['Carla Suporte', 'carla@prosa.local', support.id],
      ['Diego Financeiro', 'diego@prosa.local', billing.id],
    ] as const) {
      await apiAsPage(admin.page, suite.prosa, 'POST', '/users', { name, email, password: 'senha123', profile: 'user', queueIds: [queueId] });
    }
    const connection = await apiAsPage(admin.page, suite.prosa, 'POST', '/whatsapp', { name: 'Loja', provider: 'simulator', isDefault: true, queueIds: [sales.id] });
    await expect.poll(async () => (await api(admin.page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);
    await apiAsPage(admin.page, suite.prosa, 'POST', '/quick-messages', { shortcode: 'saudacao', message: 'Obrigado por falar com a Loja! Em que posso ajudar?', geral: true });
    const tag = await apiAsPage(admin.page, suite.prosa, 'POST', '/tags', { name: 'Urgente' });

    const bruno = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    const diego = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logIn(bruno.page, 'bruno@prosa.local');
    await logIn(diego.page, 'diego@prosa.local');
    await bruno.page.getByTestId('tickets-subtab-pending').click();

    // 1. An inbound message appears live in Bruno's pending list with its unread badge.
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987654321', name: 'Marina Costa', body: 'Oi! Quero saber do pedido 4521' })).status).toBe(201);
    const item = bruno.page.locator('[data-testid^="ticket-item-"][data-status="pending"]').first();
    await item.waitFor({ timeout: 20_000 });
    const ticketId = Number((await item.getAttribute('data-testid'))!.replace('ticket-item-', ''));
    await expect.poll(() => bruno.page.getByTestId(`ticket-item-${ticketId}-unread`).textContent()).toBe('1');
    await expect.poll(() => bruno.page.getByTestId('tickets-count-pending').textContent()).toContain('1');
    await screenshot(bruno.page, 'workspace-pending');

    // 2. Accept opens the conversation.
    await bruno.page.getByTestId(`ticket-item-${ticketId}-accept`).click();
    await bruno.page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => bruno.page.getByTestId('conversation-header').getAttribute('data-status')).toBe('open');

    // 3. A signed reply reaches the customer exactly as the web app wrote it.
    await bruno.page.getByTestId('message-input').fill('Claro, já verifico.');
    await bruno.page.getByTestId('message-input').press('Enter');
    const outbox = async () => (await api<Outbox>(admin.page, 'GET', `/simulator/${connection.id}/outbox`)).json.messages;
    await expect.poll(async () => (await outbox()).map((m) => m.body), { timeout: 15_000 }).toContain('*Bruno Vendas:*\nClaro, já verifico.');
    const reply = (await outbox()).find((m) => m.body === '*Bruno Vendas:*\nClaro, já verifico.')!;

    // 4. Ticks advance with the simulator's acks.
    const stored = (await api<{ messages: { id: number; providerMessageId: string }[] }>(bruno.page, 'GET', `/messages/${ticketId}?peek=true`)).json.messages.find((m) => m.providerMessageId === reply.id)!;
    await expect.poll(() => bruno.page.getByTestId(`message-${stored.id}-ack`).getAttribute('data-tick'), { timeout: 15_000 }).toBe('single');
    await api(admin.page, 'POST', `/simulator/${connection.id}/ack`, { id: reply.id, ack: 3 });
    await expect.poll(() => bruno.page.getByTestId(`message-${stored.id}-ack`).getAttribute('data-tick'), { timeout: 15_000 }).toBe('double');
    await api(admin.page, 'POST', `/simulator/${connection.id}/ack`, { id: reply.id, ack: 4 });
    await expect.poll(() => bruno.page.getByTestId(`message-${stored.id}-ack`).getAttribute('data-tick'), { timeout: 15_000 }).toBe('read');

    // 5. A quick reply through '/'.
    await bruno.page.getByTestId('message-input').fill('/sauda');
    await bruno.page.locator('[data-testid^="quick-reply-option-"]').first().click();
    await expect.poll(() => bruno.page.getByTestId('message-input').inputValue()).toContain('Obrigado por falar com a Loja!');
    await bruno.page.getByTestId('message-input').press('Enter');
    await expect.poll(async () => (await outbox()).some((m) => m.body.endsWith('Obrigado por falar com a Loja! Em que posso ajudar?')), { timeout: 15_000 }).toBe(true);

    // 6. An attachment.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    // Through the attach button and the file chooser, as a user does.
    const chooser = bruno.page.waitForEvent('filechooser');
    await bruno.page.getByTestId('message-attach').click();
    await (await chooser).setFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: png });
    await bruno.page.getByTestId('message-attachment-0').waitFor();
    await bruno.page.getByTestId('message-send').click();
    await expect.poll(async () => (await outbox()).some((m) => m.mediaType === 'image'), { timeout: 15_000 }).toBe(true);
    await bruno.page.locator('[data-testid$="-image"]').first().waitFor();
    await screenshot(bruno.page, 'workspace-conversation');

    // 7. Search by a word of the customer's message, and the tag filter.
    await bruno.page.getByTestId('tickets-tab-search').click();
    await bruno.page.getByTestId('tickets-search-input').fill('PEDIDO');
    await bruno.page.getByTestId(`ticket-item-${ticketId}`).waitFor({ timeout: 15_000 });
    await api(bruno.page, 'POST', '/tags/sync', { ticketId, tags: [tag.id] });
    await bruno.page.getByTestId('tickets-search-input').fill('');
    await bruno.page.getByTestId('tickets-tab-search').click();
    await bruno.page.getByTestId('tickets-tag-filter').locator('input').click();
    await bruno.page.getByTestId(`tickets-tag-option-${tag.id}`).click();
    await bruno.page.keyboard.press('Escape');
    await bruno.page.getByTestId(`ticket-item-${ticketId}-tag-${tag.id}`).waitFor({ timeout: 15_000 });

    // 8. Transfer to Suporte and Carla: it leaves Bruno's open list.
    const carla = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logIn(carla.page, 'carla@prosa.local');
    await bruno.page.getByTestId('tickets-tab-open').click();
    await bruno.page.getByTestId('tickets-subtab-open').click();
    await bruno.page.getByTestId(`ticket-item-${ticketId}`).click();
    await bruno.page.getByTestId('conversation-options').click();
    await bruno.page.getByTestId('conversation-transfer').click();
    await bruno.page.getByTestId('transfer-queue').selectOption(String(support.id));
    const carlaId = (await api<{ id: number; email: string }[]>(admin.page, 'GET', '/users/list')).json.find((u) => u.email === 'carla@prosa.local')!.id;
    await bruno.page.getByTestId('transfer-user').selectOption(String(carlaId));
    await bruno.page.getByTestId('transfer-submit').click();
    await expect.poll(async () => bruno.page.getByTestId(`ticket-item-${ticketId}`).count(), { timeout: 15_000 }).toBe(0);

    // 9. Carla has it open; she resolves it, finds it under closed and reopens it.
    await carla.page.getByTestId('tickets-subtab-open').click();
    await carla.page.getByTestId(`ticket-item-${ticketId}`).click({ timeout: 20_000 });
    await carla.page.getByTestId('conversation-resolve').click();
    await carla.page.waitForURL('**/tickets');
    await carla.page.getByTestId('tickets-tab-closed').click();
    await carla.page.getByTestId(`ticket-item-${ticketId}`).click({ timeout: 15_000 });
    await carla.page.getByTestId('conversation-reopen').click();
    await expect.poll(() => carla.page.getByTestId('conversation-header').getAttribute('data-status'), { timeout: 15_000 }).toBe('open');
    expect((await api<{ status: string; userId: number }>(admin.page, 'GET', `/tickets/${ticketId}`)).json).toMatchObject({ status: 'open', userId: carlaId });

    // 10. The narrow layout: two tabs, the ticket and the list.
    await carla.page.setViewportSize({ width: 390, height: 844 });
    await carla.page.getByTestId('tickets-narrow-tab-list').waitFor();
    await carla.page.getByTestId('tickets-narrow-tab-list').click();
    await carla.page.getByTestId(`ticket-item-${ticketId}`).waitFor();
    await screenshot(carla.page, 'workspace-narrow');

    // 11. Diego (Financeiro) never saw the ticket in any list, and may not open it.
    for (const tab of ['tickets-subtab-pending', 'tickets-subtab-open'] as const) {
      await diego.page.getByTestId(tab).click();
      expect(await diego.page.getByTestId(`ticket-item-${ticketId}`).count()).toBe(0);
    }
    expect((await api(diego.page, 'GET', `/tickets/${ticketId}`)).status).toBe(403);
    for (const page of [admin, bruno, carla, diego]) expect(page.errors).toEqual([]);
  });
});
