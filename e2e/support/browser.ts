import { chromium, type Browser, type Page } from 'playwright-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

/** `extraArgs` adds Chromium switches, e.g. a fake microphone (`--use-fake-device-for-media-stream`). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: [...FLAGS, ...extraArgs] });
}

/** A fresh context (own storage and cookies) with page errors collected for the test to check. */
export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}
