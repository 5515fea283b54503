import { connect as tcpConnect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { companyEvent } from '@prosa/contract';
import { openPostgres, type Database } from '../db/client.js';
import { createCompany, createUser, TEST_PASSWORD } from '../test/factories.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = tcpConnect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const withRedis = onPostgres && (await redisReachable());
const processes: ServerProcess[] = [];
let database: Database | undefined;
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await database?.close();
});

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Two real server processes on one PostgreSQL: a socket on process B hears an event that process A
 * emits (a login of the same user on A emits the `auth` event), through each adapter.
 */
async function crossProcessDelivery(extraEnv: Record<string, string>): Promise<void> {
  database ??= await openPostgres(process.env.DATABASE_URL!, 2);
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id);
  const env = { DATABASE_URL: process.env.DATABASE_URL!, ...extraEnv };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  processes.push(a!, b!);
  const socket: Socket = connectSocket(b!.url, { transports: ['websocket'], auth: { token: await login(b!.url, user.email) }, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard = new Promise<unknown>((resolve) => socket.on(companyEvent(company.id, 'auth'), resolve));
    await login(a!.url, user.email);
    const payload = await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000))]);
    expect(payload).toEqual({ action: 'update', user: { id: user.id, email: user.email, companyId: company.id }, sessionId: expect.any(String) });
  } finally {
    socket.disconnect();
    await Promise.all([a!.stop(), b!.stop()]);
  }
}

describe.skipIf(!onPostgres)('events across server processes', () => {
  it('reach the other process through the PostgreSQL adapter', { timeout: 120_000 }, async () => {
    await crossProcessDelivery({});
  });

  it.skipIf(!withRedis)('reach the other process through the Redis adapter', { timeout: 120_000 }, async () => {
    await crossProcessDelivery({ REDIS_URL });
  });
});
