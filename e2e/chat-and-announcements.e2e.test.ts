import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

declare global {
  interface Window {
    plays: string[];
  }
}

/** Runs before the app: records the sounds the page plays instead of playing them. */
function spyOnSounds(): void {
  window.plays = [];
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    window.plays.push(this.src);
    return Promise.resolve();
  };
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

/** A top-bar badge as the reader sees it: its number, or '' while MUI hides it (it keeps the old text to fade it out). */
async function badge(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId);
  if (((await element.getAttribute('class')) ?? '').includes('MuiBadge-invisible')) return '';
  return (await element.textContent()) ?? '';
}

const messageTexts = (page: Page) => page.getByTestId('chat-message-list').locator('[data-testid^="chat-message-"]').allTextContents();

describe('internal chat between two attendants', () => {
  it('A starts a chat with B; B sees the dot and the popover, opens it and replies; A sees it live, renames and deletes it', async () => {
    const ana = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(ana.page, suite.prosa);
    const bruno = await apiAsPage(ana.page, suite.prosa, 'POST', '/users', { name: 'Bruno Lima', email: 'bruno@example.com', password: 'secret1', profile: 'user' });
    const brunoPage = await newPage(suite.browser, suite.prosa.url);
    await brunoPage.page.addInitScript(spyOnSounds);
    await logIn(brunoPage.page, 'bruno@example.com', 'secret1');
    const b = brunoPage.page;
    const a = ana.page;

    // A: 'Nova', the seed's alerts, then a title and B.
    await a.getByTestId('menu-chats').click();
    await a.getByTestId('chats-page').waitFor();
    await a.getByTestId('chats-new').click();
    await a.getByTestId('chat-dialog-save').click();
    await expect.poll(() => a.getByTestId('chat-dialog-alert').textContent()).toBe('Por favor, preencha o título da conversa.');
    await a.getByTestId('chat-dialog-title-input').fill('Plantão de sábado');
    await a.getByTestId('chat-dialog-save').click();
    await expect.poll(() => a.getByTestId('chat-dialog-alert').textContent()).toBe('Por favor, selecione pelo menos um usuário.');
    await a.getByTestId('chat-dialog-users').click();
    await a.getByTestId(`chat-user-option-${bruno.id}`).click();
    await a.getByTestId('chat-dialog-save').click();
    await a.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const uuid = a.url().split('/').pop()!;
    await a.getByTestId('chat-input').fill('Bruno, você cobre a tarde?');
    await a.getByTestId('chat-input').press('Enter');
    await expect.poll(() => messageTexts(a)).toEqual([expect.stringContaining('Bruno, você cobre a tarde?')]);
    const chatId = (await apiAsPage(a, suite.prosa, 'GET', `/chats/${uuid}`)).id;

    // B, on the tickets page: the dot, the badge, a sound; the popover opens the chat.
    await b.getByTestId('menu-chats-dot').waitFor();
    await expect.poll(() => badge(b, 'chat-popover-badge')).toBe('1');
    await expect.poll(() => b.evaluate(() => window.plays.length)).toBe(1);
    await screenshot(b, 'chat-popover-badge');
    await b.getByTestId('chat-popover-button').click();
    await b.getByTestId(`chat-popover-item-${chatId}`).click();
    await b.waitForURL(`**/chats/${uuid}`);
    await expect.poll(() => messageTexts(b)).toEqual([expect.stringContaining('Bruno, você cobre a tarde?')]);
    // Opening it marked it read: the dot and the badge go.
    await b.getByTestId('menu-chats-dot').waitFor({ state: 'detached' });
    await expect.poll(() => badge(b, 'chat-popover-badge')).toBe('');
    await b.getByTestId('chat-input').fill('   ');
    await b.getByTestId('chat-input').press('Enter');
    await b.getByTestId('chat-input').fill('Cubro sim, das 12h às 18h.');
    await b.getByTestId('chat-input').press('Enter');

    // A sees the reply live, and no unread count for the chat on screen.
    await expect.poll(() => messageTexts(a)).toEqual([expect.stringContaining('Bruno, você cobre a tarde?'), expect.stringContaining('Cubro sim, das 12h às 18h.')]);
    await expect.poll(() => a.getByTestId(`chat-item-${chatId}-last-message`).textContent()).toBe('Bruno Lima: Cubro sim, das 12h às 18h.');
    await screenshot(a, 'chat-owner');

    // B is not the owner: no edit or delete icons.
    expect(await b.getByTestId(`chat-item-${chatId}-edit`).count()).toBe(0);

    // A renames it; B's list follows.
    await a.getByTestId(`chat-item-${chatId}-edit`).click();
    await a.getByTestId('chat-dialog-title-input').fill('Plantão de domingo');
    await a.getByTestId('chat-dialog-save').click();
    await expect.poll(() => b.getByTestId(`chat-item-${chatId}-title`).textContent()).toBe('Plantão de domingo');
    await expect.poll(() => b.getByTestId('chat-title').textContent()).toBe('Plantão de domingo');

    // A deletes it: B's list drops it and B's open chat closes to /chats.
    await a.getByTestId(`chat-item-${chatId}-delete`).click();
    await a.getByTestId('confirm-delete').click();
    await a.waitForURL('**/chats');
    await b.getByTestId(`chat-item-${chatId}`).waitFor({ state: 'detached' });
    await b.waitForURL('**/chats');
    await b.getByTestId('chat-placeholder').waitFor();

    expect(ana.errors).toEqual([]);
    expect(brunoPage.errors).toEqual([]);
    await ana.page.context().close();
    await b.context().close();
  });

  it('the narrow screen has two tabs, Chats and Mensagens', async () => {
    const phone = await newPage(suite.browser, suite.prosa.url, { width: 390, height: 844 });
    await logInAsAdmin(phone.page, suite.prosa);
    const colleague = await apiAsPage(phone.page, suite.prosa, 'POST', '/users', { name: 'Carla Reis', email: 'carla@example.com', password: 'secret1', profile: 'user' });
    const created = await apiAsPage(phone.page, suite.prosa, 'POST', '/chats', { title: 'No celular', users: [colleague.id] });
    await phone.page.goto('/chats');
    await phone.page.getByTestId('chats-narrow-tab-chats').waitFor();
    await phone.page.getByTestId(`chat-item-${created.id}`).click();
    await expect.poll(() => phone.page.getByTestId('chats-narrow-tab-messages').getAttribute('aria-selected')).toBe('true');
    await phone.page.getByTestId('chat-input').fill('Enviado do celular');
    await phone.page.getByTestId('chat-send').click();
    await expect.poll(() => messageTexts(phone.page)).toEqual([expect.stringContaining('Enviado do celular')]);
    await screenshot(phone.page, 'chat-narrow');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });
});

describe('announcements', () => {
  it('the super user publishes one; a user of another company sees it in the bell live and opens it', async () => {
    const admin = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(admin.page, suite.prosa);
    const plans = (await (await fetch(`${suite.prosa.url}/plans/list`, { headers: { accept: 'application/json' } })).json()) as { id: number }[];
    const signup = await fetch(`${suite.prosa.url}/companies/cadastro`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Outra Empresa', email: 'dona@outra.example.com', password: 'secret1', planId: plans[0]!.id }),
    });
    expect(signup.status).toBe(200);
    const tenant = await newPage(suite.browser, suite.prosa.url);
    await logIn(tenant.page, 'dona@outra.example.com', 'secret1');
    await expect.poll(() => badge(tenant.page, 'announcements-badge')).toBe('');
    // Not the super user: the announcements page is refused with the seed's notice.
    await tenant.page.goto('/announcements');
    await tenant.page.getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.').waitFor();
    await tenant.page.waitForURL((url) => url.pathname === '/' || url.pathname === '/tickets');

    const page = admin.page;
    await page.getByTestId('menu-announcements').click();
    await page.getByTestId('announcements-add').click();
    await page.getByTestId('announcement-save').click();
    await expect.poll(() => page.getByTestId('announcement-dialog').getByText('Obrigatório').count()).toBe(2);
    await page.getByTestId('announcement-title').fill('Manutenção no sábado');
    await page.getByTestId('announcement-text').fill('O sistema ficará fora do ar das 22h às 23h.');
    await page.getByTestId('announcement-priority').selectOption('1');
    await page.getByTestId('announcement-save').click();
    await page.getByTestId('announcement-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Informativos (1)');

    await expect.poll(() => badge(tenant.page, 'announcements-badge')).toBe('1');
    await tenant.page.getByTestId('announcements-bell').click();
    const item = tenant.page.locator('[data-testid^="announcement-item-"]');
    await expect.poll(() => item.getAttribute('data-priority')).toBe('1');
    await screenshot(tenant.page, 'announcements-bell');
    await item.click();
    await expect.poll(() => tenant.page.getByTestId('announcement-view-title').textContent()).toBe('Manutenção no sábado');
    await expect.poll(() => tenant.page.getByTestId('announcement-view-text').textContent()).toBe('O sistema ficará fora do ar das 22h às 23h.');
    await tenant.page.getByTestId('announcement-view-close').click();
    await expect.poll(() => badge(tenant.page, 'announcements-badge')).toBe('');

    expect(admin.errors).toEqual([]);
    expect(tenant.errors).toEqual([]);
  });
});
