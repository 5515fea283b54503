import type { WeekScheduleEntry } from '@prosa/contract';

/** Closed days have both times empty or both 00:00; open days end after they start (as the server checks). */
export function scheduleRowValid(entry: Pick<WeekScheduleEntry, 'startTime' | 'endTime'>): boolean {
  const { startTime, endTime } = entry;
  if ((startTime === '' && endTime === '') || (startTime === '00:00' && endTime === '00:00')) return true;
  return startTime !== '' && endTime !== '' && endTime > startTime;
}
