import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();


const rowIds = async (page: Page) => (await page.locator('[data-testid^="tag-row-"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))).length;

describe('tags page', () => {
  it('validate → create with kanban → live create from elsewhere → search → edit → delete → infinite scroll', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-tags').click();
    await page.waitForURL('**/tags');
    await page.getByTestId('tags-empty').waitFor();

    await page.getByTestId('tags-add').click();
    await page.getByTestId('tag-dialog').waitFor();
    await page.getByTestId('tag-save').click();
    await page.getByText('Obrigatório').waitFor();
    await page.getByTestId('tag-name').fill('ab');
    await page.getByTestId('tag-save').click();
    await page.getByText('Mensagem muito curta').waitFor();
    await page.getByTestId('tag-name').fill('Cliente VIP');
    await page.getByTestId('tag-color').fill('#d32f2f');
    await page.getByTestId('tag-kanban').click();
    await screenshot(page, 'tags-dialog');
    await page.getByTestId('tag-save').click();
    await page.getByTestId('tag-dialog').waitFor({ state: 'detached' });
    const row = page.locator('[data-testid^="tag-row-"]').first();
    await row.waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('tag-row-', ''));
    expect(await page.getByTestId(`tag-chip-${id}`).textContent()).toBe('Cliente VIP');
    expect(await page.getByTestId(`tag-tickets-${id}`).textContent()).toBe('0');
    const lanes = await fetch(`${suite.prosa.url}/tags/kanban`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } });
    expect(((await lanes.json()) as { lista: { id: number }[] }).lista.map((tag) => tag.id)).toEqual([id]);

    // Live: a tag created by another client shows up without reloading.
    const live = await apiAsPage(page, suite.prosa, 'POST', '/tags', { name: 'Aguardando pagamento', color: '#1976d2' });
    await page.getByTestId(`tag-row-${live.id}`).waitFor();

    await page.getByTestId('tags-search').fill('VIP');
    await page.getByTestId(`tag-row-${live.id}`).waitFor({ state: 'detached' });
    expect(await rowIds(page)).toBe(1);
    await page.getByTestId('tags-search').fill('');
    await page.getByTestId(`tag-row-${live.id}`).waitFor();

    await page.getByTestId(`tag-edit-${id}`).click();
    await page.getByTestId('tag-name').fill('Cliente Ouro');
    await page.getByTestId('tag-save').click();
    await expect.poll(() => page.getByTestId(`tag-chip-${id}`).textContent()).toBe('Cliente Ouro');
    await screenshot(page, 'tags-list');

    await page.getByTestId(`tag-delete-${live.id}`).click();
    await page.getByText('Deseja realmente excluir esse registro?').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`tag-row-${live.id}`).waitFor({ state: 'detached' });

    // Live delete from elsewhere.
    await apiAsPage(page, suite.prosa, 'DELETE', `/tags/${id}`);
    await page.getByTestId(`tag-row-${id}`).waitFor({ state: 'detached' });

    // Infinite scroll: 25 tags, 20 a page; scrolling the list loads the rest.
    for (let i = 1; i <= 25; i++) await apiAsPage(page, suite.prosa, 'POST', '/tags', { name: `Etiqueta ${String(i).padStart(2, '0')}` });
    await page.reload();
    await expect.poll(() => rowIds(page)).toBe(20);
    await page.getByTestId('tags-list').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => rowIds(page)).toBe(25);
    await screenshot(page, 'tags-scrolled');

    // Dark theme and a phone-sized screen.
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'tags-dark');
    expect(errors).toEqual([]);

    // A phone-sized screen (a fresh page: the drawer starts closed there).
    const phone = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logInAsAdmin(phone.page, suite.prosa);
    await phone.page.goto('/tags');
    await expect.poll(() => rowIds(phone.page)).toBe(20);
    await screenshot(phone.page, 'tags-phone');
    await phone.page.getByTestId('tags-add').click();
    await phone.page.getByTestId('tag-dialog').waitFor();
    await screenshot(phone.page, 'tags-phone-dialog');
    expect(phone.errors).toEqual([]);
  });
});
