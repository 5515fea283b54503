import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { openTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * Issue 5 "Done when": a real server process killed with SIGKILL (the `PROSA_FAULT` switch) between
 * storing an inbound event and processing it, and between sending a message and confirming the
 * send, loses and duplicates nothing after a restart. Runs on PGlite (a data directory) and, in the
 * PostgreSQL run, on a database of its own.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ADMIN = { email: 'crash@prosa.local', password: 'crash-test-1' };
let dataDir: string;
let database: Database | undefined;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prosa-crash-'));
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

async function start(fault?: string): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, ...(fault ? { PROSA_FAULT: fault } : { PROSA_FAULT: '' }) });
  running.push(server);
  return server;
}

function client(server: ServerProcess) {
  let token = '';
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: object): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as T };
  };
  return {
    call,
    async login() {
      const response = await call('POST', '/auth/login', ADMIN);
      expect(response.status).toBe(200);
      token = String((response.json as { token?: string }).token);
    },
  };
}

const died = (server: ServerProcess) => waitFor(async () => server.child.signalCode === 'SIGKILL', { timeoutMs: 20_000, what: 'the process to kill itself' });

describe('crash recovery (SIGKILL through the fault switch)', () => {
  it('loses and duplicates nothing: one ticket, one message, one outbox entry', { timeout: 600_000 }, async () => {
    // A connected simulator connection, set up by a healthy process.
    let server = await start();
    let api = client(server);
    await api.login();
    const created = await api.call('POST', '/whatsapp', { name: 'Crash test', provider: 'simulator' });
    const whatsappId = created.json.id as number;
    await waitFor(async () => (await api.call('GET', `/whatsapp/${whatsappId}`)).json.status === 'qrcode', { timeoutMs: 20_000, what: 'qrcode' });
    expect((await api.call('POST', `/simulator/${whatsappId}/scan`, { number: '5511900001111' })).json.status).toBe('CONNECTED');
    await server.stop();

    // 1. Killed right after the inbound event is stored, before anything processes it.
    server = await start('after-inbound-stored');
    api = client(server);
    await api.login();
    await waitFor(async () => (await api.call('GET', `/whatsapp/${whatsappId}`)).json.status === 'CONNECTED', { timeoutMs: 20_000, what: 'connected' });
    await api.call('POST', `/simulator/${whatsappId}/inbound`, { from: '5511955554444', name: 'Cliente', id: 'CRASH-IN-1', body: 'mensagem antes da queda' }).catch(() => undefined);
    await died(server);

    server = await start();
    api = client(server);
    await api.login();
    await waitFor(async () => Number((await api.call('GET', '/tickets?status=pending')).json.count) === 1, { timeoutMs: 30_000, what: 'the stored event processed after restart' });
    // The provider redelivers after a reconnect: still one message.
    await api.call('POST', `/simulator/${whatsappId}/inbound`, { from: '5511955554444', name: 'Cliente', id: 'CRASH-IN-1', body: 'mensagem antes da queda' });
    const list = (await api.call('GET', '/tickets?status=pending')).json as { tickets: { id: number }[]; count: number };
    expect(list.count).toBe(1);
    const ticketId = list.tickets[0]!.id;
    const inbound = (await api.call('GET', `/messages/${ticketId}`)).json as { messages: { body: string; fromMe: boolean }[] };
    expect(inbound.messages.filter((m) => !m.fromMe).map((m) => m.body)).toEqual(['mensagem antes da queda']);
    expect((await api.call('PUT', `/tickets/${ticketId}`, { status: 'open' })).status).toBe(200);
    await server.stop();

    // 2. Killed right after WhatsApp took the message, before the send was recorded as done.
    server = await start('after-provider-send');
    api = client(server);
    await api.login();
    await waitFor(async () => (await api.call('GET', `/whatsapp/${whatsappId}`)).json.status === 'CONNECTED', { timeoutMs: 20_000, what: 'connected' });
    // The send job may take the message and kill the process before this answer leaves (the message
    // is committed before the job can see it), so a lost answer is no failure; what was stored and
    // sent is checked after the restart.
    const sent = await api.call('POST', `/messages/${ticketId}`, { body: 'resposta antes da queda' }).catch(() => null);
    if (sent) expect(sent.status).toBe(201);
    await died(server);

    server = await start();
    api = client(server);
    await api.login();
    await waitFor(
      async () => {
        const page = (await api.call('GET', `/messages/${ticketId}`)).json as { messages: { body: string; sendStatus: string }[] };
        return page.messages.some((m) => m.body === 'resposta antes da queda' && m.sendStatus === 'sent');
      },
      { timeoutMs: 30_000, what: 'the send confirmed after restart' },
    );
    const outbox = (await api.call<{ messages: { body: string }[] }>('GET', `/simulator/${whatsappId}/outbox`)).json;
    expect(outbox.messages.filter((m) => m.body === 'resposta antes da queda')).toHaveLength(1);
    const history = (await api.call<{ messages: { body: string }[] }>('GET', `/messages/${ticketId}`)).json;
    expect(history.messages.filter((m) => m.body === 'resposta antes da queda')).toHaveLength(1);
    expect(Number((await api.call('GET', '/tickets?status=open')).json.count)).toBe(1);
  });
});
