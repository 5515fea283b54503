import type { Recurrence } from './schemas/company.js';

/** Months one payment buys (and +Vencimento moves the due date by), per billing recurrence. */
export const RECURRENCE_MONTHS: Readonly<Record<Recurrence, number>> = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };

/** The months of a recurrence, read case-insensitively; an unknown one renews monthly. */
export function recurrenceMonths(recurrence: string): number {
  return (RECURRENCE_MONTHS as Readonly<Record<string, number>>)[recurrence.toUpperCase()] ?? 1;
}

/** Adds calendar months to a YYYY-MM-DD day; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
