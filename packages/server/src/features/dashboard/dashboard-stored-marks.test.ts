import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dashboardSchema } from '@prosa/contract';
import { contacts, tickets, ticketTransitions } from '../../db/schema/index.js';
import { conversationCompany } from '../../test/conversation-kit.js';
import { createCompany, createUser } from '../../test/factories.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { mergeContacts } from '../contacts/contact-identity.js';
import { recordRating } from '../tickets/ticket-ratings.js';
import { TicketStory } from './dashboard-history.fixtures.js';

/**
 * The marks the dashboard reads instead of looking through each contact's tickets and each
 * resolved ticket's rating: `contacts.first_ticket_at` (new contacts) and the rating copied onto a
 * ticket's resolutions (attendant ratings), written by the engine as things happen.
 */
// 23:50 on the 10th and 00:02 on the 11th in São Paulo: days apart, within one session token's life.
const DAY_10 = new Date('2026-03-11T02:50:00Z');
const DAY_11 = new Date('2026-03-11T03:02:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  server.clock.set(DAY_10);
});
afterAll(() => server.close());

const firstTicketOf = async (contactId: number) => (await server.db.select({ at: contacts.firstTicketAt }).from(contacts).where(eq(contacts.id, contactId)))[0]!.at;

describe('marks written by the engine', () => {
  it('a customer’s first ticket dates the lead, the second does not move it, a rating answered after the resolution counts for the attendant, another company never counts', async () => {
    const kit = await conversationCompany(server, { queues: 'none', ratingMessage: 'Avalie nosso atendimento' });
    await kit.setting('userRating', 'enabled');
    const dashboard = async (query: string) => {
      const response = await kit.api('GET', `/dashboard?${query}`, kit.admin);
      expect(response.statusCode, response.body).toBe(200);
      return dashboardSchema.parse(response.json());
    };
    const customer = '5511955554444';

    // Day 10: the first message opens the contact's first ticket; Ana accepts and resolves it, the
    // survey goes out and the customer answers 2 afterwards.
    await kit.inbound(customer, 'Oi');
    const [first] = await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id));
    expect(await firstTicketOf(first!.contactId)).toEqual(DAY_10);
    expect((await kit.api('PUT', `/tickets/${first!.id}`, kit.admin, { status: 'open', userId: kit.users.admin.id })).statusCode).toBe(200);
    server.clock.set(new Date(DAY_10.getTime() + 2 * 60_000));
    expect((await kit.api('PUT', `/tickets/${first!.id}`, kit.admin, { status: 'closed', userId: kit.users.admin.id })).statusCode).toBe(200);
    await server.runJobs();
    expect((await kit.sent()).map((m) => m.body)).toContainEqual(expect.stringMatching(/^Avalie nosso atendimento/));
    const unrated = await dashboard('days=1');
    expect(unrated.attendants.find((row) => row.id === kit.users.admin.id)).toMatchObject({ tickets: 1, rating: null });
    server.clock.set(new Date(DAY_10.getTime() + 3 * 60_000));
    await kit.inbound(customer, '2');
    const [resolution] = await server.db
      .select({ rating: ticketTransitions.rating, ratedUserId: ticketTransitions.ratedUserId })
      .from(ticketTransitions)
      .where(and(eq(ticketTransitions.ticketId, first!.id), eq(ticketTransitions.action, 'resolve')));
    expect(resolution).toEqual({ rating: 2, ratedUserId: kit.users.admin.id });
    const day10 = await dashboard('days=1');
    expect(day10.counters.leads).toBe(1);
    expect(day10.attendants.find((row) => row.id === kit.users.admin.id)).toMatchObject({ tickets: 1, rating: 2 });

    // Another company on the same days: a new contact on the 11th, and a rating of 3 on a ticket it
    // resolved on the 10th, recorded (absurdly) for this company's Ana. Neither may count here.
    const outsider = await createCompany(server.db);
    const outsiderAgent = await createUser(server.db, outsider.id, { profile: 'user' });
    const outsiderConnection = await insertConnection(server.db, outsider.id);
    const place = async () => ({ companyId: outsider.id, contactId: (await insertContact(server.db, outsider.id)).id, whatsappId: outsiderConnection.id });
    const rated = await TicketStory.begin(server.db, await place(), new Date(DAY_10.getTime() + 60_000), { status: 'open', userId: outsiderAgent.id });
    await rated.resolve(new Date(DAY_10.getTime() + 4 * 60_000));
    await recordRating(server.db, { companyId: outsider.id, ticketId: rated.ticket.id, userId: kit.users.admin.id, rate: 3, at: new Date(DAY_10.getTime() + 5 * 60_000) });
    await TicketStory.begin(server.db, await place(), DAY_11);

    // Day 11: the same customer writes again; a second ticket, the lead stays on the 10th.
    server.clock.set(DAY_11);
    await kit.inbound(customer, 'Voltei');
    expect(await server.db.select().from(tickets).where(eq(tickets.companyId, kit.company.id))).toHaveLength(2);
    expect(await firstTicketOf(first!.contactId)).toEqual(DAY_10);
    expect((await dashboard('days=1')).counters.leads).toBe(0);
    const twoDays = await dashboard('days=2');
    expect(twoDays.counters.leads).toBe(1);
    expect(twoDays.attendants.find((row) => row.id === kit.users.admin.id)).toMatchObject({ tickets: 1, rating: 2 });
    expect((await dashboard('date_from=2026-03-10&date_to=2026-03-10')).attendants.find((row) => row.id === kit.users.admin.id)).toMatchObject({ rating: 2 });

    // Deleting the first ticket makes the second the contact's first: the lead moves to the 11th.
    expect((await kit.api('DELETE', `/tickets/${first!.id}`, kit.admin)).statusCode).toBe(200);
    expect(await firstTicketOf(first!.contactId)).toEqual(DAY_11);
    expect((await dashboard('days=1')).counters.leads).toBe(1);
    expect((await dashboard('date_from=2026-03-10&date_to=2026-03-10')).counters.leads).toBe(0);

    // An attendant starting a conversation (POST /tickets) dates a new contact's lead too.
    const called = await insertContact(server.db, kit.company.id);
    expect((await kit.api('POST', '/tickets', kit.admin, { contactId: called.id, whatsappId: kit.whatsappId })).statusCode).toBe(200);
    expect(await firstTicketOf(called.id)).toEqual(DAY_11);
    expect((await dashboard('days=1')).counters.leads).toBe(2);
    server.clock.set(DAY_10);
  });
});

describe('marks through the engine’s functions', () => {
  it('a rated ticket reopened and resolved again carries its rating on the new resolution', async () => {
    const company = await createCompany(server.db);
    const agent = await createUser(server.db, company.id, { profile: 'user' });
    const connection = await insertConnection(server.db, company.id);
    const story = await TicketStory.begin(server.db, { companyId: company.id, contactId: (await insertContact(server.db, company.id)).id, whatsappId: connection.id }, DAY_10, {
      status: 'open',
      userId: agent.id,
    });
    await story.resolve(new Date(DAY_10.getTime() + 60_000));
    await story.rated(3, agent.id, new Date(DAY_10.getTime() + 2 * 60_000));
    await story.reopen(DAY_11, agent.id);
    await story.resolve(new Date(DAY_11.getTime() + 60_000));
    const rows = await server.db
      .select({ rating: ticketTransitions.rating, ratedUserId: ticketTransitions.ratedUserId })
      .from(ticketTransitions)
      .where(and(eq(ticketTransitions.ticketId, story.ticket.id), eq(ticketTransitions.action, 'resolve')));
    expect(rows).toEqual([
      { rating: 3, ratedUserId: agent.id },
      { rating: 3, ratedUserId: agent.id },
    ]);
    // A second rating of the same ticket is refused and changes nothing.
    expect(await recordRating(server.db, { companyId: company.id, ticketId: story.ticket.id, userId: agent.id, rate: 1, at: DAY_11 })).toBe(false);
  });

  it('merging two contacts keeps the earlier first ticket of the two', async () => {
    const company = await createCompany(server.db);
    const connection = await insertConnection(server.db, company.id);
    const keep = await insertContact(server.db, company.id);
    const drop = await insertContact(server.db, company.id);
    await TicketStory.begin(server.db, { companyId: company.id, contactId: keep.id, whatsappId: connection.id }, DAY_11);
    await TicketStory.begin(server.db, { companyId: company.id, contactId: drop.id, whatsappId: connection.id }, DAY_10, { status: 'closed' });
    expect(await firstTicketOf(drop.id)).toEqual(DAY_10);
    const [keepRow] = await server.db.select().from(contacts).where(eq(contacts.id, keep.id));
    const [dropRow] = await server.db.select().from(contacts).where(eq(contacts.id, drop.id));
    const merged = await server.db.transaction((tx) => mergeContacts(tx, company.id, keepRow!, dropRow!, DAY_11));
    expect(merged.firstTicketAt).toEqual(DAY_10);
  });
});
