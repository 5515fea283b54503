/** The dashboard's periods in days; `0` is "none". */
export const PERIOD_CHOICES = [0, 3, 7, 15, 30, 60, 90] as const;

/** What the filter bar applies: a number of days up to today, or an inclusive range of days. */
export type DashboardFilter = { kind: 'period'; days: number } | { kind: 'dates'; from: string; to: string };

/** A day of the browser's calendar as `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The query of `GET /dashboard` (and its queues and export). "None" and empty dates send no
 * filter at all, which the server answers with 'Parametrize o filtro', as the seed's page shows.
 */
export function dashboardQuery(filter: DashboardFilter): Record<string, string | number | undefined> {
  if (filter.kind === 'period') return { days: filter.days > 0 ? filter.days : undefined };
  return { date_from: filter.from || undefined, date_to: filter.to || undefined };
}

/** A chart's own range (both days inclusive). */
export interface ChartRange {
  initialDate: string;
  finalDate: string;
}

export const todayRange = (today = new Date()): ChartRange => ({ initialDate: dayOf(today), finalDate: dayOf(today) });

/**
 * Minutes as people read them: `35 min`, `1 h 05 min`, one decimal under ten minutes (`4.5 min`).
 */
export function durationLabel(minutes: number, locale: string): string {
  if (minutes < 10) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(minutes)} min`;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}
