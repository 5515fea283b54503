import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const KINDS = ['401', '400', '404', '403', 'success'] as const;
const srcRoot = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `routeCase('GET /x', '401')` and `notApplicable('GET /x', '401', …)` in the server's tests. */
function declaredCases(): Map<string, Set<string>> {
  const cases = new Map<string, Set<string>>();
  const pattern = /(?:routeCase|notApplicable)\(\s*(?:route|'([A-Z]+ [^']+)')\s*,\s*'(401|400|404|403|success)'/g;
  for (const file of testFiles(srcRoot)) {
    const source = readFileSync(file, 'utf8');
    // A file may name its route once in `const route = '…'` and pass `route` to the helpers.
    const routeConstant = /const route = '([A-Z]+ [^']+)'/.exec(source)?.[1];
    for (const match of source.matchAll(pattern)) {
      const route = match[1] ?? routeConstant;
      if (!route) throw new Error(`${relative(srcRoot, file)}: a route case names no route`);
      if (!cases.has(route)) cases.set(route, new Set());
      cases.get(route)!.add(match[2]!);
    }
  }
  return cases;
}

describe('route inventory', () => {
  it('every route in /docs/json has a test (or a stated reason) for 401, 400, 404, 403 and success', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(5);
    const cases = declaredCases();
    const missing = routes.flatMap((route) => KINDS.filter((kind) => !cases.get(route)?.has(kind)).map((kind) => `${route} › ${kind}`));
    expect(missing).toEqual([]);
  });
});
