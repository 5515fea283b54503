import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Contatos');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const rowIdOf = async (page: Page, name: string) => {
  const row = page.locator('[data-testid^="contact-row-"]', { hasText: name }).first();
  await row.waitFor();
  return Number((await row.getAttribute('data-testid'))!.replace('contact-row-', ''));
};

describe('contacts page', () => {
  it('add with extra info → edit → search → import a sheet with its report → export → delete', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-contacts').click();
    await page.waitForURL('**/contacts');

    await page.getByTestId('contacts-add').click();
    await page.getByTestId('contact-dialog').waitFor();
    await page.getByTestId('contact-name').fill('A');
    await page.getByTestId('contact-number').fill('123');
    await page.getByTestId('contact-email').fill('nope');
    await page.getByTestId('contact-save').click();
    await expect.poll(() => page.getByTestId('contact-dialog').textContent()).toContain('Invalid email');

    await page.getByTestId('contact-name').fill('João da Conceição');
    await page.getByTestId('contact-number').fill('+55 (11) 98888-7777');
    await page.getByTestId('contact-email').fill('joao@example.com');
    await page.getByTestId('contact-extra-add').click();
    await page.getByTestId('contact-extra-name-0').fill('CPF');
    await page.getByTestId('contact-extra-value-0').fill('123.456.789-00');
    await screenshot(page, 'contacts-dialog');
    await page.getByTestId('contact-save').click();
    await page.getByTestId('contact-dialog').waitFor({ state: 'detached' });
    const id = await rowIdOf(page, 'João da Conceição');
    expect(await page.getByTestId(`contact-number-${id}`).textContent()).toBe('5511988887777');

    await page.getByTestId(`contact-edit-${id}`).click();
    expect(await page.getByTestId('contact-extra-value-0').inputValue()).toBe('123.456.789-00');
    await page.getByTestId('contact-name').fill('João Renomeado');
    await page.getByTestId('contact-save').click();
    await expect.poll(() => page.getByTestId(`contact-name-${id}`).textContent()).toBe('João Renomeado');

    await page.getByTestId('contacts-import-sheet').click();
    await page.getByTestId('contact-import-dialog').waitFor();
    const data = await sheet([
      ['Nome', 'Número', 'E-mail'],
      ['Maria Importada', '5521977776666', 'maria@example.com'],
      ['Sem número', '', ''],
      ['Ana Importada', 5531955554444, ''],
    ]);
    await page.getByTestId('contact-import-file').setInputFiles({ name: 'contatos.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: data });
    await page.getByTestId('contact-import-start').click();
    await expect.poll(() => page.getByTestId('contact-import-state').getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
    expect(await page.getByTestId('contact-import-done').textContent()).toContain('2 criado(s)');
    expect(await page.getByTestId('contact-import-skipped').textContent()).toContain('Linha 3: sem número');
    await screenshot(page, 'contacts-import-report');
    await page.getByTestId('contact-import-close').click();
    await rowIdOf(page, 'Maria Importada');

    await page.getByTestId('contacts-search').fill('CONCEI');
    await expect.poll(() => page.locator('[data-testid^="contact-row-"]').count()).toBe(0);
    await page.getByTestId('contacts-search').fill('joao');
    await expect.poll(() => page.locator('[data-testid^="contact-row-"]').count()).toBe(1);
    await page.getByTestId('contacts-search').fill('');
    await expect.poll(() => page.locator('[data-testid^="contact-row-"]').count()).toBe(3);
    await screenshot(page, 'contacts-list-light-1280');

    const download = page.waitForEvent('download');
    await page.getByTestId('contacts-export').click();
    const file = await download;
    const text = await new Promise<string>((resolve, reject) => {
      void file.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    });
    expect(text.split('\r\n')[0]).toBe('name;number;email');
    expect(text).toContain('Maria Importada;5521977776666;maria@example.com');

    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'contacts-list-dark-1280');
    await page.getByTestId('theme-toggle').click();

    await page.getByTestId(`contact-delete-${id}`).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`contact-row-${id}`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    // Last: the same admin signing in on a phone ends the desktop session (a login elsewhere logs
    // the other browser out), so the phone's look is taken once the desktop's steps are done.
    const phone = await newPage(suite.browser, suite.prosa.url, { width: 400, height: 800 });
    await logInAsAdmin(phone.page, suite.prosa);
    await phone.page.goto('/contacts');
    await rowIdOf(phone.page, 'Maria Importada');
    await screenshot(phone.page, 'contacts-list-light-400');
    await phone.page.getByTestId('theme-toggle').click();
    await screenshot(phone.page, 'contacts-list-dark-400');
    await phone.page.close();
  });
});
