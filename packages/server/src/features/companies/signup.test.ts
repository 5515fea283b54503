import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companyPlanSchema, SETTING_KEYS, signupResponseSchema } from '@prosa/contract';
import { companies, invoices, settings, users } from '../../db/schema/index.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { createCompany, createPlan, createUser, setSetting, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signup = (payload: object) => server.app.inject({ method: 'POST', url: '/companies/cadastro', payload });

async function validPayload() {
  const plan = await createPlan(server.db);
  return { name: unique('Acme'), email: `${unique('owner')}@example.com`, phone: '(11) 98765-4321', password: 'secret1', planId: plan.id, recurrence: 'ANUAL', dueDate: '2099-01-01', status: false, campaignsEnabled: true };
}

// Every signup test lives in this file: the userCreation switch is global, so they must not race.
describe('POST /companies/cadastro', () => {
  notApplicable('POST /companies/cadastro', '401', 'public route');
  notApplicable('POST /companies/cadastro', '404', 'no id in the path (an unknown plan is tested below)');

  it(routeCase('POST /companies/cadastro', 'success', 'creates the company, its admin and every setting; the server decides due date, recurrence and status'), async () => {
    const payload = await validPayload();
    const response = await signup(payload);
    expect(response.statusCode).toBe(200);
    const company = signupResponseSchema.parse(response.json());
    expect(company).toMatchObject({ name: payload.name, email: payload.email, phone: '11987654321', status: true, recurrence: 'MENSAL', planId: payload.planId });
    expect(company.dueDate).toBe(addDays(dateInZone(server.clock.now(), 'America/Sao_Paulo'), 3));
    const [admin] = await server.db.select().from(users).where(eq(users.companyId, company.id));
    expect(admin).toMatchObject({ email: payload.email, profile: 'admin', super: false });
    const keys = (await server.db.select().from(settings).where(eq(settings.companyId, company.id))).map((s) => s.key);
    expect(keys.sort()).toEqual([...SETTING_KEYS].sort());
    const session = await loginAs(server, payload.email, payload.password);
    expect(session.token).toBeTruthy();
    // The trial ends within the invoice window: the scan the signup booked makes its first invoice.
    await server.runJobs();
    const bills = await server.db.select().from(invoices).where(eq(invoices.companyId, company.id));
    expect(bills).toMatchObject([{ dueDate: company.dueDate, value: 99.9, status: 'open' }]);
  });

  it(routeCase('POST /companies/cadastro', '400', 'field rules of seed 000 §5 with their texts'), async () => {
    const response = await signup({ name: 'A', email: 'bad', password: '123', planId: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { name: 'Too Short!', email: 'Invalid email', password: 'Too Short!' } });
    expect(response.json().issues.planId).toBeTruthy();
  });

  it('an e-mail already in use, in any company, is refused and creates nothing', async () => {
    const existing = await createCompany(server.db);
    const user = await createUser(server.db, existing.id);
    const payload = { ...(await validPayload()), email: user.email.toUpperCase() };
    const response = await signup(payload);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    expect(await server.db.select().from(companies).where(eq(companies.name, payload.name))).toHaveLength(0);
  });

  it('an unknown plan answers ERR_NO_PLAN_FOUND', async () => {
    const response = await signup({ ...(await validPayload()), planId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_PLAN_FOUND');
  });

  it(routeCase('POST /companies/cadastro', '403', 'userCreation disabled on the super user’s company closes signup'), async () => {
    const superCompany = await createCompany(server.db);
    await createUser(server.db, superCompany.id, { super: true });
    await setSetting(server.db, superCompany.id, 'userCreation', 'disabled');
    try {
      const response = await signup(await validPayload());
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('ERR_USER_CREATION_DISABLED');
      const publicSettings = await server.app.inject({ method: 'GET', url: '/public-settings' });
      expect(publicSettings.json()).toEqual({ userCreation: 'disabled' });
    } finally {
      await setSetting(server.db, superCompany.id, 'userCreation', 'enabled');
    }
    expect((await signup(await validPayload())).statusCode).toBe(200);
  });
});

describe('GET /public-settings', () => {
  notApplicable('GET /public-settings', '401', 'public route');
  notApplicable('GET /public-settings', '400', 'takes no input');
  notApplicable('GET /public-settings', '403', 'public route');
  notApplicable('GET /public-settings', '404', 'no id in the path');
  it(routeCase('GET /public-settings', 'success'), async () => {
    const response = await server.app.inject({ method: 'GET', url: '/public-settings' });
    expect(response.statusCode).toBe(200);
    expect(['enabled', 'disabled']).toContain(response.json().userCreation);
  });
});

describe('GET /companies/listPlan/{companyId}', () => {
  notApplicable('GET /companies/listPlan/{companyId}', '403', 'any signed-in user may read their own company’s plan');

  it(routeCase('GET /companies/listPlan/{companyId}', 'success', 'the own company with its plan flags'), async () => {
    const plan = await createPlan(server.db, { useKanban: false });
    const company = await createCompany(server.db, { planId: plan.id });
    const user = await createUser(server.db, company.id, { profile: 'user' });
    const session = await loginAs(server, user.email);
    const response = await server.app.inject({ method: 'GET', url: `/companies/listPlan/${company.id}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(companyPlanSchema.parse(response.json())).toMatchObject({ id: company.id, planId: plan.id, plan: { useKanban: false, useCampaigns: true } });
  });

  it(routeCase('GET /companies/listPlan/{companyId}', '404', 'another company'), async () => {
    const mine = await createCompany(server.db);
    const other = await createCompany(server.db);
    const user = await createUser(server.db, mine.id);
    const session = await loginAs(server, user.email);
    const response = await server.app.inject({ method: 'GET', url: `/companies/listPlan/${other.id}`, headers: session.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_COMPANY_FOUND');
  });

  it(routeCase('GET /companies/listPlan/{companyId}', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/companies/listPlan/1' })).statusCode).toBe(401);
  });

  it(routeCase('GET /companies/listPlan/{companyId}', '400', 'a non-numeric id'), async () => {
    const company = await createCompany(server.db);
    const user = await createUser(server.db, company.id);
    const session = await loginAs(server, user.email);
    const response = await server.app.inject({ method: 'GET', url: '/companies/listPlan/abc', headers: session.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_VALIDATION');
  });
});

describe('settings rows', () => {
  it('every signup stores the campaignsEnabled choice', async () => {
    const payload = { ...(await validPayload()), campaignsEnabled: false };
    const company = (await signup(payload)).json();
    const [row] = await server.db.select().from(settings).where(and(eq(settings.companyId, company.id), eq(settings.key, 'campaignsEnabled')));
    expect(row?.value).toBe('false');
  });
});
