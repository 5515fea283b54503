import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queues, userQueues, users, whatsapps, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';

export const USERS_PAGE_SIZE = 20;

/** A user of the company, or 404 ERR_NO_USER_FOUND (another company's id included). */
export async function findUser(executor: Executor, companyId: number, userId: number) {
  const [user] = await executor.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  if (!user) throw new AppError('ERR_NO_USER_FOUND');
  return user;
}

/**
 * The user with this e-mail, in any company: e-mails are unique across companies because login is
 * by e-mail alone, so this lookup is deliberately not scoped (login, password reset, uniqueness).
 */
export async function unscopedUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

export async function emailInUse(executor: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const user = await unscopedUserByEmail(executor, email);
  return user !== undefined && user.id !== exceptUserId;
}

/**
 * Case- and accent-insensitive substring of name or e-mail. A company holds at most its plan's users,
 * so the `users_company_idx` range of one company is scanned; no text index is needed.
 */
function searchFilter(searchParam: string): SQL | undefined {
  const term = searchParam.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    ilike(sql`unaccent(${users.name})`, sql`unaccent(${pattern})`),
    ilike(sql`unaccent(${users.email})`, sql`unaccent(${pattern})`),
  );
}

export async function pageUsers(executor: Executor, companyId: number, searchParam: string, pageNumber: number) {
  const where = and(eq(users.companyId, companyId), searchFilter(searchParam));
  return pageOf(executor, users, where, [sql`lower(${users.name})`, asc(users.id)], pageNumber, USERS_PAGE_SIZE);
}

export async function listUsers(executor: Executor, companyId: number) {
  return executor.select().from(users).where(eq(users.companyId, companyId)).orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function countUsers(executor: Executor, companyId: number): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return row?.n ?? 0;
}

/** Queues and the default connection must be the company's own: 404 otherwise. */
export async function assertOwnQueuesAndConnection(executor: Executor, companyId: number, queueIds: number[] | undefined, whatsappId: number | null | undefined): Promise<void> {
  const wanted = [...new Set(queueIds ?? [])];
  if (wanted.length) {
    const owned = await executor.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), inArray(queues.id, wanted)));
    if (owned.length !== wanted.length) throw new AppError('ERR_NO_QUEUE_FOUND');
  }
  if (whatsappId) {
    const [row] = await executor.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, whatsappId)));
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
  }
}

export async function setUserQueues(executor: Executor, userId: number, queueIds: number[]): Promise<void> {
  await executor.delete(userQueues).where(eq(userQueues.userId, userId));
  const unique = [...new Set(queueIds)];
  if (unique.length) await executor.insert(userQueues).values(unique.map((queueId) => ({ userId, queueId })));
}
