import { addMonths, recurrenceMonths } from '@prosa/contract';

/**
 * The due date after a payment: the recurrence counted from the later of today and the old due
 * date, so paying early never loses days and paying late never back-dates the new period.
 */
export function renewedDueDate(oldDueDate: string | null, today: string, recurrence: string): string {
  const start = oldDueDate !== null && oldDueDate > today ? oldDueDate : today;
  return addMonths(start, recurrenceMonths(recurrence));
}
