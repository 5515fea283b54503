import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { contacts, messages, tickets, whatsapps } from './schema/index.js';
import { createCompany, unique } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { isUniqueViolation } from './unique-violation.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function contactOnConnection() {
  const { db } = database;
  const company = await createCompany(db);
  const [contact] = await db.insert(contacts).values({ companyId: company.id, name: 'Maria', number: `55119${Math.floor(Math.random() * 1e8)}` }).returning();
  const [whatsapp] = await db.insert(whatsapps).values({ companyId: company.id, name: 'Sim', provider: 'simulator', token: unique('tok') }).returning();
  return { companyId: company.id, contactId: contact!.id, whatsappId: whatsapp!.id };
}

describe('conversation data model', () => {
  it('a contact has at most one ticket that is not closed per connection, enforced by the database', async () => {
    const ids = await contactOnConnection();
    const [first] = await database.db.insert(tickets).values(ids).returning();
    const second = await database.db.insert(tickets).values({ ...ids, status: 'open' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(second, 'tickets_one_open_per_contact_uq')).toBe(true);
    await database.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, first!.id));
    const [next] = await database.db.insert(tickets).values(ids).returning();
    expect(next!.status).toBe('pending');
  });

  it('message bodies are searchable by words, ignoring case and accents, with a prefix of the last word', async () => {
    const ids = await contactOnConnection();
    const [ticket] = await database.db.insert(tickets).values(ids).returning();
    await database.db.insert(messages).values([
      { companyId: ids.companyId, ticketId: ticket!.id, contactId: ids.contactId, whatsappId: ids.whatsappId, fromMe: false, body: 'Olá! Preciso da segunda via do BOLETO' },
      { companyId: ids.companyId, ticketId: ticket!.id, contactId: ids.contactId, whatsappId: ids.whatsappId, fromMe: true, body: 'Claro, um instante' },
    ]);
    const found = await database.db
      .select({ body: messages.body })
      .from(messages)
      .where(sql`${messages.ticketId} = ${ticket!.id} and ${messages.searchVector} @@ to_tsquery('simple', 'ola & segunda & bolet:*')`);
    expect(found.map((row) => row.body)).toEqual(['Olá! Preciso da segunda via do BOLETO']);
  });

  it('the body search can be served by its index', async () => {
    // Tiny tables make a sequential scan cheaper, so the planner is told not to prefer one: what is
    // checked is that the index is usable by the query's form (the benchmark checks real plans).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain select id from messages where search_vector @@ to_tsquery('simple', 'boleto:*')`);
      return (rows as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('messages_search_idx');
  });
});
