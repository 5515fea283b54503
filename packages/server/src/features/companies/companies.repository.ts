import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { COMPANIES_PAGE_SIZE, type CompanyListItem } from '@prosa/contract';
import { likePattern } from '../../db/like-pattern.js';
import { companies, plans, settings, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import { presentCompanyListItem } from './company.presenter.js';

// The super user's view of every company: these queries span companies on purpose.

function matching(searchParam: string | undefined): SQL | undefined {
  const term = searchParam?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(sql`lower(${companies.name}) like ${pattern}`, sql`lower(${companies.email}) like ${pattern}`);
}

function companyRows(executor: Executor, where: SQL | undefined) {
  return executor
    .select({ company: companies, plan: { id: plans.id, name: plans.name }, campaignsEnabled: settings.value })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .leftJoin(settings, and(eq(settings.companyId, companies.id), eq(settings.key, 'campaignsEnabled')))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
}

/** `GET /companies`: 20 a page by name, searching name and e-mail ignoring case. */
export async function pageCompanies(executor: Executor, searchParam: string | undefined, pageNumber: number) {
  const where = matching(searchParam);
  const [rows, [total]] = await Promise.all([
    companyRows(executor, where)
      .limit(COMPANIES_PAGE_SIZE)
      .offset((pageNumber - 1) * COMPANIES_PAGE_SIZE),
    unscopedCompanyCount(executor, where),
  ]);
  const all = total?.total ?? 0;
  return { companies: rows.map(presentRow), count: all, hasMore: pageNumber * COMPANIES_PAGE_SIZE < all };
}

/** How many companies match: the super user counts across the platform. */
function unscopedCompanyCount(executor: Executor, where: SQL | undefined) {
  return executor.select({ total: count() }).from(companies).where(where);
}

/** `GET /companies/list`: every company. */
export async function listCompanies(executor: Executor): Promise<CompanyListItem[]> {
  return (await companyRows(executor, undefined)).map(presentRow);
}

function presentRow(row: Awaited<ReturnType<typeof companyRows>>[number]): CompanyListItem {
  return presentCompanyListItem(row.company, row.plan, row.campaignsEnabled);
}

/** The company row, locked for the change about to be made to it. */
export async function lockCompanyForChange(executor: Executor, companyId: number) {
  const [row] = await executor.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  return row;
}

/**
 * The platform's company holds a super user: deleting or deactivating it would lock everyone out
 * of the administration, so it is refused.
 */
export async function assertNotPlatformCompany(executor: Executor, companyId: number): Promise<void> {
  const [holder] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.super, true)))
    .limit(1);
  if (holder) throw new AppError('ERR_CANNOT_DELETE_OWN_COMPANY');
}

export async function assertPlanExists(executor: Executor, planId: number): Promise<void> {
  const [plan] = await executor.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw new AppError('ERR_NO_PLAN_FOUND');
}
