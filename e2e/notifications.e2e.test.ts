import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

interface Spied {
  notifications: { title: string; body: string | undefined }[];
  plays: { src: string; volume: number }[];
  sent: string[];
}

declare global {
  interface Window {
    spied: Spied;
  }
}

/**
 * Runs before the app on every page load: records the browser notifications the app shows (with the
 * permission granted), the sounds it plays (without playing them) and the socket frames it sends,
 * and sets the top bar's volume to 0.3.
 */
function spyOnAlerts(): void {
  window.spied = { notifications: [], plays: [], sent: [] };
  localStorage.setItem('volume', '0.3');
  class SpyNotification {
    static permission = 'granted';
    static requestPermission = () => Promise.resolve('granted');
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      window.spied.notifications.push({ title, body: options?.body });
    }
    close(): void {}
  }
  Object.defineProperty(window, 'Notification', { value: SpyNotification, configurable: true, writable: true });
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    window.spied.plays.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function sendAndRecord(this: WebSocket, data: string | ArrayBufferLike | Blob | ArrayBufferView) {
    if (typeof data === 'string') window.spied.sent.push(data);
    return send.call(this, data);
  };
}

const bellTitle = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages', 'web', 'src', 'features', 'notifications', 'locales', 'pt.json'), 'utf8')) as { notifications: { title: string } }).notifications.title;

const spied = (page: Page) => page.evaluate(() => window.spied);

/** A phone stand-in: the admin-only simulator API, called with the page's session. */
async function simulator(page: Page, path: string, body: object): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return fetch(`${suite.prosa.url}/simulator${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
}

describe('notifications', () => {
  it('an inbound message rings once at the stored volume, shows a browser notification and lands in the bell', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await page.addInitScript(spyOnAlerts);
    await logInAsAdmin(page, suite.prosa);

    const connection = await apiAsPage(page, suite.prosa, 'POST', '/whatsapp', { name: 'Simulador', provider: 'simulator', isDefault: true });
    expect((await simulator(page, `/${connection.id}/scan`, {})).status).toBe(200);
    await expect.poll(() => page.getByTestId('notifications-bell').getAttribute('aria-label')).toBeTruthy();
    // The layout follows the notification rooms; an event sent before that would be missed.
    await expect.poll(async () => (await spied(page)).sent.some((frame) => frame.includes('joinNotification'))).toBe(true);

    const inbound = await simulator(page, `/${connection.id}/inbound`, { from: '5511912345678', name: 'Renata Lima', body: 'Oi, preciso de ajuda com meu pedido' });
    expect(inbound.status).toBe(201);

    await expect.poll(() => page.getByTestId('notifications-badge').textContent(), { timeout: 15_000 }).toBe('1');
    await expect.poll(async () => (await spied(page)).notifications).toEqual([{ title: 'Renata Lima', body: 'Oi, preciso de ajuda com meu pedido' }]);
    const { plays } = await spied(page);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.volume).toBeCloseTo(0.3);
    expect(plays[0]!.src).toMatch(/\/notification\.wav$/);

    await page.getByTestId('notifications-bell').click();
    const item = page.locator('[data-testid^="notification-item-"]');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('Renata Lima');
    await screenshot(page, 'notifications-bell');
    const ticketId = Number((await item.getAttribute('data-testid'))!.replace('notification-item-', ''));
    const ticket = (await apiAsPage(page, suite.prosa, 'GET', `/tickets/${ticketId}`)) as unknown as { uuid: string };
    await item.click();
    await page.waitForURL(`**/tickets/${ticket.uuid}`);
    // Opening the conversation reads it: the bell empties.
    await expect.poll(() => page.getByTestId('notifications-bell').getAttribute('aria-label')).toBe(bellTitle);

    // The conversation on screen in a focused page stays quiet; another contact still rings.
    await page.bringToFront();
    await simulator(page, `/${connection.id}/inbound`, { from: '5511912345678', name: 'Renata Lima', body: 'Segunda mensagem' });
    await page.getByTestId('conversation').getByText('Segunda mensagem').waitFor({ timeout: 15_000 });
    await simulator(page, `/${connection.id}/inbound`, { from: '5521933334444', name: 'Otávio Reis', body: 'Bom dia' });
    await expect.poll(async () => (await spied(page)).notifications.map((shown) => shown.title), { timeout: 15_000 }).toEqual(['Renata Lima', 'Otávio Reis']);
    expect((await spied(page)).plays).toHaveLength(2);
    await expect.poll(() => page.getByTestId('notifications-badge').textContent()).toBe('1');
    expect(errors).toEqual([]);
  });
});
