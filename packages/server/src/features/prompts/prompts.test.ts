import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { promptPageSchema, promptSchema } from '@prosa/contract';
import { prompts } from '../../db/schema/index.js';
import { sentDuring } from '../../test/emitted-events.js';
import { createQueue } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { openPromptKey, openVoiceKey } from './prompt-key.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

type Company = Awaited<ReturnType<typeof staffedCompany>>;
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123';

async function create(company: Company, body: object = {}) {
  const response = await api('POST', '/prompt', company.headers.admin, { name: 'Assistente', prompt: 'Você é o assistente de vendas da loja.', queueId: company.queue!.id, apiKey: KEY, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return promptSchema.parse(response.json());
}

async function storedKey(id: number) {
  const [row] = await server.db.select({ apiKey: prompts.apiKey }).from(prompts).where(eq(prompts.id, id));
  return row!.apiKey;
}

describe('POST /prompt', () => {
  it(routeCase('POST /prompt', 'success', 'seed defaults, the key sealed in the database and answered masked, the queue named; admins hear it'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const events = await sentDuring(server, { companyId: company.company.id, channel: 'prompt' }, async () => {
      const prompt = await create(company);
      expect(prompt).toMatchObject({ voice: 'texto', maxTokens: 100, temperature: 1, maxMessages: 10, apiKey: '••••••••0123', queue: { id: company.queue!.id, name: company.queue!.name } });
      const sealed = await storedKey(prompt.id);
      expect(sealed).not.toContain(KEY);
      expect(openPromptKey(server.ctx.config.jwtSecret, sealed)).toBe(KEY);
    });
    expect(events.map((event) => event.to)).toEqual([`user-${company.admin.id}`]);
    expect(JSON.stringify(events)).not.toContain(KEY);
  });

  it(routeCase('POST /prompt', '400', '‘Informe o setor’ without a queue; a key is required; bounds'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const post = (body: object) => api('POST', '/prompt', company.headers.admin, { name: 'Assistente', prompt: 'Texto do prompt', queueId: company.queue!.id, apiKey: KEY, ...body });
    expect((await post({ queueId: undefined })).json().issues).toMatchObject({ queueId: 'Informe o setor' });
    expect((await post({ queueId: '' })).json().issues).toMatchObject({ queueId: 'Informe o setor' });
    expect((await post({ apiKey: undefined })).json().issues).toMatchObject({ apiKey: 'Required' });
    expect((await post({ apiKey: '••••••••0123' })).json().issues).toMatchObject({ apiKey: 'Required' });
    expect((await post({ temperature: 3 })).statusCode).toBe(400);
    expect((await post({ voice: 'en-US-JennyNeural' })).statusCode).toBe(400);
    expect((await post({ baseUrl: 'localhost' })).statusCode).toBe(400);
    expect((await post({ prompt: '' })).json().issues).toMatchObject({ prompt: 'Required' });
  });

  it(routeCase('POST /prompt', '404', 'a queue of another company'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const other = await staffedCompany(server, {}, { withQueue: true });
    const response = await api('POST', '/prompt', company.headers.admin, { name: 'x', prompt: 'y', queueId: other.queue!.id, apiKey: KEY });
    expect(response.statusCode).toBe(404);
  });

  it(routeCase('POST /prompt', '401'), async () => {
    expect((await api('POST', '/prompt', {}, {})).statusCode).toBe(401);
  });

  it(routeCase('POST /prompt', '403', 'agents, and plans without useOpenAi'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    expect((await api('POST', '/prompt', company.headers.agent, {})).statusCode).toBe(403);
    const noPlan = await staffedCompany(server, { useOpenAi: false }, { withQueue: true });
    expect((await api('POST', '/prompt', noPlan.headers.admin, {})).json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
});

describe('GET /prompt', () => {
  it(routeCase('GET /prompt', 'success', 'paged, the company’s only, keys masked'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const other = await staffedCompany(server, {}, { withQueue: true });
    await create(other, { name: 'Alheio' });
    await create(company, { name: 'Vendas' });
    await create(company, { name: 'Suporte' });
    const page = promptPageSchema.parse((await api('GET', '/prompt', company.headers.admin)).json());
    expect(page).toMatchObject({ count: 2, hasMore: false });
    expect(page.prompts.map((row) => row.name)).toEqual(['Suporte', 'Vendas']);
    expect(JSON.stringify(page)).not.toContain(KEY);
  });

  it(routeCase('GET /prompt', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('GET', '/prompt?pageNumber=-1', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /prompt', '401'), async () => {
    expect((await api('GET', '/prompt', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /prompt', '403'), async () => {
    const noPlan = await staffedCompany(server, { useOpenAi: false });
    expect((await api('GET', '/prompt', noPlan.headers.admin)).statusCode).toBe(403);
  });

  notApplicable('GET /prompt', '404', 'a list names no record; other companies’ prompts are absent (success case)');
});

describe('GET, PUT, DELETE /prompt/{id}', () => {
  it(routeCase('GET /prompt/{id}', 'success'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    expect((await api('GET', `/prompt/${prompt.id}`, company.headers.admin)).json()).toEqual(prompt);
  });

  it(routeCase('GET /prompt/{id}', '404', 'another company’s prompt'), async () => {
    const company = await staffedCompany(server);
    const theirs = await create(await staffedCompany(server, {}, { withQueue: true }));
    expect((await api('GET', `/prompt/${theirs.id}`, company.headers.admin)).json().error).toBe('ERR_NO_PROMPT_FOUND');
  });

  it(routeCase('GET /prompt/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('GET', '/prompt/1.5', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /prompt/{id}', '401'), async () => {
    expect((await api('GET', '/prompt/1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /prompt/{id}', '403'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    expect((await api('GET', `/prompt/${prompt.id}`, company.headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('PUT /prompt/{id}', 'success', 'without a key, or with the masked one, the stored key is kept; a new key replaces it'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    const sealed = await storedKey(prompt.id);
    const kept = await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { name: 'Renomeado', temperature: '0.5', maxMessages: 4 });
    expect(kept.json()).toMatchObject({ name: 'Renomeado', temperature: 0.5, maxMessages: 4, apiKey: '••••••••0123' });
    await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { ...prompt, apiKey: prompt.apiKey, queueId: prompt.queueId });
    expect(await storedKey(prompt.id)).toBe(sealed);
    const replaced = await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { apiKey: 'sk-novachave-9999999999' });
    expect(replaced.json().apiKey).toBe('••••••••9999');
    expect(openPromptKey(server.ctx.config.jwtSecret, await storedKey(prompt.id))).toBe('sk-novachave-9999999999');
  });

  it(routeCase('PUT /prompt/{id}', 'success', 'the Azure Speech key is sealed and masked like the API key; the masked value keeps it, an empty one clears it'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const voiceKey = 'azure-speech-key-abcdef987654';
    const prompt = await create(company, { voice: 'pt-BR-FranciscaNeural', voiceKey, voiceRegion: 'brazilsouth' });
    expect(prompt.voiceKey).toBe('••••••••7654');
    const storedVoiceKey = async () => (await server.db.select({ voiceKey: prompts.voiceKey }).from(prompts).where(eq(prompts.id, prompt.id)))[0]!.voiceKey;
    const sealed = await storedVoiceKey();
    expect(sealed).not.toContain(voiceKey);
    expect(openVoiceKey(server.ctx.config.jwtSecret, sealed)).toBe(voiceKey);
    const kept = await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { ...prompt, queueId: prompt.queueId });
    expect(kept.json().voiceKey).toBe('••••••••7654');
    expect(await storedVoiceKey()).toBe(sealed);
    const cleared = await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { voiceKey: '' });
    expect(cleared.json().voiceKey).toBe('');
    expect(await storedVoiceKey()).toBe('');
  });

  it(routeCase('PUT /prompt/{id}', '400', '‘Informe o setor’ when the queue is taken away'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    expect((await api('PUT', `/prompt/${prompt.id}`, company.headers.admin, { queueId: null })).json().issues).toMatchObject({ queueId: 'Informe o setor' });
  });

  it(routeCase('PUT /prompt/{id}', '401'), async () => {
    expect((await api('PUT', '/prompt/1', {}, {})).statusCode).toBe(401);
  });

  it(routeCase('PUT /prompt/{id}', '403'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    expect((await api('PUT', `/prompt/${prompt.id}`, company.headers.supervisor, { name: 'x' })).statusCode).toBe(403);
  });

  it(routeCase('PUT /prompt/{id}', '404'), async () => {
    const company = await staffedCompany(server);
    const theirs = await create(await staffedCompany(server, {}, { withQueue: true }));
    expect((await api('PUT', `/prompt/${theirs.id}`, company.headers.admin, { name: 'x' })).statusCode).toBe(404);
  });

  it(routeCase('DELETE /prompt/{id}', 'success', 'queues using it let go of it'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    const queue = await createQueue(server.db, company.company.id, { promptId: prompt.id });
    const response = await api('DELETE', `/prompt/${prompt.id}`, company.headers.admin);
    expect(response.json()).toEqual({ message: 'Prompt deleted' });
    const queueNow = (await api('GET', `/queue/${queue.id}`, company.headers.admin)).json();
    expect(queueNow.promptId).toBeNull();
  });

  it(routeCase('DELETE /prompt/{id}', '400'), async () => {
    const company = await staffedCompany(server);
    expect((await api('DELETE', '/prompt/x', company.headers.admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /prompt/{id}', '401'), async () => {
    expect((await api('DELETE', '/prompt/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /prompt/{id}', '403'), async () => {
    const company = await staffedCompany(server, {}, { withQueue: true });
    const prompt = await create(company);
    expect((await api('DELETE', `/prompt/${prompt.id}`, company.headers.agent)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /prompt/{id}', '404'), async () => {
    const company = await staffedCompany(server);
    const theirs = await create(await staffedCompany(server, {}, { withQueue: true }));
    expect((await api('DELETE', `/prompt/${theirs.id}`, company.headers.admin)).statusCode).toBe(404);
  });
});
