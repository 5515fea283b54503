import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planAdminSchema, planSchema } from '@prosa/contract';
import { createCompany, createPlan, unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { superAdminCast } from '../companies/super-admin-cast.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_SUPER = 'a company admin who is not the super user';

describe('GET /plans/all with a session', () => {
  it('the super user reads every field, a company admin the public ones', async () => {
    const { superUser, admin, api } = await superAdminCast(server);
    const plan = await createPlan(server.db, { mediaQuotaMb: 77 });
    const asSuper = z.array(planAdminSchema.strict()).parse((await api('GET', '/plans/all', superUser.headers)).json());
    expect(asSuper.find((p) => p.id === plan.id)).toMatchObject({ mediaQuotaMb: 77 });
    const asAdmin = z.array(planSchema.strict()).parse((await api('GET', '/plans/all', admin.headers)).json());
    expect(asAdmin.find((p) => p.id === plan.id)).not.toHaveProperty('mediaQuotaMb');
  });
});

describe('GET /plans/{id}', () => {
  it(routeCase('GET /plans/{id}', 'success', 'every field'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db, { useKanban: false });
    const response = await api('GET', `/plans/${plan.id}`, superUser.headers);
    expect(planAdminSchema.parse(response.json())).toMatchObject({ id: plan.id, name: plan.name, useKanban: false, mediaQuotaMb: 5120 });
  });
  it(routeCase('GET /plans/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const response = await api('GET', '/plans/2147483647', superUser.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
  });
  it(routeCase('GET /plans/{id}', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('GET', '/plans/abc', superUser.headers)).statusCode).toBe(400);
  });
  it(routeCase('GET /plans/{id}', '403', NOT_SUPER), async () => {
    const { admin, tenant, api } = await superAdminCast(server);
    const response = await api('GET', `/plans/${tenant.planId}`, admin.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('GET /plans/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/plans/1' })).statusCode).toBe(401);
  });
});

describe('POST /plans', () => {
  it(routeCase('POST /plans', 'success', 'every flag on and counts 0 unless said; value in reais with two decimals'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const name = unique('Plano');
    const response = await api('POST', '/plans', superUser.headers, { name, value: '49,9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(planAdminSchema.parse(response.json())).toMatchObject({
      name, users: 0, connections: 0, queues: 0, value: 49.9,
      useCampaigns: true, useSchedules: true, useInternalChat: true, useExternalApi: true, useKanban: true, useOpenAi: true, useIntegrations: true,
    });
    const custom = await api('POST', '/plans', superUser.headers, { name: unique('Plano'), users: '5', connections: 2, queues: 3, value: 199.999, useKanban: false, useInternalChat: 'false' });
    expect(custom.json()).toMatchObject({ users: 5, connections: 2, queues: 3, value: 200, useKanban: false, useInternalChat: false, useOpenAi: true });
  });
  it(routeCase('POST /plans', '400', 'name required, counts whole and not negative, value a price'), async () => {
    const { superUser, api } = await superAdminCast(server);
    for (const body of [{ name: ' ' }, { name: 'x', users: -1 }, { name: 'x', queues: 1.5 }, { name: 'x', value: 'dez' }, { name: 'x', value: -1 }, { name: 'x', useKanban: 'talvez' }]) {
      const response = await api('POST', '/plans', superUser.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION' });
    }
  });
  it('a name already taken is 409', async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    const response = await api('POST', '/plans', superUser.headers, { name: plan.name });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_PLAN_NAME_ALREADY_EXISTS' });
  });
  it(routeCase('POST /plans', '403', NOT_SUPER), async () => {
    const { admin, api } = await superAdminCast(server);
    const name = unique('Plano');
    const response = await api('POST', '/plans', admin.headers, { name });
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    const plans = z.array(planSchema).parse((await server.app.inject({ method: 'GET', url: '/plans/list' })).json());
    expect(plans.some((p) => p.name === name)).toBe(false);
  });
  it(routeCase('POST /plans', '401'), async () => {
    expect((await server.app.inject({ method: 'POST', url: '/plans', payload: { name: 'x' } })).statusCode).toBe(401);
  });
  notApplicable('POST /plans', '404', 'creating names no record');
});

describe('PUT /plans/{id}', () => {
  it(routeCase('PUT /plans/{id}', 'success', 'only the fields sent change'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    const response = await api('PUT', `/plans/${plan.id}`, superUser.headers, { users: 3, value: '10.5', useOpenAi: false });
    expect(planAdminSchema.parse(response.json())).toMatchObject({ name: plan.name, users: 3, connections: 10, value: 10.5, useOpenAi: false, useKanban: true });
  });
  it(routeCase('PUT /plans/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('PUT', '/plans/2147483647', superUser.headers, { users: 1 })).json()).toMatchObject({ error: 'ERR_NO_PLAN_FOUND' });
  });
  it(routeCase('PUT /plans/{id}', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    expect((await api('PUT', `/plans/${plan.id}`, superUser.headers, { connections: 'muitas' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /plans/{id}', '403', NOT_SUPER), async () => {
    const { admin, tenant, api } = await superAdminCast(server);
    const response = await api('PUT', `/plans/${tenant.planId}`, admin.headers, { users: 1000 });
    expect(response.json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect((await api('GET', `/companies/listPlan/${tenant.id}`, admin.headers)).json()).toMatchObject({ plan: { users: 10 } });
  });
  it(routeCase('PUT /plans/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'PUT', url: '/plans/1', payload: {} })).statusCode).toBe(401);
  });
});

describe('DELETE /plans/{id}', () => {
  it(routeCase('DELETE /plans/{id}', 'success', 'a plan no company uses'), async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    expect((await api('DELETE', `/plans/${plan.id}`, superUser.headers)).statusCode).toBe(200);
    expect((await api('GET', `/plans/${plan.id}`, superUser.headers)).statusCode).toBe(404);
  });
  it('a plan in use is 409 ERR_PLAN_IN_USE and stays', async () => {
    const { superUser, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    await createCompany(server.db, { planId: plan.id });
    const response = await api('DELETE', `/plans/${plan.id}`, superUser.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'ERR_PLAN_IN_USE' });
    expect((await api('GET', `/plans/${plan.id}`, superUser.headers)).statusCode).toBe(200);
  });
  it(routeCase('DELETE /plans/{id}', '404'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/plans/2147483647', superUser.headers)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /plans/{id}', '400'), async () => {
    const { superUser, api } = await superAdminCast(server);
    expect((await api('DELETE', '/plans/0', superUser.headers)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /plans/{id}', '403', NOT_SUPER), async () => {
    const { admin, api } = await superAdminCast(server);
    const plan = await createPlan(server.db);
    expect((await api('DELETE', `/plans/${plan.id}`, admin.headers)).json()).toMatchObject({ error: 'ERR_NO_PERMISSION' });
  });
  it(routeCase('DELETE /plans/{id}', '401'), async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/plans/1' })).statusCode).toBe(401);
  });
});
