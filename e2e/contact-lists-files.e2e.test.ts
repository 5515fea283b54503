import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import type { Language } from './support/locales.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

async function api<T = Record<string, unknown>>(page: Page, method: string, path: string, body?: object): Promise<{ status: number; json: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
}

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Contatos');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-selector').first().click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language === 'pt' ? 'pt-BR' : language);
}

const rowIdOf = async (page: Page, prefix: string, text: string) => {
  const row = page.locator(`[data-testid^="${prefix}"]`, { hasText: text }).first();
  await row.waitFor({ timeout: 15_000 });
  return Number((await row.getAttribute('data-testid'))!.replace(prefix, ''));
};

describe('contact lists, file lists and campaign settings', () => {
  it('imports a sheet into a list and sees each number turn valid or invalid; creates a file list with a file; saves the campaign settings', { timeout: 240_000 }, async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url, { width: 1280, height: 800 });
    await logInAsAdmin(page, suite.prosa);
    // A connected simulator session checks the numbers (those starting with 000 are not on WhatsApp).
    const connection = await apiAsPage(page, suite.prosa, 'POST', '/whatsapp', { name: 'Campanhas', provider: 'simulator', isDefault: true });
    await expect.poll(async () => (await api(page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(page, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);
    await expect.poll(async () => (await api(page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('CONNECTED');

    // 1. The list, created on the lists page; its name leads to its people.
    await page.getByTestId('menu-contactLists').click();
    await page.waitForURL('**/contact-lists');
    await page.getByTestId('contact-lists-add').click();
    await page.getByTestId('contact-list-name').fill('Clientes VIP');
    await page.getByTestId('contact-list-save').click();
    await page.getByTestId('contact-list-dialog').waitFor({ state: 'detached' });
    const listId = await rowIdOf(page, 'contact-list-row-', 'Clientes VIP');
    await page.getByTestId(`contact-list-open-${listId}`).click();
    await page.waitForURL(`**/contact-lists/${listId}/contacts`);
    await page.getByTestId('contact-list-items-empty').waitFor();

    // 2. Sheet import: the report names the refused row; then each number is checked.
    await page.getByTestId('contact-list-items-import').click();
    await page.getByTestId('contact-list-import-dialog').waitFor();
    const data = await sheet([
      ['Nome', 'Número', 'E-mail'],
      ['Maria Válida', '5511988887777', 'maria@example.com'],
      ['Sem número', '', ''],
      ['Otávio Sem WhatsApp', '00011122233', ''],
    ]);
    await page.getByTestId('contact-list-import-file').setInputFiles({ name: 'lista.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: data });
    await page.getByTestId('contact-list-import-start').click();
    await expect.poll(() => page.getByTestId('contact-list-import-state').getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
    expect(await page.getByTestId('contact-list-import-done').textContent()).toContain('2 criado(s)');
    expect(await page.getByTestId('contact-list-import-skipped').textContent()).toContain('Linha 3: sem número');
    await screenshot(page, 'contact-list-import-report');
    await page.getByTestId('contact-list-import-close').click();

    const valid = await rowIdOf(page, 'contact-list-item-row-', 'Maria Válida');
    const invalid = await rowIdOf(page, 'contact-list-item-row-', 'Otávio Sem WhatsApp');
    // Live: the page is not reloaded, the check job's events turn the icons.
    await expect.poll(() => page.getByTestId(`contact-list-item-valid-${valid}`).getAttribute('data-state'), { timeout: 30_000 }).toBe('valid');
    await expect.poll(() => page.getByTestId(`contact-list-item-valid-${invalid}`).getAttribute('data-state'), { timeout: 30_000 }).toBe('invalid');
    await page.getByRole('heading', { level: 1, name: 'Clientes VIP (2)' }).waitFor({ timeout: 15_000 });

    // 3. One person added by hand, with the seed's validation first.
    await page.getByTestId('contact-list-items-add').click();
    await page.getByTestId('contact-list-item-name').fill('Bruno Manual');
    await page.getByTestId('contact-list-item-number').fill('123');
    await page.getByTestId('contact-list-item-email').fill('nope');
    await page.getByTestId('contact-list-item-save').click();
    await expect.poll(() => page.getByTestId('contact-list-item-dialog').textContent()).toContain('Invalid email');
    await page.getByTestId('contact-list-item-number').fill('+55 (31) 95555-4444');
    await page.getByTestId('contact-list-item-email').fill('bruno@example.com');
    await screenshot(page, 'contact-list-item-dialog-light-pt');
    await page.getByTestId('contact-list-item-save').click();
    await page.getByTestId('contact-list-item-dialog').waitFor({ state: 'detached' });
    const manual = await rowIdOf(page, 'contact-list-item-row-', 'Bruno Manual');
    await page.getByRole('heading', { level: 1, name: 'Clientes VIP (3)' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId(`contact-list-item-valid-${manual}`).getAttribute('data-state'), { timeout: 30_000 }).toBe('valid');
    expect((await api<{ count: number }>(page, 'GET', `/contact-list-items?contactListId=${listId}&searchParam=${encodeURIComponent('otávio')}`)).json.count).toBe(1);
    await page.getByTestId('contact-list-items-search').fill('OTÁVIO');
    await expect.poll(() => page.locator('[data-testid^="contact-list-item-row-"]').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('contact-list-items-search').fill('');
    await expect.poll(() => page.locator('[data-testid^="contact-list-item-row-"]').count(), { timeout: 15_000 }).toBe(3);
    await screenshot(page, 'contact-list-items-light-pt');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'contact-list-items-dark-pt');
    await page.getByTestId('theme-toggle').click();

    // 4. A file list with an option and its file (sent after the list is saved).
    await page.getByTestId('menu-files').click();
    await page.waitForURL('**/files');
    await page.getByTestId('files-add').click();
    await page.getByTestId('file-list-name').fill('ab');
    await page.getByTestId('file-list-save').click();
    await expect.poll(() => page.getByTestId('file-list-dialog').textContent()).toContain('nome muito curto');
    await page.getByTestId('file-list-name').fill('Catálogo de verão');
    await page.getByTestId('file-list-message').fill('Confira nosso catálogo!');
    await page.getByTestId('file-list-option-add').click();
    await page.getByTestId('file-list-option-name-0').fill('Tabela de preços');
    await page.getByTestId('file-list-option-input-0').setInputFiles({ name: 'precos.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await expect.poll(() => page.getByTestId('file-list-option-file-0').textContent()).toBe('precos.pdf');
    await screenshot(page, 'file-list-dialog-light-pt');
    await page.getByTestId('file-list-save').click();
    await page.getByTestId('file-list-dialog').waitFor({ state: 'detached' });
    const fileListId = await rowIdOf(page, 'file-list-row-', 'Catálogo de verão');
    expect(await page.getByTestId(`file-list-options-${fileListId}`).textContent()).toBe('1');
    const stored = (await api<{ message: string; options: { name: string; path: string | null; mediaType: string | null }[] }>(page, 'GET', `/files/${fileListId}`)).json;
    expect(stored.message).toBe('Confira nosso catálogo!');
    expect(stored.options).toHaveLength(1);
    expect(stored.options[0]!.name).toBe('Tabela de preços');
    expect(stored.options[0]!.path).not.toBeNull();
    await page.getByTestId(`file-list-edit-${fileListId}`).click();
    await expect.poll(() => page.getByTestId('file-list-option-file-0').textContent()).toContain('Arquivo anexado');
    await page.getByTestId('file-list-cancel').click();
    await screenshot(page, 'files-light-pt');

    // 5. Campaign settings: the seed's choices, a custom variable, saved and read back.
    await page.getByTestId('menu-campaignsConfig').click();
    await page.waitForURL('**/campaigns-config');
    await expect.poll(() => page.getByTestId('campaign-settings-messageInterval').inputValue()).toBe('20');
    expect(await page.getByTestId('campaign-settings-greaterInterval').inputValue()).toBe('60');
    await page.getByTestId('campaign-settings-messageInterval').selectOption('5');
    await page.getByTestId('campaign-settings-longerIntervalAfter').selectOption('10');
    await page.getByTestId('campaign-settings-greaterInterval').selectOption('120');
    await page.getByTestId('campaign-variable-key').fill('loja');
    await page.getByTestId('campaign-variable-value').fill('Loja Centro');
    await page.getByTestId('campaign-variable-add').click();
    await page.getByTestId('campaign-variable-key').fill('loja');
    await page.getByTestId('campaign-variable-add').click();
    await expect.poll(() => page.getByTestId('campaign-variables').locator('tbody tr').count()).toBe(1);
    await page.getByTestId('campaign-opt-out-input').fill('cancelar');
    await page.getByTestId('campaign-opt-out-add').click();
    await page.getByTestId('campaign-settings-save').click();
    await page.getByText('Configurações salvas').first().waitFor();
    const settings = Object.fromEntries((await api<{ key: string; value: unknown }[]>(page, 'GET', '/campaign-settings')).json.map((entry) => [entry.key, entry.value]));
    expect(settings).toMatchObject({ messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 120, variables: [{ key: 'loja', value: 'Loja Centro' }], optOutWords: ['SAIR', 'PARAR', 'STOP', 'CANCELAR'] });
    await page.reload();
    await expect.poll(() => page.getByTestId('campaign-settings-greaterInterval').inputValue()).toBe('120');
    await page.getByTestId('campaign-variable-loja').waitFor();
    await screenshot(page, 'campaign-settings-light-pt');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'campaign-settings-dark-pt');
    await page.getByTestId('theme-toggle').click();

    // 6. The same pages in English, and on a phone.
    await chooseLanguage(page, 'en');
    await page.goto(`/contact-lists/${listId}/contacts`);
    await page.getByTestId(`contact-list-item-row-${manual}`).waitFor();
    await screenshot(page, 'contact-list-items-light-en');
    await page.getByTestId('contact-list-items-import').click();
    await screenshot(page, 'contact-list-import-dialog-light-en');
    await page.getByTestId('contact-list-import-close').click();
    await page.goto('/files');
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId(`file-list-edit-${fileListId}`).click();
    await page.getByTestId('file-list-dialog').waitFor();
    await screenshot(page, 'file-list-dialog-dark-en');
    await page.getByTestId('file-list-cancel').click();
    await page.goto('/campaigns-config');
    await page.getByTestId('campaign-variable-loja').waitFor();
    await screenshot(page, 'campaign-settings-dark-en');
    await page.goto('/contact-lists');
    await page.getByTestId(`contact-list-row-${listId}`).waitFor();
    await screenshot(page, 'contact-lists-dark-en');
    await page.getByTestId('theme-toggle').click();

    const phone = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logInAsAdmin(phone.page, suite.prosa);
    await phone.page.goto(`/contact-lists/${listId}/contacts`);
    await phone.page.getByTestId(`contact-list-item-row-${manual}`).waitFor();
    await screenshot(phone.page, 'contact-list-items-light-400');
    await phone.page.goto('/campaigns-config');
    await phone.page.getByTestId('campaign-variable-loja').waitFor();
    await screenshot(phone.page, 'campaign-settings-light-400');
    await phone.page.goto('/files');
    await phone.page.getByTestId(`file-list-edit-${fileListId}`).click();
    await screenshot(phone.page, 'file-list-dialog-light-400');
    await phone.page.context().close();

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
