import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa();

/** The API as the signed-in page would call it (to set up what another area's page owns). */
async function callApi(page: Page, method: string, path: string, body?: object): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.status;
}

const rowIdOf = async (page: Page, name: string) => {
  const row = page.locator('[data-testid^="queue-row-"]', { hasText: name });
  await row.waitFor();
  return Number((await row.getAttribute('data-testid'))!.replace('queue-row-', ''));
};

describe('queues page', () => {
  it('create with the palette → colour conflict → edit with attachment, options tree and hours → delete', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-queues').click();
    await page.waitForURL('**/queues');
    await page.getByTestId('queues-table').waitFor();

    // Create: name rules first, then a palette colour.
    await page.getByTestId('queues-add').click();
    await page.getByTestId('queue-dialog').waitFor();
    await page.getByTestId('queue-name').fill('F');
    await page.getByTestId('queue-save').click();
    await page.getByText('Too Short!').first().waitFor();
    await page.getByTestId('queue-name').fill('Financeiro');
    await page.getByTestId('queue-color-swatch-2196f3').click();
    expect(await page.getByTestId('queue-color').inputValue()).toBe('#2196f3');
    await page.getByTestId('queue-greetingMessage').fill('Bem-vindo ao financeiro');
    await page.getByTestId('queue-orderQueue').fill('2');
    await screenshot(page, 'queues-dialog-create');
    await page.getByTestId('queue-save').click();
    await page.getByText('Queue saved successfully').first().waitFor();
    const id = await rowIdOf(page, 'Financeiro');
    expect(await page.getByTestId(`queue-color-${id}`).getAttribute('data-color')).toBe('#2196f3');

    // A second queue may not take the same colour.
    await page.getByTestId('queues-add').click();
    await page.getByTestId('queue-name').fill('Suporte');
    await page.getByTestId('queue-color').fill('#2196F3');
    await page.getByTestId('queue-save').click();
    await page.getByText('Esta cor já está em uso, escolha outra.').first().waitFor();
    await page.getByTestId('queue-color-swatch-4caf50').click();
    await page.getByTestId('queue-save').click();
    await page.getByTestId('queue-dialog').waitFor({ state: 'detached' });
    const supportId = await rowIdOf(page, 'Suporte');

    // With scheduleType "queue" the hours tab appears (when the settings route exists).
    const hoursOn = (await callApi(page, 'PUT', '/settings/scheduleType', { key: 'scheduleType', value: 'queue' })) === 200;

    // Edit: rename, attachment, options tree.
    await page.getByTestId(`queue-edit-${id}`).click();
    await page.getByTestId('queue-dialog').waitFor();
    await page.getByTestId('queue-attach').setInputFiles({ name: 'tabela de preços.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
    await expect.poll(() => page.getByTestId('queue-media-name').textContent()).toContain('tabela_de_preços.pdf');

    await page.getByTestId('queue-options-add-root').click();
    await page.getByTestId('option-title-new-root').fill('Boletos');
    await page.getByTestId('option-message-new-root').fill('Escolha uma opção de boleto');
    await page.getByTestId('option-save-new-root').click();
    const rootBox = page.locator('[data-testid="queue-options"] [data-testid^="option-position-"]').first();
    await expect.poll(async () => rootBox.getAttribute('data-testid')).not.toContain('new');
    const rootId = (await rootBox.getAttribute('data-testid'))!.replace('option-position-', '');
    expect(await rootBox.inputValue()).toBe('1');

    await page.getByTestId(`option-add-child-${rootId}`).click();
    await page.getByTestId(`option-title-new-${rootId}`).fill('Segunda via');
    await page.getByTestId(`option-save-new-${rootId}`).click();
    await page.getByTestId(`option-title-new-${rootId}`).waitFor({ state: 'detached' });
    const child = page.getByTestId(`option-${rootId}`).locator('[data-testid^="option-title-"]').nth(1);
    expect(await child.inputValue()).toBe('Segunda via');
    const childId = (await child.getAttribute('data-testid'))!.replace('option-title-', '');

    await page.getByTestId(`option-${childId}-attach`).setInputFiles({ name: 'boleto.txt', mimeType: 'text/plain', buffer: Buffer.from('boleto') });
    await page.getByTestId(`option-${childId}-media-name`).waitFor();
    await page.getByTestId(`option-title-${rootId}`).fill('Boletos e faturas');
    await page.getByTestId(`option-save-${rootId}`).click();
    await expect.poll(() => page.getByTestId(`option-save-${rootId}`).count()).toBe(0);
    await screenshot(page, 'queues-dialog-options');

    await page.getByTestId(`option-delete-${childId}`).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`option-${childId}`).waitFor({ state: 'detached' });
    await page.getByTestId('queue-media-remove').click();
    await page.getByTestId('queue-attach-button').waitFor();

    if (hoursOn) {
      await page.getByTestId('queue-tab-hours').click();
      expect(await page.getByTestId('queue-schedule-monday-start').inputValue()).toBe('08:00');
      expect(await page.getByTestId('queue-schedule-saturday-end').inputValue()).toBe('12:00');
      await page.getByTestId('queue-schedule-sunday-start').fill('09:00');
      await page.getByTestId('queue-schedule-sunday-end').fill('13:00');
      await page.getByTestId('queue-outOfHoursMessage').fill('Estamos fechados');
      await page.getByText('Clique em salvar para registar as alterações.').waitFor();
      await screenshot(page, 'queues-dialog-hours');
      await page.getByTestId('queue-tab-data').click();
    }
    await page.getByTestId('queue-name').fill('Financeiro e Cobrança');
    await page.getByTestId('queue-save').click();
    await page.getByTestId('queue-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`queue-row-${id}`).textContent()).toContain('Financeiro e Cobrança');
    await screenshot(page, 'queues-list');

    // The tree and the hours were stored.
    await page.getByTestId(`queue-edit-${id}`).click();
    expect(await page.getByTestId(`option-title-${rootId}`).inputValue()).toBe('Boletos e faturas');
    if (hoursOn) {
      await page.getByTestId('queue-tab-hours').click();
      expect(await page.getByTestId('queue-schedule-sunday-end').inputValue()).toBe('13:00');
    }
    await page.getByTestId('queue-cancel').click();

    // Delete.
    await page.getByTestId(`queue-delete-${supportId}`).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`queue-row-${supportId}`).waitFor({ state: 'detached' });

    // Dark theme and a phone's width.
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'queues-list-dark');
    await page.setViewportSize({ width: 400, height: 800 });
    // On a phone the drawer is a modal: close it before using the page.
    const drawerBackdrop = page.locator('[data-testid="app-drawer"] .MuiBackdrop-root');
    const drawerOpened = await drawerBackdrop.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (drawerOpened) {
      await page.keyboard.press('Escape');
      await drawerBackdrop.waitFor({ state: 'detached' });
    }
    await screenshot(page, 'queues-list-phone');
    await page.getByTestId(`queue-edit-${id}`).click();
    await page.getByTestId('queue-dialog').waitFor();
    // Let the dialog finish fading in before the picture.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="queue-dialog"] .MuiDialog-container')!).opacity === '1');
    await screenshot(page, 'queues-dialog-phone');
    expect(errors).toEqual([]);
  });
});
