import { WEEKDAYS_EN, type WeekScheduleEntry } from '@prosa/contract';
import { DAY_MS, instantsReachingWall, MINUTE_MS, startOfWallDay, wallTimeOf, weekdayOfWall } from '../../shared/zoned-time.js';

/**
 * Opening hours of a company or queue, read in the
 * company's time zone. Decisions, unlike the reference:
 * - a day with empty times or start == end (the default Sunday is 00:00–00:00) is closed all day;
 * - a weekday missing from a non-empty schedule is closed; an empty schedule (nothing configured)
 *   is always open, so an unconfigured queue never sends out-of-hours messages;
 * - a day is open from start (inclusive) to end (exclusive); end 23:59 means to the end of the day;
 * - ranges crossing midnight are not supported: end before start is closed (the settings form
 *   refuses them already).
 */

type OpenRange = { startMinute: number; endMinute: number };

function minuteOfDay(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 24 * 60 ? minutes : undefined;
}

function openRangeOf(schedule: WeekScheduleEntry[], weekday: number): OpenRange | undefined {
  const entry = schedule.find((row) => row.weekdayEn === WEEKDAYS_EN[weekday]);
  if (!entry) return undefined;
  const startMinute = minuteOfDay(entry.startTime);
  const end = minuteOfDay(entry.endTime);
  if (startMinute === undefined || end === undefined) return undefined;
  const endMinute = entry.endTime === '23:59' ? 24 * 60 : end;
  return endMinute > startMinute ? { startMinute, endMinute } : undefined;
}

function isOpenAtInstant(schedule: WeekScheduleEntry[], timeZone: string, instant: number): boolean {
  if (schedule.length === 0) return true;
  const wall = wallTimeOf(instant, timeZone);
  const range = openRangeOf(schedule, weekdayOfWall(wall));
  if (!range) return false;
  const minute = Math.floor((wall - startOfWallDay(wall)) / MINUTE_MS);
  return minute >= range.startMinute && minute < range.endMinute;
}

export function isOpenAt(schedule: WeekScheduleEntry[], timeZone: string, now: Date): boolean {
  return isOpenAtInstant(schedule, timeZone, now.getTime());
}

/**
 * The latest instant ≤ `now` (millisecond precision) at which the schedule was open: `now` itself
 * when open, else the last millisecond before the most recent closing, looking back 8 local days
 * (a whole week plus today); null when the schedule was never open in that window.
 */
export function lastOpenBefore(schedule: WeekScheduleEntry[], timeZone: string, now: Date): Date | null {
  const nowMs = now.getTime();
  if (isOpenAtInstant(schedule, timeZone, nowMs)) return now;
  const today = startOfWallDay(wallTimeOf(nowMs, timeZone));
  for (let back = 0; back <= 8; back += 1) {
    const day = today - back * DAY_MS;
    const range = openRangeOf(schedule, weekdayOfWall(day));
    if (!range) continue;
    // The closing wall time can be reached twice (a fall-back overlap): the later one counts, as
    // long as it is not after now; the check against isOpenAt also rejects ranges that a
    // spring-forward gap swallowed entirely.
    const closings = instantsReachingWall(day + range.endMinute * MINUTE_MS, timeZone).reverse();
    for (const closing of closings) {
      const lastOpen = closing - 1;
      if (lastOpen <= nowMs && isOpenAtInstant(schedule, timeZone, lastOpen)) return new Date(lastOpen);
    }
  }
  return null;
}

/**
 * Whether the out-of-hours message is due: closed now, and not yet sent in this closed period
 * (never sent, or sent before the schedule was last open). Once per ticket per closed period.
 */
export function outOfHoursNoticeDue(schedule: WeekScheduleEntry[], timeZone: string, now: Date, notifiedAt: Date | null): boolean {
  if (isOpenAt(schedule, timeZone, now)) return false;
  if (!notifiedAt) return true;
  const lastOpen = lastOpenBefore(schedule, timeZone, now);
  return lastOpen !== null && notifiedAt.getTime() < lastOpen.getTime();
}
