/** Subscription due dates arrive as 'YYYY-MM-DD' and mean that day, local time. */
const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(dueDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Whole days from today until the due date (0 on the day itself); undefined when unknown. */
export function daysUntilDue(dueDate: string | null | undefined, now: Date = new Date()): number | undefined {
  if (!dueDate) return undefined;
  const due = parseDay(dueDate);
  if (!due) return undefined;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due.getTime() - today.getTime()) / DAY_MS);
}

/** The login warns when fewer than 5 days remain. */
export const DUE_DATE_WARNING_DAYS = 5;

export function shouldWarnAboutDueDate(days: number | undefined): days is number {
  return days !== undefined && days >= 0 && days < DUE_DATE_WARNING_DAYS;
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy', the format the reference client keeps in `companyDueDate`. */
export function formatDueDate(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dueDate;
}
