import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from './client';
import type * as SessionModule from './session';

/** The client runs against a fake fetch and an in-memory localStorage (no DOM in this suite). */
const store = new Map<string, string>();
const fakeWindow = {
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  },
  addEventListener: () => undefined,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; method: string; auth: string | null; accept: string | null; credentials?: string }[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Imported only after the globals exist: session.ts touches `window` when it loads.
let client: typeof ClientModule;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      auth: headers.get('Authorization'),
      accept: headers.get('Accept'),
      credentials: init.credentials,
    });
    return handler(url, init);
  });
  client = await import('./client');
  session = await import('./session');
});

beforeEach(() => {
  store.clear();
  calls.length = 0;
  store.set('token', 'old');
  store.set('companyId', '1');
  store.set('userId', '7');
});

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends JSON accept, the bearer token and cookies', async () => {
    handler = () => json(200, { version: '4.8.2' });
    await expect(client.api.get('/version')).resolves.toEqual({ version: '4.8.2' });
    expect(calls[0]).toMatchObject({ url: '/version', auth: 'Bearer old', accept: 'application/json', credentials: 'include' });
  });

  it('a 401 clears token, companyId and userId and fails the call', async () => {
    handler = () => json(401, { error: 'ERR_UNAUTHORIZED', message: 'no' });
    await expect(client.api.get('/tickets')).rejects.toMatchObject({ status: 401, code: 'ERR_UNAUTHORIZED' });
    expect([store.get('token'), store.get('companyId'), store.get('userId')]).toEqual([undefined, undefined, undefined]);
  });

  it('a 403 refreshes once and retries once with the new token', async () => {
    handler = (url, init) => {
      if (url === '/auth/refresh_token') return json(200, { token: 'new' });
      return new Headers(init.headers).get('Authorization') === 'Bearer new'
        ? json(200, { ok: true })
        : json(403, { error: 'ERR_SESSION_EXPIRED', message: 'expired' });
    };
    await expect(client.api.get('/tickets')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.auth}`)).toEqual([
      'GET /tickets Bearer old',
      'POST /auth/refresh_token null',
      'GET /tickets Bearer new',
    ]);
    expect(store.get('token')).toBe('new');
  });

  it('concurrent 403s share one refresh', async () => {
    handler = async (url, init) => {
      if (url === '/auth/refresh_token') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { token: 'new' });
      }
      return new Headers(init.headers).get('Authorization') === 'Bearer new' ? json(200, url) : json(403, {});
    };
    const answers = await Promise.all(['/a', '/b', '/c'].map((path) => client.api.get(path)));
    expect(answers).toEqual(['/a', '/b', '/c']);
    expect(calls.filter((call) => call.url === '/auth/refresh_token')).toHaveLength(1);
  });

  it('a failed refresh ends the session and does not retry', async () => {
    const ended = vi.fn();
    const stop = session.subscribeSession(ended);
    handler = (url) => (url === '/auth/refresh_token' ? json(401, {}) : json(403, { error: 'ERR_SESSION_EXPIRED' }));
    await expect(client.api.get('/tickets')).rejects.toMatchObject({ status: 403 });
    stop();
    expect(store.get('token')).toBeUndefined();
    expect(ended).toHaveBeenCalledWith({ type: 'ended', reason: 'lost' });
    expect(calls.filter((call) => call.url === '/tickets')).toHaveLength(1);
  });

  it('a second 403 after the retry is final (no loop)', async () => {
    handler = (url) => (url === '/auth/refresh_token' ? json(200, { token: 'new' }) : json(403, {}));
    await expect(client.api.get('/tickets')).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(3);
  });

  it('a refusal of the action is not mistaken for an expired session', async () => {
    handler = () => json(403, { error: 'ERR_NO_PERMISSION', message: 'no' });
    await expect(client.api.delete('/tickets/1')).rejects.toMatchObject({ code: 'ERR_NO_PERMISSION' });
    expect(calls).toHaveLength(1);
    expect(store.get('token')).toBe('old');
  });

  it('public calls carry no token and no session rules', async () => {
    handler = () => json(401, { error: 'ERR_INVALID_CREDENTIALS', message: 'bad' });
    await expect(client.api.post('/auth/login', { email: 'a@b.c', password: 'x' }, { anonymous: true })).rejects.toMatchObject({
      code: 'ERR_INVALID_CREDENTIALS',
    });
    expect(calls[0]?.auth).toBeNull();
    expect(store.get('token')).toBe('old');
  });
});
