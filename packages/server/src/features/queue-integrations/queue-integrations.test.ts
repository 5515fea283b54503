import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { queueIntegrationPageSchema, queueIntegrationSchema } from '@prosa/contract';
import { queues } from '../../db/schema/index.js';
import { sentDuring } from '../../test/emitted-events.js';
import { createQueue } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

type Company = Awaited<ReturnType<typeof staffedCompany>>;

const SERVICE_ACCOUNT = JSON.stringify({ type: 'service_account', project_id: 'agente-123', private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n', client_email: 'bot@agente-123.iam.gserviceaccount.com', token_uri: 'https://oauth2.googleapis.com/token' });

async function create(company: Company, body: object = {}) {
  const response = await api('POST', '/queueIntegration', company.headers.admin, { type: 'n8n', name: 'Fluxo n8n', urlN8N: 'https://n8n.example.com/webhook/abc', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return queueIntegrationSchema.parse(response.json());
}

describe('POST /queueIntegration', () => {
  it(routeCase('POST /queueIntegration', 'success', 'defaults of the seed, projectName = name, a webhook secret for n8n/webhook; admins hear the event'), async () => {
    const company = await staffedCompany(server);
    const events = await sentDuring(server, { companyId: company.company.id, channel: 'queueIntegration' }, async () => {
      const n8n = await create(company, { projectName: 'ignorado' });
      expect(n8n).toMatchObject({ type: 'n8n', name: 'Fluxo n8n', projectName: 'Fluxo n8n', typebotExpires: 1, typebotDelayMessage: 1000 });
      expect(n8n.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(events.map((event) => event.to)).toEqual([`user-${company.admin.id}`]);
    const typebot = await create(company, { type: 'typebot', name: 'Typebot', urlN8N: 'https://typebot.example.com', typebotSlug: 'atendimento' });
    expect(typebot.webhookSecret).toBe('');
    const dialogflow = await create(company, { type: 'dialogflow', name: 'Agente', projectName: 'agente-123', jsonContent: SERVICE_ACCOUNT, language: 'pt-BR', urlN8N: '' });
    expect(dialogflow).toMatchObject({ projectName: 'agente-123', language: 'pt-BR' });
  });

  it(routeCase('POST /queueIntegration', '400', 'name 2–50, a non-URL urlN8N, a typebot without slug, a JSON that is no service account'), async () => {
    const company = await staffedCompany(server);
    const post = (body: object) => api('POST', '/queueIntegration', company.headers.admin, body);
    expect((await post({ type: 'n8n', name: 'a', urlN8N: 'https://x.example.com' })).json().issues).toMatchObject({ name: 'Too Short!' });
    expect((await post({ type: 'n8n', name: 'x'.repeat(51), urlN8N: 'https://x.example.com' })).json().issues).toMatchObject({ name: 'Too Long!' });
    expect((await post({ type: 'webhook', name: 'Hook', urlN8N: 'não é url' })).json().issues).toMatchObject({ urlN8N: 'Informe uma URL http(s) válida' });
    expect((await post({ type: 'webhook', name: 'Hook', urlN8N: 'ftp://x.example.com' })).json().issues).toMatchObject({ urlN8N: 'Informe uma URL http(s) válida' });
    expect((await post({ type: 'typebot', name: 'Bot', urlN8N: 'https://t.example.com' })).json().issues).toMatchObject({ typebotSlug: 'Required' });
    const badJson = await post({ type: 'dialogflow', name: 'Agente', jsonContent: '{"type":"user"}', language: 'pt-BR' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().issues).toMatchObject({ jsonContent: 'JSON de conta de serviço inválido' });
    expect((await post({ type: 'dialogflow', name: 'Agente', jsonContent: SERVICE_ACCOUNT, language: 'fr' })).json().issues).toMatchObject({ language: 'Idioma inválido' });
    expect((await post({ type: 'zapier', name: 'Outro' })).statusCode).toBe(400);
  });

  it(routeCase('POST /queueIntegration', '401'), async () => {
    expect((await api('POST', '/queueIntegration', {}, { type: 'n8n', name: 'x' })).statusCode).toBe(401);
  });

  it(routeCase('POST /queueIntegration', '403', 'agents, and plans without useIntegrations'), async () => {
    const company = await staffedCompany(server);
    expect((await api('POST', '/queueIntegration', company.headers.agent, { type: 'n8n', name: 'Fluxo', urlN8N: 'https://x.example.com' })).statusCode).toBe(403);
    const noPlan = await staffedCompany(server, { useIntegrations: false });
    const refused = await api('POST', '/queueIntegration', noPlan.headers.admin, { type: 'n8n', name: 'Fluxo', urlN8N: 'https://x.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });

  notApplicable('POST /queueIntegration', '404', 'creating names no existing record');
});

describe('GET /queueIntegration', () => {
  it(routeCase('GET /queueIntegration', 'success', 'paged, searched by name, only the company’s'), async () => {
    const company = await staffedCompany(server);
    const other = await staffedCompany(server);
    await create(other, { name: 'Fluxo alheio' });
    for (let i = 0; i < 21; i += 1) await create(company, { name: `Fluxo ${String(i).padStart(2, '0')}` });
    const first = queueIntegrationPageSchema.parse((await api('GET', '/queueIntegration/?pageNumber=1', company.headers.admin)).json());
    expect(first).toMatchObject({ count: 21, hasMore: true });
    expect(first.queueIntegrations).toHaveLength(20);
    const second = queueIntegrationPageSchema.parse((await api('GET', '/queueIntegration?pageNumber=2', company.headers.admin)).json());
    expect(second.queueIntegrations.map((row) => row.name)).toEqual(['Fluxo 20']);
    const search = queueIntegrationPageSchema.parse((await api('GET', '/queueIntegration?searchParam=FLUXO%2005', company.headers.admin)).json());
    expect(search.queueIntegrations.map((row) => row.name)).toEqual(['Fluxo 05']);
  });

  it(routeCase('GET /queueIntegration', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('GET', '/queueIntegration?pageNumber=0', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /queueIntegration', '401'), async () => {
    expect((await api('GET', '/queueIntegration', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /queueIntegration', '403', 'plan without useIntegrations'), async () => {
    const noPlan = await staffedCompany(server, { useIntegrations: false });
    expect((await api('GET', '/queueIntegration', noPlan.headers.admin)).statusCode).toBe(403);
  });

  it(routeCase('GET /queueIntegration', '404', 'a list names no record; an unknown page is empty'), async () => {
    const company = await staffedCompany(server);
    expect((await api('GET', '/queueIntegration?pageNumber=50', company.headers.admin)).json()).toMatchObject({ queueIntegrations: [], hasMore: false });
  });
});

describe('GET, PUT, DELETE /queueIntegration/{id}', () => {
  it(routeCase('GET /queueIntegration/{id}', 'success'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    expect((await api('GET', `/queueIntegration/${row.id}`, company.headers.admin)).json()).toEqual(row);
  });

  it(routeCase('GET /queueIntegration/{id}', '404', 'another company’s integration'), async () => {
    const company = await staffedCompany(server);
    const other = await staffedCompany(server);
    const theirs = await create(other);
    const response = await api('GET', `/queueIntegration/${theirs.id}`, company.headers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_INTEGRATION_FOUND');
  });

  it(routeCase('GET /queueIntegration/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('GET', '/queueIntegration/abc', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /queueIntegration/{id}', '401'), async () => {
    expect((await api('GET', '/queueIntegration/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /queueIntegration/{id}', '403', 'agents do not read webhook secrets'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    expect((await api('GET', `/queueIntegration/${row.id}`, company.headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('PUT /queueIntegration/{id}', 'success', 'changes kept, the secret kept, projectName follows the name'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    const response = await api('PUT', `/queueIntegration/${row.id}`, company.headers.admin, { name: 'Fluxo novo', urlN8N: 'http://n8n.local:5678/webhook/x' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Fluxo novo', projectName: 'Fluxo novo', urlN8N: 'http://n8n.local:5678/webhook/x', webhookSecret: row.webhookSecret });
  });

  it(routeCase('PUT /queueIntegration/{id}', '400', 'the record as it would be stored is checked'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    expect((await api('PUT', `/queueIntegration/${row.id}`, company.headers.admin, { type: 'typebot' })).json().issues).toMatchObject({ typebotSlug: 'Required' });
  });

  it(routeCase('PUT /queueIntegration/{id}', '401'), async () => {
    expect((await api('PUT', '/queueIntegration/1', {}, { name: 'xx' })).statusCode).toBe(401);
  });

  it(routeCase('PUT /queueIntegration/{id}', '403'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    expect((await api('PUT', `/queueIntegration/${row.id}`, company.headers.supervisor, { name: 'xx' })).statusCode).toBe(403);
  });

  it(routeCase('PUT /queueIntegration/{id}', '404'), async () => {
    const company = await staffedCompany(server);
    const theirs = await create(await staffedCompany(server));
    expect((await api('PUT', `/queueIntegration/${theirs.id}`, company.headers.admin, { name: 'roubado' })).statusCode).toBe(404);
  });

  it(routeCase('DELETE /queueIntegration/{id}', 'success', 'queues using it let go of it'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    const queue = await createQueue(server.db, company.company.id, { integrationId: row.id });
    expect((await api('DELETE', `/queueIntegration/${row.id}`, company.headers.admin)).statusCode).toBe(200);
    expect((await api('GET', `/queueIntegration/${row.id}`, company.headers.admin)).statusCode).toBe(404);
    const [after] = await server.db.select({ integrationId: queues.integrationId }).from(queues).where(eq(queues.id, queue.id));
    expect(after!.integrationId).toBeNull();
  });

  it(routeCase('DELETE /queueIntegration/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('DELETE', '/queueIntegration/0', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /queueIntegration/{id}', '401'), async () => {
    expect((await api('DELETE', '/queueIntegration/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /queueIntegration/{id}', '403'), async () => {
    const company = await staffedCompany(server);
    const row = await create(company);
    expect((await api('DELETE', `/queueIntegration/${row.id}`, company.headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /queueIntegration/{id}', '404'), async () => {
    const company = await staffedCompany(server);
    const theirs = await create(await staffedCompany(server));
    expect((await api('DELETE', `/queueIntegration/${theirs.id}`, company.headers.admin)).statusCode).toBe(404);
  });
});
