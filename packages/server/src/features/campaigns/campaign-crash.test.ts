import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { openTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * A campaign survives its process being killed: a real server process dies with SIGKILL twice in the
 * middle of a campaign — once (the `PROSA_FAULT` switch) right after WhatsApp took a campaign message
 * and before the send was recorded, once from outside at whatever point it had reached — and after
 * each restart the campaign carries on; in the end the simulator's outbox holds each contact's
 * message exactly once. PGlite (a data directory) by default, a database of its own in the
 * PostgreSQL run.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ADMIN = { email: 'campaign-crash@prosa.local', password: 'campaign-crash-1' };
const NUMBERS = Array.from({ length: 12 }, (_, i) => `55119810000${String(i).padStart(2, '0')}`);
let dataDir: string;
let database: Database | undefined;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prosa-campaign-crash-'));
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIMULATOR_ENABLED: 'true' };
  if (onPostgres) {
    database = await openTestDatabase();
    env.DATABASE_URL = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  }
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(fault = ''): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, PROSA_FAULT: fault });
  running.push(server);
  return server;
}

async function signedIn(server: ServerProcess) {
  const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const token = String(((await login.json()) as { token: string }).token);
  return async <T = Record<string, unknown>>(method: string, path: string, body?: object): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
  };
}

type Call = Awaited<ReturnType<typeof signedIn>>;
type Outbox = { messages: { to: string; body: string }[] };

const campaignSends = async (call: Call, whatsappId: number) =>
  (await call<Outbox>('GET', `/simulator/${whatsappId}/outbox`)).json.messages.filter((m) => m.body.startsWith('Oferta de Natal para')).map((m) => m.to.split('@')[0]!);

const connected = (call: Call, whatsappId: number) => waitFor(async () => (await call('GET', `/whatsapp/${whatsappId}`)).json.status === 'CONNECTED', { timeoutMs: 30_000, what: 'connected' });

describe('a campaign across SIGKILLs', () => {
  it('a process killed mid-campaign and restarted sends each contact exactly once', { timeout: 900_000 }, async () => {
    // Set-up by a healthy process: a connected simulator connection, a list of checked numbers, fast pacing.
    let server = await start();
    let call = await signedIn(server);
    const whatsappId = (await call('POST', '/whatsapp', { name: 'Campanhas', provider: 'simulator' })).json.id as number;
    await waitFor(async () => (await call('GET', `/whatsapp/${whatsappId}`)).json.status === 'qrcode', { timeoutMs: 20_000, what: 'qrcode' });
    expect((await call('POST', `/simulator/${whatsappId}/scan`, { number: '5511900003333' })).json.status).toBe('CONNECTED');
    const list = await call<{ id: number }>('POST', '/contact-lists', { name: 'Clientes de Natal' });
    expect(list.status).toBe(200);
    for (const [index, number] of NUMBERS.entries()) {
      expect((await call('POST', '/contact-list-items', { name: `Cliente ${index + 1}`, number, contactListId: list.json.id })).status).toBe(200);
    }
    await waitFor(
      async () => {
        const page = (await call<{ contacts: { isWhatsappValid: boolean | null }[] }>('GET', `/contact-list-items?contactListId=${list.json.id}`)).json;
        return page.contacts.length === NUMBERS.length && page.contacts.every((item) => item.isWhatsappValid === true);
      },
      { timeoutMs: 30_000, what: 'the numbers checked' },
    );
    // Up to a second between sends and a 4 s pause after the 5th and the 10th: from the third send
    // (when the outside kill below is ordered) to the last there are at least 8 s, so the kill lands
    // while the campaign still has contacts to send even on a slow machine. No pause follows the
    // last send, so the campaign is not left waiting one out before it can finish.
    expect((await call('POST', '/campaign-settings', { settings: { messageInterval: 1, longerIntervalAfter: 5, greaterInterval: 4 } })).status).toBe(200);
    await server.stop();

    // 1. Killed right after WhatsApp took the campaign's first message, before the send was recorded.
    server = await start('after-provider-send');
    call = await signedIn(server);
    await connected(call, whatsappId);
    const campaign = await call<{ id: number; status: string }>('POST', '/campaigns', { name: 'Natal', message1: 'Oferta de Natal para {nome}', whatsappId, contactListId: list.json.id, scheduledAt: new Date().toISOString() });
    expect(campaign.json.status).toBe('PROGRAMADA');
    await waitFor(async () => server.child.signalCode === 'SIGKILL', { timeoutMs: 30_000, what: 'the process to kill itself at its first send' });

    // 2. Restarted, then killed from outside while the campaign is under way.
    server = await start();
    call = await signedIn(server);
    const underWay = await waitFor(async () => {
      const sends = await campaignSends(call, whatsappId);
      return sends.length >= 3 ? sends : undefined;
    }, { timeoutMs: 60_000, what: 'sends resumed after the first restart' });
    await server.stop('SIGKILL');
    expect(underWay.length).toBeLessThan(NUMBERS.length);

    // 3. The last process finishes the campaign.
    server = await start();
    call = await signedIn(server);
    const done = await waitFor(
      async () => {
        const row = (await call<{ status: string; report: Record<string, number> }>('GET', `/campaigns/${campaign.json.id}`)).json;
        return row.status === 'FINALIZADA' ? row : undefined;
      },
      { timeoutMs: 120_000, what: 'the campaign finished' },
    );
    expect(done.report).toMatchObject({ validContacts: NUMBERS.length, delivered: NUMBERS.length, failed: 0 });
    expect((await campaignSends(call, whatsappId)).sort()).toEqual(NUMBERS);
  });
});
