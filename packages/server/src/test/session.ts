import type { TestServer } from './test-server.js';
import { TEST_PASSWORD } from './factories.js';

export interface LoggedIn {
  token: string;
  cookie: string;
  headers: { authorization: string };
}

/** Logs in through the real endpoint, as a client would. */
export async function loginAs(server: TestServer, email: string, password = TEST_PASSWORD): Promise<LoggedIn> {
  const response = await server.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
  return { token, cookie, headers: { authorization: `Bearer ${token}` } };
}
