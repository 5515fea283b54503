import { eq } from 'drizzle-orm';
import { WEEKDAYS_EN, type WeekScheduleEntry } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/**
 * `PUT /companies/{id}/schedules`: the company's opening hours (settings tab Horários, used when
 * `scheduleType` is `company`). Only the caller's own company: any other id is 404. Stored Monday first.
 */
export async function updateCompanySchedules(ctx: AppContext, companyId: number, id: number, schedules: WeekScheduleEntry[]): Promise<WeekScheduleEntry[]> {
  if (id !== companyId) throw new AppError('ERR_NO_COMPANY_FOUND');
  const ordered = [...schedules].sort((a, b) => WEEKDAYS_EN.indexOf(a.weekdayEn) - WEEKDAYS_EN.indexOf(b.weekdayEn));
  const [row] = await ctx.db.update(companies).set({ schedules: ordered, updatedAt: ctx.clock.now() }).where(eq(companies.id, companyId)).returning({ schedules: companies.schedules });
  if (!row) throw new AppError('ERR_NO_COMPANY_FOUND');
  return row.schedules;
}
