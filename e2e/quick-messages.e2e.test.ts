import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();


const rowCount = (page: Page) => page.locator('[data-testid^="quick-message-row-"]').count();
const idOf = async (page: Page, shortcode: string) => {
  const cell = page.locator('[data-testid^="quick-message-shortcode-"]', { hasText: shortcode }).first();
  await cell.waitFor();
  return Number((await cell.getAttribute('data-testid'))!.replace('quick-message-shortcode-', ''));
};

describe('quick messages page', () => {
  it('validate → create with an attachment → create without → live → search → edit → delete → infinite scroll', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-quickMessages').click();
    await page.waitForURL('**/quick-messages');
    await page.getByTestId('quick-messages-empty').waitFor();

    await page.getByTestId('quick-messages-add').click();
    await page.getByTestId('quick-message-dialog').waitFor();
    expect(await page.getByTestId('quick-message-message').getAttribute('rows')).toBe('7');
    await page.getByTestId('quick-message-save').click();
    await page.getByText('Obrigatório').waitFor();
    await page.getByTestId('quick-message-shortcode').fill('precos');
    await page.getByTestId('quick-message-message').fill('Segue a nossa tabela de preços.');
    await page.getByTestId('quick-message-geral').click();
    await page.getByTestId('quick-message-file').setInputFiles({ name: 'tabela de precos.txt', mimeType: 'text/plain', buffer: Buffer.from('preços') });
    await expect.poll(() => page.getByTestId('quick-message-attachment').textContent()).toBe('tabela_de_precos.txt');
    await screenshot(page, 'quick-messages-dialog');
    await page.getByTestId('quick-message-save').click();
    await page.getByTestId('quick-message-dialog').waitFor({ state: 'detached' });
    const withMedia = await idOf(page, 'precos');
    await expect.poll(() => page.getByTestId(`quick-message-media-${withMedia}`).textContent()).toBe('tabela_de_precos.txt');

    await page.getByTestId('quick-messages-add').click();
    await page.getByTestId('quick-message-shortcode').fill('bomdia');
    await page.getByTestId('quick-message-message').fill('Bom dia! Como posso ajudar?');
    await page.getByTestId('quick-message-save').click();
    await page.getByTestId('quick-message-dialog').waitFor({ state: 'detached' });
    const plain = await idOf(page, 'bomdia');
    expect(await page.getByTestId(`quick-message-media-${plain}`).textContent()).toBe('Sem anexo');

    // Live: another client's company-wide message appears without reloading.
    const live = await apiAsPage(page, suite.prosa, 'POST', '/quick-messages', { shortcode: 'obrigado', message: 'Obrigado pelo contato!', geral: true });
    await page.getByTestId(`quick-message-row-${live.id}`).waitFor();

    await page.getByTestId('quick-messages-search').fill('BOM');
    await page.getByTestId(`quick-message-row-${withMedia}`).waitFor({ state: 'detached' });
    // The search answer replaces the whole list: wait for it rather than for one row to go.
    await expect.poll(() => rowCount(page)).toBe(1);
    await page.getByTestId('quick-messages-search').fill('');
    await page.getByTestId(`quick-message-row-${withMedia}`).waitFor();

    await page.getByTestId(`quick-message-edit-${plain}`).click();
    await page.getByTestId('quick-message-shortcode').fill('boatarde');
    await page.getByTestId('quick-message-save').click();
    await expect.poll(() => page.getByTestId(`quick-message-shortcode-${plain}`).textContent()).toBe('boatarde');

    await page.getByTestId(`quick-message-edit-${withMedia}`).click();
    await page.getByTestId('quick-message-attachment-remove').click();
    await page.getByTestId('quick-message-save').click();
    await expect.poll(() => page.getByTestId(`quick-message-media-${withMedia}`).textContent()).toBe('Sem anexo');
    await screenshot(page, 'quick-messages-list');

    await page.getByTestId(`quick-message-delete-${plain}`).click();
    await page.getByText('Deseja realmente excluir esse registro?').waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`quick-message-row-${plain}`).waitFor({ state: 'detached' });
    await apiAsPage(page, suite.prosa, 'DELETE', `/quick-messages/${live.id}`);
    await page.getByTestId(`quick-message-row-${live.id}`).waitFor({ state: 'detached' });

    for (let i = 1; i <= 25; i++) await apiAsPage(page, suite.prosa, 'POST', '/quick-messages', { shortcode: `r${String(i).padStart(2, '0')}`, message: `Resposta ${i}` });
    await page.reload();
    await expect.poll(() => rowCount(page)).toBe(20);
    await page.getByTestId('quick-messages-list').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => rowCount(page)).toBe(26);

    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'quick-messages-dark');
    expect(errors).toEqual([]);

    const phone = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logInAsAdmin(phone.page, suite.prosa);
    await phone.page.goto('/quick-messages');
    await expect.poll(() => rowCount(phone.page)).toBe(20);
    await screenshot(phone.page, 'quick-messages-phone');
    await phone.page.getByTestId(`quick-message-edit-${withMedia}`).click();
    await phone.page.getByTestId('quick-message-dialog').waitFor();
    await screenshot(phone.page, 'quick-messages-phone-dialog');
    expect(phone.errors).toEqual([]);
  });
});
