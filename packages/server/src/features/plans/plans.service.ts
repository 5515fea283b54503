import { eq } from 'drizzle-orm';
import type { planBodySchema, planUpdateSchema } from '@prosa/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { companies, plans, type PlanRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';

// Plans belong to the platform (the super user's), so these queries take no company.

const nameTaken = (error: unknown): never => {
  throw isUniqueViolation(error, 'plans_name_uq') ? new AppError('ERR_PLAN_NAME_ALREADY_EXISTS') : error;
};

export async function findPlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<PlanRow> {
  const [row] = await ctx.db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw new AppError('ERR_NO_PLAN_FOUND');
  return row;
}

export async function createPlan(ctx: Pick<AppContext, 'db'>, body: z.output<typeof planBodySchema>): Promise<PlanRow> {
  const [row] = await ctx.db.insert(plans).values(body).returning().catch(nameTaken);
  return row!;
}

/** A changed flag takes effect on the companies' next request: every request reads its plan. */
export async function updatePlan(ctx: Pick<AppContext, 'db' | 'clock'>, id: number, body: z.output<typeof planUpdateSchema>): Promise<PlanRow> {
  const [row] = await ctx.db
    .update(plans)
    .set({ ...body, updatedAt: ctx.clock.now() })
    .where(eq(plans.id, id))
    .returning()
    .catch(nameTaken);
  if (!row) throw new AppError('ERR_NO_PLAN_FOUND');
  return row;
}

/** A plan some company is on stays (409); the foreign key refuses a company moved onto it meanwhile. */
export async function deletePlan(ctx: Pick<AppContext, 'db'>, id: number): Promise<void> {
  await ctx.db
    .transaction(async (tx) => {
      const [user] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.planId, id)).limit(1);
      if (user) throw new AppError('ERR_PLAN_IN_USE');
      const [row] = await tx.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
      if (!row) throw new AppError('ERR_NO_PLAN_FOUND');
    })
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new AppError('ERR_PLAN_IN_USE') : error;
    });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23503') return true;
  }
  return false;
}
