import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { waitFor } from '../test/wait-for.js';

const ADMIN = { email: 'guard@prosa.local', password: 'guard-test-1' };
const dataDir = mkdtempSync(join(tmpdir(), 'prosa-guard-'));
let server: ServerProcess | undefined;
let socket: Socket | undefined;

afterAll(async () => {
  socket?.disconnect();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A real server process whose socket handler throws, and leaves a stray rejection and a stray
 * exception behind (the `PROSA_FAULT=socket-handler` switch): it logs each and keeps serving.
 */
describe('the last-resort guard', () => {
  it('keeps the process serving HTTP and sockets after a socket handler fails in every way', async () => {
    // The embedded database even in the PostgreSQL run: the guard does not depend on the engine.
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PROSA_FAULT: 'socket-handler', LOG_LEVEL: 'error' });
    const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await login.json()) as { token: string };
    socket = connect(server.url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket!.once('ready', () => resolve());
      socket!.once('connect_error', reject);
    });

    socket.emit('joinTickets', 'open');
    const output = () => server!.output();
    await waitFor(() => output().includes('socket event handler failed') && output().includes('"kind":"unhandledRejection"') && output().includes('"kind":"uncaughtException"'), { what: 'the three failures logged', timeoutMs: 10_000 });

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/version`)).status).toBe(200);
    expect(socket.connected).toBe(true);
    expect(output()).toContain('"event":"joinTickets"');
  }, 90_000);
});
