import { z } from 'zod';
import { asc } from 'drizzle-orm';
import { idParams, planAdminSchema, planBodySchema, planSchema, planUpdateSchema } from '@prosa/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticateRequest } from '../../http/authenticate.js';
import type { App } from '../../http/types.js';
import { plans } from '../../db/schema/index.js';
import { presentPlan, presentPlanForAdmin } from './plan.presenter.js';
import { createPlan, deletePlan, findPlan, updatePlan } from './plans.service.js';

const tags = ['plans'];
const superOnly = { superOnly: true } as const;

/** Whether the request carries the super user's valid session; anything else reads as a stranger. */
async function isSuperCaller(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  return authenticateRequest(ctx, request).then(
    (auth) => auth.super,
    () => false,
  );
}

export function plansRoutes(app: App, ctx: AppContext): void {
  const allPlans = () => ctx.db.select().from(plans).orderBy(asc(plans.value), asc(plans.id));
  // Public: the signup page shows the plans before anyone has an account.
  app.get('/plans/list', { config: { public: true }, schema: { tags, response: { 200: z.array(planSchema) } } }, async () => (await allPlans()).map(presentPlan));

  // The seeds' signup page reads `/plans/all` before anyone signs in, the Planos tab with the super
  // user's session: strangers get the fields of `/plans/list`, the super user every field.
  app.get('/plans/all', { config: { public: true }, schema: { tags, response: { 200: z.array(planSchema.extend({ mediaQuotaMb: z.number().int().optional() })) } } }, async (request) => {
    const rows = await allPlans();
    return (await isSuperCaller(ctx, request)) ? rows.map(presentPlanForAdmin) : rows.map(presentPlan);
  });

  app.get('/plans/:id', { config: superOnly, schema: { tags, params: idParams, response: { 200: planAdminSchema } } }, async (request) => presentPlanForAdmin(await findPlan(ctx, request.params.id)));

  app.post('/plans', { config: superOnly, schema: { tags, body: planBodySchema, response: { 200: planAdminSchema } } }, async (request) => presentPlanForAdmin(await createPlan(ctx, request.body)));

  app.put('/plans/:id', { config: superOnly, schema: { tags, params: idParams, body: planUpdateSchema, response: { 200: planAdminSchema } } }, async (request) =>
    presentPlanForAdmin(await updatePlan(ctx, request.params.id, request.body)),
  );

  app.delete('/plans/:id', { config: superOnly, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deletePlan(ctx, request.params.id);
    return { message: 'Plan deleted' };
  });
}
