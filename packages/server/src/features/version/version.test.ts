import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /version', () => {
  notApplicable('GET /version', '401', 'public');
  notApplicable('GET /version', '400', 'takes no input');
  notApplicable('GET /version', '403', 'public');
  notApplicable('GET /version', '404', 'no id in the path');

  it(routeCase('GET /version', 'success', 'answers 4.8.2, also with a trailing slash'), async () => {
    for (const url of ['/version', '/version/']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ version: '4.8.2' });
    }
  });
});
