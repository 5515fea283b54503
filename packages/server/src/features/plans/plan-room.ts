import { eq } from 'drizzle-orm';
import { lockCompanyRow } from '../../db/company-lock.js';
import { companies, plans } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';

/** What a plan limits, with the error of going past it. */
const LIMITS = {
  users: 'ERR_PLAN_LIMIT_USERS',
  queues: 'ERR_PLAN_LIMIT_QUEUES',
  connections: 'ERR_PLAN_LIMIT_CONNECTIONS',
} as const;

/**
 * Refuses one more of `kind` when the company already has as many as its plan allows. The company
 * row is locked first, so creations serialise per company and two cannot both pass the limit.
 * Answers how many there are (counted under the lock).
 */
export async function assertPlanRoom(tx: Tx, companyId: number, kind: keyof typeof LIMITS, countNow: () => Promise<number>): Promise<number> {
  await lockCompanyRow(tx, companyId);
  const [plan] = await tx.select({ users: plans.users, queues: plans.queues, connections: plans.connections }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
  const existing = await countNow();
  if (plan && existing >= plan[kind]) throw new AppError(LIMITS[kind]);
  return existing;
}
