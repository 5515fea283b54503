import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.js';
import { campaignPageSchema, campaignSchema, type Campaign } from '@prosa/contract';
import { eventsDuring } from '../../test/emitted-events.js';
import { unique } from '../../test/factories.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { Headers } from '../../test/conversation-kit.js';
import { insertConnection } from '../contacts/contacts.fixtures.js';
import { validList } from './campaign-test-kit.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const HOUR = 3_600_000;

async function company(planOverrides: Parameters<typeof staffedCompany>[1] = {}) {
  const staffed = await staffedCompany(server, planOverrides);
  const connection = await insertConnection(server.db, staffed.company.id);
  const list = await validList(server, staffed.company.id, ['5511980000001', '5511980000002']);
  return { ...staffed, connection, list };
}

async function createCampaign(headers: Headers, fields: object = {}): Promise<Campaign> {
  const response = await api('POST', '/campaigns', headers, { name: unique('Campanha').slice(0, 40), message1: 'Olá {nome}', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return campaignSchema.parse(response.json());
}

function upload(id: number, headers: Headers, method: 'POST' | 'DELETE' = 'POST') {
  if (method === 'DELETE') return server.app.inject({ method, url: `/campaigns/${id}/media-upload`, headers });
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="folheto promo.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 conteúdo\r\n--${boundary}--\r\n`);
  return server.app.inject({ method, url: `/campaigns/${id}/media-upload`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const inAnHour = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

describe('campaigns', () => {
  it(routeCase('GET /campaigns', 'success', 'newest first, searched by name, with list and connection names'), async () => {
    const { headers, list, connection } = await company();
    await createCampaign(headers.admin, { name: 'Natal' });
    await createCampaign(headers.admin, { name: 'Páscoa', contactListId: list.id, whatsappId: connection.id });
    const page = campaignPageSchema.parse((await api('GET', '/campaigns', headers.agent)).json());
    expect(page.records.map((c) => c.name)).toEqual(['Páscoa', 'Natal']);
    expect(page.records[0]).toMatchObject({ status: 'INATIVA', contactList: { id: list.id }, whatsapp: { id: connection.id } });
    expect(page.records[1]).toMatchObject({ contactList: null, whatsapp: null, scheduledAt: null, completedAt: null });
    expect(campaignPageSchema.parse((await api('GET', '/campaigns?searchParam=NAT', headers.agent)).json()).records.map((c) => c.name)).toEqual(['Natal']);
  });
  it(routeCase('GET /campaigns', '400'), async () => {
    expect((await api('GET', '/campaigns?pageNumber=x', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /campaigns', '401'), async () => {
    expect((await api('GET', '/campaigns', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /campaigns', '403', 'the plan has no campaigns'), async () => {
    const response = await api('GET', '/campaigns', (await staffedCompany(server, { useCampaigns: false })).headers.admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
  notApplicable('GET /campaigns', '404', 'a list names no record');

  it(routeCase('GET /campaigns/{id}', 'success', 'with the report counts; before the start valid contacts are the list’s valid numbers'), async () => {
    const { headers, list } = await company();
    const campaign = await createCampaign(headers.admin, { contactListId: list.id });
    expect(campaignSchema.parse((await api('GET', `/campaigns/${campaign.id}`, headers.agent)).json()).report).toEqual({ validContacts: 2, delivered: 0, confirmationRequested: 0, confirmed: 0, failed: 0, optedOut: 0 });
  });
  it(routeCase('GET /campaigns/{id}', '400'), async () => {
    expect((await api('GET', '/campaigns/0', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /campaigns/{id}', '401'), async () => {
    expect((await api('GET', '/campaigns/1', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /campaigns/{id}', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/campaigns/1', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });
  it(routeCase('GET /campaigns/{id}', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    const response = await api('GET', `/campaigns/${theirs.id}`, (await company()).headers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_CAMPAIGN_FOUND');
  });

  it(routeCase('POST /campaigns', 'success', 'INATIVA without a date, PROGRAMADA with one (the seed’s local form in the company’s zone); "Nenhuma" is none; emits campaign'), async () => {
    const { company: c, headers, list, connection } = await company();
    const events = await eventsDuring(server, { companyId: c.id, channel: 'campaign' }, async () => {
      const inactive = await createCampaign(headers.admin, { tagListId: 'Nenhuma', fileListId: 'Nenhuma', message2: '', confirmationMessage1: null });
      expect(inactive).toMatchObject({ status: 'INATIVA', tagListId: null, fileListId: null, message2: null });
    });
    expect(events).toMatchObject([{ action: 'create', record: { status: 'INATIVA' } }]);
    const scheduled = await createCampaign(headers.admin, { whatsappId: connection.id, contactListId: list.id, scheduledAt: '2031-03-10 09:30:00' });
    // The company's default zone is São Paulo (UTC−3).
    expect(scheduled).toMatchObject({ status: 'PROGRAMADA', scheduledAt: '2031-03-10T12:30:00.000Z' });
  });
  it(routeCase('POST /campaigns', '400', 'name 2–50, at least one message, a scheduled campaign needs a connection and an audience'), async () => {
    const { headers } = await company();
    const invalid = await api('POST', '/campaigns', headers.admin, { name: 'A', message1: '  ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toMatchObject({ name: 'Too Short!', message1: 'Required' });
    const incomplete = await api('POST', '/campaigns', headers.admin, { name: 'Sem conexão', message1: 'Oi', scheduledAt: inAnHour(2) });
    expect(incomplete.json().error).toBe('ERR_CAMPAIGN_INCOMPLETE');
  });
  it(routeCase('POST /campaigns', '401'), async () => {
    expect((await api('POST', '/campaigns', {}, { name: 'Campanha', message1: 'Oi' })).statusCode).toBe(401);
  });
  it(routeCase('POST /campaigns', '403', 'plain users do not write campaigns'), async () => {
    expect((await api('POST', '/campaigns', (await company()).headers.agent, { name: 'Campanha', message1: 'Oi' })).statusCode).toBe(403);
  });
  it(routeCase('POST /campaigns', '404', 'another company’s contact list'), async () => {
    const other = await company();
    const response = await api('POST', '/campaigns', (await company()).headers.admin, { name: 'Campanha', message1: 'Oi', contactListId: other.list.id });
    expect(response.statusCode).toBe(404);
  });

  it(routeCase('PUT /campaigns/{id}', 'success', 'editable when INATIVA or PROGRAMADA more than an hour ahead'), async () => {
    const { headers, list, connection } = await company();
    const campaign = await createCampaign(headers.admin);
    const scheduled = await api('PUT', `/campaigns/${campaign.id}`, headers.admin, { name: 'Renomeada', message1: 'Novo texto', whatsappId: connection.id, contactListId: list.id, scheduledAt: inAnHour(2) });
    expect(scheduled.json()).toMatchObject({ name: 'Renomeada', status: 'PROGRAMADA' });
    const back = await api('PUT', `/campaigns/${campaign.id}`, headers.admin, { name: 'Renomeada', message1: 'Novo texto' });
    expect(back.json()).toMatchObject({ status: 'INATIVA', scheduledAt: null });
  });
  it(routeCase('PUT /campaigns/{id}', '400'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('PUT', `/campaigns/${campaign.id}`, headers.admin, { name: 'x'.repeat(51), message1: 'Oi' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /campaigns/{id}', '401'), async () => {
    expect((await api('PUT', '/campaigns/1', {}, { name: 'Campanha', message1: 'Oi' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /campaigns/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('PUT', `/campaigns/${campaign.id}`, headers.agent, { name: 'Campanha', message1: 'Oi' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /campaigns/{id}', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await api('PUT', `/campaigns/${theirs.id}`, (await company()).headers.admin, { name: 'Campanha', message1: 'Oi' })).statusCode).toBe(404);
  });
  it('409 ERR_CAMPAIGN_NOT_EDITABLE within the hour before its time; a CANCELADA one saves only its messages', async () => {
    const { headers, list, connection } = await company();
    const soon = await createCampaign(headers.admin, { whatsappId: connection.id, contactListId: list.id, scheduledAt: inAnHour(0.5) });
    const locked = await api('PUT', `/campaigns/${soon.id}`, headers.admin, { name: 'Outro', message1: 'Oi' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    expect((await api('POST', `/campaigns/${soon.id}/cancel`, headers.admin)).json()).toMatchObject({ status: 'CANCELADA' });
    const messagesOnly = await api('PUT', `/campaigns/${soon.id}`, headers.admin, { name: 'Outro nome', message1: 'Texto novo', scheduledAt: null });
    expect(messagesOnly.statusCode).toBe(200);
    expect(messagesOnly.json()).toMatchObject({ name: soon.name, message1: 'Texto novo', status: 'CANCELADA', scheduledAt: soon.scheduledAt });
  });

  it(routeCase('DELETE /campaigns/{id}', 'success'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('DELETE', `/campaigns/${campaign.id}`, headers.admin)).statusCode).toBe(200);
    expect((await api('GET', `/campaigns/${campaign.id}`, headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /campaigns/{id}', '400'), async () => {
    expect((await api('DELETE', '/campaigns/x', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /campaigns/{id}', '401'), async () => {
    expect((await api('DELETE', '/campaigns/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /campaigns/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('DELETE', `/campaigns/${campaign.id}`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /campaigns/{id}', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await api('DELETE', `/campaigns/${theirs.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('POST /campaigns/{id}/media-upload', 'success', 'spaces become underscores'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    const response = await upload(campaign.id, headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mediaName: 'folheto_promo.pdf' });
    expect(response.json().mediaPath).toEqual(expect.any(String));
  });
  it(routeCase('POST /campaigns/{id}/media-upload', '400', 'no file'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    const boundary = '----prosaempty';
    const response = await server.app.inject({ method: 'POST', url: `/campaigns/${campaign.id}/media-upload`, headers: { ...headers.admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="typeArch"\r\n\r\ncampaign\r\n--${boundary}--\r\n` });
    expect(response.statusCode).toBe(400);
  });
  it(routeCase('POST /campaigns/{id}/media-upload', '401'), async () => {
    expect((await upload(1, {})).statusCode).toBe(401);
  });
  it(routeCase('POST /campaigns/{id}/media-upload', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await upload(campaign.id, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('POST /campaigns/{id}/media-upload', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await upload(theirs.id, (await company()).headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('DELETE /campaigns/{id}/media-upload', 'success'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    await upload(campaign.id, headers.admin);
    expect((await upload(campaign.id, headers.admin, 'DELETE')).json()).toMatchObject({ mediaPath: null, mediaName: null });
  });
  it(routeCase('DELETE /campaigns/{id}/media-upload', '400'), async () => {
    expect((await upload(0, (await company()).headers.admin, 'DELETE')).statusCode).toBe(400);
  });
  it(routeCase('DELETE /campaigns/{id}/media-upload', '401'), async () => {
    expect((await upload(1, {}, 'DELETE')).statusCode).toBe(401);
  });
  it(routeCase('DELETE /campaigns/{id}/media-upload', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await upload(campaign.id, headers.agent, 'DELETE')).statusCode).toBe(403);
  });
  it(routeCase('DELETE /campaigns/{id}/media-upload', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await upload(theirs.id, (await company()).headers.admin, 'DELETE')).statusCode).toBe(404);
  });

  it(routeCase('POST /campaigns/{id}/cancel', 'success', 'a scheduled campaign is cancelled and never starts'), async () => {
    const { headers, list, connection } = await company();
    const campaign = await createCampaign(headers.admin, { whatsappId: connection.id, contactListId: list.id, scheduledAt: inAnHour(2) });
    expect((await api('POST', `/campaigns/${campaign.id}/cancel`, headers.admin)).json()).toMatchObject({ status: 'CANCELADA' });
    // Past its time (read from the table: the session would have expired by then).
    server.clock.advance(3 * HOUR);
    await server.runJobs();
    const [row] = await server.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe('CANCELADA');
  });
  it(routeCase('POST /campaigns/{id}/cancel', '400'), async () => {
    expect((await api('POST', '/campaigns/abc/cancel', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('POST /campaigns/{id}/cancel', '401'), async () => {
    expect((await api('POST', '/campaigns/1/cancel', {})).statusCode).toBe(401);
  });
  it(routeCase('POST /campaigns/{id}/cancel', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('POST', `/campaigns/${campaign.id}/cancel`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('POST /campaigns/{id}/cancel', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await api('POST', `/campaigns/${theirs.id}/cancel`, (await company()).headers.admin)).statusCode).toBe(404);
  });
  it('cancel of a campaign that is not running answers 409', async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('POST', `/campaigns/${campaign.id}/cancel`, headers.admin)).json().error).toBe('ERR_CAMPAIGN_NOT_RUNNING');
  });

  it(routeCase('POST /campaigns/{id}/restart', 'success', 'a cancelled campaign runs again'), async () => {
    const { headers, list, connection } = await company();
    const campaign = await createCampaign(headers.admin, { whatsappId: connection.id, contactListId: list.id, scheduledAt: inAnHour(2) });
    await api('POST', `/campaigns/${campaign.id}/cancel`, headers.admin);
    expect((await api('POST', `/campaigns/${campaign.id}/restart`, headers.admin)).json()).toMatchObject({ status: 'EM_ANDAMENTO', report: { validContacts: 2 } });
  });
  it(routeCase('POST /campaigns/{id}/restart', '400'), async () => {
    expect((await api('POST', '/campaigns/-5/restart', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('POST /campaigns/{id}/restart', '401'), async () => {
    expect((await api('POST', '/campaigns/1/restart', {})).statusCode).toBe(401);
  });
  it(routeCase('POST /campaigns/{id}/restart', '403', 'plain user'), async () => {
    const { headers } = await company();
    const campaign = await createCampaign(headers.admin);
    expect((await api('POST', `/campaigns/${campaign.id}/restart`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('POST /campaigns/{id}/restart', '404', 'another company’s campaign'), async () => {
    const theirs = await createCampaign((await company()).headers.admin);
    expect((await api('POST', `/campaigns/${theirs.id}/restart`, (await company()).headers.admin)).statusCode).toBe(404);
  });
});

describe('campaign settings', () => {
  it(routeCase('GET /campaign-settings', 'success', 'the defaults 20 / 20 / 60 before anything is saved'), async () => {
    const { headers } = await company();
    expect((await api('GET', '/campaign-settings', headers.agent)).json()).toEqual([
      { key: 'messageInterval', value: 20 },
      { key: 'longerIntervalAfter', value: 20 },
      { key: 'greaterInterval', value: 60 },
      { key: 'variables', value: [] },
      { key: 'optOutWords', value: ['SAIR', 'PARAR', 'STOP'] },
    ]);
  });
  it(routeCase('GET /campaign-settings', '401'), async () => {
    expect((await api('GET', '/campaign-settings', {})).statusCode).toBe(401);
  });
  it(routeCase('GET /campaign-settings', '403', 'the plan has no campaigns'), async () => {
    expect((await api('GET', '/campaign-settings', (await staffedCompany(server, { useCampaigns: false })).headers.admin)).statusCode).toBe(403);
  });
  notApplicable('GET /campaign-settings', '400', 'takes no input');
  notApplicable('GET /campaign-settings', '404', 'every company has settings (defaults)');

  it(routeCase('POST /campaign-settings', 'success', 'saved keys replace the defaults, the others stay'), async () => {
    const { headers } = await company();
    const response = await api('POST', '/campaign-settings', headers.admin, { settings: { messageInterval: 0, greaterInterval: 3600, variables: [{ key: 'loja', value: 'Centro' }] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([{ key: 'messageInterval', value: 0 }, { key: 'longerIntervalAfter', value: 20 }, { key: 'greaterInterval', value: 3600 }, { key: 'variables', value: [{ key: 'loja', value: 'Centro' }] }]));
  });
  it(routeCase('POST /campaign-settings', '400', 'whole seconds from 0 to 3600'), async () => {
    const { headers } = await company();
    expect((await api('POST', '/campaign-settings', headers.admin, { settings: { messageInterval: 3601 } })).statusCode).toBe(400);
    expect((await api('POST', '/campaign-settings', headers.admin, { settings: { greaterInterval: -1 } })).statusCode).toBe(400);
    expect((await api('POST', '/campaign-settings', headers.admin, { settings: { longerIntervalAfter: 1.5 } })).statusCode).toBe(400);
  });
  it(routeCase('POST /campaign-settings', '401'), async () => {
    expect((await api('POST', '/campaign-settings', {}, { settings: {} })).statusCode).toBe(401);
  });
  it(routeCase('POST /campaign-settings', '403', 'plain user'), async () => {
    expect((await api('POST', '/campaign-settings', (await company()).headers.agent, { settings: { messageInterval: 5 } })).statusCode).toBe(403);
  });
  notApplicable('POST /campaign-settings', '404', 'the company’s own settings, no record named');
});
