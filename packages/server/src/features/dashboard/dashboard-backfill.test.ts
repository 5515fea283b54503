import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrations-folder.js';
import { contacts, ticketTransitions } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { TicketStory } from './dashboard-history.fixtures.js';

/**
 * Rows logged before the interval starts existed get them from the migration's backfill: it must
 * write what the engine writes with each new row, or the figures of old periods would change.
 */
const MIGRATION = '0022_dashboard_interval_starts.sql';
const MARKS_MIGRATION = '0025_dashboard_first_ticket_and_ratings.sql';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));

let database: Database;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const company = await createCompany(db);
  companyId = company.id;
  const [sales, support] = [await createQueue(db, companyId), await createQueue(db, companyId)];
  const agent = await createUser(db, companyId, { profile: 'user' });
  const connection = await insertConnection(db, companyId);
  const where = async () => ({ companyId, contactId: (await insertContact(db, companyId)).id, whatsappId: connection.id });

  // Transferred between queues while waiting, replied before and after the acceptance, reopened
  // without a new customer message, resolved again; an automatic text that is no reply.
  const story = await TicketStory.begin(db, await where(), at(0), { queueId: sales.id });
  await story.message(at(1));
  await story.message(at(2), { fromMe: true, isAutomatic: true });
  await story.transferToQueue(at(3), support.id);
  await story.message(at(4), { fromMe: true, userId: agent.id });
  await story.accept(at(6), agent.id);
  await story.resolve(at(10));
  // Rated after its first resolution: the later resolutions take the rating when they are logged.
  await story.rated(2, agent.id, at(11));
  await story.reopen(at(20), agent.id);
  await story.message(at(22), { fromMe: true, userId: agent.id });
  await story.resolve(at(30));
  await story.reopen(at(40), agent.id);
  await story.message(at(41));
  await story.message(at(45), { fromMe: true, userId: agent.id });
  await story.resolve(at(50));
  // Created open, resolved without any message.
  const direct = await TicketStory.begin(db, await where(), at(5), { status: 'open', userId: agent.id, queueId: sales.id });
  await direct.resolve(at(15));
  // A contact with two tickets (the second one closed, from a campaign), and one with none.
  const twice = await where();
  await TicketStory.begin(db, twice, at(7));
  await TicketStory.begin(db, twice, at(9), { status: 'closed' });
  await insertContact(db, companyId);
}, 60_000);

afterAll(() => database.close());

const startsOf = () =>
  database.db
    .select({ id: ticketTransitions.id, action: ticketTransitions.action, serviceStartedAt: ticketTransitions.serviceStartedAt, firstCustomerMessageAt: ticketTransitions.firstCustomerMessageAt, firstHumanReplyAt: ticketTransitions.firstHumanReplyAt, waitStartedAt: ticketTransitions.waitStartedAt })
    .from(ticketTransitions)
    .where(eq(ticketTransitions.companyId, companyId))
    .orderBy(asc(ticketTransitions.id));

describe('migration 0022 backfill', () => {
  it('writes the same interval starts on logged rows as the engine writes on new ones', async () => {
    const written = await startsOf();
    // The engine's values, worked out by hand: the transfer restarts the wait, a reopening restarts
    // the service and the attendance, an attendance without a customer message has no first response.
    expect(written.filter((row) => row.action === 'accept').map((row) => row.waitStartedAt)).toEqual([at(3)]);
    expect(written.filter((row) => row.action === 'resolve').map((row) => [row.serviceStartedAt, row.firstCustomerMessageAt, row.firstHumanReplyAt])).toEqual([
      [at(6), at(1), at(4)],
      [at(20), null, null],
      [at(40), at(41), at(45)],
      [at(5), null, null],
    ]);

    await database.db.execute(sql`update ticket_transitions set service_started_at = null, first_customer_message_at = null, first_human_reply_at = null, wait_started_at = null`);
    const statements = backfillOf(MIGRATION);
    expect(statements).toHaveLength(2);
    for (const statement of statements) await database.db.execute(sql.raw(statement));

    expect(await startsOf()).toEqual(written);
  });
});

const backfillOf = (file: string) =>
  readFileSync(join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement));

const marksOf = async () => ({
  firstTickets: await database.db.select({ id: contacts.id, firstTicketAt: contacts.firstTicketAt }).from(contacts).where(eq(contacts.companyId, companyId)).orderBy(asc(contacts.id)),
  ratings: await database.db
    .select({ id: ticketTransitions.id, action: ticketTransitions.action, rating: ticketTransitions.rating, ratedUserId: ticketTransitions.ratedUserId })
    .from(ticketTransitions)
    .where(eq(ticketTransitions.companyId, companyId))
    .orderBy(asc(ticketTransitions.id)),
});

describe('migration 0025 backfill', () => {
  it('writes the same first tickets and resolution ratings on existing rows as the engine writes', async () => {
    const written = await marksOf();
    // By hand: each contact's earliest ticket (none for the last), the rating on all three
    // resolutions of the rated ticket (two were logged after it) and on no other row.
    expect(written.firstTickets.map((row) => row.firstTicketAt)).toEqual([at(0), at(5), at(7), null]);
    expect(written.ratings.filter((row) => row.rating !== null).map((row) => [row.action, row.rating])).toEqual([
      ['resolve', 2],
      ['resolve', 2],
      ['resolve', 2],
    ]);

    await database.db.execute(sql`update contacts set first_ticket_at = null`);
    await database.db.execute(sql`update ticket_transitions set rating = null, rated_user_id = null`);
    const statements = backfillOf(MARKS_MIGRATION);
    expect(statements).toHaveLength(2);
    for (const statement of statements) await database.db.execute(sql.raw(statement));

    expect(await marksOf()).toEqual(written);
  });
});
