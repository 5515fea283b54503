import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

type Texts = Record<string, unknown>;

/** A feature's own texts in one language, so tests look for what a user of that language reads. */
function featureTexts(feature: string, language: 'pt' | 'en' | 'es'): Texts {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages', 'web', 'src', 'features', feature, 'locales', `${language}.json`), 'utf8')) as Texts;
}

function textAt(texts: Texts, path: string): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Texts)[key], texts);
  if (typeof found !== 'string') throw new Error(`no text at ${path}`);
  return found;
}

/** The API with a page's session, for what the test arranges or checks behind the browser. */
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

async function connectedSimulator(admin: Page, body: object): Promise<{ id: number }> {
  const connection = await apiAsPage(admin, suite.prosa, 'POST', '/whatsapp', { provider: 'simulator', ...body });
  await expect.poll(async () => (await api(admin, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
  expect((await api(admin, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);
  return connection;
}

/** Whether the page's socket has asked for the ticket rooms (watch from before the page logs in). */
function roomsJoined(page: Page): () => boolean {
  let joined = false;
  page.on('websocket', (socket) => socket.on('framesent', (frame) => (joined ||= String(frame.payload).includes('joinTickets'))));
  return () => joined;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The login toast, once its entrance has settled, covers no button, link, field or tab of the page. */
async function expectToastOverNoControl(page: Page): Promise<void> {
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  let toastBox = await box(toast);
  await expect.poll(async () => {
    const previous = toastBox;
    toastBox = await box(toast);
    return toastBox.y === previous.y && toastBox.height === previous.height;
  }).toBe(true);
  for (const control of await page.locator('button:visible, a:visible, input:visible, textarea:visible, [role="tab"]:visible').all()) {
    if (await control.evaluate((element) => element.closest('.Toastify') !== null)) continue;
    const controlBox = await control.boundingBox();
    if (controlBox) expect(overlaps(toastBox, controlBox), `the toast covers ${await control.evaluate((element) => element.outerHTML.slice(0, 120))}`).toBe(false);
  }
}

describe('what attendants stumbled on', () => {
  it('previews show the customer behind a greeting, rows keep ticks, searches name the matched message, Resolve assigns the resolver', { timeout: 240_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(admin.page, suite.prosa);
    const sales = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Vendas', color: '#2e7d32', greetingMessage: 'Bem-vindo às vendas!' });
    const support = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Suporte', color: '#1565c0' });
    const bruno = await apiAsPage(admin.page, suite.prosa, 'POST', '/users', { name: 'Bruno Vendas', email: 'bruno.previews@prosa.local', password: 'senha123', profile: 'user', queueIds: [sales.id] });
    const connection = await connectedSimulator(admin.page, { name: 'Loja', greetingMessage: 'Olá {{firstName}}! Bem-vindo à Loja. Escolha:', queueIds: [sales.id, support.id] });
    const agent = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    const joined = roomsJoined(agent.page);
    await logIn(agent.page, 'bruno.previews@prosa.local');
    // The list was read at login; events before the socket joined its rooms would be missed.
    await expect.poll(joined).toBe(true);

    // 1. The bot greets with its menu, the customer picks Vendas ([ 2 ]) and the queue greets too:
    // rows and the bell show what the customer wrote, not the automatic texts.
    const inbound = (body: string) => api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987650011', name: 'Marina Costa', body });
    expect((await inbound('Preciso da *segunda via* do boleto')).status).toBe(201);
    const outbox = async () => (await api<{ messages: { id: string; body: string }[] }>(admin.page, 'GET', `/simulator/${connection.id}/outbox`)).json.messages;
    await expect.poll(async () => (await outbox()).some((m) => m.body.startsWith('Olá Marina! Bem-vindo à Loja')), { timeout: 15_000 }).toBe(true);
    await inbound('2');
    await agent.page.getByTestId('tickets-subtab-pending').click();
    const row = agent.page.locator('[data-testid^="ticket-item-"][data-status="pending"]').first();
    await row.waitFor({ timeout: 20_000 });
    const ticketId = Number((await row.getAttribute('data-testid'))!.replace('ticket-item-', ''));
    await expect.poll(async () => (await outbox()).some((m) => m.body === 'Bem-vindo às vendas!'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => agent.page.getByTestId(`ticket-item-${ticketId}-last-message`).textContent(), { timeout: 15_000 }).toBe('2');
    await inbound('É o pedido 4521, venceu ontem');
    await expect.poll(() => agent.page.getByTestId(`ticket-item-${ticketId}-last-message`).textContent(), { timeout: 15_000 }).toBe('É o pedido 4521, venceu ontem');
    expect(await agent.page.getByTestId(`ticket-item-${ticketId}-ack`).count()).toBe(0);
    await agent.page.getByTestId('notifications-bell').click();
    await expect.poll(() => agent.page.getByTestId(`notification-preview-${ticketId}-last-message`).textContent()).toBe('É o pedido 4521, venceu ontem');
    await agent.page.keyboard.press('Escape');

    // 2. Accepted and answered: the row shows the reply without the signature, with ticks that follow the acks.
    await agent.page.getByTestId(`ticket-item-${ticketId}-accept`).click();
    await agent.page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await agent.page.getByTestId('message-input').fill('Claro, *já* envio o boleto.');
    await agent.page.getByTestId('message-input').press('Enter');
    await agent.page.getByTestId('tickets-subtab-open').click();
    const preview = agent.page.getByTestId(`ticket-item-${ticketId}-last-message`);
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toBe('Claro, já envio o boleto.');
    const tick = agent.page.getByTestId(`ticket-item-${ticketId}-ack`);
    await expect.poll(() => tick.getAttribute('data-tick'), { timeout: 15_000 }).toBe('single');
    await expect.poll(async () => (await outbox()).some((m) => m.body === '*Bruno Vendas:*\nClaro, *já* envio o boleto.'), { timeout: 15_000 }).toBe(true);
    const reply = (await outbox()).find((m) => m.body === '*Bruno Vendas:*\nClaro, *já* envio o boleto.')!;
    await api(admin.page, 'POST', `/simulator/${connection.id}/ack`, { id: reply.id, ack: 3 });
    await expect.poll(() => tick.getAttribute('data-tick'), { timeout: 15_000 }).toBe('double');
    await api(admin.page, 'POST', `/simulator/${connection.id}/ack`, { id: reply.id, ack: 4 });
    await expect.poll(() => tick.getAttribute('data-tick'), { timeout: 15_000 }).toBe('read');
    await screenshot(agent.page, 'attendants-row-ticks');

    // 3. A search by a word of an older message shows that message with the word highlighted.
    await agent.page.getByTestId('tickets-tab-search').click();
    await agent.page.getByTestId('tickets-search-input').fill('PEDIDO');
    await agent.page.getByTestId(`ticket-item-${ticketId}`).waitFor({ timeout: 15_000 });
    await expect.poll(() => agent.page.getByTestId(`ticket-item-${ticketId}-last-message`).textContent()).toBe('É o pedido 4521, venceu ontem');
    expect(await agent.page.getByTestId(`ticket-item-${ticketId}-highlight`).allTextContents()).toEqual(['pedido']);

    // 4. The admin resolves Bruno's ticket: the ticket is now the admin's.
    const { uuid } = (await api<{ uuid: string }>(admin.page, 'GET', `/tickets/${ticketId}`)).json;
    await admin.page.goto(`/tickets/${uuid}`);
    await admin.page.getByTestId('conversation-resolve').click();
    await admin.page.waitForURL('**/tickets');
    const me = (await api<{ id: number; email: string }[]>(admin.page, 'GET', '/users/list')).json.find((user) => user.email === suite.prosa.adminEmail)!;
    await expect.poll(async () => (await api<{ status: string; userId: number }>(admin.page, 'GET', `/tickets/${ticketId}`)).json).toMatchObject({ status: 'closed', userId: me.id });
    expect(me.id).not.toBe(bruno.id);
    for (const page of [admin, agent]) expect(page.errors).toEqual([]);
  });

  it('admins are warned where tickets would wait unseen: the connection table and form, and the tickets page after five minutes', { timeout: 180_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await admin.page.clock.install();
    await logInAsAdmin(admin.page, suite.prosa);
    const queue = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Balcão', color: '#6a1b9a' });
    await apiAsPage(admin.page, suite.prosa, 'POST', '/users', { name: 'Clara', email: 'clara.warning@prosa.local', password: 'senha123', profile: 'user', queueIds: [queue.id] });
    const bare = await connectedSimulator(admin.page, { name: 'Sem filas', queueIds: [] });
    const served = await connectedSimulator(admin.page, { name: 'Com fila', queueIds: [queue.id] });

    await admin.page.goto('/connections');
    await admin.page.getByTestId(`connection-no-queue-warning-${bare.id}`).waitFor();
    expect(await admin.page.getByTestId(`connection-no-queue-warning-${served.id}`).count()).toBe(0);
    await admin.page.getByTestId(`connection-edit-${bare.id}`).click();
    await admin.page.getByTestId('connection-no-queue-warning').waitFor();
    await admin.page.getByTestId('connection-cancel').click();

    // A customer writes to the connection without queues; five minutes later the admins are told.
    expect((await api(admin.page, 'POST', `/simulator/${bare.id}/inbound`, { from: '5511987650022', name: 'Rui', body: 'Alguém aí?' })).status).toBe(201);
    await admin.page.goto('/tickets');
    await admin.page.getByTestId('tickets-subtab-pending').click();
    await admin.page.locator('[data-testid^="ticket-item-"][data-status="pending"]').first().waitFor({ timeout: 20_000 });
    expect(await admin.page.getByTestId('tickets-unqueued-warning').count()).toBe(0);
    await admin.page.clock.fastForward('06:00');
    await admin.page.getByTestId('tickets-unqueued-warning').waitFor({ timeout: 15_000 });
    await screenshot(admin.page, 'attendants-unqueued-warning');
    expect(admin.errors).toEqual([]);
  });

  it('a tag and a quick reply created in another browser are offered at once; typed names find tags ignoring case and accents', { timeout: 180_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(admin.page, suite.prosa);
    const queue = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Loja física', color: '#ef6c00' });
    await apiAsPage(admin.page, suite.prosa, 'POST', '/users', { name: 'Davi', email: 'davi.tags@prosa.local', password: 'senha123', profile: 'user', queueIds: [queue.id] });
    const connection = await connectedSimulator(admin.page, { name: 'Loja 2', queueIds: [queue.id] });
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987650033', name: 'Tereza', body: 'Oi' })).status).toBe(201);
    const agent = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logIn(agent.page, 'davi.tags@prosa.local');
    await agent.page.getByTestId('tickets-subtab-pending').click();
    const row = agent.page.locator('[data-testid^="ticket-item-"][data-status="pending"]').first();
    await row.waitFor({ timeout: 20_000 });
    const ticketId = (await row.getAttribute('data-testid'))!.replace('ticket-item-', '');
    await agent.page.getByTestId(`ticket-item-${ticketId}-accept`).click();
    await agent.page.getByTestId('conversation-tags').locator('input').click();

    // The admin creates the tag in their own browser, through the tags page and its palette.
    await admin.page.goto('/tags');
    await admin.page.getByTestId('tags-add').click();
    await admin.page.getByTestId('tag-name').fill('Urgência');
    await admin.page.getByTestId('tag-color-swatch-d32f2f').click();
    await admin.page.getByTestId('tag-save').click();
    await admin.page.getByTestId('tag-dialog').waitFor({ state: 'detached' });
    const tag = (await api<{ id: number; name: string; color: string }[]>(admin.page, 'GET', '/tags/list')).json.find((item) => item.name === 'Urgência')!;
    expect(tag.color).toBe('#d32f2f');
    await apiAsPage(admin.page, suite.prosa, 'POST', '/quick-messages', { shortcode: 'boleto', message: 'Segue a segunda via do boleto.', geral: true });

    // Without a reload, the agent's editor finds it as typed without accent and offers no 'Criar'.
    await agent.page.getByTestId('conversation-tags').locator('input').fill('urgencia');
    await agent.page.getByTestId(`conversation-tag-option-${tag.id}`).waitFor({ timeout: 10_000 });
    expect(await agent.page.getByTestId('conversation-tag-create').count()).toBe(0);
    await agent.page.getByTestId(`conversation-tag-option-${tag.id}`).click();
    await agent.page.getByTestId(`conversation-tag-${tag.id}`).waitFor({ timeout: 10_000 });
    await agent.page.getByTestId('message-input').fill('/bol');
    await agent.page.locator('[data-testid^="quick-reply-option-"]').first().waitFor({ timeout: 10_000 });
    expect((await api<{ id: number }[]>(admin.page, 'GET', '/tags/list')).json).toHaveLength(1);
    for (const page of [admin, agent]) expect(page.errors).toEqual([]);
  });

  it('forms speak the reader’s language (the seeds’ words in Portuguese); the only plan comes chosen', { timeout: 120_000 }, async () => {
    const cases = [
      { language: 'en', email: 'Invalid email', short: 'Too Short!', required: 'Required' },
      { language: 'es', email: 'Correo inválido', short: '¡Demasiado corto!', required: 'Obligatorio' },
      { language: 'pt', email: 'Invalid email', short: 'Too Short!', required: 'Required' },
    ] as const;
    for (const { language, email, short, required } of cases) {
      const { page, errors } = await newPage(suite.browser, suite.prosa.url);
      await page.goto('/login');
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/login');
      await page.getByTestId('login-email').fill('not-an-email');
      await page.getByTestId('login-submit').click();
      await expect.poll(() => page.locator('.MuiFormHelperText-root').allTextContents()).toEqual([email, required]);
      await page.goto('/signup');
      await page.getByTestId('signup-name').fill('A');
      await page.getByTestId('signup-password').fill('123');
      await page.getByTestId('signup-submit').click();
      await expect.poll(() => page.locator('.MuiFormHelperText-root').allTextContents()).toEqual([short, required, short]);
      const plans = page.locator('[data-testid^="signup-plan-"]');
      expect(await plans.count()).toBe(1);
      expect(await plans.first().getAttribute('aria-checked')).toBe('true');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('the phone header names its icon actions and Resolve has its own icon; toasts cover no control', { timeout: 180_000 }, async () => {
    const admin = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(admin.page, suite.prosa);
    await expectToastOverNoControl(admin.page);
    const queue = await apiAsPage(admin.page, suite.prosa, 'POST', '/queue', { name: 'Entregas', color: '#00796b' });
    await apiAsPage(admin.page, suite.prosa, 'POST', '/users', { name: 'Eva', email: 'eva.phone@prosa.local', password: 'senha123', profile: 'user', queueIds: [queue.id] });
    const connection = await connectedSimulator(admin.page, { name: 'Loja 3', queueIds: [queue.id] });
    expect((await api(admin.page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987650044', name: 'Paulo', body: 'Cadê minha entrega?' })).status).toBe(201);

    const phone = await newPage(suite.browser, suite.prosa.url, { width: 390, height: 844 });
    await phone.page.goto('/login');
    await phone.page.evaluate(() => localStorage.setItem('language', 'en'));
    await logIn(phone.page, 'eva.phone@prosa.local');
    await expectToastOverNoControl(phone.page);

    await phone.page.getByTestId('tickets-subtab-pending').click();
    const row = phone.page.locator('[data-testid^="ticket-item-"][data-status="pending"]').first();
    await row.waitFor({ timeout: 20_000 });
    await row.locator('[data-testid$="-accept"]').click();
    await phone.page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    const hints = featureTexts('conversation', 'en');
    const resolveName = textAt(hints, 'conversation.actionHints.resolve');
    const returnName = textAt(hints, 'conversation.actionHints.return');
    const resolve = phone.page.getByRole('button', { name: resolveName });
    await resolve.waitFor();
    await phone.page.getByRole('button', { name: returnName }).waitFor();
    await phone.page.getByRole('button', { name: textAt(hints, 'conversation.options') }).waitFor();
    expect(await resolve.getAttribute('data-testid')).toBe('conversation-resolve');
    // Not the double check of a read receipt: compared with the ticks of a delivered reply.
    await phone.page.getByTestId('message-input').fill('Já verifico.');
    await phone.page.getByTestId('message-input').press('Enter');
    const outbox = async () => (await api<{ messages: { id: string; body: string }[] }>(admin.page, 'GET', `/simulator/${connection.id}/outbox`)).json.messages;
    await expect.poll(async () => (await outbox()).some((m) => m.body.endsWith('Já verifico.')), { timeout: 15_000 }).toBe(true);
    await api(admin.page, 'POST', `/simulator/${connection.id}/ack`, { id: (await outbox()).find((m) => m.body.endsWith('Já verifico.'))!.id, ack: 3 });
    const doubleTick = phone.page.locator('[data-tick="double"]').first();
    await doubleTick.waitFor({ timeout: 15_000 });
    const shape = (icon: Locator) => icon.locator('path').first().getAttribute('d');
    expect(await shape(resolve.locator('svg'))).not.toBe(await shape(doubleTick));
    await resolve.hover();
    await expect.poll(() => phone.page.getByRole('tooltip').textContent(), { timeout: 10_000 }).toBe(resolveName);
    await screenshot(phone.page, 'attendants-phone-header');
    for (const page of [admin, phone]) expect(page.errors).toEqual([]);
  });
});
