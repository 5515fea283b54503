import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrations-folder.js';
import { ticketTransitions } from '../../db/schema/index.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertConnection, insertContact } from '../../test/conversation-factories.js';
import { TicketStory } from './dashboard-history.fixtures.js';

/**
 * Rows logged before the interval starts existed get them from the migration's backfill: it must
 * write what the engine writes with each new row, or the figures of old periods would change.
 */
const MIGRATION = '0022_dashboard_interval_starts.sql';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));

let database: Database;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase({ isolated: true });
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
    const statements = readFileSync(join(migrationsFolder(), MIGRATION), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await database.db.execute(sql.raw(statement));

    expect(await startsOf()).toEqual(written);
  });
});
