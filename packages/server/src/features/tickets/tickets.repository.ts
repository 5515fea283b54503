import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { can, isAdmin, TICKETS_PAGE_SIZE, type TicketListQuery, type TicketStatus } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { contacts, messages, ticketTags, tickets } from '../../db/schema/index.js';
import type { RequestAuth } from '../../http/request-auth.js';
import { contactSearchFilter } from '../contacts/contacts.repository.js';
import { queueIdsOfUser } from './ticket-access.js';
import type { TicketRow } from './ticket.presenter.js';

/** Which queues' tickets a caller's list may hold (rules.md "Ticket list", design.md §4b). */
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
}

/**
 * The list rules of seed 000 §6 and design.md §4b: absent queueIds = own queues (admins: all);
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

function accessFilter(criteria: TicketListCriteria): SQL | undefined {
  const { access, userId } = criteria;
  const inFilter = (queueFilter: number[] | null) => (queueFilter ? or(inArray(tickets.queueId, queueFilter), isNull(tickets.queueId)) : undefined);
  if (access.kind === 'all') return inFilter(access.queueFilter);
  return or(
    inArray(tickets.queueId, access.queueIds),
    access.withoutQueue ? isNull(tickets.queueId) : undefined,
    // maySeeTicket: one's own ticket stays visible even in a queue one is not (or no longer) in.
    and(eq(tickets.userId, userId), inFilter(access.queueFilter)),
  );
}

/** A calendar day of the company's time zone, as a range the planner can compare with. */
function onDay(column: typeof tickets.createdAt | typeof tickets.updatedAt, day: string, timeZone: string): SQL {
  return sql`(${column} >= (${day}::date)::timestamp at time zone ${timeZone} and ${column} < (${day}::date + 1)::timestamp at time zone ${timeZone})`;
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
 * Tickets whose contact matches (trigram index of migration 0006; `tickets_contact_idx`) or that
 * hold a message with the words (GIN index on `search_vector`; primary key): a bitmap OR of two
 * index scans.
 */
function searchFilter(executor: Executor, criteria: TicketListCriteria): SQL | undefined {
  if (!criteria.searchParam) return undefined;
  const matchingContacts = executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, criteria.companyId), contactSearchFilter(criteria.searchParam)));
  const words = wordsQuery(criteria.searchParam);
  const withWords = words
    ? executor
        .select({ id: messages.ticketId })
        .from(messages)
        .where(and(eq(messages.companyId, criteria.companyId), sql`${messages.searchVector} @@ to_tsquery('simple', immutable_unaccent_lower(${words}))`))
    : undefined;
  return or(among(tickets.contactId, matchingContacts), withWords ? among(tickets.id, withWords) : undefined);
}

/** Tickets carrying every given tag. */
function tagsFilter(executor: Executor, tagIds: number[]): SQL | undefined {
  if (tagIds.length === 0) return undefined;
  const carrying = executor
    .select({ id: ticketTags.ticketId })
    .from(ticketTags)
    .where(inArray(ticketTags.tagId, tagIds))
    .groupBy(ticketTags.ticketId)
    .having(sql`count(*) = ${tagIds.length}`);
  return among(tickets.id, carrying);
}

/** The WHERE of both the page and the count: always the caller's company. */
export function ticketListWhere(executor: Executor, criteria: TicketListCriteria): SQL | undefined {
  return and(
    eq(tickets.companyId, criteria.companyId),
    criteria.status ? eq(tickets.status, criteria.status) : undefined,
    accessFilter(criteria),
    criteria.onlyMineOrUnassigned ? or(eq(tickets.status, 'pending'), eq(tickets.userId, criteria.userId), isNull(tickets.userId)) : undefined,
    criteria.withUnreadMessages ? gt(tickets.unreadMessages, 0) : undefined,
    criteria.users.length ? inArray(tickets.userId, criteria.users) : undefined,
    tagsFilter(executor, criteria.tags),
    criteria.createdDay ? onDay(tickets.createdAt, criteria.createdDay, criteria.timeZone) : undefined,
    criteria.updatedDay ? onDay(tickets.updatedAt, criteria.updatedDay, criteria.timeZone) : undefined,
    searchFilter(executor, criteria),
  );
}

/** One page, most recent activity first (served backwards by the `…_activity_idx` indexes). */
export function ticketPageQuery(executor: Executor, criteria: TicketListCriteria) {
  return executor
    .select()
    .from(tickets)
    .where(ticketListWhere(executor, criteria))
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(TICKETS_PAGE_SIZE)
    .offset((criteria.pageNumber - 1) * TICKETS_PAGE_SIZE);
}

/** The number of matching tickets (the tab badges): no join, the same WHERE. */
export function ticketCountQuery(executor: Executor, criteria: TicketListCriteria) {
  return executor.select({ total: count() }).from(tickets).where(ticketListWhere(executor, criteria));
}

export async function pageTickets(executor: Executor, auth: RequestAuth, query: TicketListQuery): Promise<{ rows: TicketRow[]; count: number; hasMore: boolean }> {
  const criteria = ticketListCriteria(auth, query, isAdmin(auth) ? [] : await queueIdsOfUser(executor, auth.userId));
  const [rows, [total]] = await Promise.all([ticketPageQuery(executor, criteria), ticketCountQuery(executor, criteria)]);
  const countAll = total?.total ?? 0;
  return { rows, count: countAll, hasMore: criteria.pageNumber * TICKETS_PAGE_SIZE < countAll };
}

/** The id of the company's ticket with this uuid, if any. */
export async function ticketIdByUuid(executor: Executor, companyId: number, uuid: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.uuid, uuid)));
  return row?.id;
}
