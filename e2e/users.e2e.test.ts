import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { useProsa } from './support/suite.js';

const suite = useProsa();

async function logIn(page: Page, email = suite.prosa.adminEmail, password = suite.prosa.adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/tickets');
}

const rowIdOf = async (page: Page, name: string) => {
  const row = page.locator('[data-testid^="user-row-"]', { hasText: name });
  await row.waitFor();
  return Number((await row.getAttribute('data-testid'))!.replace('user-row-', ''));
};

describe('users page', () => {
  it('add → validation texts → search → edit → delete, and the new user logs in', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logIn(page);
    await page.getByTestId('menu-users').click();
    await page.waitForURL('**/users');
    await page.getByTestId('users-table').waitFor();

    await page.getByTestId('users-add').click();
    await page.getByTestId('user-dialog').waitFor();
    await page.getByTestId('user-name').fill('A');
    await page.getByTestId('user-email').fill('nao-e-email');
    await page.getByTestId('user-save').click();
    await page.getByText('Too Short!').first().waitFor();
    await page.getByText('Invalid email').waitFor();
    await page.getByTestId('user-name').fill('Beatriz Conceição');
    await page.getByTestId('user-email').fill('beatriz@example.com');
    await page.getByTestId('user-password').fill('senha123');
    await page.getByTestId('user-profile').selectOption('supervisor');
    await page.getByTestId('user-allTicket').selectOption('enabled');
    await screenshot(page, 'users-dialog');
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-dialog').waitFor({ state: 'detached' });
    const id = await rowIdOf(page, 'Beatriz Conceição');
    expect(await page.getByTestId(`user-profile-${id}`).textContent()).toBe('Supervisor');

    await page.getByTestId('users-search').fill('CONCEICAO');
    await expect.poll(() => page.locator('[data-testid^="user-row-"]').count()).toBe(1);
    await page.getByTestId('users-search').fill('');
    await expect.poll(() => page.locator('[data-testid^="user-row-"]').count()).toBe(2);
    await screenshot(page, 'users-list');

    await page.getByTestId(`user-edit-${id}`).click();
    await page.getByTestId('user-dialog').waitFor();
    await expect.poll(() => page.getByTestId('user-name').inputValue()).toBe('Beatriz Conceição');
    expect(await page.getByTestId('user-allTicket').inputValue()).toBe('enabled');
    await page.getByTestId('user-name').fill('Beatriz Souza');
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`user-row-${id}`).textContent()).toContain('Beatriz Souza');

    const other = await newPage(suite.browser, suite.prosa.url);
    await logIn(other.page, 'beatriz@example.com', 'senha123');
    await other.page.context().close();

    await page.getByTestId(`user-delete-${id}`).click();
    await page.getByText('Deseja realmente excluir esse registro?').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`user-row-${id}`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('looks right on a phone and in dark mode', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logIn(page);
    await page.goto('/users');
    await page.getByTestId('users-table').waitFor();
    await screenshot(page, 'users-phone-light');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'users-phone-dark');
    await page.getByTestId('users-add').click();
    await page.getByTestId('user-dialog').waitFor();
    await screenshot(page, 'users-dialog-phone-dark');
    expect(errors).toEqual([]);
  });
});
