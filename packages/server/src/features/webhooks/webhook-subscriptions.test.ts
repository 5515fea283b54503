import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSubscriptionSchema } from '@prosa/contract';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/** The subscription routes, case by case; deliveries themselves are in webhooks.test.ts. */

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

type Company = Awaited<ReturnType<typeof staffedCompany>>;
const URL_A = 'https://crm.example.com/hooks/prosa';

async function create(company: Company, body: object = {}) {
  const response = await api('POST', '/webhook-subscriptions', company.headers.admin, { url: URL_A, events: ['ticket.created'], ...body });
  expect(response.statusCode, response.body).toBe(200);
  return webhookSubscriptionSchema.parse(response.json());
}

/** Agents are refused, and so are admins of a plan without integrations. */
async function expectRefused(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: (company: Company) => string) {
  const company = await staffedCompany(server);
  expect((await api(method, path(company), company.headers.agent, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode).toBe(403);
  const noPlan = await staffedCompany(server, { useIntegrations: false });
  expect((await api(method, path(noPlan), noPlan.headers.admin, method === 'POST' || method === 'PUT' ? {} : undefined)).json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
}

describe('POST /webhook-subscriptions', () => {
  it(routeCase('POST /webhook-subscriptions', 'success', 'a secret generated for admins, events without repeats, admins hear it'), async () => {
    const company = await staffedCompany(server);
    const start = server.emitted.length;
    await create(company, { events: ['message.received', 'message.received', 'contact.created'] });
    const events = server.emitted.slice(start);
    const [saved] = (await api('GET', '/webhook-subscriptions', company.headers.admin)).json<{ webhookSubscriptions: { events: string[]; secret: string }[] }>().webhookSubscriptions;
    expect(saved!.events).toEqual(['message.received', 'contact.created']);
    expect(saved!.secret).toMatch(/^whsec_/);
    expect(events.some((event) => event.channel === 'webhookSubscription')).toBe(true);
  });
  it(routeCase('POST /webhook-subscriptions', '400', 'an http(s) URL and at least one known event'), async () => {
    const company = await staffedCompany(server);
    for (const body of [{ url: 'ftp://x', events: ['ticket.created'] }, { url: URL_A, events: [] }, { url: URL_A, events: ['ticket.deleted'] }]) {
      expect((await api('POST', '/webhook-subscriptions', company.headers.admin, body)).statusCode).toBe(400);
    }
  });
  notApplicable('POST /webhook-subscriptions', '404', 'creates a subscription of the caller’s company; it names no other record');
  it(routeCase('POST /webhook-subscriptions', '401'), async () => {
    expect((await api('POST', '/webhook-subscriptions', {}, {})).statusCode).toBe(401);
  });
  it(routeCase('POST /webhook-subscriptions', '403', 'agents, and plans without useIntegrations'), () => expectRefused('POST', () => '/webhook-subscriptions'));
});

describe('GET /webhook-subscriptions', () => {
  it(routeCase('GET /webhook-subscriptions', 'success', 'the company’s only'), async () => {
    const company = await staffedCompany(server);
    const other = await staffedCompany(server);
    const mine = await create(company);
    await create(other);
    expect((await api('GET', '/webhook-subscriptions', company.headers.admin)).json<{ webhookSubscriptions: { id: number }[] }>().webhookSubscriptions.map((row) => row.id)).toEqual([mine.id]);
  });
  notApplicable('GET /webhook-subscriptions', '400', 'takes no input');
  notApplicable('GET /webhook-subscriptions', '404', 'a list names no record');
  it(routeCase('GET /webhook-subscriptions', '401'), async () => {
    expect((await api('GET', '/webhook-subscriptions', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /webhook-subscriptions', '403'), () => expectRefused('GET', () => '/webhook-subscriptions'));
});

describe('PUT /webhook-subscriptions/{id}', () => {
  it(routeCase('PUT /webhook-subscriptions/{id}', 'success', 'only what the body carries changes; the secret stays'), async () => {
    const company = await staffedCompany(server);
    const created = await create(company);
    const response = await api('PUT', `/webhook-subscriptions/${created.id}`, company.headers.admin, { active: false });
    expect(response.json()).toMatchObject({ url: URL_A, events: ['ticket.created'], active: false, secret: created.secret });
  });
  it(routeCase('PUT /webhook-subscriptions/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    const created = await create(company);
    expect((await api('PUT', `/webhook-subscriptions/${created.id}`, company.headers.admin, { url: 'nope' })).statusCode).toBe(400);
    expect((await api('PUT', '/webhook-subscriptions/abc', company.headers.admin, { active: true })).statusCode).toBe(400);
  });
  it(routeCase('PUT /webhook-subscriptions/{id}', '404', 'another company’s subscription'), async () => {
    const other = await create(await staffedCompany(server));
    const company = await staffedCompany(server);
    expect((await api('PUT', `/webhook-subscriptions/${other.id}`, company.headers.admin, { active: false })).statusCode).toBe(404);
  });
  it(routeCase('PUT /webhook-subscriptions/{id}', '401'), async () => {
    expect((await api('PUT', '/webhook-subscriptions/1', {}, {})).statusCode).toBe(401);
  });
  it(routeCase('PUT /webhook-subscriptions/{id}', '403'), () => expectRefused('PUT', () => '/webhook-subscriptions/1'));
});

describe('DELETE /webhook-subscriptions/{id}', () => {
  it(routeCase('DELETE /webhook-subscriptions/{id}', 'success'), async () => {
    const company = await staffedCompany(server);
    const created = await create(company);
    expect((await api('DELETE', `/webhook-subscriptions/${created.id}`, company.headers.admin)).statusCode).toBe(200);
    expect((await api('GET', '/webhook-subscriptions', company.headers.admin)).json()).toEqual({ webhookSubscriptions: [] });
  });
  it(routeCase('DELETE /webhook-subscriptions/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('DELETE', '/webhook-subscriptions/0', company.headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /webhook-subscriptions/{id}', '404', 'another company’s subscription'), async () => {
    const other = await create(await staffedCompany(server));
    const company = await staffedCompany(server);
    expect((await api('DELETE', `/webhook-subscriptions/${other.id}`, company.headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /webhook-subscriptions/{id}', '401'), async () => {
    expect((await api('DELETE', '/webhook-subscriptions/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /webhook-subscriptions/{id}', '403'), () => expectRefused('DELETE', () => '/webhook-subscriptions/1'));
});

describe('GET /webhook-subscriptions/{id}/deliveries', () => {
  it(routeCase('GET /webhook-subscriptions/{id}/deliveries', 'success', 'empty at first, paged'), async () => {
    const company = await staffedCompany(server);
    const created = await create(company);
    expect((await api('GET', `/webhook-subscriptions/${created.id}/deliveries`, company.headers.admin)).json()).toEqual({ deliveries: [], count: 0, hasMore: false });
  });
  it(routeCase('GET /webhook-subscriptions/{id}/deliveries', '400'), async () => {
    const company = await staffedCompany(server);
    const created = await create(company);
    expect((await api('GET', `/webhook-subscriptions/${created.id}/deliveries?pageNumber=0`, company.headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /webhook-subscriptions/{id}/deliveries', '404', 'another company’s subscription'), async () => {
    const other = await create(await staffedCompany(server));
    const company = await staffedCompany(server);
    expect((await api('GET', `/webhook-subscriptions/${other.id}/deliveries`, company.headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('GET /webhook-subscriptions/{id}/deliveries', '401'), async () => {
    expect((await api('GET', '/webhook-subscriptions/1/deliveries', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /webhook-subscriptions/{id}/deliveries', '403'), () => expectRefused('GET', () => '/webhook-subscriptions/1/deliveries'));
});
