import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startProsa, type ProsaServer } from './support/prosa-server.js';
import { serveOrigin, type StaticOrigin } from './support/static-origin.js';

/**
 * Cross-origin clients: a front end hosted on another origin, listed in CORS_ORIGINS, works by
 * configuration alone; a page of an origin not listed is refused.
 */
const root = join(import.meta.dirname, '..');
const files = {
  '/': { type: 'text/html; charset=utf-8', body: readFileSync(join(import.meta.dirname, 'support', 'other-front-end.html')) },
  '/socket.io.min.js': { type: 'text/javascript', body: readFileSync(join(root, 'node_modules', 'socket.io-client', 'dist', 'socket.io.min.js')) },
};

interface UseResult {
  login: { status: number; userId: number; dueDate: string | null };
  refresh: { status: number; userId: number };
  socket: string;
  setting: number;
  settingEvent?: { action: string; setting: { key: string; value: string } };
  userEvent?: { action: string; user: { id: number; email: string; companyId: number; queues: unknown[]; online: boolean } };
}

type FrontEnd = Window & { useProsa(api: string, email: string, password: string): Promise<UseResult>; tryProsa(api: string, token: string): Promise<{ login: string; socket: string }> };

let listed: StaticOrigin;
let unlisted: StaticOrigin;
let prosa: ProsaServer;
let browser: Browser;
beforeAll(async () => {
  [listed, unlisted] = await Promise.all([serveOrigin(files), serveOrigin(files)]);
  prosa = await startProsa({ CORS_ORIGINS: listed.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await prosa?.stop();
  await Promise.all([listed?.close(), unlisted?.close()]);
});

async function openFrontEnd(origin: StaticOrigin): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, origin.url);
  await opened.page.goto('/');
  await opened.page.waitForFunction(() => typeof (window as Partial<FrontEnd>).useProsa === 'function');
  return opened;
}

describe('a front end on another origin', () => {
  it('listed in CORS_ORIGINS: logs in, refreshes its token through the cookie and hears socket events', async () => {
    const { page, errors } = await openFrontEnd(listed);
    const result = await page.evaluate(([api, email, password]) => (window as unknown as FrontEnd).useProsa(api!, email!, password!), [prosa.url, prosa.adminEmail, prosa.adminPassword]);
    await screenshot(page, 'cross-origin-front-end');

    expect(result.login).toMatchObject({ status: 200, dueDate: '2099-12-31' });
    // The refresh call carries no token: only the cookie set by the login can have made it succeed.
    expect(result.refresh).toEqual({ status: 200, userId: result.login.userId });
    expect(result.socket).toBe('ready');
    expect(result.setting).toBe(200);
    expect(result.settingEvent).toMatchObject({ action: 'update', setting: { key: 'userRating', value: 'enabled' } });
    // Its own presence reaches it as the whole user, not a partial object it would replace its user with.
    expect(result.userEvent).toMatchObject({ action: 'update', user: { id: result.login.userId, email: prosa.adminEmail, online: true, queues: [] } });
    expect(await page.getByText('socket ready').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('not listed: the browser may not read the API and the socket refuses it', async () => {
    const login = await fetch(`${prosa.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: prosa.adminEmail, password: prosa.adminPassword }) });
    const { token } = (await login.json()) as { token: string };
    const { page } = await openFrontEnd(unlisted);
    const result = await page.evaluate(([api, accessToken]) => (window as unknown as FrontEnd).tryProsa(api!, accessToken!), [prosa.url, token]);
    expect(result.login).toBe('blocked');
    expect(result.socket).toMatch(/^refused/);
  });
});
