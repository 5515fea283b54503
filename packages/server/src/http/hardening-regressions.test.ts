import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWeekSchedule } from '@prosa/contract';
import { eq } from 'drizzle-orm';
import { messages } from '../db/schema/index.js';
import { storeInbound } from '../providers/intake.js';
import { conversationCompany } from '../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/** The inputs that once answered 500, each now a 400 naming its field, or stored clean. */
let server: TestServer;
let kit: Awaited<ReturnType<typeof conversationCompany>>;

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  kit = await conversationCompany(server);
}, 60_000);
afterAll(() => server.close());

async function expectIssue(method: 'GET' | 'POST' | 'PUT', url: string, field: string, payload?: object, headers: Record<string, string> = kit.admin) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ error: string; issues: Record<string, string> }>();
  expect(body.error).toBe('ERR_VALIDATION');
  expect(Object.keys(body.issues)).toContain(field);
}

describe('text the database cannot store', () => {
  it('a NUL in a stored or searched text is a 400 naming the field, even without a login', async () => {
    await expectIssue('POST', '/tags', 'name', { name: 'eti\u0000queta' });
    await expectIssue('POST', '/contacts', 'name', { name: 'Ana\u0000', number: '5511999998888' });
    await expectIssue('GET', '/contacts?searchParam=%00', 'searchParam');
    await expectIssue('GET', '/tickets?searchParam=a%00', 'searchParam');
    await expectIssue('POST', '/companies/cadastro', 'name', { name: 'Empresa\u0000', email: 'nul@example.com', password: 'secret1', planId: kit.company.planId }, {});
  });

  it('a lone surrogate in a JSON column is a 400 naming the field', async () => {
    const schedules = defaultWeekSchedule().map((day, index) => (index === 0 ? { ...day, weekday: 'x\ud800' } : day));
    await expectIssue('PUT', `/companies/${kit.company.id}/schedules`, 'schedules.0.weekday', { schedules });
  });

  it('what WhatsApp delivers is cleaned instead: NUL removed, lone surrogates replaced, the message kept', async () => {
    await kit.inbound('5511977771111', 'oi\u0000 tudo bem\ud800?', { name: 'Cli\u0000ente' });
    const { tickets } = (await kit.api('GET', '/tickets?searchParam=5511977771111&showAll=true', kit.admin)).json<{ tickets: { id: number; contact: { name: string } }[] }>();
    expect(tickets[0]!.contact.name).toBe('Cliente');
    const { messages } = (await kit.api('GET', `/messages/${tickets[0]!.id}`, kit.admin)).json<{ messages: { body: string }[] }>();
    expect(messages.map((message) => message.body)).toContain('oi tudo bem\ufffd?');
  });
});

describe('dates and numbers past what can be stored', () => {
  it('an impossible calendar day is a 400', async () => {
    await expectIssue('GET', '/tickets?date=2024-13-45', 'date');
    await expectIssue('GET', '/tickets?updatedAt=0000-00-00', 'updatedAt');
    await expectIssue('GET', '/contacts?dateStart=2024-02-30', 'dateStart');
  });

  it('an id past a 32-bit integer is a 400, with or without a login', async () => {
    await expectIssue('POST', '/companies/cadastro', 'planId', { name: 'Empresa', email: 'big@example.com', password: 'secret1', planId: 2_147_483_648 }, {});
    await expectIssue('PUT', `/whatsapp/${kit.whatsappId}`, 'transferQueueId', { name: 'Conexão', transferQueueId: 2_147_483_648 });
    await expectIssue('PUT', `/whatsapp/${kit.whatsappId}`, 'queueIds.0', { name: 'Conexão', queueIds: [9_007_199_254_740_991] });
  });

  it('a simulated timestamp past the year 9999 is a 400', async () => {
    const response = await kit.api('POST', `/simulator/${kit.whatsappId}/inbound`, kit.admin, { from: '5511977772222', body: 'olá', timestamp: 9_007_199_254_740_991 });
    expect(response.statusCode).toBe(400);
  });

  it('a provider message whose timestamp is no instant is stored at the time it arrived', async () => {
    const message = { providerMessageId: 'BAD-TIME-1', chat: { kind: 'contact' as const, peer: { phone: '5511977773333' } }, sender: { phone: '5511977773333' }, fromMe: false, timestamp: '+275760-09-13T00:00:00.001Z', type: 'chat' as const, body: 'hora errada' };
    expect((await storeInbound(server.db, { companyId: kit.company.id, whatsappId: kit.whatsappId }, { kind: 'message', message }, server.clock.now())).stored).toBe(true);
    await server.runJobs();
    const [stored] = await server.db.select({ createdAt: messages.createdAt }).from(messages).where(eq(messages.providerMessageId, 'BAD-TIME-1'));
    expect(stored!.createdAt.getTime()).toBe(server.clock.now().getTime());
  });
});

describe('malformed URLs', () => {
  it('an undecodable escape answers the error envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/contacts/%E0%A4%A', headers: kit.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'ERR_VALIDATION', issues: { url: 'Malformed URL' } });
  });
});
