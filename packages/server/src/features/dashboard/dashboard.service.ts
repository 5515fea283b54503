import type { Dashboard, DashboardChartQuery, DashboardQuery, DashboardQueue, TicketsDay, TicketsUsers } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { RequestAuth } from '../../shared/caller.js';
import { addDays } from '../../shared/dates.js';
import { AppError } from '../../shared/app-error.js';
import { dayRangeOf, periodOf, type DayRange } from './dashboard-period.js';
import { creationsPerDay, creationsPerHour, dashboardFigures, queueRows, resolutionsPerUser, unscopedPlatformTotals } from './dashboard.repository.js';
import { minutesOf } from './raw-rows.js';

async function windowOf(ctx: AppContext, auth: RequestAuth, range: DayRange) {
  const period = await periodOf(ctx.db, range, auth.timeZone);
  return { period, window: { companyId: auth.companyId, from: period.from, to: period.to } };
}

const averageRating = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** `GET /dashboard`: the cards and the attendants table of the period (docs/ARCHITECTURE.md "Dashboard"). */
export async function dashboardOf(ctx: AppContext, auth: RequestAuth, query: DashboardQuery): Promise<Dashboard> {
  const { window } = await windowOf(ctx, auth, dayRangeOf(query, ctx.clock.now(), auth.timeZone));
  const [{ now, resolved, avgWait, leads, attendants }, platform] = await Promise.all([dashboardFigures(ctx.db, window), auth.super ? unscopedPlatformTotals(ctx.db) : {}]);
  return {
    counters: {
      supportHappening: now.open,
      supportPending: now.pending,
      supportFinished: Number(resolved.finished ?? 0),
      leads,
      avgSupportTime: minutesOf(resolved.avg_service),
      avgWaitTime: minutesOf(avgWait),
      avgFirstResponseTime: minutesOf(resolved.avg_first_response),
      supportTimeP50: minutesOf(resolved.p50),
      supportTimeP90: minutesOf(resolved.p90),
      ...platform,
    },
    attendants: attendants.map((row) => ({
      id: row.id,
      name: row.name,
      rating: averageRating(row.rating),
      tickets: Number(row.tickets ?? 0),
      avgSupportTime: minutesOf(row.avg_service),
      online: row.online,
    })),
  };
}

/** `GET /dashboard/queues`: the same figures per queue. */
export async function dashboardQueuesOf(ctx: AppContext, auth: RequestAuth, query: DashboardQuery): Promise<DashboardQueue[]> {
  const { window } = await windowOf(ctx, auth, dayRangeOf(query, ctx.clock.now(), auth.timeZone));
  return (await queueRows(ctx.db, window)).map((row) => ({
    queueId: row.queue_id,
    name: row.name ?? '',
    tickets: Number(row.tickets ?? 0),
    avgWaitTime: minutesOf(row.avg_wait),
    avgSupportTime: minutesOf(row.avg_service),
    avgFirstResponseTime: minutesOf(row.avg_first_response),
  }));
}

/** A chart lists every bucket, so its range is bounded (two years of days). */
const CHART_MAX_DAYS = 731;

function chartRange(query: DashboardChartQuery): DayRange {
  const tooLong = addDays(query.initialDate, CHART_MAX_DAYS) <= query.finalDate;
  if (query.finalDate < query.initialDate || tooLong) throw new AppError('ERR_VALIDATION', { extra: { issues: { finalDate: 'Invalid date' } } });
  return { fromDay: query.initialDate, toDay: query.finalDate };
}

/** `GET /dashboard/ticketsUsers`: tickets each user resolved in the range, users with none included. */
export async function ticketsPerUser(ctx: AppContext, auth: RequestAuth, query: DashboardChartQuery): Promise<TicketsUsers> {
  const { window } = await windowOf(ctx, auth, chartRange(query));
  const rows = await resolutionsPerUser(ctx.db, window);
  return { data: rows.map((row) => ({ nome: row.name, quantidade: Number(row.total ?? 0) })) };
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const brazilianDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** `GET /dashboard/ticketsDay`: tickets opened per hour of a single day, else per day; every bucket listed. */
export async function ticketsPerDay(ctx: AppContext, auth: RequestAuth, query: DashboardChartQuery): Promise<TicketsDay> {
  const range = chartRange(query);
  const hourly = range.fromDay === range.toDay;
  const rows = hourly ? await creationsPerHour(ctx.db, (await windowOf(ctx, auth, range)).window, auth.timeZone) : await creationsPerDay(ctx.db, auth.companyId, range, auth.timeZone);
  const totals = new Map(rows.map((row) => [row.bucket, Number(row.total ?? 0)]));
  const count = [...totals.values()].reduce((sum, total) => sum + total, 0);
  if (hourly) return { data: Array.from({ length: 24 }, (_, hour) => ({ horario: pad2(hour), total: totals.get(pad2(hour)) ?? 0 })), count };
  const data: { data: string; total: number }[] = [];
  for (let day = range.fromDay; day <= range.toDay; day = addDays(day, 1)) data.push({ data: brazilianDay(day), total: totals.get(brazilianDay(day)) ?? 0 });
  return { data, count };
}
