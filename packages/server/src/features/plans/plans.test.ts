import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planSchema } from '@prosa/contract';
import { createPlan } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /plans/list', () => {
  notApplicable('GET /plans/list', '401', 'public: the signup page lists plans');
  notApplicable('GET /plans/list', '400', 'takes no input');
  notApplicable('GET /plans/list', '403', 'public route');
  notApplicable('GET /plans/list', '404', 'no id in the path');

  it(routeCase('GET /plans/list', 'success', 'a bare array of plans with every flag'), async () => {
    const plan = await createPlan(server.db, { useOpenAi: false, value: 49.9 });
    const response = await server.app.inject({ method: 'GET', url: '/plans/list' });
    expect(response.statusCode).toBe(200);
    const plans = z.array(planSchema).parse(response.json());
    expect(plans.find((p) => p.id === plan.id)).toMatchObject({ useOpenAi: false, value: 49.9, users: 10 });
  });
});

describe('GET /plans/all', () => {
  notApplicable('GET /plans/all', '401', 'public: the seeds’ signup page reads it before anyone has an account');
  notApplicable('GET /plans/all', '400', 'takes no input');
  notApplicable('GET /plans/all', '403', 'public route');
  notApplicable('GET /plans/all', '404', 'no id in the path');

  it(routeCase('GET /plans/all', 'success', 'without a session, the same plans and fields as /plans/list'), async () => {
    const plan = await createPlan(server.db, { useKanban: false, value: 79 });
    const response = await server.app.inject({ method: 'GET', url: '/plans/all' });
    expect(response.statusCode).toBe(200);
    const plans = z.array(planSchema.strict()).parse(response.json());
    expect(plans.find((p) => p.id === plan.id)).toMatchObject({ name: plan.name, useKanban: false, value: 79, connections: 10 });
    expect(response.json()).toEqual((await server.app.inject({ method: 'GET', url: '/plans/list' })).json());
  });
});
