import { addMonths, recurrenceMonths } from '@prosa/contract';

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10);

/** +Vencimento moves the due date by the company's recurrence. */
export function nextDueDate(dueDate: string, recurrence: string): string {
  return addMonths(dueDate, recurrenceMonths(recurrence));
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
