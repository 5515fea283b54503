import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { openTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * A schedule due while no Prosa process ran is sent once when one starts again: a real process is
 * stopped before the schedule's time and started after it. PGlite (a data directory) by default, a
 * database of its own in the PostgreSQL run.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ADMIN = { email: 'schedule-restart@prosa.local', password: 'restart-test-1' };
let dataDir: string;
let database: Database | undefined;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prosa-schedule-restart-'));
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIMULATOR_ENABLED: 'true', PROSA_FAULT: '' };
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

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(env);
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

describe('schedules across a restart', () => {
  it('a schedule due while the server was stopped is sent once after the restart', { timeout: 180_000 }, async () => {
    let server = await start();
    let call = await signedIn(server);
    const whatsappId = (await call('POST', '/whatsapp', { name: 'Agenda', provider: 'simulator' })).json.id as number;
    await waitFor(async () => (await call('GET', `/whatsapp/${whatsappId}`)).json.status === 'qrcode', { timeoutMs: 20_000, what: 'qrcode' });
    expect((await call('POST', `/simulator/${whatsappId}/scan`, { number: '5511900002222' })).json.status).toBe('CONNECTED');
    const contact = await call<{ id: number }>('POST', '/contacts', { name: 'Cliente Agendado', number: '5511966667777' });
    expect(contact.status).toBe(200);
    const sendAt = new Date(Date.now() + 3_000);
    const created = await call<{ id: number }>('POST', '/schedules', { body: 'Mensagem agendada antes da parada', contactId: contact.json.id, sendAt: sendAt.toISOString() });
    expect(created.status).toBe(200);
    await server.stop();

    // The schedule falls due while nothing runs.
    await waitFor(async () => Date.now() > sendAt.getTime() + 1_000, { timeoutMs: 10_000, what: 'the schedule to fall due' });
    server = await start();
    call = await signedIn(server);
    const schedule = await waitFor(
      async () => {
        const row = (await call<{ status: string; sentAt: string | null; ticketId: number | null }>('GET', `/schedules/${created.json.id}`)).json;
        return row.status === 'ENVIADA' ? row : undefined;
      },
      { timeoutMs: 30_000, what: 'the schedule sent after the restart' },
    );
    expect(new Date(schedule.sentAt!).getTime()).toBeGreaterThan(sendAt.getTime());
    await waitFor(async () => (await call<{ messages: { body: string }[] }>('GET', `/simulator/${whatsappId}/outbox`)).json.messages.some((m) => m.body === 'Mensagem agendada antes da parada'), {
      timeoutMs: 30_000,
      what: 'the message in the outbox',
    });

    // Once: another restart sends nothing more.
    await server.stop();
    server = await start();
    call = await signedIn(server);
    await waitFor(async () => (await call('GET', `/whatsapp/${whatsappId}`)).json.status === 'CONNECTED', { timeoutMs: 20_000, what: 'connected again' });
    const outbox = (await call<{ messages: { body: string }[] }>('GET', `/simulator/${whatsappId}/outbox`)).json.messages;
    expect(outbox.filter((m) => m.body === 'Mensagem agendada antes da parada')).toHaveLength(1);
    const history = (await call<{ messages: { body: string; isAutomatic: boolean }[] }>('GET', `/messages/${schedule.ticketId}`)).json.messages;
    expect(history.filter((m) => m.body === 'Mensagem agendada antes da parada')).toEqual([expect.objectContaining({ isAutomatic: true })]);
  });
});
