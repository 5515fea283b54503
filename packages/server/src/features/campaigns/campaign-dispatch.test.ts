import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { campaignShippings, jobs, messages, ticketTags, tags, tickets, whatsapps } from '../../db/schema/index.js';
import { retryConnectionJobsNow } from '../../jobs/job-queries.js';
import { conversationCompany, type OutboxMessage } from '../../test/conversation-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/wait-for.js';
import { unique } from '../../test/factories.js';
import { enqueueBotStep } from '../bot/bot-step.job.js';
import { findOrCreateContact } from '../contacts/contact-identity.js';
import { queueOutbound } from '../messages/outbound.js';
import { uploadOption } from '../files/file-list-test-helpers.js';
import { SETTLE_RECHECK_MS } from './campaign-dispatch.job.js';
import { paceDelayMs } from './campaign-texts.js';
import { reportOf, saveSettings, startNow, validList } from './campaign-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
});
afterAll(() => server.close());

const numbersOf = (messages: OutboxMessage[]) => messages.map((message) => message.to.split('@')[0]);
const instant = { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 };

async function shippingIds(campaignId: number) {
  return (await server.db.select({ id: campaignShippings.id }).from(campaignShippings).where(eq(campaignShippings.campaignId, campaignId)).orderBy(asc(campaignShippings.id))).map((row) => row.id);
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('campaign dispatcher', () => {
  it('paces each send: random 0..messageInterval, and exactly greaterInterval after every longerIntervalAfter sends; FINALIZADA at the end', { timeout: 120_000 }, async () => {
    const conv = await conversationCompany(server);
    const settings = { messageInterval: 10, longerIntervalAfter: 3, greaterInterval: 60 };
    await saveSettings(conv, settings);
    const numbers = Array.from({ length: 7 }, (_, i) => `55119700000${String(i).padStart(2, '0')}`);
    const list = await validList(server, conv.company.id, numbers);
    const campaign = await startNow(server, conv, { contactListId: list.id });
    await server.runJobs();
    expect(await conv.sent()).toHaveLength(1);
    const ids = await shippingIds(campaign.id);
    expect((await reportOf(conv, campaign.id)).report).toMatchObject({ validContacts: 7 });
    for (let k = 1; k < numbers.length; k += 1) {
      const delay = paceDelayMs(k, ids[k - 1]!, settings);
      if (k % 3 === 0) expect(delay).toBe(60_000);
      else expect(delay).toBeLessThanOrEqual(10_000);
      if (delay > 0) {
        server.clock.advance(delay - 1);
        await server.runJobs();
        expect(await conv.sent(), `send ${k + 1} waits ${delay} ms`).toHaveLength(0);
      }
      server.clock.advance(delay > 0 ? 1 : 0);
      await server.runJobs();
      expect(await conv.sent(), `send ${k + 1}`).toHaveLength(1);
    }
    server.clock.advance(60_000);
    await server.runJobs();
    const done = await reportOf(conv, campaign.id);
    expect(done.status).toBe('FINALIZADA');
    expect(done.completedAt).not.toBeNull();
    expect(done.report).toMatchObject({ validContacts: 7, delivered: 7, failed: 0 });
  });

  it('gives each contact a variant in turn over the campaign’s own messages, with its variables', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, { ...instant, variables: [{ key: 'loja', value: 'Loja Centro' }] });
    const list = await validList(server, conv.company.id, ['5511970001001', '5511970001002', '5511970001003', '5511970001004']);
    await startNow(server, conv, { contactListId: list.id, message1: 'A {nome} {numero}', message3: 'B {email} {loja}' });
    await server.runJobs();
    const sent = await conv.sent();
    expect(sent.map((m) => m.body)).toEqual(['A Pessoa 1 5511970001001', 'B p2@example.com Loja Centro', 'A Pessoa 3 5511970001003', 'B p4@example.com Loja Centro']);
  });

  it('cancel stops at once and restart sends only the contacts not yet delivered, each once', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, { messageInterval: 5, longerIntervalAfter: 0, greaterInterval: 0 });
    const numbers = Array.from({ length: 5 }, (_, i) => `551197100000${i}`);
    const list = await validList(server, conv.company.id, numbers);
    const campaign = await startNow(server, conv, { contactListId: list.id });
    await server.runJobs();
    server.clock.advance(5_000);
    await server.runJobs();
    const before = await conv.sent();
    expect(before.length).toBeGreaterThanOrEqual(1);
    const cancelled = await conv.api('POST', `/campaigns/${campaign.id}/cancel`, conv.admin);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELADA' });
    server.clock.advance(600_000);
    await server.runJobs();
    expect(await conv.sent()).toHaveLength(0);
    expect((await conv.api('POST', `/campaigns/${campaign.id}/restart`, conv.admin)).json()).toMatchObject({ status: 'EM_ANDAMENTO' });
    for (let round = 0; round < 10; round += 1) {
      await server.runJobs();
      server.clock.advance(5_000);
    }
    const after = await conv.sent();
    expect([...numbersOf(before), ...numbersOf(after)].sort()).toEqual(numbers);
    expect((await reportOf(conv, campaign.id)).status).toBe('FINALIZADA');
  });

  it('a cancel that commits while a message is inside the provider call leaves it to settle as sent; a restart does not send it again', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const numbers = ['5511971100001', '5511971100002', '5511971100003'];
    const list = await validList(server, conv.company.id, numbers);
    const session = server.sessionManager!.sessionOf(conv.whatsappId)!;
    const sendText = session.sendText;
    let cancelledDuringCall = false;
    session.sendText = async (...args) => {
      if (!cancelledDuringCall) {
        cancelledDuringCall = true;
        expect((await conv.api('POST', `/campaigns/${campaign.id}/cancel`, conv.admin)).json()).toMatchObject({ status: 'CANCELADA' });
      }
      return sendText(...args);
    };
    const campaign = await startNow(server, conv, { contactListId: list.id });
    try {
      await server.runJobs();
    } finally {
      session.sendText = sendText;
    }
    expect(cancelledDuringCall).toBe(true);
    const first = numbersOf(await conv.sent());
    expect(first).toHaveLength(1);
    const report = await reportOf(conv, campaign.id);
    expect(report).toMatchObject({ status: 'CANCELADA', report: { delivered: 1 } });
    expect((await conv.api('POST', `/campaigns/${campaign.id}/restart`, conv.admin)).json()).toMatchObject({ status: 'EM_ANDAMENTO' });
    await server.runJobs();
    server.clock.advance(SETTLE_RECHECK_MS);
    await server.runJobs();
    const rest = numbersOf(await conv.sent());
    expect([...first, ...rest].sort()).toEqual(numbers);
    expect(await reportOf(conv, campaign.id)).toMatchObject({ status: 'FINALIZADA', report: { delivered: 3, failed: 0 } });
  });

  it('a dispatcher run repeated (a worker that died after its commit) sends nobody twice', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const numbers = ['5511972000001', '5511972000002', '5511972000003'];
    const list = await validList(server, conv.company.id, numbers);
    const campaign = await startNow(server, conv, { contactListId: list.id });
    const { ensureDispatcher } = await import('./campaign-dispatch.job.js');
    await server.runJobs();
    await server.db.transaction((tx) => ensureDispatcher(tx, conv.company.id, conv.whatsappId, server.clock.now()));
    await server.runJobs();
    expect(numbersOf(await conv.sent()).sort()).toEqual(numbers);
    expect((await reportOf(conv, campaign.id)).report).toMatchObject({ delivered: 3 });
  });

  it('pauses while the connection is disconnected (rows stay pending) and resumes when it reconnects', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const list = await validList(server, conv.company.id, ['5511973000001', '5511973000002']);
    await server.db.update(whatsapps).set({ status: 'DISCONNECTED' }).where(eq(whatsapps.id, conv.whatsappId));
    const campaign = await startNow(server, conv, { contactListId: list.id });
    await server.runJobs();
    server.clock.advance(600_000);
    await server.runJobs();
    expect(await conv.sent()).toHaveLength(0);
    expect(await reportOf(conv, campaign.id)).toMatchObject({ status: 'EM_ANDAMENTO', report: { validContacts: 2, delivered: 0 } });
    await server.db.update(whatsapps).set({ status: 'CONNECTED' }).where(eq(whatsapps.id, conv.whatsappId));
    // The session coming up makes the waiting dispatcher due at once (as the session manager does on reconnect).
    await retryConnectionJobsNow(server.db, conv.whatsappId, server.clock.now());
    await server.runJobs();
    expect(numbersOf(await conv.sent()).sort()).toEqual(['5511973000001', '5511973000002']);
  });

  it('confirmation mode: the confirmation first, the main message after the contact’s reply; counted in the report', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const list = await validList(server, conv.company.id, ['5511974000001', '5511974000002']);
    const campaign = await startNow(server, conv, { contactListId: list.id, confirmation: true, confirmationMessage1: 'Posso enviar a oferta, {nome}?', message1: 'Oferta para {nome}' });
    await server.runJobs();
    expect((await conv.sent()).map((m) => m.body)).toEqual(['Posso enviar a oferta, Pessoa 1?', 'Posso enviar a oferta, Pessoa 2?']);
    expect((await reportOf(conv, campaign.id)).report).toMatchObject({ confirmationRequested: 2, confirmed: 0, delivered: 0 });
    await conv.inbound('5511974000002', 'Sim, pode');
    await server.runJobs();
    expect((await conv.sent()).filter((m) => m.body.startsWith('Oferta')).map((m) => m.body)).toEqual(['Oferta para Pessoa 2']);
    expect((await reportOf(conv, campaign.id)).report).toMatchObject({ confirmationRequested: 2, confirmed: 1, delivered: 1 });
  });

  it('opt-out: a reply with an opt-out word drops the number from this campaign and every later one', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const list = await validList(server, conv.company.id, ['5511975000001', '5511975000002']);
    const first = await startNow(server, conv, { contactListId: list.id, confirmation: true, confirmationMessage1: 'Quer receber?', message1: 'Oferta' });
    await server.runJobs();
    await conv.sent();
    await conv.inbound('5511975000001', ' sair ');
    await server.runJobs();
    expect((await conv.sent()).map((m) => m.body)).not.toContain('Oferta');
    expect((await reportOf(conv, first.id)).report).toMatchObject({ optedOut: 1 });
    await startNow(server, conv, { contactListId: list.id, message1: 'Segunda campanha' });
    await server.runJobs();
    expect(numbersOf((await conv.sent()).filter((m) => m.body === 'Segunda campanha'))).toEqual(['5511975000002']);
  });

  it('a file list’s files go before the message', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    const list = await validList(server, conv.company.id, ['5511978000001']);
    const files = (await conv.api('POST', '/files', conv.admin, { name: 'Catálogo', message: 'Arquivos', options: [{ name: 'tabela.pdf' }] })).json<{ id: number }>();
    expect((await uploadOption(server, files.id, conv.admin)).statusCode).toBe(200);
    await startNow(server, conv, { contactListId: list.id, fileListId: files.id, message1: 'Segue o catálogo' });
    await server.runJobs();
    expect((await conv.sent()).map((m) => [m.mediaType, m.body])).toEqual([['application', ''], ['chat', 'Segue o catálogo']]);
  });

  it('a tag list audience: the contacts of tickets carrying the tag, each once', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    await conv.inbound('5511976000001', 'oi');
    await conv.inbound('5511976000002', 'olá');
    const [tag] = await server.db.insert(tags).values({ companyId: conv.company.id, name: 'VIP' }).returning();
    const rows = await server.db.select({ id: tickets.id, contactId: tickets.contactId }).from(tickets).where(eq(tickets.companyId, conv.company.id));
    await server.db.insert(ticketTags).values(rows.map((row) => ({ ticketId: row.id, tagId: tag!.id })));
    await conv.sent();
    await startNow(server, conv, { tagListId: tag!.id, message1: 'Para VIPs' });
    await server.runJobs();
    expect(numbersOf(await conv.sent()).sort()).toEqual(['5511976000001', '5511976000002']);
  });

  it('two companies’ campaigns never share state: variants and pacing are their own', async () => {
    const one = await conversationCompany(server);
    const two = await conversationCompany(server);
    await saveSettings(one, instant);
    await saveSettings(two, { messageInterval: 0, longerIntervalAfter: 1, greaterInterval: 3600 });
    const listOne = await validList(server, one.company.id, ['5511977000001', '5511977000002']);
    const listTwo = await validList(server, two.company.id, ['5511977000003', '5511977000004']);
    await startNow(server, one, { contactListId: listOne.id, message1: 'um-A', message2: 'um-B' });
    await startNow(server, two, { contactListId: listTwo.id, message1: 'dois-A', message2: 'dois-B' });
    await server.runJobs();
    expect((await one.sent()).map((m) => m.body)).toEqual(['um-A', 'um-B']);
    expect((await two.sent()).map((m) => m.body)).toEqual(['dois-A']);
  });
  it('two campaigns on one connection share its pace; a campaign on another connection runs beside them', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, { messageInterval: 0, longerIntervalAfter: 2, greaterInterval: 60 });
    const created = await conv.api('POST', '/whatsapp', conv.admin, { name: unique('Segunda'), provider: 'simulator' });
    const second = created.json<{ id: number }>().id;
    await waitFor(async () => (await conv.api('GET', `/whatsapp/${second}`, conv.admin)).json().status === 'qrcode', { what: 'qrcode' });
    expect((await conv.api('POST', `/simulator/${second}/scan`, conv.admin, { number: '5511900000002' })).json().status).toBe('CONNECTED');
    const secondOutbox = async () => numbersOf((await conv.api('GET', `/simulator/${second}/outbox`, conv.admin)).json<{ messages: OutboxMessage[] }>().messages);
    const x = await validList(server, conv.company.id, ['5511979100001', '5511979100002']);
    const y = await validList(server, conv.company.id, ['5511979100003', '5511979100004']);
    const z = await validList(server, conv.company.id, ['5511979100005', '5511979100006']);
    // X starts alone (two start jobs due together may run in either order, or at once on
    // PostgreSQL), sends twice and the connection pauses; Y, started during that pause, waits for it.
    await startNow(server, conv, { contactListId: x.id, message1: 'X' });
    await server.runJobs();
    expect((await conv.sent()).map((m) => m.body)).toEqual(['X', 'X']);
    await startNow(server, conv, { contactListId: y.id, message1: 'Y' });
    await startNow(server, conv, { contactListId: z.id, message1: 'Z', whatsappId: second });
    await server.runJobs();
    expect(await conv.sent()).toHaveLength(0);
    expect((await secondOutbox()).sort()).toEqual(['5511979100005', '5511979100006']);
    server.clock.advance(59_999);
    await server.runJobs();
    expect(await conv.sent()).toHaveLength(0);
    server.clock.advance(1);
    await server.runJobs();
    expect((await conv.sent()).map((m) => m.body)).toEqual(['Y', 'Y']);
  });

  it('a connection that disconnects mid-campaign pauses it (its rows stay pending) and it resumes on reconnect, nobody twice', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, { messageInterval: 0, longerIntervalAfter: 2, greaterInterval: 10 });
    const numbers = ['5511979200001', '5511979200002', '5511979200003', '5511979200004'];
    const list = await validList(server, conv.company.id, numbers);
    const campaign = await startNow(server, conv, { contactListId: list.id });
    await server.runJobs();
    const before = numbersOf(await conv.sent());
    expect(before).toHaveLength(2);
    await server.db.update(whatsapps).set({ status: 'DISCONNECTED' }).where(eq(whatsapps.id, conv.whatsappId));
    for (const step of [10_000, 60_000, 600_000]) {
      server.clock.advance(step);
      await server.runJobs();
    }
    expect(await conv.sent()).toHaveLength(0);
    const statuses = await server.db.select({ status: campaignShippings.status }).from(campaignShippings).where(eq(campaignShippings.campaignId, campaign.id));
    expect(statuses.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'sent', 'sent']);
    expect(await reportOf(conv, campaign.id)).toMatchObject({ status: 'EM_ANDAMENTO', report: { delivered: 2 } });
    await server.db.update(whatsapps).set({ status: 'CONNECTED' }).where(eq(whatsapps.id, conv.whatsappId));
    await retryConnectionJobsNow(server.db, conv.whatsappId, server.clock.now());
    await server.runJobs();
    server.clock.advance(10_000);
    await server.runJobs();
    expect([...before, ...numbersOf(await conv.sent())].sort()).toEqual(numbers);
    expect((await reportOf(conv, campaign.id)).status).toBe('FINALIZADA');
  });

  it('variants restart at the first message in every campaign, and a number in both the list and the tag list is sent once', async () => {
    const conv = await conversationCompany(server);
    await saveSettings(conv, instant);
    await conv.inbound('5511979300001', 'oi');
    const [tag] = await server.db.insert(tags).values({ companyId: conv.company.id, name: unique('Tag') }).returning();
    const [ticket] = await server.db.select({ id: tickets.id, contactId: tickets.contactId }).from(tickets).where(eq(tickets.companyId, conv.company.id));
    // A second, closed ticket of the same contact carrying the tag too.
    const [closed] = await server.db.insert(tickets).values({ companyId: conv.company.id, contactId: ticket!.contactId, whatsappId: conv.whatsappId, status: 'closed', isGroup: false }).returning();
    await server.db.insert(ticketTags).values([{ ticketId: ticket!.id, tagId: tag!.id }, { ticketId: closed!.id, tagId: tag!.id }]);
    const list = await validList(server, conv.company.id, ['5511979300001', '5511979300002', '5511979300003']);
    await conv.sent();
    const first = await startNow(server, conv, { contactListId: list.id, tagListId: tag!.id, message1: 'um', message2: 'dois' });
    await server.runJobs();
    expect((await conv.sent()).map((m) => [m.to.split('@')[0], m.body])).toEqual([
      ['5511979300001', 'um'],
      ['5511979300002', 'dois'],
      ['5511979300003', 'um'],
    ]);
    expect((await reportOf(conv, first.id)).report).toMatchObject({ validContacts: 3, delivered: 3 });
    // The connection's dispatcher, waiting to settle the first campaign's last sends, takes the next one then.
    server.clock.advance(SETTLE_RECHECK_MS);
    await startNow(server, conv, { contactListId: list.id, message1: 'outra-um', message2: 'outra-dois' });
    await server.runJobs();
    expect((await conv.sent()).map((m) => m.body)).toEqual(['outra-um', 'outra-dois', 'outra-um']);
  });

  // PostgreSQL only: PGlite has one connection, so two transactions never interleave there.
  it.skipIf(!onPostgres)('a campaign send and the bot’s turn on the same ticket lock the contact before the ticket (no deadlock)', async () => {
    const conv = await conversationCompany(server);
    const number = '5511979000001';
    await conv.inbound(number, 'oi');
    const [ticket] = await server.db.select().from(tickets).where(eq(tickets.companyId, conv.company.id));
    const [message] = await server.db.select({ id: messages.id }).from(messages).where(and(eq(messages.ticketId, ticket!.id), eq(messages.fromMe, false)));
    const lockWaits = async () => {
      const result = await server.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    let botRun: Promise<number> | undefined;
    // The dispatcher's order: the contact for update, then a message into its ticket. The bot's
    // turn runs in between, once this transaction holds the contact.
    await server.db.transaction(async (tx) => {
      const now = server.clock.now();
      await findOrCreateContact(tx, conv.company.id, { phone: number, whatsappId: conv.whatsappId }, now);
      await enqueueBotStep(server.db, { companyId: conv.company.id, ticketId: ticket!.id, messageId: message!.id }, now);
      botRun = server.runJobs();
      await waitFor(async () => (await lockWaits()) > 0, { timeoutMs: 10_000, what: 'the bot’s turn to wait for a lock' });
      await queueOutbound(tx, ticket!, { body: 'Oferta de campanha', userId: null, isAutomatic: true }, now);
    });
    await botRun;
    // Neither was chosen as a deadlock's victim: the bot's turn ran once and succeeded.
    const [turn] = await server.db.select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError }).from(jobs).where(eq(jobs.dedupeKey, `bot:${ticket!.id}`)).orderBy(desc(jobs.id)).limit(1);
    expect(turn).toEqual({ status: 'done', attempts: 1, lastError: null });
  });
});
