import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURES, TICKETS_PAGE_SIZE, ticketListQuerySchema, type Profile } from '@prosa/contract';
import type { Database } from '../../db/client.js';
import { contacts, messages, tags, ticketTags, tickets } from '../../db/schema/index.js';
import type { RequestAuth } from '../../shared/caller.js';
import { createCompany, createQueue, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { insertConnection } from '../../test/conversation-factories.js';
import { pageTickets, ticketListCriteria, type TicketListCriteria } from './tickets.repository.js';

/**
 * The ticket list's SQL (prepared per shape, index-driven, rewritten for speed more than once) must
 * answer exactly what its rules say. On a generated company, hundreds of random list and search
 * queries by admins, supervisors and agents are answered by `pageTickets` and by a straightforward
 * reading of the same criteria over every ticket in memory: same tickets, same order, same count.
 * Any later rewrite of the list or the search has to keep this file green.
 */

/** A seeded generator, so a failure names a query that can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  const some = <T,>(items: readonly T[], chance: number): T[] => items.filter(() => next() < chance);
  return { next, int, pick, some };
}

const WORDS = ['boleto', 'orçamento', 'entrega', 'pedido', 'atraso', 'troca', 'reembolso', 'cartão', 'pix', 'endereço', 'horário', 'obrigado', 'urgente', 'nota', 'fiscal', 'produto', 'defeito', 'garantia'];
const FIRST_NAMES = ['Maria', 'José', 'Ana', 'João', 'Conceição', 'Luís', 'Fátima', 'Pedro'];
const LAST_NAMES = ['Souza', 'Araújo', 'Lima', 'Gonçalves', 'Peçanha'];
const STATUSES = ['open', 'pending', 'closed'] as const;

/** What the straightforward reading needs of a ticket. */
interface TicketFacts {
  id: number;
  status: string;
  userId: number | null;
  queueId: number | null;
  unreadMessages: number;
  lastMessageAt: Date;
  contactText: string;
  bodies: string[];
  tagIds: number[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{Nd}]+/gu) ?? [];

/** Every word of the search in one message, the last one as a prefix. */
function messageHolds(body: string, search: string): boolean {
  const wanted = wordsOf(search);
  if (wanted.length === 0) return false;
  const present = wordsOf(body);
  const last = wanted.at(-1)!;
  return wanted.slice(0, -1).every((word) => present.includes(word)) && present.some((word) => word.startsWith(last));
}

/** The list's rules read one ticket at a time, with no index, no SQL and no shortcut. */
function straightforward(all: readonly TicketFacts[], criteria: TicketListCriteria): { ids: number[]; count: number } {
  const { access } = criteria;
  const inQueueFilter = (ticket: TicketFacts) => access.queueFilter === null || ticket.queueId === null || access.queueFilter.includes(ticket.queueId);
  const visible = (ticket: TicketFacts) =>
    access.kind === 'all'
      ? inQueueFilter(ticket)
      : (ticket.queueId !== null && access.queueIds.includes(ticket.queueId)) || (access.withoutQueue && ticket.queueId === null) || (ticket.userId === criteria.userId && inQueueFilter(ticket));
  const search = criteria.searchParam;
  const matches = all.filter(
    (ticket) =>
      (!criteria.status || ticket.status === criteria.status) &&
      visible(ticket) &&
      (!criteria.onlyMineOrUnassigned || ticket.status === 'pending' || ticket.userId === criteria.userId || ticket.userId === null) &&
      (!criteria.withUnreadMessages || ticket.unreadMessages > 0) &&
      (criteria.users.length === 0 || (ticket.userId !== null && criteria.users.includes(ticket.userId))) &&
      criteria.tags.every((tag) => ticket.tagIds.includes(tag)) &&
      (!search || fold(ticket.contactText).includes(fold(search)) || ticket.bodies.some((body) => messageHolds(body, search))),
  );
  matches.sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || b.id - a.id);
  const from = (criteria.pageNumber - 1) * TICKETS_PAGE_SIZE;
  return { ids: matches.slice(from, from + TICKETS_PAGE_SIZE).map((ticket) => ticket.id), count: matches.length };
}

let database: Database;
let companyId: number;
let facts: TicketFacts[];
let queueIds: number[];
let tagIds: number[];
let callers: { label: string; auth: RequestAuth; queueIds: number[] }[];

function authOf(userId: number, profile: Profile, allTicket: RequestAuth['allTicket']): RequestAuth {
  const plan = Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, true])) as RequestAuth['plan'];
  return { userId, companyId, sessionId: 'equivalence', profile, super: false, name: 'x', email: 'x@example.com', allTicket, timeZone: 'America/Sao_Paulo', plan };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const random = generator(20261127);
  const company = await createCompany(db);
  companyId = company.id;
  queueIds = (await Promise.all(Array.from({ length: 4 }, () => createQueue(db, company.id)))).map((queue) => queue.id);
  const staff = [
    { label: 'admin', profile: 'admin' as const, allTicket: 'desabled' as const, queueIds: [] as number[] },
    { label: 'supervisor of one queue', profile: 'supervisor' as const, allTicket: 'desabled' as const, queueIds: queueIds.slice(0, 1) },
    { label: 'agent of two queues', profile: 'user' as const, allTicket: 'desabled' as const, queueIds: queueIds.slice(1, 3) },
    { label: 'agent of one queue who sees tickets without a queue', profile: 'user' as const, allTicket: 'enabled' as const, queueIds: queueIds.slice(2, 3) },
    { label: 'agent of no queue', profile: 'user' as const, allTicket: 'desabled' as const, queueIds: [] },
  ];
  callers = [];
  for (const member of staff) {
    const user = await createUser(db, company.id, { profile: member.profile, queueIds: member.queueIds, allTicket: member.allTicket });
    callers.push({ label: member.label, auth: authOf(user.id, member.profile, member.allTicket), queueIds: member.queueIds });
  }
  const userIds = callers.map((caller) => caller.auth.userId);
  tagIds = (await db.insert(tags).values(Array.from({ length: 3 }, (_, i) => ({ companyId: company.id, name: `equivalence ${i}` }))).returning()).map((row) => row.id);
  const connection = await insertConnection(db, company.id);

  const contactRows = await db
    .insert(contacts)
    .values(Array.from({ length: 300 }, (_, i) => ({ companyId: company.id, name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, number: `5511${String(900000000 + i * 7919).slice(0, 9)}` })))
    .returning();
  // Activity minutes apart, with ties, so the id decides some of the order.
  const base = Date.UTC(2026, 10, 1);
  // A contact has at most one ticket that is not closed on a connection.
  const withOpenTicket = new Set<number>();
  const ticketValues = Array.from({ length: 420 }, () => {
    const contact = random.pick(contactRows);
    const wanted = random.pick(STATUSES);
    const status = wanted !== 'closed' && withOpenTicket.has(contact.id) ? 'closed' : wanted;
    if (status !== 'closed') withOpenTicket.add(contact.id);
    return {
      companyId: company.id,
      contactId: contact.id,
      whatsappId: connection.id,
      status,
      userId: random.next() < 0.3 ? null : random.pick(userIds),
      queueId: random.next() < 0.15 ? null : random.pick(queueIds),
      unreadMessages: random.next() < 0.4 ? random.int(5) : 0,
      lastMessageAt: new Date(base + random.int(300) * 60_000),
    };
  });
  const ticketRows = await db.insert(tickets).values(ticketValues).returning();
  const bodiesByTicket = new Map<number, string[]>();
  const messageValues = ticketRows.flatMap((ticket) =>
    Array.from({ length: random.int(5) }, () => {
      const words = Array.from({ length: 1 + random.int(6) }, () => random.pick(WORDS));
      const body = `${words.join(random.pick([' ', ', ', '? ']))}${random.pick(['', '.', '!'])}`;
      bodiesByTicket.set(ticket.id, [...(bodiesByTicket.get(ticket.id) ?? []), body]);
      return { companyId: company.id, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: connection.id, fromMe: random.next() < 0.5, body };
    }),
  );
  await db.insert(messages).values(messageValues);
  const tagsByTicket = new Map<number, number[]>();
  const tagValues = ticketRows.flatMap((ticket) => {
    const carried = random.some(tagIds, 0.3);
    tagsByTicket.set(ticket.id, carried);
    return carried.map((tagId) => ({ ticketId: ticket.id, tagId }));
  });
  await db.insert(ticketTags).values(tagValues);

  // Another company holding the same words and names: none of it may ever be listed.
  const other = await createCompany(db);
  const otherConnection = await insertConnection(db, other.id);
  const [outsider] = await db.insert(contacts).values({ companyId: other.id, name: 'Maria Souza', number: '5511000000001' }).returning();
  const [outsiderTicket] = await db.insert(tickets).values({ companyId: other.id, contactId: outsider!.id, whatsappId: otherConnection.id, status: 'open', lastMessageAt: new Date(base + 999 * 60_000) }).returning();
  await db.insert(messages).values({ companyId: other.id, ticketId: outsiderTicket!.id, contactId: outsider!.id, whatsappId: otherConnection.id, fromMe: false, body: WORDS.join(' ') });

  const contactText = new Map(contactRows.map((contact) => [contact.id, `${contact.name} ${contact.number}`]));
  facts = ticketRows.map((ticket) => ({
    id: ticket.id,
    status: ticket.status,
    userId: ticket.userId,
    queueId: ticket.queueId,
    unreadMessages: ticket.unreadMessages,
    lastMessageAt: ticket.lastMessageAt!,
    contactText: contactText.get(ticket.contactId)!,
    bodies: bodiesByTicket.get(ticket.id) ?? [],
    tagIds: tagsByTicket.get(ticket.id) ?? [],
  }));
}, 120_000);

afterAll(() => database.close());

/** A random query as the web client sends it: status tabs, queue filters, show-all, the bell, tags, users, search. */
function randomQuery(random: ReturnType<typeof generator>): Record<string, string> {
  const query: Record<string, string> = {};
  const status = random.pick(['open', 'pending', 'closed', '', undefined]);
  if (status !== undefined) query.status = status;
  if (random.next() < 0.4) query.queueIds = JSON.stringify(random.some(queueIds, 0.5));
  if (random.next() < 0.4) query.showAll = 'true';
  if (random.next() < 0.15) query.withUnreadMessages = 'true';
  if (random.next() < 0.2) query.tags = JSON.stringify(random.some(tagIds, 0.4));
  if (random.next() < 0.15) query.users = JSON.stringify(random.some(callers.map((caller) => caller.auth.userId), 0.4));
  if (random.next() < 0.5) {
    const word = random.pick(WORDS);
    query.searchParam = random.pick([
      word,
      word.slice(0, 3),
      `${random.pick(WORDS)} ${word.slice(0, 4)}`,
      fold(random.pick(FIRST_NAMES)).slice(0, 4),
      random.pick(LAST_NAMES).toUpperCase(),
      `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      '5511',
      '%',
    ]);
  }
  if (random.next() < 0.3) query.pageNumber = String(2 + random.int(3));
  return query;
}

describe('the ticket list against a straightforward reading of its rules', () => {
  it('answers the same tickets, in the same order, with the same count, for every caller and every filter', async () => {
    const random = generator(7);
    const checked = { queries: 0, withRows: 0 };
    for (let i = 0; i < 200; i += 1) {
      const caller = random.pick(callers);
      const raw = randomQuery(random);
      const query = ticketListQuerySchema.parse(raw);
      const criteria = ticketListCriteria(caller.auth, query, caller.auth.profile === 'admin' ? [] : caller.queueIds);
      const expected = straightforward(facts, criteria);
      const actual = await pageTickets(database.db, caller.auth, query);
      const where = `query ${i} by the ${caller.label}: ${JSON.stringify(raw)}`;
      expect(actual.rows.map((row) => row.id), where).toEqual(expected.ids);
      expect(actual.count, where).toBe(expected.count);
      expect(actual.hasMore, where).toBe(query.pageNumber * TICKETS_PAGE_SIZE < expected.count);
      expect(actual.rows.every((row) => row.companyId === companyId), where).toBe(true);
      checked.queries += 1;
      if (expected.ids.length) checked.withRows += 1;
    }
    // The generated data must exercise the lists: most queries find something.
    expect(checked.withRows).toBeGreaterThan(checked.queries / 2);
  });
});
