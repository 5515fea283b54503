import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ConfigError, parseEnv } from '../config/env.js';
import { createCompany, createUser, TEST_PASSWORD } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const APP = 'https://app.example.com';
const LOCAL_APP = 'http://127.0.0.1:5555';
const STRANGER = 'https://evil.example';

let listed: TestServer;
let sameOriginOnly: TestServer;
const opened: Socket[] = [];
beforeAll(async () => {
  [listed, sameOriginOnly] = await Promise.all([startTestServer({ listen: true, env: { CORS_ORIGINS: `${APP}/, ${LOCAL_APP}` } }), startTestServer({ listen: true })]);
});
afterAll(async () => {
  opened.forEach((socket) => socket.disconnect());
  await Promise.all([listed?.close(), sameOriginOnly?.close()]);
});

async function userOf(server: TestServer) {
  const company = await createCompany(server.db);
  return createUser(server.db, company.id, { profile: 'admin' });
}

const preflight = (server: TestServer, origin: string, url = '/auth/login') =>
  server.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });

const loginFrom = (server: TestServer, origin: string, email: string) => server.app.inject({ method: 'POST', url: '/auth/login', headers: { origin }, payload: { email, password: TEST_PASSWORD } });

const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '');

describe('CORS_ORIGINS', () => {
  it('is read as a list of origins; anything else stops the boot naming the variable', () => {
    expect(parseEnv({ CORS_ORIGINS: `${APP}/, ${LOCAL_APP},${APP}` }).CORS_ORIGINS).toEqual([APP, LOCAL_APP]);
    expect(parseEnv({}).CORS_ORIGINS).toEqual([]);
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/path', 'ftp://app.example.com']) {
      expect(() => parseEnv({ CORS_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => parseEnv({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS must be origins/);
    }
  });

  it('a listed origin’s preflight is answered before authentication, with credentials allowed', async () => {
    for (const url of ['/auth/login', '/tickets/1', '/settings']) {
      const response = await preflight(listed, APP, url);
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({ 'access-control-allow-origin': APP, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': 'content-type,authorization' });
      expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
    }
  });

  it('another origin’s preflight gets no CORS headers, so the browser refuses the call', async () => {
    for (const [server, origin] of [[listed, STRANGER], [sameOriginOnly, APP]] as const) {
      const response = await preflight(server, origin);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('an https listed origin logs in and refreshes with a SameSite=None; Secure cookie', async () => {
    const user = await userOf(listed);
    const login = await loginFrom(listed, APP, user.email);
    expect(login.statusCode).toBe(200);
    expect(login.headers).toMatchObject({ 'access-control-allow-origin': APP, 'access-control-allow-credentials': 'true' });
    expect(cookieOf(login)).toMatch(/^jrt=[^;]+;/);
    expect(cookieOf(login)).toContain('SameSite=None');
    expect(cookieOf(login)).toContain('Secure');
    expect(cookieOf(login)).toContain('HttpOnly');

    const refreshed = await listed.app.inject({ method: 'POST', url: '/auth/refresh_token', headers: { origin: APP, cookie: cookieOf(login).split(';')[0]! } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ token: expect.any(String), user: { id: user.id } });
    expect(refreshed.headers['access-control-allow-origin']).toBe(APP);
    expect(cookieOf(refreshed)).toContain('SameSite=None');

    // A refused refresh clears the cookie with the same attributes, or the browser would keep it.
    const replayed = await listed.app.inject({ method: 'POST', url: '/auth/refresh_token', headers: { origin: APP, cookie: cookieOf(login).split(';')[0]! } });
    expect(replayed.statusCode).toBe(401);
    expect(cookieOf(replayed)).toMatch(/^jrt=;.*SameSite=None/);
  });

  it('error answers carry the CORS headers too, so the client can read 401 and validation errors', async () => {
    const noSession = await listed.app.inject({ method: 'GET', url: '/auth/me', headers: { origin: APP } });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.headers['access-control-allow-origin']).toBe(APP);
    const invalid = await listed.app.inject({ method: 'POST', url: '/auth/login', headers: { origin: APP }, payload: { email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(APP);
    expect(invalid.json().error).toBe('ERR_VALIDATION');
  });

  it('an http listed origin and the server’s own pages keep a SameSite=Lax cookie', async () => {
    const user = await userOf(listed);
    const fromHttp = await loginFrom(listed, LOCAL_APP, user.email);
    expect(fromHttp.headers['access-control-allow-origin']).toBe(LOCAL_APP);
    expect(cookieOf(fromHttp)).toContain('SameSite=Lax');
    expect(cookieOf(fromHttp)).not.toContain('Secure');
    const own = await listed.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(cookieOf(own)).toContain('SameSite=Lax');
  });

  it('a call from an origin not listed gets no CORS headers and no cross-site cookie', async () => {
    const user = await userOf(listed);
    const response = await loginFrom(listed, STRANGER, user.email);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(cookieOf(response)).toContain('SameSite=Lax');
  });
});

describe('the socket’s origin check', () => {
  async function handshake(server: TestServer, origin?: string): Promise<'ready' | string> {
    const user = await userOf(server);
    const login = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const socket = connect(server.url!, { transports: ['websocket'], auth: { token: login.json().token }, reconnection: false, forceNew: true, ...(origin ? { extraHeaders: { origin } } : {}) });
    opened.push(socket);
    return new Promise((resolve) => {
      socket.once('ready', () => resolve('ready'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  it('admits listed origins, the server’s own pages and clients that are not browsers', async () => {
    expect(await handshake(listed, APP)).toBe('ready');
    expect(await handshake(listed, listed.url)).toBe('ready');
    expect(await handshake(sameOriginOnly, sameOriginOnly.url)).toBe('ready');
    expect(await handshake(sameOriginOnly)).toBe('ready');
  });

  it('refuses pages of other origins, and every other origin when CORS_ORIGINS is unset', async () => {
    expect(await handshake(listed, STRANGER)).not.toBe('ready');
    expect(await handshake(sameOriginOnly, APP)).not.toBe('ready');
  });
});
