import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

/** A day `days` from today in the browser's (and this process's) calendar, `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
}

/** The same day a month later, or that month's last day (31 Jan → 28 Feb). */
function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

const brazilian = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function companyIdNamed(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}/companies?searchParam=${encodeURIComponent(name.toLowerCase())}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const body = (await response.json()) as { companies: { id: number; name: string }[] };
  return body.companies.find((company) => company.name === name)!.id;
}

describe('super administration', () => {
  it('the super user creates a plan and a company on it, edits it, moves its due date; rows tint by days to the due date; its admin finds internal chat gated', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.goto('/settings');

    // Planos: a plan without internal chat and kanban.
    await page.getByTestId('settings-tab-plans').click();
    await page.getByTestId('plans-add').click();
    await page.getByTestId('plan-name').fill('Plano Ouro');
    await page.getByTestId('plan-users').fill('5');
    await page.getByTestId('plan-value').fill('49,90');
    await page.getByTestId('plan-useInternalChat').uncheck();
    await page.getByTestId('plan-useKanban').uncheck();
    await page.getByTestId('plan-save').click();
    await page.getByTestId('plans-table').getByText('Plano Ouro').waitFor();
    await expect.poll(() => page.getByTestId('plans-table').textContent()).toMatch(/R\$\s49,90/);

    // Empresas: e-mail and plan required, then a company due in 5 days (yellow).
    await page.getByTestId('settings-tab-companies').click();
    await page.getByTestId('companies-add').click();
    await page.getByTestId('company-name').fill('Loja Nova');
    await page.getByTestId('company-save').click();
    await page.getByTestId('company-dialog').getByText('Required').first().waitFor();
    await page.getByTestId('company-email').fill('loja.nova@example.com');
    await page.getByTestId('company-planId').selectOption({ label: 'Plano Ouro' });
    await page.getByTestId('company-dueDate').fill(dayFromToday(5));
    await page.getByTestId('company-save').click();
    const passwordNotice = await page.getByTestId('company-admin-password').textContent();
    const password = /senha (\S+)/.exec(passwordNotice ?? '')?.[1];
    expect(password).toBeTruthy();
    const id = await companyIdNamed(page, 'Loja Nova');
    const row = page.getByTestId(`company-row-${id}`);
    await expect.poll(() => row.getAttribute('data-tint')).toBe('yellow');
    await screenshot(page, 'companies-tab');

    // Edit: due in 2 days (orange), then in 4 days past (red).
    await page.getByTestId(`company-edit-${id}`).click();
    await page.getByTestId('company-dueDate').fill(dayFromToday(2));
    await page.getByTestId('company-save').click();
    await expect.poll(() => row.getAttribute('data-tint')).toBe('orange');
    await page.getByTestId(`company-edit-${id}`).click();
    await page.getByTestId('company-dueDate').fill(dayFromToday(-4));
    await page.getByTestId('company-save').click();
    await expect.poll(() => row.getAttribute('data-tint')).toBe('red');

    // +Vencimento moves it a month (MENSAL): no tint any more.
    await page.getByTestId(`company-edit-${id}`).click();
    await page.getByTestId('company-dueDate').fill(dayFromToday(2));
    await page.getByTestId('company-save').click();
    await expect.poll(() => row.getAttribute('data-tint')).toBe('orange');
    const monthLater = oneMonthAfter(dayFromToday(2));
    await page.getByTestId(`company-extend-${id}`).click();
    await expect.poll(() => page.getByTestId(`company-due-${id}`).textContent()).toBe(brazilian(monthLater));
    await expect.poll(() => row.getAttribute('data-tint')).toBe('none');

    // The company's admin: no internal chat entry; a direct visit shows the notice and leaves.
    const admin = await newPage(suite.browser, suite.prosa.url);
    await admin.page.goto('/login');
    await admin.page.getByTestId('login-email').fill('loja.nova@example.com');
    await admin.page.getByTestId('login-password').fill(password!);
    await admin.page.getByTestId('login-submit').click();
    await admin.page.waitForURL('**/tickets');
    await admin.page.getByTestId('menu-tickets').waitFor();
    expect(await admin.page.getByTestId('menu-chats').count()).toBe(0);
    expect(await admin.page.getByTestId('menu-kanban').count()).toBe(0);
    await admin.page.goto('/chats');
    await admin.page.getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.').first().waitFor();
    await admin.page.waitForURL((url) => url.pathname === '/');
    expect(admin.errors).toEqual([]);

    // Delete a company with the seeds' confirmation.
    const { planId } = (await apiAsPage(page, suite.prosa, 'GET', `/companies/${id}`)) as unknown as { planId: number };
    const doomed = await apiAsPage(page, suite.prosa, 'POST', '/companies', { name: 'Loja Fechada', email: 'fechada@example.com', planId });
    await page.getByTestId('companies-search').fill('loja fechada');
    await page.getByTestId(`company-delete-${doomed.id}`).click();
    await page.getByText('Deseja realmente excluir esse registro?').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`company-row-${doomed.id}`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('the help page opens a video in a modal and Escape closes it', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    const help = await apiAsPage(page, suite.prosa, 'POST', '/helps', { title: 'Como conectar o WhatsApp', description: 'Leia o QR code', video: 'dQw4w9WgXcQ' });
    await page.getByTestId('menu-helps').click();
    await page.waitForURL('**/helps');
    await page.getByTestId(`help-card-${help.id}`).click();
    await page.getByTestId('help-video-dialog').waitFor();
    expect(await page.getByTestId('help-video-dialog').locator('iframe').getAttribute('src')).toContain('/embed/dQw4w9WgXcQ');
    await screenshot(page, 'help-video');
    await page.keyboard.press('Escape');
    await page.getByTestId('help-video-dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
