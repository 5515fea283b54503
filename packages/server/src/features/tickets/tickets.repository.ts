import { and, count, desc, eq, fillPlaceholders, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { can, isAdmin, TICKETS_PAGE_SIZE, type TicketListQuery, type TicketStatus } from '@prosa/contract';
import { preparedPerShape } from '../../db/prepared-statement.js';
import type { Executor } from '../../db/types.js';
import { contacts, messages, tags, ticketTags, ticketWords, tickets } from '../../db/schema/index.js';
import type { RequestAuth } from '../../shared/caller.js';
import { likePattern } from '../../db/like-pattern.js';
import { contactPatternFilter } from '../contacts/contacts.repository.js';
import { queueIdsOfCompany } from './ticket-access.js';
import { queueIdsOfUser } from '../users/user-queues.js';
import type { TicketRow } from '../../db/schema/index.js';

/** Which queues' tickets a caller's list may hold. */
export type TicketListAccess =
  /** Admins: every queue and "no queue"; `queueFilter` narrows to those queues plus "no queue". */
  | { kind: 'all'; queueFilter: number[] | null }
  | {
      kind: 'member';
      /** The caller's own queues, already intersected with the filter. */
      queueIds: number[];
      /** Tickets without a queue (`allTicket` enabled). */
      withoutQueue: boolean;
      /** The asked queues: the caller's own tickets are kept when their queue is one of them. */
      queueFilter: number[] | null;
    };

/** `GET /tickets` reduced to what the SQL needs; built by `ticketListCriteria`. */
export interface TicketListCriteria {
  companyId: number;
  userId: number;
  access: TicketListAccess;
  /** The open list of a user without show-all: own or unassigned tickets (pending ones always). */
  onlyMineOrUnassigned: boolean;
  status: TicketStatus | null;
  searchParam: string;
  tags: number[];
  users: number[];
  createdDay: string | null;
  updatedDay: string | null;
  timeZone: string;
  withUnreadMessages: boolean;
  pageNumber: number;
  /**
   * The kanban board (`GET /ticket/kanban`): open and pending tickets, narrowed to one lane when
   * given — 'open' for tickets without a kanban tag, or a kanban tag's id.
   */
  kanban?: { lane: 'open' | number | null } | undefined;
}

/**
 * The ticket list rules: absent queueIds = own queues (admins: all);
 * asked queues are intersected with the user's; show-all is honoured only with
 * `tickets-manager:showall`; closed and search lists behave as show-all, the bell (unread) does not.
 */
export function ticketListCriteria(auth: RequestAuth, query: TicketListQuery, ownQueueIds: readonly number[]): TicketListCriteria {
  const admin = isAdmin(auth);
  const queueFilter = query.queueIds.length ? query.queueIds : null;
  const searchParam = query.searchParam.trim().toLowerCase();
  const status = query.status ? query.status : null;
  const searching = searchParam !== '' || query.tags.length > 0 || query.users.length > 0;
  const showAll = admin || (query.showAll && can(auth, 'tickets-manager:showall')) || (!query.withUnreadMessages && (status === 'closed' || searching));
  const access: TicketListAccess = admin
    ? { kind: 'all', queueFilter }
    : { kind: 'member', queueIds: queueFilter ? ownQueueIds.filter((id) => queueFilter.includes(id)) : [...ownQueueIds], withoutQueue: auth.allTicket === 'enabled', queueFilter };
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    access,
    onlyMineOrUnassigned: !showAll,
    status,
    searchParam,
    tags: query.tags,
    users: query.users,
    createdDay: query.date ?? null,
    updatedDay: query.updatedAt ?? null,
    timeZone: auth.timeZone,
    withUnreadMessages: query.withUnreadMessages,
    pageNumber: query.pageNumber,
  };
}

/** A named value of the list's prepared statements (`ticketListValues` gives them). */
const slot = (name: keyof TicketListValues) => sql.placeholder(name);
/** An integer array value: one parameter, compared with `= any(…)`, whatever its length. */
const anyOf = (column: SQLWrapper, name: keyof TicketListValues) => sql`${column} = any(${slot(name)}::int[])`;

function accessFilter(criteria: TicketListCriteria): SQL | undefined {
  const { access } = criteria;
  const inFilter = access.queueFilter ? or(anyOf(tickets.queueId, 'queueFilter'), isNull(tickets.queueId)) : undefined;
  if (access.kind === 'all') return inFilter;
  return or(
    anyOf(tickets.queueId, 'queueIds'),
    access.withoutQueue ? isNull(tickets.queueId) : undefined,
    // The contract's maySeeTicket: one's own ticket stays visible even in a queue one is not (or no longer) in.
    and(eq(tickets.userId, slot('userId')), inFilter),
  );
}

/** A calendar day of the company's time zone, as a range the planner can compare with. */
function onDay(column: typeof tickets.createdAt | typeof tickets.updatedAt, day: keyof TicketListValues): SQL {
  const zone = slot('timeZone');
  return sql`(${column} >= (${slot(day)}::date)::timestamp at time zone ${zone}::text and ${column} < (${slot(day)}::date + 1)::timestamp at time zone ${zone}::text)`;
}

/**
 * `word1 & word2:*` over the case- and accent-folded words of the text (the last one a prefix), or
 * null when it holds no word. Only letters and decimal digits pass, so no tsquery operator can come in.
 */
export function wordsQuery(text: string): string | null {
  const words = text.match(/[\p{L}\p{Nd}]+/gu);
  if (!words) return null;
  return `${words.join(' & ')}:*`;
}

/**
 * `column = any(array(subquery))`: the subquery runs first (an InitPlan) and the tickets are fetched
 * through the column's index. With `in (subquery)` the planner, misled by the rough row estimates of
 * trigram and prefix searches, may hash-join against a sequential scan of the company's tickets.
 */
function among(column: typeof tickets.id | typeof tickets.contactId, subquery: SQLWrapper): SQL {
  return sql`${column} = any(array(${subquery}))`;
}

/**
 * The one word of a search of a single word (then a prefix), or null. Such a search reads
 * `ticket_words` (the words of each ticket's messages) instead of the messages' word index: a ticket
 * has a message with a word starting with `w` exactly when it has such a word at all.
 */
export function singleWord(text: string): string | null {
  const words = text.match(/[\p{L}\p{Nd}]+/gu);
  return words?.length === 1 ? words[0]! : null;
}

/** The folded word of a one-word search, as `to_tsquery` makes it the lexeme of `'w':*`. */
const foldedWord = sql`immutable_unaccent_lower(${slot('word')}::text)`;
const wordsTsquery = sql`to_tsquery('simple', immutable_unaccent_lower(${slot('words')}::text))`;
/**
 * True when the search's tsquery is that one prefix lexeme (always, but for letters that fold into
 * something the parser splits or quotes): then `ticket_words` answers it exactly; otherwise the
 * statement falls back to the messages' word index. Constant for a run (planned with the values), so
 * only one of the two branches is executed.
 */
const isOnePrefix = sql`(${wordsTsquery}::text = '''' || ${foldedWord} || ''':*')`;

/**
 * Tickets holding a message with the search's words. One word: the index-only range scan of
 * `ticket_words_uq` over the words starting with it (byte order of `text_pattern_ops`: from the word
 * up to the word followed by the highest code point, which no lexeme holds). Several words must be
 * in one message: the GIN index on `messages.search_vector`.
 */
function ticketsWithWords(executor: Executor, criteria: TicketListCriteria): SQLWrapper {
  const inMessages = (extra?: SQL) =>
    executor
      .select({ id: messages.ticketId })
      .from(messages)
      .where(and(eq(messages.companyId, slot('companyId')), sql`${messages.searchVector} @@ ${wordsTsquery}`, extra));
  if (!singleWord(criteria.searchParam)) return inMessages();
  const inTicketWords = executor
    .select({ id: ticketWords.ticketId })
    .from(ticketWords)
    .where(and(eq(ticketWords.companyId, slot('companyId')), sql`${ticketWords.word} ~>=~ ${foldedWord} and ${ticketWords.word} ~<~ (${foldedWord} || chr(1114111)) and ${isOnePrefix}`));
  return sql`${inTicketWords} union all ${inMessages(sql`not ${isOnePrefix}`)}`;
}

/**
 * Tickets whose contact matches (trigram index of migration 0006; `tickets_contact_idx`) or that
 * hold a message with the words (`ticketsWithWords`): a bitmap OR of two index scans.
 */
function searchFilter(executor: Executor, criteria: TicketListCriteria): SQL | undefined {
  if (!criteria.searchParam) return undefined;
  const matchingContacts = executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, slot('companyId')), contactPatternFilter(slot('contactPattern'))));
  const withWords = wordsQuery(criteria.searchParam) ? ticketsWithWords(executor, criteria) : undefined;
  return or(among(tickets.contactId, matchingContacts), withWords ? among(tickets.id, withWords) : undefined);
}

/** Tickets carrying every given tag. */
function tagsFilter(executor: Executor, criteria: TicketListCriteria): SQL | undefined {
  if (criteria.tags.length === 0) return undefined;
  const carrying = executor
    .select({ id: ticketTags.ticketId })
    .from(ticketTags)
    .where(anyOf(ticketTags.tagId, 'tags'))
    .groupBy(ticketTags.ticketId)
    .having(sql`count(*) = ${slot('tagCount')}::int`);
  return among(tickets.id, carrying);
}

/** A kanban lane: tickets without any kanban tag, or carrying the lane's tag. */
function kanbanLaneFilter(criteria: TicketListCriteria): SQL | undefined {
  const lane = criteria.kanban?.lane ?? null;
  if (lane === null) return undefined;
  if (lane === 'open') return sql`not exists (select 1 from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId} where ${ticketTags.ticketId} = ${tickets.id} and ${tags.kanban} = 1)`;
  return sql`exists (select 1 from ${ticketTags} where ${ticketTags.ticketId} = ${tickets.id} and ${ticketTags.tagId} = ${slot('kanbanTagId')}::int)`;
}

/** The WHERE of both the page and the count: always the caller's company. */
function ticketListWhere(executor: Executor, criteria: TicketListCriteria): SQL | undefined {
  return and(
    eq(tickets.companyId, slot('companyId')),
    criteria.status ? eq(tickets.status, slot('status')) : undefined,
    criteria.kanban ? sql`${tickets.status} in ('open', 'pending')` : undefined,
    kanbanLaneFilter(criteria),
    accessFilter(criteria),
    criteria.onlyMineOrUnassigned ? or(eq(tickets.status, 'pending'), eq(tickets.userId, slot('userId')), isNull(tickets.userId)) : undefined,
    criteria.withUnreadMessages ? gt(tickets.unreadMessages, 0) : undefined,
    criteria.users.length ? anyOf(tickets.userId, 'users') : undefined,
    tagsFilter(executor, criteria),
    criteria.createdDay ? onDay(tickets.createdAt, 'createdDay') : undefined,
    criteria.updatedDay ? onDay(tickets.updatedAt, 'updatedDay') : undefined,
    searchFilter(executor, criteria),
  );
}

/** The values of the list statements' placeholders. */
export interface TicketListValues {
  companyId: number;
  userId: number;
  status: string | null;
  queueIds: number[];
  queueFilter: number[];
  users: number[];
  tags: number[];
  tagCount: number;
  createdDay: string | null;
  updatedDay: string | null;
  timeZone: string;
  contactPattern: string;
  words: string | null;
  word: string | null;
  kanbanTagId: number | null;
  limit: number;
  offset: number;
}

export function ticketListValues(criteria: TicketListCriteria): TicketListValues {
  const { access } = criteria;
  return {
    companyId: criteria.companyId,
    userId: criteria.userId,
    status: criteria.status,
    queueIds: access.kind === 'member' ? access.queueIds : [],
    queueFilter: access.queueFilter ?? [],
    users: criteria.users,
    tags: criteria.tags,
    tagCount: criteria.tags.length,
    createdDay: criteria.createdDay,
    updatedDay: criteria.updatedDay,
    timeZone: criteria.timeZone,
    contactPattern: likePattern(criteria.searchParam),
    words: wordsQuery(criteria.searchParam),
    word: singleWord(criteria.searchParam),
    kanbanTagId: typeof criteria.kanban?.lane === 'number' ? criteria.kanban.lane : null,
    limit: TICKETS_PAGE_SIZE,
    offset: (criteria.pageNumber - 1) * TICKETS_PAGE_SIZE,
  };
}

/** Everything that changes the text of the list's SQL (values do not: they are placeholders). */
function ticketListShape(criteria: TicketListCriteria): string {
  const { access } = criteria;
  return JSON.stringify([
    access.kind,
    access.queueFilter !== null,
    access.kind === 'member' && access.withoutQueue,
    criteria.onlyMineOrUnassigned,
    criteria.status !== null,
    criteria.withUnreadMessages,
    criteria.users.length > 0,
    criteria.tags.length > 0,
    criteria.createdDay !== null,
    criteria.updatedDay !== null,
    criteria.searchParam !== '',
    wordsQuery(criteria.searchParam) !== null,
    singleWord(criteria.searchParam) !== null,
    criteria.kanban ? String(criteria.kanban.lane === null ? 'board' : criteria.kanban.lane === 'open' ? 'open' : 'tag') : 'list',
  ]);
}

/**
 * One page, most recent activity first (served backwards by the `…_activity_idx` indexes). A search
 * also returns the number of matches with each row (`count(*) over ()`): the word and name lookups
 * dominate its cost, and a separate count would run them a second time.
 */
function buildPageQuery(executor: Executor, criteria: TicketListCriteria) {
  return executor
    .select({ ticket: tickets, total: criteria.searchParam ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null` })
    .from(tickets)
    .where(ticketListWhere(executor, criteria))
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(slot('limit'))
    .offset(slot('offset'));
}

/** The number of matching tickets (the tab badges): no join, the same WHERE. */
function buildCountQuery(executor: Executor, criteria: TicketListCriteria) {
  return executor.select({ total: count() }).from(tickets).where(ticketListWhere(executor, criteria));
}

// Prepared per shape without a statement name: PostgreSQL plans each run with its values (a generic
// plan could not tell 3,000 open tickets from 995,000 closed ones), Node no longer rebuilds the SQL.
const pageStatement = preparedPerShape(ticketListShape, null, buildPageQuery);
const countStatement = preparedPerShape(ticketListShape, null, buildCountQuery);

/** A list statement: run it, or read its SQL with the values in place (plan tests, benchmarks). */
function listStatement<Row>(run: (executor: Executor, criteria: TicketListCriteria, values: Record<string, unknown>) => Promise<Row[]>, executor: Executor, query: { toSQL(): { sql: string; params: unknown[] } }, criteria: TicketListCriteria) {
  const values = ticketListValues(criteria) as unknown as Record<string, unknown>;
  return {
    execute: () => run(executor, criteria, values),
    toSQL: () => {
      const { sql: text, params } = query.toSQL();
      return { sql: text, params: fillPlaceholders(params, values) };
    },
  };
}

export function ticketPageQuery(executor: Executor, criteria: TicketListCriteria) {
  return listStatement(pageStatement, executor, buildPageQuery(executor, criteria), criteria);
}

export function ticketCountQuery(executor: Executor, criteria: TicketListCriteria) {
  return listStatement(countStatement, executor, buildCountQuery(executor, criteria), criteria);
}

/**
 * An admin's filter naming every queue of the company (the web client's default) lets every ticket
 * through: dropped, so the count reads the status index alone instead of each ticket's queue.
 */
async function withoutNoopQueueFilter(executor: Executor, criteria: TicketListCriteria): Promise<TicketListCriteria> {
  const { access } = criteria;
  if (access.kind !== 'all' || !access.queueFilter) return criteria;
  const filter = new Set(access.queueFilter);
  const everyQueue = (await queueIdsOfCompany(executor, criteria.companyId)).every((id) => filter.has(id));
  return everyQueue ? { ...criteria, access: { kind: 'all', queueFilter: null } } : criteria;
}

export async function pageTickets(executor: Executor, auth: RequestAuth, query: TicketListQuery, kanban?: TicketListCriteria['kanban']): Promise<{ rows: TicketRow[]; count: number; hasMore: boolean }> {
  // The board's statuses are its own (open and pending): a status in the query is not the board's.
  const listed = ticketListCriteria(auth, kanban ? { ...query, status: undefined } : query, isAdmin(auth) ? [] : await queueIdsOfUser(executor, auth.userId));
  const criteria = await withoutNoopQueueFilter(executor, kanban ? { ...listed, kanban } : listed);
  const values = ticketListValues(criteria) as unknown as Record<string, unknown>;
  const countOf = async () => (await countStatement(executor, criteria, values))[0]?.total ?? 0;
  let page: { ticket: TicketRow; total: number | null }[];
  let total: number;
  if (criteria.searchParam) {
    page = await pageStatement(executor, criteria, values);
    // A page past the last match carries no row to read the total from.
    total = page[0]?.total ?? (criteria.pageNumber > 1 ? await countOf() : 0);
  } else {
    [page, total] = await Promise.all([pageStatement(executor, criteria, values), countOf()]);
  }
  return { rows: page.map((row) => row.ticket), count: total, hasMore: criteria.pageNumber * TICKETS_PAGE_SIZE < total };
}

/** The id of the company's ticket with this uuid, if any. */
export async function ticketIdByUuid(executor: Executor, companyId: number, uuid: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.uuid, uuid)));
  return row?.id;
}
