import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { logInAsAdmin, useProsa } from './support/suite.js';

const suite = useProsa({ SIMULATOR_ENABLED: 'true' });

/** Chromium with a fake microphone (a beeping tone) that needs no permission prompt. */
let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

async function call<T>(page: Page, method: string, path: string, body?: object): Promise<{ status: number; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.prosa.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

interface TicketRow {
  id: number;
  uuid: string;
  contact: { number: string };
}

/** A simulator connection, a message from a customer, and the resulting ticket accepted by the admin. */
async function openTicket(page: Page): Promise<TicketRow> {
  const connection = await call<{ id: number }>(page, 'POST', '/whatsapp', { name: 'Simulador', provider: 'simulator', isDefault: true });
  expect(connection.status).toBe(200);
  expect((await call(page, 'POST', `/simulator/${connection.data.id}/scan`, {})).status).toBe(200);
  const from = '5511955554444';
  expect((await call(page, 'POST', `/simulator/${connection.data.id}/inbound`, { from, name: 'Cliente Áudio', body: 'Pode me mandar um áudio?' })).status).toBe(201);
  let ticket: TicketRow | undefined;
  await expect
    .poll(async () => {
      const list = await call<{ tickets: TicketRow[] }>(page, 'GET', '/tickets?showAll=true');
      ticket = list.data.tickets.find((item) => item.contact.number === from);
      return ticket !== undefined;
    })
    .toBe(true);
  const me = await call<{ id: number }>(page, 'GET', '/auth/me');
  expect((await call(page, 'PUT', `/tickets/${ticket!.id}`, { status: 'open', userId: me.data.id })).status).toBe(200);
  return ticket!;
}

const isMessageUpload = (ticketId: number) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === `/messages/${ticketId}`;

interface SpiedUpload {
  filename: string;
  type: string;
  size: number;
  head: number[];
}

/**
 * Chromium does not hand a multipart body built from Blobs to the request API, so the page's own
 * `fetch` is watched instead: what the app puts in `medias` is recorded before it is sent.
 */
function spyOnUploads(): void {
  const uploads: SpiedUpload[] = [];
  Object.assign(window, { spiedUploads: uploads });
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (init?.body instanceof FormData) {
      for (const value of init.body.getAll('medias')) {
        if (value instanceof File) uploads.push({ filename: value.name, type: value.type, size: value.size, head: Array.from(new Uint8Array(await value.slice(0, 4).arrayBuffer())) });
      }
    }
    return original(input, init);
  };
}

/** An MP3 stream opens with an ID3 tag or an MPEG audio frame sync (11 set bits). */
const looksLikeMp3 = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 3)).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);

describe('conversation audio recording', () => {
  it('records the fake microphone, sends it as an mp3 upload, and discards a too short or cancelled recording', async () => {
    const { page, errors } = await newPage(browser!, suite.prosa.url);
    await page.addInitScript(spyOnUploads);
    await logInAsAdmin(page, suite.prosa);
    const ticket = await openTicket(page);
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (isMessageUpload(ticket.id)(request)) uploads.push(request);
    });

    await page.goto(`/tickets/${ticket.uuid}`);
    await page.getByTestId('message-list').getByText('Pode me mandar um áudio?').waitFor();

    // Cancel: nothing is sent.
    await page.getByTestId('message-record').click();
    await page.getByTestId('message-recording').getByText('0:00', { exact: false }).waitFor();
    await page.getByTestId('message-record-cancel').click();
    await page.getByTestId('message-recording').waitFor({ state: 'detached' });

    // Sent at once: far under 10000 bytes, discarded with a notice.
    await page.getByTestId('message-record').click();
    await page.getByTestId('message-record-send').click();
    await page.getByText('Áudio muito curto: a gravação foi descartada.').waitFor();
    expect(uploads).toHaveLength(0);

    // About two seconds: uploaded as audio-record-site-{timestamp}.mp3, audio/mpeg, MP3 bytes.
    await page.getByTestId('message-record').click();
    // The bar's clock shows the recording's length: at 0:02 it holds about two seconds of audio.
    await page.getByTestId('message-recording').getByText('0:02', { exact: false }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'conversation-recording');
    const uploaded = page.waitForResponse((response) => isMessageUpload(ticket.id)(response.request()));
    await page.getByTestId('message-record-send').click();
    const response = await uploaded;
    expect(response.status()).toBe(201);
    const spied = await page.evaluate(() => (window as unknown as { spiedUploads: SpiedUpload[] }).spiedUploads);
    expect(spied).toHaveLength(1);
    const [part] = spied;
    expect(part!.filename).toMatch(/^audio-record-site-\d+\.mp3$/);
    expect(part!.type).toBe('audio/mpeg');
    expect(part!.size).toBeGreaterThanOrEqual(10_000);
    expect(looksLikeMp3(Uint8Array.from(part!.head))).toBe(true);

    const message = (await response.json()) as { id: number; mediaName: string; mediaUrl: string; mimetype: string };
    expect(message.mediaName).toBe(part!.filename);
    expect(message.mimetype).toBe('audio/mpeg');
    await page.getByTestId(`message-${message.id}-audio`).waitFor();
    const stored = Buffer.from(await (await fetch(`${suite.prosa.url}${message.mediaUrl}`)).arrayBuffer());
    expect(looksLikeMp3(stored)).toBe(true);
    expect(stored.length).toBe(part!.size);
    await screenshot(page, 'conversation-audio-sent');

    expect(uploads).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
