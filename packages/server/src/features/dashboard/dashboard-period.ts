import { sql } from 'drizzle-orm';
import type { DashboardQuery } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import { addDays, dateInZone } from '../../shared/dates.js';
import { rowsOf } from './raw-rows.js';

/** Calendar days (inclusive) of the company's time zone. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

/** The instants a day range covers: from the first day's midnight to the midnight after the last. */
export interface Period extends DayRange {
  from: Date;
  to: Date;
  timeZone: string;
}

/**
 * `days=N` is today and the N−1 days before it; `date_from`/`date_to` are inclusive (`date_to`
 * defaults to today). No filter at all is the seed's 'Parametrize o filtro'.
 */
export function dayRangeOf(query: Pick<DashboardQuery, 'days' | 'date_from' | 'date_to'>, now: Date, timeZone: string): DayRange {
  const today = dateInZone(now, timeZone);
  if (query.days !== undefined && query.days > 0) return { fromDay: addDays(today, 1 - query.days), toDay: today };
  if (query.date_from === undefined) throw new AppError('ERR_DASHBOARD_FILTER');
  const toDay = query.date_to ?? today;
  if (toDay < query.date_from) throw new AppError('ERR_VALIDATION', { extra: { issues: { date_to: 'Invalid date' } } });
  return { fromDay: query.date_from, toDay };
}

/** Midnights in the zone are computed by PostgreSQL, which knows each day's offset (summer time included). */
export async function periodOf(executor: Executor, range: DayRange, timeZone: string): Promise<Period> {
  const [bounds] = await rowsOf<{ from: string | Date; to: string | Date }>(
    executor,
    sql`select (${range.fromDay}::date)::timestamp at time zone ${timeZone}::text as "from", (${range.toDay}::date + 1)::timestamp at time zone ${timeZone}::text as "to"`,
  );
  return { ...range, timeZone, from: new Date(bounds!.from), to: new Date(bounds!.to) };
}
