import { eq } from 'drizzle-orm';
import {
  companyBodySchema,
  companyCreatedSchema,
  companyListItemSchema,
  companyListQuerySchema,
  companyPageSchema,
  companyPlanSchema,
  companySchema,
  companyUpdateSchema,
  idParam,
  idParams,
  signupBodySchema,
  signupResponseSchema,
} from '@prosa/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { companies, plans } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentPlan } from '../plans/plan.presenter.js';
import { showCompany } from './companies.service.js';
import { assertMayReadCompany } from './company-access.js';
import { signup } from './signup.js';
import { listCompanies, pageCompanies } from './companies.repository.js';
import { createCompany } from './create-company.js';
import { deleteCompany } from './delete-company.js';
import { presentedDueDate } from './company.presenter.js';
import { updateCompany } from './update-company.js';

const tags = ['companies'];
/** Managing companies is the super user's (the Empresas tab). */
const superOnly = { superOnly: true } as const;

export function companiesRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/companies/cadastro',
    { config: { public: true }, schema: { tags: ['companies'], body: signupBodySchema, response: { 200: signupResponseSchema } } },
    async (request) => {
      const company = await signup(ctx, request.body);
      return { id: company.id, name: company.name, email: company.email, phone: company.phone, status: company.status, dueDate: presentedDueDate(company), recurrence: company.recurrence, planId: company.planId };
    },
  );

  app.get(
    '/companies/listPlan/:companyId',
    { schema: { tags: ['companies'], params: z.object({ companyId: idParam }), response: { 200: companyPlanSchema } } },
    async (request) => {
      const { companyId } = request.params;
      assertMayReadCompany(authOf(request), companyId);
      const [row] = await ctx.db.select({ company: companies, plan: plans }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
      if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
      return { id: row.company.id, name: row.company.name, planId: row.company.planId, plan: presentPlan(row.plan) };
    },
  );

  app.get('/companies', { config: superOnly, schema: { tags, querystring: companyListQuerySchema, response: { 200: companyPageSchema } } }, async (request) =>
    pageCompanies(ctx.db, request.query.searchParam, request.query.pageNumber),
  );

  app.get('/companies/list', { config: superOnly, schema: { tags, response: { 200: z.array(companyListItemSchema) } } }, async () => listCompanies(ctx.db));

  app.post('/companies', { config: superOnly, schema: { tags, body: companyBodySchema, response: { 200: companyCreatedSchema } } }, async (request) =>
    createCompany(ctx, authOf(request), request.body),
  );

  app.put('/companies/:id', { config: superOnly, schema: { tags, params: idParams, body: companyUpdateSchema, response: { 200: companySchema } } }, async (request) =>
    updateCompany(ctx, authOf(request), request.params.id, request.body),
  );

  app.delete('/companies/:id', { config: superOnly, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteCompany(ctx, request.params.id);
    return { message: 'Company deleted' };
  });

  // The company service's `find`: the settings page loads it before `GET /settings`.
  app.get('/companies/:id', { config: { role: 'admin' }, schema: { tags: ['companies'], params: idParams, response: { 200: companySchema } } }, async (request) =>
    showCompany(ctx, authOf(request), request.params.id),
  );
}
