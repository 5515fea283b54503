import { sentSince } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, sessionUserSchema } from '@prosa/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { createCompany, createUser, TEST_PASSWORD, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function companyWithAdmin(overrides: Parameters<typeof createCompany>[1] = {}) {
  const company = await createCompany(server.db, overrides);
  const admin = await createUser(server.db, company.id, { profile: 'admin' });
  return { company, admin };
}

const login = (payload: unknown, ip = '10.0.0.1') => server.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object, remoteAddress: ip });

describe('POST /auth/login', () => {
  notApplicable('POST /auth/login', '401', 'public route: wrong credentials answer 401 ERR_INVALID_CREDENTIALS, tested below');
  notApplicable('POST /auth/login', '403', 'public route without roles');
  notApplicable('POST /auth/login', '404', 'no id in the path');

  it(routeCase('POST /auth/login', 'success', 'returns the token, the user with company settings, and the jrt cookie'), async () => {
    const { company, admin } = await companyWithAdmin();
    const response = await login({ email: admin.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ id: admin.id, companyId: company.id, profile: 'admin' });
    expect(body.user.company.dueDate).toBe(company.dueDate);
    expect(body.user.company.settings.map((s) => s.key)).toContain('userRating');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^jrt=/);
    expect(cookie).toContain('HttpOnly');
  });

  it(routeCase('POST /auth/login', '400', 'a malformed e-mail or missing password is ERR_VALIDATION'), async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { email: 'Invalid email', password: 'Required' } });
  });

  it('malformed JSON is a 400 with a code, never a 500', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });

  it('a wrong password and an unknown e-mail both answer 401 ERR_INVALID_CREDENTIALS', async () => {
    const { admin } = await companyWithAdmin();
    for (const payload of [{ email: admin.email, password: 'wrong-password' }, { email: `${unique()}@example.com`, password: TEST_PASSWORD }]) {
      const response = await login(payload, '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('ERR_INVALID_CREDENTIALS');
    }
  });

  it('after the due date login is refused with the seed text naming the date', async () => {
    const { admin } = await companyWithAdmin({ dueDate: '2020-01-15' });
    const response = await login({ email: admin.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'ERR_SUBSCRIPTION_EXPIRED',
      date: '15/01/2020',
      message: 'Opss! Sua assinatura venceu 15/01/2020. Entre em contato com o Suporte para mais informações!',
    });
  });

  it('an inactive company cannot log in', async () => {
    const { admin } = await companyWithAdmin({ status: false });
    const response = await login({ email: admin.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_COMPANY_INACTIVE');
  });

  it('failed logins are limited per address and e-mail with 429 and Retry-After; other e-mails still log in', async () => {
    const { admin } = await companyWithAdmin();
    const other = await createUser(server.db, admin.companyId);
    const ip = `10.1.${Math.floor(Math.random() * 250)}.7`;
    for (let i = 0; i < 10; i++) expect((await login({ email: admin.email, password: 'nope-nope' }, ip)).statusCode).toBe(401);
    const blocked = await login({ email: admin.email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: other.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    server.clock.advance(16 * 60 * 1000);
    expect((await login({ email: admin.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    server.clock.advance(-16 * 60 * 1000);
  });
});

describe('GET /auth/me', () => {
  notApplicable('GET /auth/me', '400', 'takes no input');
  notApplicable('GET /auth/me', '403', 'every signed-in user may read themselves');
  notApplicable('GET /auth/me', '404', 'no id in the path');

  it(routeCase('GET /auth/me', 'success'), async () => {
    const { admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    const response = await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(sessionUserSchema.parse(response.json())).toMatchObject({ id: admin.id, super: false });
  });

  it(routeCase('GET /auth/me', '401', 'no token, a malformed token or a forged one'), async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer abc.def.ghi', 'Basic x']) {
      const response = await server.app.inject({ method: 'GET', url: '/auth/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('ERR_UNAUTHORIZED');
    }
  });

  it('an expired access token answers 403 ERR_SESSION_EXPIRED', async () => {
    const { admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    // Used once first, so the expiry is also checked for a token already verified (and remembered).
    expect((await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers })).statusCode).toBe(200);
    server.clock.advance(16 * 60 * 1000);
    try {
      const response = await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('ERR_SESSION_EXPIRED');
    } finally {
      server.clock.advance(-16 * 60 * 1000);
    }
  });

  it('the API refuses a session whose company became overdue or inactive', async () => {
    const { company, admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    await server.db.update(companies).set({ dueDate: '2021-03-01' }).where(eq(companies.id, company.id));
    const overdue = await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers });
    expect(overdue.statusCode).toBe(402);
    await server.db.update(companies).set({ dueDate: null, status: false }).where(eq(companies.id, company.id));
    const inactive = await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers });
    expect(inactive.json().error).toBe('ERR_COMPANY_INACTIVE');
  });
});

describe('POST /auth/refresh_token', () => {
  notApplicable('POST /auth/refresh_token', '400', 'takes no body; a missing cookie is the 401 case');
  notApplicable('POST /auth/refresh_token', '403', 'public route without roles');
  notApplicable('POST /auth/refresh_token', '404', 'no id in the path');

  const refresh = (cookie?: string) => server.app.inject({ method: 'POST', url: '/auth/refresh_token', headers: cookie ? { cookie } : {} });

  it(routeCase('POST /auth/refresh_token', 'success', 'rotates the cookie and answers a working token'), async () => {
    const { admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    const response = await refresh(session.cookie);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(String(response.headers['set-cookie'])).not.toContain(session.cookie);
    const me = await server.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it(routeCase('POST /auth/refresh_token', '401', 'no cookie or a garbage cookie'), async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('jrt=garbage')).statusCode).toBe(401);
  });

  it('reusing an already rotated refresh token is refused and ends that session', async () => {
    const { admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    const first = await refresh(session.cookie);
    expect(first.statusCode).toBe(200);
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    const rotatedCookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect((await refresh(rotatedCookie)).statusCode).toBe(401);
  });

  it('a new login revokes the refresh tokens of the other sessions and emits the auth event', async () => {
    const { admin } = await companyWithAdmin();
    const first = await loginAs(server, admin.email);
    const start = server.emitted.length;
    const second = await loginAs(server, admin.email);
    const events = sentSince(server, start, { companyId: admin.companyId, channel: 'auth' });
    expect((await refresh(first.cookie)).statusCode).toBe(401);
    // The event names the new login's session, so the tab holding it can tell it is its own.
    const newSessionId = (JSON.parse(Buffer.from(second.token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    expect(events).toContainEqual({ to: `user-${admin.id}`, payload: { action: 'update', user: { id: admin.id, email: admin.email, companyId: admin.companyId }, sessionId: newSessionId } });
  });
});

describe('DELETE /auth/logout', () => {
  notApplicable('DELETE /auth/logout', '400', 'takes no input');
  notApplicable('DELETE /auth/logout', '403', 'every signed-in user may log out');
  notApplicable('DELETE /auth/logout', '404', 'no id in the path');

  it(routeCase('DELETE /auth/logout', 'success', 'revokes the access and refresh tokens of the session'), async () => {
    const { admin } = await companyWithAdmin();
    const session = await loginAs(server, admin.email);
    const response = await server.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { ...session.headers, cookie: session.cookie } });
    expect(response.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/auth/me', headers: session.headers })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/auth/refresh_token', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  it(routeCase('DELETE /auth/logout', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/auth/logout' })).statusCode).toBe(401);
  });
});
