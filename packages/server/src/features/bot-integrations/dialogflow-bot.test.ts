import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { queueIntegrations, queues, ticketNotes, tickets } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Dialogflow ES turns driven through the simulator against a local stand-in of Google's token
 * endpoint and of detectIntent started here. The token endpoint checks the JWT bearer grant with
 * the public half of a key pair generated for the test, as Google would.
 */

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });

interface DetectCall {
  path: string;
  authorization: string;
  body: { queryInput: { text: { text: string; languageCode: string } } };
}

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let fake: Server;
let fakeUrl: string;
const tokenRequests: { valid: boolean; claims: Record<string, unknown> }[] = [];
const detects: DetectCall[] = [];
let issued = 0;
/** Seconds the fake's tokens live. */
let tokenLifetime = 3600;
/** What the agent answers; per test. */
let agent: (call: DetectCall) => { status?: number; body?: object } = () => ({ status: 500 });

function checkAssertion(assertion: string): { valid: boolean; claims: Record<string, unknown> } {
  const [header = '', claims = '', signature = ''] = assertion.split('.');
  const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  return { valid: valid && JSON.parse(Buffer.from(header, 'base64url').toString()).alg === 'RS256', claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown> };
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const json = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/token') {
        const form = new URLSearchParams(raw);
        const checked = checkAssertion(form.get('assertion') ?? '');
        tokenRequests.push(checked);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !checked.valid) return json(400, { error: 'invalid_grant' });
        return json(200, { access_token: `token-${++issued}`, expires_in: tokenLifetime, token_type: 'Bearer' });
      }
      const call = { path: request.url ?? '', authorization: String(request.headers.authorization), body: JSON.parse(raw || '{}') as DetectCall['body'] };
      if (!/^Bearer token-\d+$/.test(call.authorization)) return json(401, { error: { code: 401 } });
      detects.push(call);
      const answer = agent(call);
      return json(answer.status ?? 200, answer.body ?? {});
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  server = await startTestServer({ sessions: true, env: { DIALOGFLOW_API_URL: fakeUrl } });
  api = apiOf(server);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => fake.close(resolve));
});

let accounts = 0;
/** A service account of its own per test, so one test's cached token is not another's. */
function serviceAccount(): string {
  accounts += 1;
  return JSON.stringify({ type: 'service_account', project_id: 'agente-123', private_key_id: 'k1', private_key: privateKey, client_email: `bot${accounts}@agente-123.iam.gserviceaccount.com`, token_uri: `${fakeUrl}/token` });
}

const answer = (texts: string[], extra: Record<string, unknown> = {}) => ({
  body: { responseId: 'r', queryResult: { queryText: 'x', fulfillmentText: texts.join(' '), fulfillmentMessages: [{ text: { text: texts } }, { platform: 'FACEBOOK', text: { text: ['só no Facebook'] } }], intent: { displayName: 'Intenção' }, ...extra } },
});

type Kit = Awaited<ReturnType<typeof conversationCompany>>;

async function dialogflowCompany(fields: Record<string, unknown> = {}): Promise<Kit> {
  const kit = await conversationCompany(server, { queues: 'one' });
  const created = await kit.api('POST', '/queueIntegration', kit.admin, { type: 'dialogflow', name: 'Agente', projectName: 'agente-123', jsonContent: serviceAccount(), language: 'pt-BR', typebotExpires: 0, ...fields });
  expect(created.statusCode, created.body).toBe(200);
  await server.db.update(queues).set({ integrationId: created.json<{ id: number }>().id }).where(eq(queues.id, kit.queues.sales.id));
  return kit;
}

async function ticketOf(kit: Kit) {
  const [row] = await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id));
  return row!;
}

async function nextTurn() {
  server.clock.advance(1000);
  await server.runJobs();
}

const bodies = async (kit: Kit) => (await kit.sent()).map((message) => message.body);

describe('Dialogflow integration on a queue', () => {
  it('signs its own token request, keeps the token until it expires, sends the fulfilment texts and hands off at the end of the conversation', async () => {
    const kit = await dialogflowCompany();
    tokenRequests.length = 0;
    detects.length = 0;
    tokenLifetime = 120;
    agent = (call) => (call.body.queryInput.text.text === 'tchau' ? answer(['Até mais!'], { diagnosticInfo: { end_conversation: true } }) : answer(['Olá!', 'Como posso ajudar?']));
    await kit.inbound('5511955550001', 'oi');
    await kit.inbound('5511955550001', 'tudo bem?');
    await nextTurn();
    const ticket = await ticketOf(kit);
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.valid).toBe(true);
    const claims = tokenRequests[0]!.claims;
    expect(claims).toMatchObject({ iss: expect.stringMatching(/^bot\d+@agente-123/), aud: `${fakeUrl}/token`, scope: 'https://www.googleapis.com/auth/cloud-platform' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(detects).toHaveLength(1);
    expect(detects[0]!.path).toBe(`/v2/projects/agente-123/agent/sessions/prosa-${kit.company.id}-${ticket.id}:detectIntent`);
    expect(detects[0]!.body.queryInput.text).toEqual({ text: 'oi\ntudo bem?', languageCode: 'pt-BR' });
    expect(await bodies(kit)).toEqual(['Olá Maria! Escolha:', 'Olá!', 'Como posso ajudar?']);

    await kit.inbound('5511955550001', 'quero saber o horário');
    await nextTurn();
    expect(tokenRequests).toHaveLength(1);
    expect(detects[1]!.authorization).toBe(detects[0]!.authorization);
    // Within a minute of the token's end a new one is asked for.
    server.clock.advance(60_000);
    await kit.inbound('5511955550001', 'tchau');
    await nextTurn();
    expect(tokenRequests).toHaveLength(2);
    expect(detects[2]!.authorization).not.toBe(detects[0]!.authorization);
    expect((await bodies(kit)).slice(-1)).toEqual(['Até mais!']);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: kit.queues.sales.id, useIntegration: false });
    tokenLifetime = 3600;
  });

  it('an intent that ends the interaction hands off; the finish keyword hands off without asking the agent', async () => {
    const kit = await dialogflowCompany();
    agent = () => answer(['Vou chamar alguém.'], { intent: { displayName: 'Humano', endInteraction: true } });
    await kit.inbound('5511955550002', 'quero um humano');
    await nextTurn();
    expect((await bodies(kit)).slice(-1)).toEqual(['Vou chamar alguém.']);
    expect((await ticketOf(kit)).useIntegration).toBe(false);

    const other = await dialogflowCompany({ typebotKeywordFinish: 'sair' });
    detects.length = 0;
    agent = () => answer(['Oi!']);
    await other.inbound('5511955550003', 'sair');
    await nextTurn();
    expect(detects).toHaveLength(0);
    expect(await ticketOf(other)).toMatchObject({ status: 'pending', useIntegration: false });
  });

  it('a custom payload asking for a transfer moves the ticket to that queue', async () => {
    const kit = await dialogflowCompany();
    const support = kit.queues.support.id;
    agent = () => ({ body: { queryResult: { fulfillmentMessages: [{ text: { text: ['Transferindo.'] } }, { payload: { transfer: { queueId: support } } }] } } });
    await kit.inbound('5511955550004', 'suporte');
    await nextTurn();
    expect((await bodies(kit)).slice(-1)).toEqual(['Transferindo.']);
    expect(await ticketOf(kit)).toMatchObject({ status: 'pending', queueId: support, useIntegration: false });
  });

  it('expires after typebotExpires minutes of customer silence', async () => {
    const kit = await dialogflowCompany({ typebotExpires: 1 });
    agent = () => answer(['Oi!']);
    await kit.inbound('5511955550005', 'oi');
    await nextTurn();
    server.clock.advance(58_000);
    await server.runJobs();
    expect((await ticketOf(kit)).useIntegration).toBe(true);
    server.clock.advance(1_000);
    await server.runJobs();
    const ticket = await ticketOf(kit);
    expect(ticket.useIntegration).toBe(false);
    expect((await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id))).map((note) => note.note)).toEqual([expect.stringContaining('após 1 min sem mensagem')]);
  });

  it('an outage is retried after 2, 8 and 30 s, then the ticket goes to humans with a note', async () => {
    const kit = await dialogflowCompany();
    detects.length = 0;
    agent = () => ({ status: 500, body: { error: { code: 500 } } });
    await kit.inbound('5511955550006', 'oi');
    await nextTurn();
    for (const [delay, count] of [[2000, 2], [8000, 3], [30000, 4]] as const) {
      server.clock.advance(delay - 1);
      await server.runJobs();
      expect(detects).toHaveLength(count - 1);
      server.clock.advance(1);
      await server.runJobs();
      expect(detects).toHaveLength(count);
    }
    const ticket = await ticketOf(kit);
    expect(ticket).toMatchObject({ status: 'pending', useIntegration: false });
    const notes = await server.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id)).orderBy(asc(ticketNotes.id));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('não respondeu após 4 tentativas (HTTP 500)')]);
  });
});

describe('Dialogflow service-account JSON at rest', () => {
  it('is sealed in the database, answered with its key masked, and a PUT sending the masked JSON keeps the key', async () => {
    const company = await staffedCompany(server);
    const json = serviceAccount();
    const created = await api('POST', '/queueIntegration', company.headers.admin, { type: 'dialogflow', name: 'Agente', projectName: 'agente-123', jsonContent: json, language: 'pt-BR' });
    expect(created.statusCode, created.body).toBe(200);
    const shown = created.json<{ id: number; jsonContent: string }>();
    expect(JSON.parse(shown.jsonContent)).toMatchObject({ client_email: JSON.parse(json).client_email, private_key: '••••••••' });
    expect(shown.jsonContent).not.toContain('PRIVATE KEY');
    const [stored] = await server.db.select({ jsonContent: queueIntegrations.jsonContent }).from(queueIntegrations).where(eq(queueIntegrations.id, shown.id));
    expect(stored!.jsonContent).toMatch(/^v1\./);
    expect(stored!.jsonContent).not.toContain('agente-123');

    const edited = await api('PUT', `/queueIntegration/${shown.id}`, company.headers.admin, { jsonContent: shown.jsonContent, language: 'es' });
    expect(edited.statusCode, edited.body).toBe(200);
    // The kept key still signs: the session test with the masked JSON reaches the agent.
    agent = () => answer(['¡Hola!']);
    const test = await api('POST', '/queueIntegration/testSession', company.headers.admin, { projectName: 'agente-123', jsonContent: edited.json<{ jsonContent: string }>().jsonContent, language: 'es' });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ reply: '¡Hola!' });
  });
});

describe('POST /queueIntegration/testSession', () => {
  it(routeCase('POST /queueIntegration/testSession', 'success', 'answers what the agent replies to the test phrase, in the language given'), async () => {
    const company = await staffedCompany(server);
    detects.length = 0;
    agent = (call) => answer([`Você disse ${call.body.queryInput.text.text}`]);
    const response = await api('POST', '/queueIntegration/testSession', company.headers.admin, { projectName: 'projeto-teste', jsonContent: serviceAccount(), language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reply: 'Você disse Oi', intent: 'Intenção', endConversation: false });
    expect(detects[0]!.path).toMatch(/^\/v2\/projects\/projeto-teste\/agent\/sessions\/prosa-test-/);
    expect(detects[0]!.body.queryInput.text.languageCode).toBe('en');
    const phrase = await api('POST', '/queueIntegration/testSession', company.headers.admin, { jsonContent: serviceAccount(), language: 'pt-BR', message: 'bom dia' });
    expect(phrase.json().reply).toBe('Você disse bom dia');
    expect(detects[1]!.path).toMatch(/^\/v2\/projects\/agente-123\//);
  });

  it(routeCase('POST /queueIntegration/testSession', '400', 'a JSON that is no service account, an unknown language, an agent that does not answer'), async () => {
    const company = await staffedCompany(server);
    const post = (body: object) => api('POST', '/queueIntegration/testSession', company.headers.admin, body);
    expect((await post({ jsonContent: '{"type":"user"}', language: 'pt-BR' })).json().issues).toMatchObject({ jsonContent: 'JSON de conta de serviço inválido' });
    expect((await post({ jsonContent: serviceAccount(), language: 'fr' })).json().issues).toMatchObject({ language: 'Idioma inválido' });
    expect((await post({ language: 'pt-BR' })).statusCode).toBe(400);
    agent = () => ({ status: 500 });
    const failed = await post({ jsonContent: serviceAccount(), language: 'pt-BR' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toBe('ERR_DIALOGFLOW_TEST_FAILED');
  });

  it(routeCase('POST /queueIntegration/testSession', '401'), async () => {
    expect((await api('POST', '/queueIntegration/testSession', {}, { jsonContent: '{}', language: 'en' })).statusCode).toBe(401);
  });

  it(routeCase('POST /queueIntegration/testSession', '403', 'agents, and plans without useIntegrations'), async () => {
    const company = await staffedCompany(server);
    expect((await api('POST', '/queueIntegration/testSession', company.headers.agent, { jsonContent: serviceAccount(), language: 'en' })).statusCode).toBe(403);
    const noPlan = await staffedCompany(server, { useIntegrations: false });
    expect((await api('POST', '/queueIntegration/testSession', noPlan.headers.admin, { jsonContent: serviceAccount(), language: 'en' })).statusCode).toBe(403);
  });

  notApplicable('POST /queueIntegration/testSession', '404', 'the test names no stored record: it runs on the fields as typed');
});
