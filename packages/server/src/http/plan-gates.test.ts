import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURES, planFeatureOfPath } from '@prosa/contract';
import { whatsapps } from '../db/schema/index.js';
import { setSetting } from '../test/factories.js';
import { apiOf, staffedCompany } from '../test/staffed-company.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { authenticateToken } from './authenticate.js';
import { superAdminCast } from '../features/companies/super-admin-cast.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every route of the API document under a plan-gated path, with its flag. */
async function gatedRoutes() {
  const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const feature = planFeatureOfPath(path);
    if (!feature) return [];
    return Object.keys(methods)
      .filter((method) => method !== 'head')
      .map((method) => ({ method: method.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, '1'), feature }));
  });
}

describe('plan flags', () => {
  it('a plan without a flag answers 403 ERR_PLAN_FEATURE_DISABLED on every route of its area, before reading the input', async () => {
    const routes = await gatedRoutes();
    expect(routes.map((route) => route.url)).toContain('/chats');
    const api = apiOf(server);
    for (const feature of PLAN_FEATURES) {
      const off = await staffedCompany(server, { [feature]: false });
      // The external API is called with a connection's token, not a user's session.
      const [connection] = await server.db.insert(whatsapps).values({ companyId: off.company.id, name: 'Gated', token: `gated-${feature}-${off.company.id}`, sessionWanted: false }).returning();
      for (const route of routes.filter((r) => r.feature === feature)) {
        const headers = route.url.startsWith('/api/') ? { authorization: `Bearer ${connection!.token}` } : off.headers.admin;
        const response = await api(route.method, route.url, headers, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
      }
    }
  });

  it('a changed plan, or the company moved to another plan, takes effect on the next request', async () => {
    const { superUser, api } = await superAdminCast(server);
    const company = await staffedCompany(server, { useInternalChat: true });
    expect((await api('GET', '/chats', company.headers.agent)).statusCode).toBe(200);
    await api('PUT', `/plans/${company.plan.id}`, superUser.headers, { useInternalChat: false });
    expect((await api('GET', '/chats', company.headers.agent)).json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED' });
    const withChat = await staffedCompany(server, { useInternalChat: true });
    await api('PUT', `/companies/${company.company.id}`, superUser.headers, { planId: withChat.plan.id });
    expect((await api('GET', '/chats', company.headers.agent)).statusCode).toBe(200);
  });

  it('campaigns are off when the plan or the company’s campaignsEnabled setting says so', async () => {
    const company = await staffedCompany(server, { useCampaigns: true });
    const token = (company.headers.admin.authorization ?? '').replace('Bearer ', '');
    expect((await authenticateToken(server.ctx, token)).plan.useCampaigns).toBe(true);
    await setSetting(server.db, company.company.id, 'campaignsEnabled', 'false');
    expect((await authenticateToken(server.ctx, token)).plan.useCampaigns).toBe(false);
  });

  it('paths are matched by prefix, and /tags/kanban is not the kanban area', () => {
    expect(planFeatureOfPath('/chats/{id}/messages')).toBe('useInternalChat');
    expect(planFeatureOfPath('/ticket-tags/{ticketId}/{tagId}')).toBe('useKanban');
    expect(planFeatureOfPath('/queueIntegration/testSession')).toBe('useIntegrations');
    expect(planFeatureOfPath('/tags/kanban')).toBeUndefined();
    expect(planFeatureOfPath('/chatsx')).toBeUndefined();
  });
});
