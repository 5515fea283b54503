import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { codeIn, startSmtpInbox } from '../packages/server/src/test/smtp-inbox.js';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { locale, type Language } from './support/locales.js';
import { startProsa, type ProsaServer } from './support/prosa-server.js';

let prosa: ProsaServer;
let browser: Browser;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // An empty data folder: the built server migrates it itself, as on a newcomer's first start.
  prosa = await startProsa({ SMTP_URL: inbox.url }, { emptyDataFolder: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await prosa?.stop();
  await inbox?.close();
});

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-selector').first().click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language === 'pt' ? 'pt-BR' : language === 'en' ? 'en' : 'es');
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

describe.each(['pt', 'en', 'es'] as const)('in %s', (language) => {
  const texts = locale(language);

  it('sign up → log in → the shell → change language → log out', async () => {
    const { page, errors } = await newPage(browser, prosa.url);
    await page.goto('/login');
    await chooseLanguage(page, language);
    await page.getByTestId('login-signup-link').click();
    await page.waitForURL('**/signup');
    const email = `owner-${language}-${Date.now()}@example.com`;
    await page.getByTestId('signup-name').fill(`Empresa ${language}`);
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-phone').fill('11987654321');
    await expect.poll(() => page.getByTestId('signup-phone').inputValue()).toBe('(11) 98765-4321');
    await page.getByTestId('signup-password').fill('segredo1');
    await page.locator('[data-testid^="signup-plan-"]').first().click();
    await screenshot(page, `signup-${language}`);
    await page.getByTestId('signup-submit').click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText(texts.signup!.success!).count()).toBeGreaterThan(0);

    await logIn(page, email, 'segredo1');
    await page.getByTestId('tickets-page').waitFor();
    await expect.poll(() => page.getByTestId('footer-version').textContent()).toContain('4.8.2');
    expect(await page.getByTestId('side-menu').textContent()).toContain(texts.menu!.tickets!);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await screenshot(page, `shell-${language}`);

    // The expiry warning: a trial of 3 days is under the 5-day threshold.
    const [before, after] = texts.auth!.dueDateWarning!.split('{{count}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect.poll(() => page.getByText(new RegExp(`${before}[23]${after}`)).count()).toBeGreaterThan(0);

    const next: Language = language === 'pt' ? 'en' : 'pt';
    await chooseLanguage(page, next);
    expect(await page.getByTestId('side-menu').textContent()).toContain(locale(next).menu!.tickets!);

    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/tickets');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
  });

  it('forgot password → code from the SMTP server → new password → log in', async () => {
    const { page, errors } = await newPage(browser, prosa.url);
    // A fresh company through the public API, so each language resets its own user.
    const email = `reset-${language}-${Date.now()}@example.com`;
    const plans = (await (await fetch(`${prosa.url}/plans/list`, { headers: { accept: 'application/json' } })).json()) as { id: number }[];
    const created = await fetch(`${prosa.url}/companies/cadastro`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ name: 'Reset Co', email, password: 'antiga1', planId: plans[0]!.id }) });
    expect(created.status).toBe(200);

    await page.goto('/login');
    await chooseLanguage(page, language);
    await page.getByTestId('login-forgot-link').click();
    await page.waitForURL('**/forgetpsw');
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-send-code').click();
    await expect.poll(() => inbox.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const code = codeIn(inbox.mails.find((mail) => mail.to.includes(email))!);

    await page.getByTestId('reset-code').waitFor();
    if ((await page.getByTestId('reset-email').inputValue()) === '') await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-code').fill(code);
    await page.getByTestId('reset-password').fill('NovaSenha9');
    await page.getByTestId('reset-confirm').fill('NovaSenha9');
    await screenshot(page, `reset-${language}`);
    await page.getByTestId('reset-submit').click();
    await page.waitForURL('**/login');

    await logIn(page, email, 'NovaSenha9');
    await page.getByTestId('tickets-page').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the printed admin', () => {
  it('logs in through the browser with the password printed at first start', async () => {
    const { page } = await newPage(browser, prosa.url, { width: 400, height: 800 });
    await page.goto('/tickets');
    await page.waitForURL('**/login');
    await logIn(page, prosa.adminEmail, prosa.adminPassword);
    await page.getByTestId('tickets-page').waitFor();
    await screenshot(page, 'admin-narrow');
  });
});
