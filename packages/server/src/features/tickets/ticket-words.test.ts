import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PLAN_FEATURES, ticketListQuerySchema } from '@prosa/contract';
import type { Database } from '../../db/client.js';
import { messages, tickets, ticketWords } from '../../db/schema/index.js';
import type { RequestAuth } from '../../shared/caller.js';
import { createCompany, createUser } from '../../test/factories.js';
import { insertConnection, insertContact, insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { pageTickets } from './tickets.repository.js';

/**
 * `ticket_words` holds exactly the lexemes of each ticket's messages, kept by triggers on `messages`
 * whatever writes them; a one-word search reads it. The equivalence test checks the answers on
 * generated data; this file checks the upkeep on every kind of write and that the search does read
 * the table (so the equivalence test covers that path, not a fallback).
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function office() {
  const db = database.db;
  const company = await createCompany(db);
  const admin = await createUser(db, company.id, { profile: 'admin' });
  const connection = await insertConnection(db, company.id);
  const ticket = async () => {
    const contact = await insertContact(db, company.id, { name: 'Cliente' });
    return insertTicket(db, { companyId: company.id, contactId: contact.id, whatsappId: connection.id, status: 'open' });
  };
  const plan = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as RequestAuth['plan'];
  const auth: RequestAuth = { userId: admin.id, companyId: company.id, sessionId: 'words', profile: 'admin', super: false, name: 'x', email: admin.email, allTicket: 'desabled', timeZone: 'America/Sao_Paulo', plan };
  const search = async (searchParam: string) => (await pageTickets(db, auth, ticketListQuerySchema.parse({ searchParam, showAll: 'true' }))).rows.map((row) => row.id);
  return { company, ticket, search };
}

async function wordsOf(ticketId: number): Promise<string[]> {
  const rows = await database.db.select({ word: ticketWords.word }).from(ticketWords).where(eq(ticketWords.ticketId, ticketId));
  return rows.map((row) => row.word).sort();
}

describe('ticket_words', () => {
  it('holds the folded words of a ticket’s messages once each, in the message’s company', async () => {
    const o = await office();
    const ticket = await o.ticket();
    await insertMessage(database.db, ticket, { body: 'Orçamento do PEDIDO, pedido urgente!' });
    await insertMessage(database.db, ticket, { body: 'pedido' });
    expect(await wordsOf(ticket.id)).toEqual(['do', 'orcamento', 'pedido', 'urgente']);
    const companies = await database.db.selectDistinct({ id: ticketWords.companyId }).from(ticketWords).where(eq(ticketWords.ticketId, ticket.id));
    expect(companies).toEqual([{ id: o.company.id }]);
  });

  it('follows an edited body: new words come, words no other message of the ticket holds go', async () => {
    const o = await office();
    const ticket = await o.ticket();
    const first = await insertMessage(database.db, ticket, { body: 'boleto atrasado' });
    await insertMessage(database.db, ticket, { body: 'boleto' });
    await database.db.update(messages).set({ body: 'pix recebido' }).where(eq(messages.id, first.id));
    expect(await wordsOf(ticket.id)).toEqual(['boleto', 'pix', 'recebido']);
    expect(await o.search('atras')).toEqual([]);
    expect(await o.search('receb')).toEqual([ticket.id]);
    // An update that leaves the body alone (acks, reads) changes nothing.
    await database.db.update(messages).set({ ack: 3, read: true }).where(eq(messages.ticketId, ticket.id));
    expect(await wordsOf(ticket.id)).toEqual(['boleto', 'pix', 'recebido']);
  });

  it('follows a message moved to another ticket', async () => {
    const o = await office();
    const [from, to] = [await o.ticket(), await o.ticket()];
    const moved = await insertMessage(database.db, from, { body: 'garantia estendida' });
    await insertMessage(database.db, from, { body: 'garantia' });
    await database.db.update(messages).set({ ticketId: to.id }).where(eq(messages.id, moved.id));
    expect(await wordsOf(from.id)).toEqual(['garantia']);
    expect(await wordsOf(to.id)).toEqual(['estendida', 'garantia']);
  });

  it('loses the words of deleted messages, and all of a deleted ticket’s (cascade)', async () => {
    const o = await office();
    const ticket = await o.ticket();
    const gone = await insertMessage(database.db, ticket, { body: 'defeito na entrega' });
    await insertMessage(database.db, ticket, { body: 'entrega' });
    await database.db.delete(messages).where(eq(messages.id, gone.id));
    expect(await wordsOf(ticket.id)).toEqual(['entrega']);
    await database.db.delete(tickets).where(eq(tickets.id, ticket.id));
    expect(await wordsOf(ticket.id)).toEqual([]);
  });

  it('fills from a bulk insert of many tickets’ messages in one statement', async () => {
    const o = await office();
    const [a, b] = [await o.ticket(), await o.ticket()];
    await database.db.insert(messages).values([
      { companyId: a.companyId, ticketId: a.id, contactId: a.contactId, whatsappId: a.whatsappId, fromMe: false, body: 'nota fiscal' },
      { companyId: b.companyId, ticketId: b.id, contactId: b.contactId, whatsappId: b.whatsappId, fromMe: true, body: 'nota' },
      { companyId: a.companyId, ticketId: a.id, contactId: a.contactId, whatsappId: a.whatsappId, fromMe: true, body: 'nota' },
    ]);
    expect(await wordsOf(a.id)).toEqual(['fiscal', 'nota']);
    expect(await wordsOf(b.id)).toEqual(['nota']);
  });

  it('is what a one-word search reads (with its case and accent folding, as a prefix)', async () => {
    const o = await office();
    const ticket = await o.ticket();
    await insertMessage(database.db, ticket, { body: 'Quero o reembolso do cartão' });
    expect(await o.search('REEMB')).toEqual([ticket.id]);
    expect(await o.search('cartao')).toEqual([ticket.id]);
    expect(await o.search('Cartão')).toEqual([ticket.id]);
    // Remove the row the search should read: the ticket is no longer found by that word (and is by others).
    await database.db.delete(ticketWords).where(and(eq(ticketWords.ticketId, ticket.id), eq(ticketWords.word, 'reembolso')));
    expect(await o.search('reembolso')).toEqual([]);
    expect(await o.search('cartao')).toEqual([ticket.id]);
    // Several words must be in one message: the messages' own word index answers those.
    expect(await o.search('quero reembolso')).toEqual([ticket.id]);
  });
});
