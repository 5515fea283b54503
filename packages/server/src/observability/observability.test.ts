import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationCompany } from '../test/conversation-kit.js';
import { notApplicable, routeCase } from '../test/route-cases.js';
import { openTestDatabase } from '../test/test-database.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

const TOKEN = 'metrics-token-0123456789';

let server: TestServer;
let guarded: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  guarded = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server.close();
  await guarded.close();
});

const get = (target: TestServer, url: string, headers: Record<string, string> = {}) => target.app.inject({ method: 'GET', url, headers });

describe('GET /healthz', () => {
  notApplicable('GET /healthz', '401', 'public');
  notApplicable('GET /healthz', '400', 'takes no input');
  notApplicable('GET /healthz', '403', 'public');
  notApplicable('GET /healthz', '404', 'no id in the path');

  it(routeCase('GET /healthz', 'success', 'answers ok without a session'), async () => {
    const response = await get(server, '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  notApplicable('GET /readyz', '401', 'public');
  notApplicable('GET /readyz', '400', 'takes no input');
  notApplicable('GET /readyz', '403', 'public');
  notApplicable('GET /readyz', '404', 'no id in the path');

  it(routeCase('GET /readyz', 'success', 'database, migrations and roles all ok'), async () => {
    const response = await get(server, '/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', roles: 'ok' } });
  });

  it('503 naming the roles check when this process’s roles are not running', async () => {
    const original = server.ctx.readiness.rolesRunning;
    server.ctx.readiness.rolesRunning = () => false;
    try {
      const response = await get(server, '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'ok', roles: 'failed' }, failed: ['roles'] });
    } finally {
      server.ctx.readiness.rolesRunning = original;
    }
  });

  it('503 naming the database when it is closed; /healthz still answers', async () => {
    const database = await openTestDatabase();
    const doomed = await startTestServer({ database });
    try {
      await database.close();
      const response = await get(doomed, '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not-ready', checks: { database: 'failed', migrations: 'failed' }, failed: ['database', 'migrations'] });
      expect((await get(doomed, '/healthz')).statusCode).toBe(200);
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });
});

describe('GET /metrics', () => {
  notApplicable('GET /metrics', '400', 'takes no input');
  notApplicable('GET /metrics', '403', 'a bearer token, no roles');
  notApplicable('GET /metrics', '404', 'no id in the path');

  it(routeCase('GET /metrics', 'success', 'Prometheus text with every metric after a request and a simulated inbound message'), async () => {
    const kit = await conversationCompany(server);
    await kit.inbound('5511987650001', 'Olá, preciso de ajuda');
    expect((await get(server, '/healthz')).statusCode).toBe(200);

    const response = await get(server, '/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    // The route pattern, never the raw URL.
    expect(text).toMatch(/prosa_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/);
    expect(text).toMatch(/prosa_http_request_duration_seconds_count\{method="POST",route="\/simulator\/:whatsappId\/inbound",status_code="201"\} 1/);
    expect(text).not.toContain(`/simulator/${kit.whatsappId}/inbound`);
    expect(text).toMatch(/prosa_inbound_events_received_total\{kind="message"\} [1-9]/);
    expect(text).toMatch(/prosa_inbound_events_processed_total\{outcome="processed"\} [1-9]/);
    expect(text).toMatch(/^prosa_intake_lag_seconds 0$/m);
    expect(text).toContain('prosa_job_queue_depth');
    expect(text).toContain('prosa_job_queue_lag_seconds');
    expect(text).toContain('prosa_sends_total');
    expect(text).toMatch(/^prosa_socket_connections 0$/m);
    expect(text).toMatch(/prosa_whatsapp_sessions\{status="CONNECTED"\} [1-9]/);
    expect(text).not.toContain('company');
  });

  it('a pending job shows in the queue depth and lag by its name', async () => {
    const kit = await conversationCompany(server);
    await kit.api('POST', `/simulator/${kit.whatsappId}/inbound`, kit.admin, { from: '5511987650002', name: 'Ana', body: 'oi' });
    server.clock.advance(30_000);
    const text = (await get(server, '/metrics')).body;
    expect(text).toMatch(/prosa_job_queue_depth\{job="process-chat"\} [1-9]/);
    expect(text).toMatch(/prosa_job_queue_lag_seconds\{job="process-chat"\} (29|[3-9]\d)/);
    expect(text).toMatch(/^prosa_intake_lag_seconds (29|[3-9]\d)/m);
    await server.runJobs();
    expect((await get(server, '/metrics')).body).toMatch(/^prosa_intake_lag_seconds 0$/m);
  });

  it(routeCase('GET /metrics', '401', 'with METRICS_TOKEN set: no bearer or a wrong one is refused, the right one admitted'), async () => {
    expect((await get(guarded, '/metrics')).statusCode).toBe(401);
    const wrong = await get(guarded, '/metrics', { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'ERR_UNAUTHORIZED' });
    expect((await get(guarded, '/metrics', { authorization: 'Bearer short' })).statusCode).toBe(401);
    const right = await get(guarded, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('prosa_http_request_duration_seconds');
  });
});
