import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** A user of the company, or 404 ERR_NO_USER_FOUND (another company's id included). */
export async function findUser(executor: Executor, companyId: number, userId: number) {
  const [user] = await executor.select().from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  if (!user) throw new AppError('ERR_NO_USER_FOUND');
  return user;
}

export async function emailInUse(executor: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await executor.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.some((row) => row.id !== exceptUserId);
}
