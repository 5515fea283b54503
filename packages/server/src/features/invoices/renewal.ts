/** Months one payment buys, by the company's recurrence; an unknown recurrence renews monthly. */
export const RECURRENCE_MONTHS: Readonly<Record<string, number>> = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };

export function recurrenceMonths(recurrence: string): number {
  return RECURRENCE_MONTHS[recurrence.toUpperCase()] ?? 1;
}

/** Adds calendar months to a YYYY-MM-DD day; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The due date after a payment: the recurrence counted from the later of today and the old due
 * date, so paying early never loses days and paying late never back-dates the new period.
 */
export function renewedDueDate(oldDueDate: string | null, today: string, recurrence: string): string {
  const start = oldDueDate !== null && oldDueDate > today ? oldDueDate : today;
  return addMonths(start, recurrenceMonths(recurrence));
}
