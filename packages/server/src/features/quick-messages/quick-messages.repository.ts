import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { quickMessages, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';
import { inCompany } from '../../db/company-scope.js';

export const QUICK_MESSAGES_PAGE_SIZE = 20;

export interface Viewer {
  userId: number;
  /** Admins see every quick message of the company. */
  seesAll: boolean;
}

export async function findQuickMessage(executor: Executor, companyId: number, id: number) {
  const [row] = await executor.select().from(quickMessages).where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)));
  if (!row) throw new AppError('ERR_NO_QUICK_MESSAGE_FOUND');
  return row;
}

/** The caller's own quick messages plus the company-wide (`geral`) ones; admins see all. */
function visibleTo(companyId: number, viewer: Viewer): SQL | undefined {
  const company = eq(quickMessages.companyId, companyId);
  return viewer.seesAll ? company : and(company, or(eq(quickMessages.userId, viewer.userId), eq(quickMessages.geral, true)));
}

/** One page of the quick-messages page: shortcode or message containing the text, by shortcode. */
export async function pageQuickMessages(executor: Executor, companyId: number, viewer: Viewer, searchParam: string | undefined, pageNumber: number) {
  const term = searchParam?.trim();
  const where = term
    ? and(visibleTo(companyId, viewer), or(sql`lower(${quickMessages.shortcode}) like ${likePattern(term.toLowerCase())}`, sql`lower(${quickMessages.message}) like ${likePattern(term.toLowerCase())}`))
    : visibleTo(companyId, viewer);
  return pageOf(executor, quickMessages, where, [asc(quickMessages.shortcode), asc(quickMessages.id)], pageNumber, QUICK_MESSAGES_PAGE_SIZE);
}

/** `GET /quick-messages/list` (the conversation's '/' suggestions): own plus `geral`, even for admins. */
export function listUsableQuickMessages(executor: Executor, companyId: number, userId: number) {
  return executor
    .select()
    .from(quickMessages)
    .where(visibleTo(companyId, { userId, seesAll: false }))
    .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id));
}

/**
 * A shortcode is taken when some user would see two quick messages with it: the same author's, or
 * either of the two being company-wide.
 */
export async function shortcodeTaken(executor: Executor, companyId: number, candidate: { id?: number; shortcode: string; geral: boolean; userId: number | null }) {
  const sameCode = sql`lower(${quickMessages.shortcode}) = ${candidate.shortcode.toLowerCase()}`;
  const scope = candidate.geral ? undefined : or(eq(quickMessages.geral, true), candidate.userId === null ? sql`false` : eq(quickMessages.userId, candidate.userId));
  const [row] = await executor
    .select({ id: quickMessages.id })
    .from(quickMessages)
    .where(inCompany(quickMessages, companyId, sameCode, scope, candidate.id === undefined ? undefined : ne(quickMessages.id, candidate.id)))
    .limit(1);
  return row !== undefined;
}

export async function adminIds(executor: Executor, companyId: number): Promise<number[]> {
  const rows = await executor.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.profile, 'admin')));
  return rows.map((row) => row.id);
}
