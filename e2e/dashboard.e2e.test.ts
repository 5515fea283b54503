import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

/** A page whose browser calendar is the company's (São Paulo), so "today" means the same day on both sides. */
async function pageIn(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: suite.prosa.url, viewport, timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

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

const card = (page: Page, key: string) => page.getByTestId(`dashboard-card-${key}-value`).textContent();

async function downloadText(page: Page, testId: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByTestId(select).click();
  await page.getByTestId(option).click();
}

const dayInSaoPaulo = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('dashboard', () => {
  it('an admin watches the cards follow a conversation, switches the period, filters both charts and exports; a plain user never sees it', { timeout: 240_000 }, async () => {
    const { page, errors } = await pageIn(suite.browser);
    await logInAsAdmin(page, suite.prosa);
    const sales = await apiAsPage(page, suite.prosa, 'POST', '/queue', { name: 'Vendas', color: '#2e7d32' });
    await apiAsPage(page, suite.prosa, 'POST', '/users', { name: 'Bruno Vendas', email: 'bruno@prosa.local', password: 'senha123', profile: 'user', queueIds: [sales.id] });
    const connection = await apiAsPage(page, suite.prosa, 'POST', '/whatsapp', { name: 'Loja', provider: 'simulator', isDefault: true, queueIds: [sales.id] });
    await expect.poll(async () => (await api(page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(page, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);

    // The menu entry leads to the dashboard; nothing has happened yet.
    await page.getByTestId('menu-dashboard').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => card(page, 'supportFinished')).toBe('0');
    await expect.poll(() => card(page, 'supportPending')).toBe('0');
    expect(await page.getByTestId('dashboard-users-chart-empty').isVisible()).toBe(true);

    // A customer writes: the waiting card counts it without a reload.
    expect((await api(page, 'POST', `/simulator/${connection.id}/inbound`, { from: '5511987654321', name: 'Marina Costa', body: 'Oi! Quero saber do pedido 4521' })).status).toBe(201);
    await expect.poll(() => card(page, 'supportPending'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => card(page, 'leads')).toBe('1');
    const pending = await api<{ tickets: { id: number }[] }>(page, 'GET', '/tickets?status=pending');
    const ticketId = pending.json.tickets[0]!.id;

    // Accepted, then resolved: in conversation, then finished.
    expect((await api(page, 'PUT', `/tickets/${ticketId}`, { status: 'open' })).status).toBe(200);
    await expect.poll(() => card(page, 'supportHappening'), { timeout: 20_000 }).toBe('1');
    expect(await card(page, 'supportPending')).toBe('0');
    expect((await api(page, 'PUT', `/tickets/${ticketId}`, { status: 'closed' })).status).toBe(200);
    await expect.poll(() => card(page, 'supportFinished'), { timeout: 20_000 }).toBe('1');
    expect(await card(page, 'supportHappening')).toBe('0');
    await screenshot(page, 'dashboard-pt-light-1440');
    await page.getByTestId('dashboard-users-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-pt-light-1440-charts');

    // Another period: 30 days still holds it; "none" asks for a filter, as the seed's page does.
    await choose(page, 'dashboard-period', 'dashboard-period-30');
    const thirtyDays = page.waitForResponse((response) => response.url().includes('/dashboard?days=30'));
    await page.getByTestId('dashboard-filter-apply').click();
    expect((await thirtyDays).status()).toBe(200);
    await expect.poll(() => card(page, 'supportFinished')).toBe('1');
    await choose(page, 'dashboard-period', 'dashboard-period-0');
    await page.getByTestId('dashboard-filter-apply').click();
    await expect.poll(() => page.getByTestId('dashboard-filter-missing').isVisible()).toBe(true);
    await choose(page, 'dashboard-period', 'dashboard-period-7');
    await page.getByTestId('dashboard-filter-apply').click();
    await expect.poll(() => card(page, 'supportFinished')).toBe('1');

    // Each chart has its own range: the conversation is today's, and yesterday alone has none.
    await page.getByTestId('dashboard-users-chart-apply').click();
    await expect.poll(() => page.getByTestId('dashboard-users-chart-bars').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('dashboard-days-chart-bars').isVisible()).toBe(true);
    for (const chart of ['dashboard-users-chart', 'dashboard-days-chart']) {
      const [year, month, day] = dayInSaoPaulo(-1).split('-');
      for (const end of ['start', 'end']) {
        await page.getByTestId(`${chart}-${end}`).locator('[role="spinbutton"]').first().click();
        await page.keyboard.type(`${day}${month}${year}`);
      }
      const filtered = page.waitForResponse((response) => response.url().includes(`initialDate=${dayInSaoPaulo(-1)}&finalDate=${dayInSaoPaulo(-1)}`));
      await page.getByTestId(`${chart}-apply`).click();
      expect((await filtered).status()).toBe(200);
      await expect.poll(() => page.getByTestId(`${chart}-empty`).isVisible()).toBe(true);
    }

    // The attendants table as CSV: the admin resolved one conversation.
    const csv = await downloadText(page, 'dashboard-export-attendants');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('name;tickets;avgSupportTime;rating;online');
    expect(lines.filter((line) => /;1;[\d.]+;;(yes|no)$/.test(line))).toHaveLength(1);
    expect((await downloadText(page, 'dashboard-export-queues')).split('\r\n')[0]).toBe('queue;tickets;avgWaitTime;avgSupportTime;avgFirstResponseTime');

    // Screenshots: English, dark, narrow.
    await page.evaluate(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('preferredTheme', 'dark');
    });
    await page.reload();
    await expect.poll(() => card(page, 'supportFinished')).toBe('1');
    await screenshot(page, 'dashboard-en-dark-1440');
    await page.getByTestId('dashboard-days-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-en-dark-1440-charts');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'dashboard-en-dark-390');
    await page.getByTestId('dashboard-attendants-section').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-en-dark-390-tables');
    await page.evaluate(() => localStorage.setItem('preferredTheme', 'light'));
    await page.reload();
    await expect.poll(() => card(page, 'supportFinished')).toBe('1');
    await screenshot(page, 'dashboard-en-light-390');
    expect(errors).toEqual([]);

    // A plain user lands on /tickets, has no dashboard entry, and `/` sends them back.
    const agent = await pageIn(suite.browser);
    await agent.page.goto('/login');
    await agent.page.getByTestId('login-email').fill('bruno@prosa.local');
    await agent.page.getByTestId('login-password').fill('senha123');
    await agent.page.getByTestId('login-submit').click();
    await agent.page.waitForURL('**/tickets');
    await expect.poll(() => agent.page.getByTestId('menu-tickets').isVisible()).toBe(true);
    expect(await agent.page.getByTestId('menu-dashboard').count()).toBe(0);
    await agent.page.goto('/');
    await agent.page.waitForURL('**/tickets');
    expect(agent.errors).toEqual([]);
  });
});
