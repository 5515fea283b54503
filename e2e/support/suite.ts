import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startProsa, type ProsaServer } from './prosa-server.js';

export interface Suite {
  readonly prosa: ProsaServer;
  readonly browser: Browser;
}

/** One built server on a fresh database and one Chromium for the test file, stopped after it. */
export function useProsa(env: Record<string, string> = {}): Suite {
  let prosa: ProsaServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    prosa = await startProsa(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prosa?.stop();
  });
  return {
    get prosa() {
      if (!prosa) throw new Error('the server is not started yet');
      return prosa;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}

/** Logs in through the page as the admin printed at first start and waits for /tickets. */
export async function logInAsAdmin(page: Page, prosa: ProsaServer): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(prosa.adminEmail);
  await page.getByTestId('login-password').fill(prosa.adminPassword);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

/**
 * Another client of the same company (a second browser, a script) calling the API with the
 * page's session; the call must succeed.
 */
export async function apiAsPage(page: Page, prosa: ProsaServer, method: string, path: string, body?: object): Promise<{ id: number }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number };
}
