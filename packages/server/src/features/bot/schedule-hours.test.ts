import { describe, expect, it } from 'vitest';
import { defaultWeekSchedule, type WeekScheduleEntry } from '@prosa/contract';
import { isOpenAt, lastOpenBefore, outOfHoursNoticeDue } from './schedule-hours.js';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const d = (iso: string) => new Date(iso);

/** The default week (Mon–Fri 08–18, Sat 08–12, Sun closed) with some days replaced. */
function week(overrides: Partial<Record<WeekScheduleEntry['weekdayEn'], [string, string]>> = {}): WeekScheduleEntry[] {
  return defaultWeekSchedule().map((row) => {
    const times = overrides[row.weekdayEn];
    return times ? { ...row, startTime: times[0], endTime: times[1] } : row;
  });
}
const closedWeek = () => defaultWeekSchedule().map((row) => ({ ...row, startTime: '', endTime: '' }));
/** Only `weekday` open, at the given times. */
const onlyDay = (weekdayEn: WeekScheduleEntry['weekdayEn'], start: string, end: string) =>
  closedWeek().map((row) => (row.weekdayEn === weekdayEn ? { ...row, startTime: start, endTime: end } : row));

describe('isOpenAt', () => {
  // 2024-05-06 is a Monday; São Paulo is UTC-3.
  it('opens at the start time and closes at the end time, in the company zone', () => {
    expect(isOpenAt(week(), SP, d('2024-05-06T10:59:59.999Z'))).toBe(false); // 07:59:59.999
    expect(isOpenAt(week(), SP, d('2024-05-06T11:00:00Z'))).toBe(true); // 08:00
    expect(isOpenAt(week(), SP, d('2024-05-06T20:59:59.999Z'))).toBe(true); // 17:59:59.999
    expect(isOpenAt(week(), SP, d('2024-05-06T21:00:00Z'))).toBe(false); // 18:00
  });

  it('reads the same instant in another zone differently', () => {
    expect(isOpenAt(week(), 'UTC', d('2024-05-06T10:59:59Z'))).toBe(true);
    expect(isOpenAt(week(), 'UTC', d('2024-05-06T18:30:00Z'))).toBe(false);
    expect(isOpenAt(week(), SP, d('2024-05-06T18:30:00Z'))).toBe(true);
  });

  it('takes the weekday in the zone, not in UTC', () => {
    // Sunday 23:30 in São Paulo is already Monday 02:30 in UTC.
    const mondayOnly = onlyDay('monday', '00:00', '23:59');
    expect(isOpenAt(mondayOnly, SP, d('2024-05-13T02:30:00Z'))).toBe(false);
    expect(isOpenAt(mondayOnly, 'UTC', d('2024-05-13T02:30:00Z'))).toBe(true);
  });

  it('treats 00:00-00:00 (the default Sunday) and empty times as closed all day', () => {
    expect(isOpenAt(week(), SP, d('2024-05-12T15:00:00Z'))).toBe(false);
    expect(isOpenAt(week({ monday: ['', ''] }), SP, d('2024-05-06T15:00:00Z'))).toBe(false);
    expect(isOpenAt(week({ monday: ['09:00', '09:00'] }), SP, d('2024-05-06T12:30:00Z'))).toBe(false);
  });

  it('reads end 23:59 as open until midnight', () => {
    const lateSaturday = week({ saturday: ['08:00', '23:59'] });
    expect(isOpenAt(lateSaturday, SP, d('2024-05-12T02:59:30Z'))).toBe(true); // Sat 23:59:30
    expect(isOpenAt(lateSaturday, SP, d('2024-05-12T02:59:59.999Z'))).toBe(true);
    expect(isOpenAt(lateSaturday, SP, d('2024-05-12T03:00:00Z'))).toBe(false); // Sun 00:00
  });

  it('does not support ranges over midnight: end before start is closed', () => {
    const overnight = week({ monday: ['22:00', '06:00'] });
    expect(isOpenAt(overnight, SP, d('2024-05-07T02:00:00Z'))).toBe(false); // Mon 23:00
    expect(isOpenAt(overnight, SP, d('2024-05-06T08:00:00Z'))).toBe(false); // Mon 05:00
  });

  it('is always open with no schedule configured, and closed on a weekday missing from one', () => {
    expect(isOpenAt([], SP, d('2024-05-12T06:00:00Z'))).toBe(true);
    const noMonday = week().filter((row) => row.weekdayEn !== 'monday');
    expect(isOpenAt(noMonday, SP, d('2024-05-06T15:00:00Z'))).toBe(false);
    expect(isOpenAt(noMonday, SP, d('2024-05-07T15:00:00Z'))).toBe(true);
  });

  it('ignores malformed times', () => {
    expect(isOpenAt(week({ monday: ['8:00', '18:00'] }), SP, d('2024-05-06T15:00:00Z'))).toBe(false);
    expect(isOpenAt(week({ monday: ['08:00', '24:00'] }), SP, d('2024-05-06T15:00:00Z'))).toBe(false);
  });
});

describe('lastOpenBefore', () => {
  it('answers now while open', () => {
    const now = d('2024-05-06T15:00:00Z');
    expect(lastOpenBefore(week(), SP, now)).toEqual(now);
    expect(lastOpenBefore([], SP, now)).toEqual(now);
  });

  it("answers the last millisecond of today's hours after closing", () => {
    expect(lastOpenBefore(week(), SP, d('2024-05-06T23:00:00Z'))).toEqual(d('2024-05-06T20:59:59.999Z'));
    expect(lastOpenBefore(week(), 'UTC', d('2024-05-06T23:00:00Z'))).toEqual(d('2024-05-06T17:59:59.999Z'));
  });

  it("goes back over closed days and today's not-yet-open hours", () => {
    // Sunday noon and Monday 07:00 both come after Saturday's 08:00-12:00.
    expect(lastOpenBefore(week(), SP, d('2024-05-12T15:00:00Z'))).toEqual(d('2024-05-11T14:59:59.999Z'));
    expect(lastOpenBefore(week(), SP, d('2024-05-13T10:00:00Z'))).toEqual(d('2024-05-11T14:59:59.999Z'));
  });

  it('finds the same weekday a week back', () => {
    // Open only on Tuesdays; now is Tuesday 2024-05-14 before opening.
    expect(lastOpenBefore(onlyDay('tuesday', '09:00', '10:00'), SP, d('2024-05-14T11:00:00Z'))).toEqual(d('2024-05-07T12:59:59.999Z'));
  });

  it('is null when the schedule is never open', () => {
    expect(lastOpenBefore(closedWeek(), SP, d('2024-05-06T15:00:00Z'))).toBeNull();
  });

  it('returns an instant that is open, followed by one that is closed', () => {
    const schedules = [week(), onlyDay('wednesday', '13:15', '13:16'), week({ friday: ['00:00', '23:59'] })];
    for (let hour = 0; hour < 24 * 9; hour += 5) {
      const now = new Date(Date.parse('2024-05-06T00:17:00Z') + hour * 3_600_000);
      for (const schedule of schedules) {
        const last = lastOpenBefore(schedule, SP, now);
        expect(last).not.toBeNull();
        expect(last!.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(isOpenAt(schedule, SP, last!)).toBe(true);
        if (last!.getTime() !== now.getTime()) expect(isOpenAt(schedule, SP, new Date(last!.getTime() + 1))).toBe(false);
      }
    }
  });
});

describe('across DST changes (America/New_York)', () => {
  it('keeps local hours when the offset changes between weeks', () => {
    // Monday 2024-03-04 is EST (UTC-5), Monday 2024-03-11 is EDT (UTC-4).
    expect(isOpenAt(week(), NY, d('2024-03-04T13:00:00Z'))).toBe(true);
    expect(isOpenAt(week(), NY, d('2024-03-11T12:00:00Z'))).toBe(true);
    expect(isOpenAt(week(), NY, d('2024-03-11T11:59:59Z'))).toBe(false);
    expect(lastOpenBefore(week(), NY, d('2024-03-11T23:00:00Z'))).toEqual(d('2024-03-11T21:59:59.999Z'));
  });

  it('closes at the jump when the end time falls in the spring-forward gap', () => {
    // Sunday 2024-03-10: 02:00 EST jumps to 03:00 EDT at 07:00Z, so 01:00-02:30 ends at the jump.
    const early = onlyDay('sunday', '01:00', '02:30');
    expect(isOpenAt(early, NY, d('2024-03-10T06:59:59Z'))).toBe(true);
    expect(isOpenAt(early, NY, d('2024-03-10T07:00:00Z'))).toBe(false);
    expect(lastOpenBefore(early, NY, d('2024-03-10T15:00:00Z'))).toEqual(d('2024-03-10T06:59:59.999Z'));
  });

  it('skips a day whose hours fall entirely in the gap', () => {
    // 02:10-02:40 never shows on 2024-03-10; the last opening was the Sunday before (EST).
    const vanished = onlyDay('sunday', '02:10', '02:40');
    expect(lastOpenBefore(vanished, NY, d('2024-03-10T15:00:00Z'))).toEqual(d('2024-03-03T07:39:59.999Z'));
  });

  it('counts the repeated hour when the clocks fall back', () => {
    // Sunday 2024-11-03: 02:00 EDT becomes 01:00 EST at 06:00Z; 00:00-01:30 is open twice over 01:00-01:30.
    const night = onlyDay('sunday', '00:00', '01:30');
    expect(isOpenAt(night, NY, d('2024-11-03T05:45:00Z'))).toBe(false); // 01:45 EDT
    expect(isOpenAt(night, NY, d('2024-11-03T06:15:00Z'))).toBe(true); // 01:15 EST
    expect(lastOpenBefore(night, NY, d('2024-11-03T05:45:00Z'))).toEqual(d('2024-11-03T05:29:59.999Z'));
    expect(lastOpenBefore(night, NY, d('2024-11-03T07:00:00Z'))).toEqual(d('2024-11-03T06:29:59.999Z'));
  });

  it('closes at a skipped local midnight (São Paulo DST start, 2018-11-04)', () => {
    const lateSaturday = onlyDay('saturday', '08:00', '23:59');
    expect(lastOpenBefore(lateSaturday, SP, d('2018-11-04T15:00:00Z'))).toEqual(d('2018-11-04T02:59:59.999Z'));
  });
});

describe('outOfHoursNoticeDue', () => {
  const sundayNoon = d('2024-05-12T15:00:00Z');
  const saturdayClose = d('2024-05-11T14:59:59.999Z');

  it('is never due while open', () => {
    expect(outOfHoursNoticeDue(week(), SP, d('2024-05-06T15:00:00Z'), null)).toBe(false);
  });

  it('is due once per closed period', () => {
    expect(outOfHoursNoticeDue(week(), SP, sundayNoon, null)).toBe(true);
    // Sent Saturday 13:00 (after closing): still the same closed period on Sunday and Monday 07:00.
    expect(outOfHoursNoticeDue(week(), SP, sundayNoon, d('2024-05-11T16:00:00Z'))).toBe(false);
    expect(outOfHoursNoticeDue(week(), SP, d('2024-05-13T10:00:00Z'), d('2024-05-11T16:00:00Z'))).toBe(false);
    // Sent Friday night: Saturday opened since, so Sunday is a new closed period.
    expect(outOfHoursNoticeDue(week(), SP, sundayNoon, d('2024-05-11T01:00:00Z'))).toBe(true);
    // Sent at the very instant of closing: the same period.
    expect(outOfHoursNoticeDue(week(), SP, sundayNoon, new Date(saturdayClose.getTime() + 1))).toBe(false);
  });

  it('is due only once ever for a schedule that never opens', () => {
    expect(outOfHoursNoticeDue(closedWeek(), SP, sundayNoon, null)).toBe(true);
    expect(outOfHoursNoticeDue(closedWeek(), SP, sundayNoon, d('2024-04-01T00:00:00Z'))).toBe(false);
  });
});
