import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { settings, users } from '../../db/schema/index.js';

/**
 * `userCreation` is read from the super user's company: disabled closes public signup.
 * Should several companies hold super users, any of them disabling it closes signup.
 */
export async function signupOpen(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ id: settings.id })
    .from(users)
    .innerJoin(settings, and(eq(settings.companyId, users.companyId), eq(settings.key, 'userCreation')))
    .where(and(eq(users.super, true), eq(settings.value, 'disabled')))
    .limit(1);
  return row === undefined;
}
