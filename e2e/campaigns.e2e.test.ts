import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser.js';
import { apiAsPage, logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

async function api<T = Record<string, unknown>>(page: Page, method: string, path: string, body?: object | FormData): Promise<{ status: number; json: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
}

/** `datetime-local` text, with seconds, on the browser's clock. */
const localInput = (page: Page, offsetMs: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, offsetMs);

/** A 1×1 PNG, the campaign's attachment. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const NUMBERS = ['5511990000001', '5511990000002', '5511990000003', '5511990000004', '5511990000005', '5511990000006', '5511990000007'];
const MESSAGE_1 = 'Olá {nome}, a Black Friday começou!';
const MESSAGE_2 = 'Oi {nome}! Descontos de até 50% hoje.';
/** After every third send the connection pauses this long: the window in which the test stops the campaign. */
const PAUSE_SECONDS = 12;

const pick = (page: Page, field: string, id: number) => async () => {
  await page.getByTestId(`campaign-${field}-select`).click();
  await page.getByTestId(`campaign-${field}-option-${id}`).click();
};

const progressOf = async (page: Page) => Number(await page.getByTestId('campaign-report-progress').getAttribute('aria-valuenow'));
const statusOf = (page: Page) => page.getByTestId('campaign-report-status').getAttribute('data-status');

/** The same pages in English, and on a phone's width, for whoever looks at the screenshots. */
async function otherLooks(page: Page, campaignId: number): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/campaigns');
  await page.getByTestId(`campaign-row-${campaignId}`).waitFor();
  await screenshot(page, 'en-campaigns-list');
  await page.getByTestId('campaigns-add').click();
  await page.getByTestId('campaign-name').waitFor();
  await page.getByTestId('campaign-confirmation').check();
  await screenshot(page, 'en-campaign-dialog-confirmation');
  await page.getByTestId('campaign-cancel').click();
  await page.goto(`/campaign/${campaignId}/report`);
  await page.getByTestId('campaign-report').waitFor();
  await screenshot(page, 'en-campaign-report');
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByTestId('campaign-report').waitFor();
  await screenshot(page, 'narrow-campaign-report');
  await page.goto('/campaigns');
  await page.getByTestId(`campaign-row-${campaignId}`).waitFor();
  await screenshot(page, 'narrow-campaigns-list');
  await page.getByTestId('campaigns-add').click();
  await page.getByTestId('campaign-name').waitFor();
  await screenshot(page, 'narrow-campaign-dialog');
  await page.getByTestId('campaign-cancel').click();
}

describe('campaigns', () => {
  it('a campaign made in the dialog with two messages, a file list and media runs, is stopped and restarted from the list, and its report fills live to the end', { timeout: 300_000 }, async () => {
    const report = await newPage(suite.browser, suite.prosa.url, { width: 1440, height: 900 });
    await logInAsAdmin(report.page, suite.prosa);

    // What other pages make, through the API: a connected simulator number, a checked contact list, a file list.
    const connection = await apiAsPage(report.page, suite.prosa, 'POST', '/whatsapp', { name: 'Vendas', provider: 'simulator', isDefault: true });
    await expect.poll(async () => (await api(report.page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('qrcode');
    expect((await api(report.page, 'POST', `/simulator/${connection.id}/scan`, {})).status).toBe(200);
    await expect.poll(async () => (await api(report.page, 'GET', `/whatsapp/${connection.id}`)).json.status, { timeout: 15_000 }).toBe('CONNECTED');
    const list = await apiAsPage(report.page, suite.prosa, 'POST', '/contact-lists', { name: 'Clientes VIP' });
    for (const [index, number] of NUMBERS.entries()) await apiAsPage(report.page, suite.prosa, 'POST', '/contact-list-items', { name: `Cliente ${index + 1}`, number, email: '', contactListId: list.id });
    await expect
      .poll(async () => (await api<{ contacts: { isWhatsappValid: boolean | null }[] }>(report.page, 'GET', `/contact-list-items?contactListId=${list.id}`)).json.contacts.filter((c) => c.isWhatsappValid === true).length, {
        timeout: 60_000,
        interval: 1_000,
      })
      .toBe(NUMBERS.length);
    const files = await api<{ id: number; options: { id: number }[] }>(report.page, 'POST', '/files', { name: 'Catálogo', message: 'Nosso catálogo', options: [{ name: 'Tabela de preços' }] });
    expect(files.status).toBe(200);
    const upload = new FormData();
    upload.append('id', String(files.json.options[0]!.id));
    upload.append('files', new Blob([PIXEL], { type: 'image/png' }), 'tabela.png');
    expect((await api(report.page, 'POST', `/files/uploadList/${files.json.id}`, upload)).status).toBe(200);
    expect((await api(report.page, 'POST', '/campaign-settings', { settings: { messageInterval: 0, longerIntervalAfter: 3, greaterInterval: PAUSE_SECONDS } })).status).toBe(200);

    // 1. The list (campaigns are enabled for the company, so the entry is there) and the dialog.
    // A second tab of the same session (a second login would end the first: one session per user).
    const admin = await report.page.context().newPage();
    const adminErrors: string[] = [];
    admin.on('pageerror', (error) => adminErrors.push(error.message));
    await admin.goto('/tickets');
    await admin.getByTestId('menu-campaigns').click();
    await admin.waitForURL('**/campaigns');
    await admin.getByTestId('campaigns-empty').waitFor();
    await admin.getByTestId('campaigns-add').click();
    const dialog = admin.getByTestId('campaign-dialog');
    await admin.getByTestId('campaign-name').waitFor();
    await admin.getByTestId('campaign-save').click();
    await expect.poll(() => dialog.textContent()).toContain('Required');
    await admin.getByTestId('campaign-name').fill('Black Friday');
    await admin.getByTestId('campaign-message1').fill(MESSAGE_1);
    await admin.getByTestId('campaign-tab-2').click();
    await admin.getByTestId('campaign-message2').fill(MESSAGE_2);
    await pick(admin, 'contactListId', list.id)();
    await pick(admin, 'whatsappId', connection.id)();
    await pick(admin, 'fileListId', files.json.id)();
    await admin.getByTestId('campaign-file').setInputFiles({ name: 'banner black friday.png', mimeType: 'image/png', buffer: PIXEL });
    await admin.getByTestId('campaign-attachment').waitFor();
    expect(await admin.getByTestId('campaign-attachment').textContent()).toBe('banner_black_friday.png');
    // Due a few seconds ahead, so the report is open before the first send.
    await admin.getByTestId('campaign-scheduledAt').fill(await localInput(admin, 10_000));
    await screenshot(admin, 'campaign-dialog');
    await admin.getByTestId('campaign-save').click();
    await dialog.waitFor({ state: 'detached' });

    const campaigns = (await api<{ records: { id: number; mediaName: string | null; fileListId: number | null; message2: string | null }[] }>(admin, 'GET', '/campaigns')).json.records;
    expect(campaigns).toHaveLength(1);
    const campaign = campaigns[0]!;
    expect(campaign).toMatchObject({ mediaName: 'banner_black_friday.png', fileListId: files.json.id, message2: MESSAGE_2 });
    await admin.getByTestId(`campaign-row-${campaign.id}`).waitFor();

    // 2. The report fills live: the first three sends, then the connection's pause.
    await report.page.goto(`/campaign/${campaign.id}/report`);
    await report.page.getByTestId('campaign-report').waitFor();
    expect(await progressOf(report.page)).toBe(0);
    const seen = new Set<number>([0]);
    await expect
      .poll(
        async () => {
          seen.add(await progressOf(report.page));
          return report.page.getByTestId('campaign-report-delivered-value').textContent();
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('3');
    expect(await statusOf(report.page)).toBe('EM_ANDAMENTO');
    expect(await report.page.getByTestId('campaign-report-validContacts-value').textContent()).toBe(String(NUMBERS.length));
    // From empty to three of seven without the page being reloaded.
    expect(Math.max(...seen)).toBe(43);
    await screenshot(report.page, 'campaign-report-running');

    // 3. Stopped from the list during the pause: the report says so and stops growing.
    await admin.locator(`[data-testid="campaign-status-${campaign.id}"][data-status="EM_ANDAMENTO"]`).waitFor({ timeout: 15_000 });
    await admin.getByTestId(`campaign-cancel-${campaign.id}`).click();
    await expect.poll(() => statusOf(report.page), { timeout: 15_000 }).toBe('CANCELADA');
    await admin.getByTestId(`campaign-restart-${campaign.id}`).waitFor();
    const stoppedAt = Number(await report.page.getByTestId('campaign-report-delivered-value').textContent());
    expect(stoppedAt).toBeLessThan(NUMBERS.length);
    await screenshot(admin, 'campaigns-list-cancelled');

    // 4. Restarted: it finishes, every contact served once.
    await admin.getByTestId(`campaign-restart-${campaign.id}`).click();
    await expect.poll(() => statusOf(report.page), { timeout: 120_000, interval: 500 }).toBe('FINALIZADA');
    await expect.poll(() => progressOf(report.page), { timeout: 15_000 }).toBe(100);
    expect(await report.page.getByTestId('campaign-report-completedAt-value').textContent()).not.toBe('Não concluída');
    await screenshot(report.page, 'campaign-report-finished');
    await admin.locator(`[data-testid="campaign-status-${campaign.id}"][data-status="FINALIZADA"]`).waitFor({ timeout: 15_000 });
    await screenshot(admin, 'campaigns-list');

    const outbox = (await api<{ messages: { to: string; body: string; mediaType: string }[] }>(admin, 'GET', `/simulator/${connection.id}/outbox`)).json.messages;
    const texts = outbox.filter((message) => message.body.startsWith('Olá Cliente') || message.body.startsWith('Oi Cliente'));
    expect(texts.map((message) => message.to).sort()).toEqual([...NUMBERS].sort());
    expect(new Set(texts.map((message) => message.body.slice(0, 3))).size).toBe(2);

    // 5. A finished campaign opens read-only.
    await admin.getByTestId(`campaign-edit-${campaign.id}`).click();
    await admin.getByTestId('campaign-message1').waitFor();
    expect(await admin.getByTestId('campaign-save').count()).toBe(0);
    expect(await admin.getByTestId('campaign-name').isDisabled()).toBe(true);
    await screenshot(admin, 'campaign-dialog-read-only');
    await admin.getByTestId('campaign-cancel').click();

    if (process.env.E2E_SCREENSHOTS) await otherLooks(admin, campaign.id);
    expect(report.errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
