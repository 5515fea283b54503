import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.js';
import { routesOf, type SweptRoute } from './openapi-routes.js';
import { NO_BASELINE } from './route-baselines.js';
import { sweepCompany } from './sweep-fixture.js';
import { shardRoutes } from './sweep-shards.js';
import { baselineRequest, describeProblem, hostileRequests, problemOf, routeKey, sendAll } from './sweep-runner.js';

/** Routes that end the sweep's session, drop its connection or remove its records go last. */
function order(route: SweptRoute): number {
  if (route.path === '/auth/logout') return 3;
  if (route.method === 'DELETE') return 2;
  if (/\/(disconnect|scan)$|^\/whatsappsession\//.test(route.path)) return 1;
  return 0;
}

/**
 * The hostile sweep over one shard of the routes of /docs/json (`shardRoutes`: groups of about the
 * same sweep time), with a server and a company of its own: the shards run as separate test files,
 * in parallel, and together cover every route.
 */
export function defineHostileSweep(shard: number, shards: number): void {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof sweepCompany>>;
  let routes: SweptRoute[];

  // Generous: on a loaded machine the worker's first file also pays for loading the server's modules.
  beforeAll(async () => {
    server = await startTestServer({ sessions: true });
    fixture = await sweepCompany(server);
    const document = await server.app.inject({ method: 'GET', url: '/docs/json' });
    routes = shardRoutes(routesOf(document.json()), shards)[shard]!;
  }, 240_000);
  afterAll(() => server.close());

  describe(`hostile input on the routes of /docs/json (shard ${shard + 1} of ${shards})`, () => {
    it('starts from a valid request for every route (so hostile values reach the code behind validation)', async () => {
      const candidates = routes.filter((route) => route.method !== 'DELETE' && order(route) === 0 && !(routeKey(route) in NO_BASELINE));
      const responses = await sendAll(server, fixture.headers, candidates.map((route) => baselineRequest(route, fixture)), 1);
      const refused = responses.filter((response) => response.status >= 400).map((response) => `${routeKey(response.request.route)} → ${response.status} ${response.body.slice(0, 200)}`);
      expect(refused).toEqual([]);
    });

    it('never answers 5xx, always answers errors as { error, message }, and keeps serving', async () => {
      const sorted = [...routes].sort((a, b) => order(a) - order(b));
      const findings: string[] = [];
      for (const route of sorted) {
        for (const response of await sendAll(server, fixture.headers, hostileRequests(route, fixture))) {
          const problem = problemOf(response);
          if (problem) findings.push(describeProblem(response, problem));
        }
      }
      expect(findings).toEqual([]);
      expect((await server.app.inject({ method: 'GET', url: '/version' })).statusCode).toBe(200);
    }, 600_000);
  });
}
