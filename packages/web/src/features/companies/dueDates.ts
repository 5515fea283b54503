import type { Recurrence } from '@prosa/contract';

/** +Vencimento moves the due date by the company's recurrence. */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `months` later; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const start = parseDay(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return formatDay(target);
}

export function nextDueDate(dueDate: string, recurrence: string): string {
  return addMonths(dueDate, RECURRENCE_MONTHS[recurrence as Recurrence] ?? 1);
}

/** Whole days from `today` to `dueDate` (negative once past), both `YYYY-MM-DD`. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((parseDay(dueDate).getTime() - parseDay(today).getTime()) / 86_400_000);
}

export type DueTint = 'yellow' | 'orange' | 'red' | undefined;

/** Exactly 5 days to the due date is yellow, -3 to 4 orange, exactly -4 red. */
export function dueDateTint(days: number): DueTint {
  if (days === 5) return 'yellow';
  if (days >= -3 && days <= 4) return 'orange';
  if (days === -4) return 'red';
  return undefined;
}

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  return formatDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}
