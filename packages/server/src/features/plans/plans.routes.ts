import { z } from 'zod';
import { asc } from 'drizzle-orm';
import { planSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { App } from '../../http/types.js';
import { plans } from '../../db/schema/index.js';
import { presentPlan } from './plan.presenter.js';

export function plansRoutes(app: App, ctx: AppContext): void {
  const publicPlans = async () => (await ctx.db.select().from(plans).orderBy(asc(plans.value), asc(plans.id))).map(presentPlan);
  // Public: the signup page shows the plans before anyone has an account; the
  // seeds' signup page reads `/plans/all`, Prosa's `/plans/list`: both answer the same fields.
  app.get('/plans/list', { config: { public: true }, schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } }, publicPlans);
  app.get('/plans/all', { config: { public: true }, schema: { tags: ['plans'], response: { 200: z.array(planSchema) } } }, publicPlans);
}
