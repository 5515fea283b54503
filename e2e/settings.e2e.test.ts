import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startProsa, type ProsaServer } from './support/prosa-server.js';

let prosa: ProsaServer;
let browser: Browser;

beforeAll(async () => {
  prosa = await startProsa();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await prosa?.stop();
});

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(prosa.adminEmail);
  await page.getByTestId('login-password').fill(prosa.adminPassword);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

describe('settings page', () => {
  it('a setting saves on change; scheduleType company opens the Horários tab, which saves', async () => {
    const { page, errors } = await newPage(browser, prosa.url);
    await logIn(page);
    await page.getByTestId('menu-settings').click();
    await page.waitForURL('**/settings');
    await page.getByTestId('settings-options').waitFor();
    expect(await page.getByTestId('settings-tab-schedules').count()).toBe(0);

    await page.getByTestId('setting-userRating').selectOption('enabled');
    await page.getByText('Operação atualizada com sucesso').first().waitFor();
    await screenshot(page, 'settings-options');

    await page.getByTestId('setting-scheduleType').selectOption('company');
    await page.getByTestId('settings-tab-schedules').waitFor();
    await page.getByTestId('settings-tab-schedules').click();
    await page.getByTestId('settings-schedules').waitFor();
    await page.getByTestId('schedule-end-saturday').fill('13:00');
    await screenshot(page, 'settings-schedules');
    await page.getByTestId('schedules-save').click();
    await page.getByText('Horários atualizados com sucesso.').waitFor();

    await page.reload();
    await page.getByTestId('settings-options').waitFor();
    expect(await page.getByTestId('setting-userRating').inputValue()).toBe('enabled');
    await page.getByTestId('settings-tab-schedules').click();
    await expect.poll(() => page.getByTestId('schedule-end-saturday').inputValue()).toBe('13:00');
    expect(errors).toEqual([]);
  });

  it('looks right on a phone and in dark mode', async () => {
    const { page, errors } = await newPage(browser, prosa.url, { width: 400, height: 800 });
    await logIn(page);
    await page.goto('/settings');
    await page.getByTestId('settings-options').waitFor();
    await screenshot(page, 'settings-phone-light');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'settings-phone-dark');
    expect(errors).toEqual([]);
  });
});
