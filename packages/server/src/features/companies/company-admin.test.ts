import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companyCreatedSchema, companyListItemSchema, companyPageSchema, companySchema } from '@prosa/contract';
import { companies } from '../../db/schema/index.js';
import { createCompany, createPlan, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { loginAs } from '../../test/session.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { superAdminCast } from './super-admin-cast.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_SUPER = 'a company admin who is not the super user';

describe('GET /companies', () => {
  it(routeCase('GET /companies', 'success', '20 a page by name, searching name and e-mail, each with its plan named'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const word = unique('loja');
    const plan = await createPlan(server.db);
    for (let i = 0; i < 21; i++) await createCompany(server.db, { name: `${word} ${String(i).padStart(2, '0')}`, planId: plan.id });
    const first = companyPageSchema.parse((await api('GET', `/companies?searchParam=${word.toUpperCase()}`, superUser.headers)).json());
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.companies).toHaveLength(20);
    expect(first.companies[0]).toMatchObject({ name: `${word} 00`, plan: { id: plan.id, name: plan.name }, campaignsEnabled: true });
    const second = companyPageSchema.parse((await api('GET', `/companies?searchParam=${word}&pageNumber=2`, superUser.headers)).json());
    expect(second).toMatchObject({ count: 21, hasMore: false });
    expect(second.companies.map((c) => c.name)).toEqual([`${word} 20`]);
  });
  it(routeCase('GET /companies', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('GET', '/companies?pageNumber=0', superUser.headers)).statusCode).toBe(400);
  });
  it(routeCase('GET /companies', '403', NOT_SUPER), async () => {
    const { admin, api } = await superAdminCast(server);
    expect((await api('GET', '/companies', admin.headers)).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('GET /companies', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/companies' })).statusCode).toBe(401);
  });
  notApplicable('GET /companies', '404', 'a list names no record');
});

describe('GET /companies/list', () => {
  it(routeCase('GET /companies/list', 'success', 'a bare array of every company'), async () => {
    const { superUser, tenant, platform, api } = await superAdminCast(server);
    const list = z.array(companyListItemSchema).parse((await api('GET', '/companies/list', superUser.headers)).json());
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining([tenant.id, platform.id]));
  });
  it(routeCase('GET /companies/list', '403', NOT_SUPER), async () => {
    const { admin, api } = await superAdminCast(server);
    expect((await api('GET', '/companies/list', admin.headers)).statusCode).toBe(403);
  });
  it(routeCase('GET /companies/list', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/companies/list' })).statusCode).toBe(401);
  });
  notApplicable('GET /companies/list', '400', 'takes no input');
  notApplicable('GET /companies/list', '404', 'a list names no record');
});

describe('POST /companies', () => {
  it(routeCase('POST /companies', 'success', 'the company, its settings and its first admin, with a generated password told once'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    const email = `${unique('nova')}@example.com`;
    const body = { name: 'Nova Loja', email, phone: '(11) 98765-4321', planId: plan.id, status: true, dueDate: '2030-01-31', recurrence: 'TRIMESTRAL', campaignsEnabled: false, billingName: 'Nova Loja Ltda', zipCode: '01001-000', street: 'Praça da Sé', state: 'SP', city: 'São Paulo', district: 'Sé' };
    const response = await api('POST', '/companies', superUser.headers, body);
    expect(response.statusCode, response.body).toBe(200);
    const created = companyCreatedSchema.parse(response.json());
    expect(created).toMatchObject({ ...body, phone: '11987654321', plan: { id: plan.id }, campaignsEnabled: false });
    expect(created.settings.map((s) => s.key)).toEqual(expect.arrayContaining(['userRating', 'timezone', 'campaignsEnabled']));
    expect(created.schedules).toHaveLength(7);
    expect(created.adminPassword).toMatch(/^\S{12}$/);
    const admin = await loginAs(server, email, created.adminPassword);
    expect((await api('GET', `/companies/${created.id}`, admin.headers)).statusCode).toBe(200);
  });
  it('with a password given, no password is answered; no due date reads 2099-12-31 and never expires', async () => {
    const { superUser, api } = await superAdminCast(server);
    const email = `${unique('nova')}@example.com`;
    const response = await api('POST', '/companies', superUser.headers, { name: 'Sem prazo', email, planId: (await createPlan(server.db)).id, password: 'segredo1', dueDate: '' });
    const created = companyCreatedSchema.parse(response.json());
    expect(created.adminPassword).toBeUndefined();
    expect(created).toMatchObject({ dueDate: '2099-12-31', recurrence: 'MENSAL', status: true, campaignsEnabled: true });
    await loginAs(server, email, 'segredo1');
  });
  it(routeCase('POST /companies', '400', 'e-mail and plan required'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    expect((await api('POST', '/companies', superUser.headers, { name: 'x', planId: plan.id })).json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { email: 'Required' } });
    expect((await api('POST', '/companies', superUser.headers, { name: 'x', email: 'a@b.co' })).json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { planId: 'Required' } });
    expect((await api('POST', '/companies', superUser.headers, { name: 'x', email: 'não', planId: plan.id })).json()).toMatchObject({ issues: { email: 'Invalid email' } });
    expect((await api('POST', '/companies', superUser.headers, { name: 'x', email: 'a@b.co', planId: plan.id, recurrence: 'SEMANAL' })).statusCode).toBe(400);
  });
  it('an e-mail in use is 409, an unknown plan 404, and nothing is stored', async () => {
    const { superUser, admin, api } = await superAdminCast(server);
    const taken = await api('POST', '/companies', superUser.headers, { name: 'Dupla', email: admin.email, planId: (await createPlan(server.db)).id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
    const name = unique('semplano');
    expect((await api('POST', '/companies', superUser.headers, { name, email: `${name}@example.com`, planId: 2147483647 })).json()).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
    expect(companyPageSchema.parse((await api('GET', `/companies?searchParam=${name}`, superUser.headers)).json()).count).toBe(0);
  });
  it(routeCase('POST /companies', '403', NOT_SUPER), async () => {
    const { admin, api } = await superAdminCast(server);
    const response = await api('POST', '/companies', admin.headers, { name: 'x', email: `${unique('x')}@example.com`, planId: 1 });
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('POST /companies', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/companies', payload: {} })).statusCode).toBe(401);
  });
  notApplicable('POST /companies', '404', 'creating names no record (an unknown plan is covered above)');
});

describe('PUT /companies/{id}', () => {
  it(routeCase('PUT /companies/{id}', 'success', 'fields change; campaignsEnabled is the company setting; a due date that is no date is stored as none'), async () => {
    const { superUser, tenant, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    const response = await api('PUT', `/companies/${tenant.id}`, superUser.headers, { name: 'Renomeada', planId: plan.id, recurrence: 'ANUAL', campaignsEnabled: 'false', city: 'Recife', dueDate: 'amanhã' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = companySchema.parse(response.json());
    expect(updated).toMatchObject({ name: 'Renomeada', planId: plan.id, plan: { id: plan.id }, recurrence: 'ANUAL', campaignsEnabled: false, city: 'Recife', dueDate: '2099-12-31' });
    expect(updated.settings).toContainEqual({ key: 'campaignsEnabled', value: 'false' });
    const [stored] = await server.db.select({ dueDate: companies.dueDate }).from(companies).where(eq(companies.id, tenant.id));
    expect(stored?.dueDate).toBeNull();
    expect((await api('PUT', `/companies/${tenant.id}`, superUser.headers, { dueDate: '2031-02-28' })).json()).toMatchObject({ dueDate: '2031-02-28', name: 'Renomeada' });
  });
  it('deactivating or moving the due date into the past refuses the company’s open sessions on their next request', async () => {
    const { superUser, tenant, admin, api } = await superAdminCast(server);
    expect((await api('GET', '/settings', admin.headers)).statusCode).toBe(200);
    await api('PUT', `/companies/${tenant.id}`, superUser.headers, { status: false });
    expect((await api('GET', '/settings', admin.headers)).json()).toMatchObject({ error: 'ERR_COMPANY_INACTIVE' });
    const yesterday = addDays(dateInZone(server.clock.now(), 'America/Sao_Paulo'), -1);
    await api('PUT', `/companies/${tenant.id}`, superUser.headers, { status: true, dueDate: yesterday });
    const overdue = await api('GET', '/settings', admin.headers);
    expect(overdue.statusCode).toBe(402);
    expect(overdue.json()).toMatchObject({ error: 'ERR_SUBSCRIPTION_EXPIRED' });
    await api('PUT', `/companies/${tenant.id}`, superUser.headers, { dueDate: addDays(yesterday, 40) });
    expect((await api('GET', '/settings', admin.headers)).statusCode).toBe(200);
  });
  it('the super user’s own company cannot be deactivated (409)', async () => {
    const { superUser, platform, api } = await superAdminCast(server);
    const response = await api('PUT', `/companies/${platform.id}`, superUser.headers, { status: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_CANNOT_DELETE_OWN_COMPANY' });
    expect((await api('GET', `/companies/${platform.id}`, superUser.headers)).json()).toMatchObject({ status: true });
  });
  it(routeCase('PUT /companies/{id}', '404', 'an unknown company or plan'), async () => {
    const { superUser, tenant, api } = await superAdminCast(server);
    expect((await api('PUT', '/companies/2147483647', superUser.headers, { name: 'x' })).json()).toMatchObject({ error: 'ERR_NO_COMPANY_FOUND' });
    expect((await api('PUT', `/companies/${tenant.id}`, superUser.headers, { planId: 2147483647 })).json()).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
  });
  it(routeCase('PUT /companies/{id}', '400'), async () => {
    const { superUser, tenant, api } = await superAdminCast(server);
    expect((await api('PUT', `/companies/${tenant.id}`, superUser.headers, { email: 'x' })).statusCode).toBe(400);
    expect((await api('PUT', `/companies/${tenant.id}`, superUser.headers, { status: 'talvez' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /companies/{id}', '403', 'a company admin, even of that company'), async () => {
    const { admin, tenant, api } = await superAdminCast(server);
    expect((await api('PUT', `/companies/${tenant.id}`, admin.headers, { dueDate: '2099-01-01' })).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('PUT /companies/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/companies/1', payload: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /companies/{id}', () => {
  it(routeCase('DELETE /companies/{id}', 'success', 'everything it owns goes: users signed out, e-mails free, media removed'), async () => {
    const { superUser, tenant, admin, api } = await superAdminCast(server);
    const file = await server.ctx.media.save(tenant.id, Buffer.from('x'), 'logo.png');
    expect(existsSync(server.ctx.media.resolve(file.path))).toBe(true);
    expect((await api('DELETE', `/companies/${tenant.id}`, superUser.headers)).statusCode).toBe(200);
    expect((await api('GET', `/companies/${tenant.id}`, superUser.headers)).statusCode).toBe(404);
    expect((await api('GET', '/settings', admin.headers)).statusCode).toBe(401);
    expect(existsSync(server.ctx.media.resolve(file.path))).toBe(false);
    const again = await api('POST', '/companies', superUser.headers, { name: 'De volta', email: admin.email, planId: tenant.planId });
    expect(again.statusCode).toBe(200);
  });
  it('the super user’s own company cannot be deleted (409)', async () => {
    const { superUser, platform, api } = await superAdminCast(server);
    const response = await api('DELETE', `/companies/${platform.id}`, superUser.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_CANNOT_DELETE_OWN_COMPANY' });
    expect((await api('GET', `/companies/${platform.id}`, superUser.headers)).statusCode).toBe(200);
  });
  it(routeCase('DELETE /companies/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/companies/2147483647', superUser.headers)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /companies/{id}', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/companies/x', superUser.headers)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /companies/{id}', '403', 'a company admin, even of that company'), async () => {
    const { admin, tenant, superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', `/companies/${tenant.id}`, admin.headers)).statusCode).toBe(403);
    expect((await api('GET', `/companies/${tenant.id}`, superUser.headers)).statusCode).toBe(200);
  });
  it(routeCase('DELETE /companies/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/companies/1' })).statusCode).toBe(401);
  });
});
