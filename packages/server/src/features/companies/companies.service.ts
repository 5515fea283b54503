import { asc, eq } from 'drizzle-orm';
import type { Company } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { companies, plans, settings } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { visibleSettings } from '../settings/visible-settings.js';
import { assertMayReadCompany } from './company-access.js';
import { presentCompany } from './company.presenter.js';

/** `GET /companies/{id}`: the company with its plan, settings and schedules. */
export async function showCompany(ctx: Pick<AppContext, 'db'>, caller: RequestAuth, companyId: number): Promise<Company> {
  assertMayReadCompany(caller, companyId);
  const [row] = await ctx.db.select({ company: companies, plan: plans }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  const settingRows = await ctx.db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, companyId)).orderBy(asc(settings.key));
  return presentCompany(row.company, row.plan, visibleSettings(settingRows, caller));
}
