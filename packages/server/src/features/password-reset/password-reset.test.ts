import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { codeIn, startSmtpInbox } from '../../test/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const NEW_PASSWORD = 'NovaSenha123';
const forget = (email: string) => server.app.inject({ method: 'POST', url: `/forgetpassword/${encodeURIComponent(email)}` });
const reset = (email: string, code: string, password: string, body?: object) =>
  server.app.inject({ method: 'POST', url: `/resetpasswords/${encodeURIComponent(email)}/${code}/${encodeURIComponent(password)}`, ...(body ? { payload: body } : {}) });

async function userWithCode() {
  const company = await createCompany(server.db);
  const user = await createUser(server.db, company.id);
  expect((await forget(user.email)).statusCode).toBe(200);
  const mail = inbox.mails.findLast((m) => m.to.includes(user.email));
  return { user, code: codeIn(mail!) };
}

describe('POST /forgetpassword/{email}', () => {
  notApplicable('POST /forgetpassword/{email}', '401', 'public route');
  notApplicable('POST /forgetpassword/{email}', '403', 'public route');

  it(routeCase('POST /forgetpassword/{email}', 'success', 'mails a code through SMTP'), async () => {
    const { user, code } = await userWithCode();
    expect(code).toMatch(/^\d{8}$/);
    expect(inbox.mails.some((m) => m.to.includes(user.email))).toBe(true);
  });

  it(routeCase('POST /forgetpassword/{email}', '404', 'an unknown e-mail'), async () => {
    const response = await forget('nobody-here@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_EMAIL_NOT_FOUND', message: 'Email não encontrado' });
  });

  it(routeCase('POST /forgetpassword/{email}', '400', 'an e-mail too short to be one'), async () => {
    expect((await forget('a')).statusCode).toBe(400);
  });
});

describe('POST /resetpasswords/{email}/{token}/{password}', () => {
  const route = 'POST /resetpasswords/{email}/{token}/{password}';
  notApplicable(route, '401', 'public route');
  notApplicable(route, '403', 'public route');
  notApplicable(route, '404', 'an unknown e-mail answers ERR_INVALID_RESET_CODE so e-mails cannot be probed');

  it(routeCase(route, 'success', 'sets the password, works once, and ends every session'), async () => {
    const { user, code } = await userWithCode();
    const before = await loginAs(server, user.email);
    const response = await reset(user.email, code, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/auth/me', headers: before.headers })).statusCode).toBe(401);
    await expect(loginAs(server, user.email, TEST_PASSWORD)).rejects.toThrow();
    expect((await loginAs(server, user.email, NEW_PASSWORD)).token).toBeTruthy();
    expect((await reset(user.email, code, 'Outra12345')).json().error).toBe('ERR_INVALID_RESET_CODE');
  });

  notApplicable('POST /resetpasswords/{email}/{token}', '401', 'public route');
  notApplicable('POST /resetpasswords/{email}/{token}', '403', 'public route');
  notApplicable('POST /resetpasswords/{email}/{token}', '404', 'as the path variant');
  notApplicable('POST /resetpasswords/{email}/{token}', '400', 'same validation as the path variant, whose 400 case is tested above');
  it(routeCase('POST /resetpasswords/{email}/{token}', 'success', 'the password may come in the body instead of the path'), async () => {
    const { user, code } = await userWithCode();
    const response = await server.app.inject({ method: 'POST', url: `/resetpasswords/${encodeURIComponent(user.email)}/${code}`, payload: { password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect((await loginAs(server, user.email, NEW_PASSWORD)).token).toBeTruthy();
  });

  it(routeCase(route, '400', 'a password outside seed 001 §5’s rule'), async () => {
    const { user, code } = await userWithCode();
    const response = await reset(user.email, code, 'fraca');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'ERR_WEAK_PASSWORD',
      message: 'Sua senha precisa ter no mínimo 8 caracteres, sendo uma letra maiúscula, uma minúscula e um número.',
    });
  });

  it('a code expires after 30 minutes', async () => {
    const { user, code } = await userWithCode();
    server.clock.advance(31 * 60 * 1000);
    try {
      expect((await reset(user.email, code, NEW_PASSWORD)).json().error).toBe('ERR_INVALID_RESET_CODE');
    } finally {
      server.clock.advance(-31 * 60 * 1000);
    }
  });

  it('five wrong tries burn the code', async () => {
    const { user, code } = await userWithCode();
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await reset(user.email, wrong, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(user.email, code, NEW_PASSWORD)).json().error).toBe('ERR_INVALID_RESET_CODE');
  });

  it('asking for a new code burns the earlier one', async () => {
    const { user, code: first } = await userWithCode();
    expect((await forget(user.email)).statusCode).toBe(200);
    expect((await reset(user.email, first, NEW_PASSWORD)).statusCode).toBe(400);
  });
});
