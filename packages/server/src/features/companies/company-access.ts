import { and, eq } from 'drizzle-orm';
import { SETTING_DEFAULTS } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { settings } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { brazilianDate, dateInZone } from '../../shared/dates.js';

export async function companyTimeZone(executor: Executor, companyId: number): Promise<string> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.companyId, companyId), eq(settings.key, 'timezone')));
  return row?.value || SETTING_DEFAULTS.timezone;
}

/**
 * An inactive company, or one past its due date, may not log in nor use the API. The due date is a
 * calendar day in the company's own time zone.
 */
export function assertCompanyUsable(company: { status: boolean; dueDate: string | null }, now: Date, timeZone: string): void {
  if (!company.status) throw new AppError('ERR_COMPANY_INACTIVE');
  if (company.dueDate && company.dueDate < dateInZone(now, timeZone)) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { params: { date: brazilianDate(company.dueDate) } });
  }
}

/**
 * A company's own records are read by its users; the super user reads every company. Another
 * company's id is "not found", never "forbidden" (CODE_STYLE.md "Data access").
 */
export function assertMayReadCompany(caller: { companyId: number; super: boolean }, companyId: number): void {
  if (companyId !== caller.companyId && !caller.super) throw new AppError('ERR_NO_COMPANY_FOUND');
}
