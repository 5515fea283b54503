import { asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { contacts, messages, schedules, users, type ScheduleRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';
import { inCompany } from '../../db/company-scope.js';

export const SCHEDULES_PAGE_SIZE = 20;
/** A page bounded by dates (the calendar's visible month) holds this many. */
export const SCHEDULES_RANGE_PAGE_SIZE = 500;

/** Whose schedules a caller reaches: their own, or (admins and supervisors) the whole company's. */
export interface ScheduleViewer {
  userId: number;
  seesAll: boolean;
}

/** What presenting a schedule needs besides its row: contact, author and the stored message's send. */
export interface ScheduleDetails {
  contact: { id: number; name: string; number: string };
  user: { id: number; name: string } | null;
  send: { status: string; error: string | null } | null;
}

export type ScheduleView = ScheduleRow & { details: ScheduleDetails };

function visibleTo(companyId: number, viewer: ScheduleViewer, ...conditions: (SQL | undefined)[]): SQL {
  return inCompany(schedules, companyId, viewer.seesAll ? undefined : eq(schedules.userId, viewer.userId), ...conditions);
}

/** One schedule the viewer reaches; another company's, or a colleague's for an agent, is 404. */
export async function findSchedule(executor: Executor, companyId: number, viewer: ScheduleViewer, id: number, lock = false): Promise<ScheduleRow> {
  const query = executor.select().from(schedules).where(visibleTo(companyId, viewer, eq(schedules.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('ERR_NO_SCHEDULE_FOUND');
  return row;
}

export interface ScheduleListFilter {
  searchParam?: string | undefined;
  contactId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  pageNumber: number;
}

/** A page of schedules by `sendAt`; the search matches the body or the contact's name or number. */
export function pageSchedules(executor: Executor, companyId: number, viewer: ScheduleViewer, filter: ScheduleListFilter) {
  const term = filter.searchParam?.trim().toLowerCase();
  const matchingContacts = term
    ? executor
        .select({ id: contacts.id })
        .from(contacts)
        .where(inCompany(contacts, companyId, or(sql`lower(${contacts.name}) like ${likePattern(term)}`, sql`${contacts.number} like ${likePattern(term)}`)))
    : undefined;
  const where = visibleTo(
    companyId,
    viewer,
    term ? or(sql`lower(${schedules.body}) like ${likePattern(term)}`, inArray(schedules.contactId, matchingContacts!)) : undefined,
    filter.contactId !== undefined ? eq(schedules.contactId, filter.contactId) : undefined,
    filter.from ? gte(schedules.sendAt, filter.from) : undefined,
    filter.to ? lte(schedules.sendAt, filter.to) : undefined,
  );
  const size = filter.from || filter.to ? SCHEDULES_RANGE_PAGE_SIZE : SCHEDULES_PAGE_SIZE;
  return pageOf(executor, schedules, where, [asc(schedules.sendAt), asc(schedules.id)], filter.pageNumber, size);
}

/** The rows with what their presentation needs, in three lookups whatever the number of rows. */
export async function withDetails(executor: Executor, companyId: number, rows: ScheduleRow[]): Promise<ScheduleView[]> {
  if (rows.length === 0) return [];
  const contactIds = [...new Set(rows.map((row) => row.contactId))];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const messageIds = rows.flatMap((row) => (row.messageId === null ? [] : [row.messageId]));
  const [contactRows, userRows, messageRows] = await Promise.all([
    executor.select({ id: contacts.id, name: contacts.name, number: contacts.number }).from(contacts).where(inCompany(contacts, companyId, inArray(contacts.id, contactIds))),
    userIds.length ? executor.select({ id: users.id, name: users.name }).from(users).where(inCompany(users, companyId, inArray(users.id, userIds))) : [],
    messageIds.length ? executor.select({ id: messages.id, status: messages.sendStatus, error: messages.sendError }).from(messages).where(inCompany(messages, companyId, inArray(messages.id, messageIds))) : [],
  ]);
  const contactOf = new Map(contactRows.map((row) => [row.id, row]));
  const userOf = new Map(userRows.map((row) => [row.id, row]));
  const sendOf = new Map(messageRows.map((row) => [row.id, { status: row.status, error: row.error }]));
  return rows.map((row) => ({
    ...row,
    details: {
      contact: contactOf.get(row.contactId) ?? { id: row.contactId, name: '', number: '' },
      user: row.userId === null ? null : (userOf.get(row.userId) ?? null),
      send: row.messageId === null ? null : (sendOf.get(row.messageId) ?? null),
    },
  }));
}

/** The users who hear a schedule's events: its author and the company's admins and supervisors. */
export async function scheduleAudience(executor: Executor, companyId: number, authorId: number | null): Promise<number[]> {
  const managers = await executor
    .select({ id: users.id })
    .from(users)
    .where(inCompany(users, companyId, or(eq(users.profile, 'admin'), eq(users.profile, 'supervisor'))));
  return [...new Set([...(authorId === null ? [] : [authorId]), ...managers.map((row) => row.id)])];
}
