import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

/** What a test script does in place of a phone: pairs the QR through the simulator's API. */
async function scanWithSimulator(page: Page, whatsappId: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}/simulator/${whatsappId}/scan`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' }, body: '{}' });
  expect(response.status).toBe(200);
}

const statusOf = (page: Page, id: number) => page.getByTestId(`connection-status-${id}`).getAttribute('data-status');

describe('connections page', () => {
  it('create a simulator connection → QR → pair → CONNECTED live → disconnect → try again → edit → delete', async () => {
    const { page, errors } = await newPage(suite.browser, suite.prosa.url);
    await logInAsAdmin(page, suite.prosa);
    await page.getByTestId('menu-connections').click();
    await page.waitForURL('**/connections');

    await page.getByTestId('connections-add').click();
    await page.getByTestId('connection-dialog').waitFor();
    await page.getByTestId('connection-name').fill('Atendimento Simulado');
    await page.getByTestId('connection-provider').selectOption('simulator');
    await page.getByTestId('connection-save').click();
    const row = page.locator('[data-testid^="connection-row-"]').first();
    await row.waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('connection-row-', ''));

    await expect.poll(() => statusOf(page, id), { timeout: 15_000 }).toBe('qrcode');
    await page.getByTestId(`connection-qr-button-${id}`).click();
    await page.getByTestId('qr-dialog').waitFor();
    await expect.poll(async () => (await page.getByTestId('qr-code').getAttribute('data-qr'))?.length ?? 0).toBeGreaterThan(10);
    await screenshot(page, 'connections-qr');

    await scanWithSimulator(page, id);
    await page.getByTestId('qr-dialog').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => statusOf(page, id), { timeout: 15_000 }).toBe('CONNECTED');
    await screenshot(page, 'connections-connected');

    await page.getByTestId(`connection-disconnect-${id}`).click();
    await page.getByTestId('confirm-disconnect').click();
    await expect.poll(() => statusOf(page, id), { timeout: 15_000 }).toBe('DISCONNECTED');

    await page.getByTestId(`connection-retry-${id}`).click();
    await expect.poll(() => statusOf(page, id), { timeout: 15_000 }).toBe('qrcode');

    await page.getByTestId(`connection-edit-${id}`).click();
    await page.getByTestId('connection-name').fill('Atendimento Renomeado');
    await page.getByTestId('connection-save').click();
    await expect.poll(() => page.getByTestId(`connection-row-${id}`).textContent()).toContain('Atendimento Renomeado');

    await page.getByTestId(`connection-delete-${id}`).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`connection-row-${id}`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
